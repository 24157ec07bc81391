import Strategies

/// The gesture a row of the simulated scroll view carries for its horizontal swipe.
package enum SimulatedRowSwipeGesture: Hashable, Sendable {
  /// A SwiftUI `DragGesture(minimumDistance:)` attached with `.gesture`.
  case dragGesture(minimumDistance: Int)
  /// A `UIPanGestureRecognizer` through `UIGestureRecognizerRepresentable`, whose delegate lets
  /// it begin only when the movement is more horizontal than vertical.
  case directionalPan
}

/// What one pan of the user's finger, started on a row, did.
package struct RowPanOutcome: Hashable, Sendable {
  /// The scroll view scrolled.
  package var scrolled: Bool
  /// The row's swipe recognised the pan (its actions slid out).
  package var swiped: Bool
}

/// A headless SwiftUI `ScrollView` of rows, each with a horizontal swipe gesture, and the
/// arbitration between the scroll view's pan and the row's gesture for a pan that starts on a
/// row.
///
/// ## Mechanism
/// - The scroll view (vertical) begins its pan once the finger has moved
///   ``scrollSlop`` points, more vertically than horizontally.
/// - A row's `DragGesture` begins once the finger has moved its minimum distance, in any
///   direction. Where the linked version (the older of the OS and the SDK,
///   ``Strategies/StrategyContext/linkedVersion``) is below 18 it yields to the scroll view: it
///   recognises only the pans the scroll view does not take. From a linked 18 it takes part in
///   UIKit's arbitration from the row, and the first to begin wins: a drag whose minimum
///   distance is no more than the scroll view's slop claims every pan that starts on the row,
///   vertical ones included.
/// - A directional pan recognizer (`UIGestureRecognizerRepresentable`, iOS 18 and later in the
///   iOS 18 SDK and later; elsewhere an unavailable API) begins on the first movement that is
///   more horizontal than vertical, and fails otherwise, leaving the pan to the scroll view.
///
/// The model's assumptions, beyond the sources (FB14688465, mlem, SwipeCell, Artemis): the
/// scroll view's slop is 10 points (FB14688465's drag of minimum distance 10 always won, and
/// SwipeCell's and Artemis's larger distances gave the scroll back); a pan is a straight line;
/// `.highPriorityGesture` arbitrates as `.gesture` does from a linked 18; iOS 26 arbitrates as
/// 18 does.
///
/// Detectors: ``verifyScroll(_:)`` reports a vertical pan started on a row that did not scroll
/// (``GlitchKind/scrollBlockedByRowDrag``), ``verifySwipe(_:distance:)`` a horizontal swipe of
/// at least the distance the app designed its swipe to start at that the row did not
/// recognise (``GlitchKind/rowSwipeMissed``, over-mitigation).
package final class RowSwipeScrollModel {
  /// The simulated OS version.
  package let version: PlatformVersion
  /// The SDK the simulated app is built with.
  package let sdk: PlatformVersion
  /// The gesture every row carries for its swipe.
  package private(set) var rowGesture: SimulatedRowSwipeGesture
  /// How far the scroll view has scrolled, in points.
  package private(set) var contentOffset = 0
  private let linkedVersion: PlatformVersion
  private let session: SimulationSession

  /// The distance the finger moves before the scroll view begins its pan.
  package static let scrollSlop = 10
  /// The minimum distance the app designed its row's swipe with (the system's default).
  package static let designedMinimumDistance = 10

  /// Creates a scroll view whose rows carry a `DragGesture` of the designed minimum distance.
  ///
  /// - Throws: ``SimulationError/notApplicable(reason:)`` below iOS 13 (SwiftUI's
  ///   `ScrollView` and gestures) and on platforms other than iOS and iPadOS.
  package init(context: StrategyContext, session: SimulationSession) throws(SimulationError) {
    try context.version.require("ScrollView", from: 13)
    self.version = context.version
    self.sdk = context.sdk
    self.linkedVersion = context.linkedVersion
    self.session = session
    self.rowGesture = .dragGesture(minimumDistance: Self.designedMinimumDistance)
  }

  /// Whether row gestures take part in UIKit's arbitration: a linked version of 18 or later.
  package var rowGesturesArbitrateWithScroll: Bool { linkedVersion.major >= 18 }

  /// `.gesture(DragGesture(minimumDistance: distance))` on every row.
  package func attachDragGesture(minimumDistance distance: Int) {
    session.countOperation()
    rowGesture = .dragGesture(minimumDistance: distance)
  }

  /// `.gesture(DirectionalPan(...))` on every row, a `UIGestureRecognizerRepresentable`.
  ///
  /// - Throws: ``SimulationError/notApplicable(reason:)`` below iOS 18 or in an older SDK.
  package func attachDirectionalPan() throws(SimulationError) {
    session.countOperation()
    guard linkedVersion.major >= 18 else {
      throw .notApplicable(
        reason: "UIGestureRecognizerRepresentable does not exist below iOS 18 or in an older "
          + "SDK (\(version), built with the \(sdk) SDK)")
    }
    rowGesture = .directionalPan
  }

  /// The user's finger moves `dx` points sideways and `dy` points down (negative: up) from a
  /// point on a row, in a straight line, and lifts.
  package func pan(dx: Int, dy: Int) -> RowPanOutcome {
    session.countOperation()
    let distance = max(abs(dx), abs(dy))
    let vertical = abs(dy) >= abs(dx)
    let scrollCanBegin = vertical && distance >= Self.scrollSlop
    let outcome: RowPanOutcome
    switch rowGesture {
    case .directionalPan:
      outcome = RowPanOutcome(scrolled: scrollCanBegin, swiped: !vertical && distance > 0)
    case .dragGesture(let minimum):
      let dragCanBegin = distance >= minimum
      if rowGesturesArbitrateWithScroll {
        // The first recognizer to begin wins; the drag, on the row, wins a tie.
        let dragFirst = dragCanBegin && (!scrollCanBegin || minimum <= Self.scrollSlop)
        outcome = RowPanOutcome(scrolled: scrollCanBegin && !dragFirst, swiped: dragFirst)
      } else {
        outcome = RowPanOutcome(scrolled: scrollCanBegin, swiped: dragCanBegin && !scrollCanBegin)
      }
    }
    if outcome.scrolled { contentOffset += dy }
    return outcome
  }

  /// Reports a vertical pan started on a row that did not scroll the list.
  package func verifyScroll(_ outcome: RowPanOutcome) {
    guard !outcome.scrolled else { return }
    session.record(
      .scrollBlockedByRowDrag,
      "a vertical scroll started on a row did not move the list: the row's \(gestureName) "
        + "took it (\(setting))")
  }

  /// Reports a horizontal swipe of `distance` points, at least the designed minimum distance,
  /// that the row did not recognise.
  package func verifySwipe(_ outcome: RowPanOutcome, distance: Int) {
    guard !outcome.swiped, distance >= Self.designedMinimumDistance else { return }
    session.record(
      .rowSwipeMissed,
      "a \(distance)-point swipe on a row, designed to start at "
        + "\(Self.designedMinimumDistance), did not slide it: the row's \(gestureName) missed "
        + "it (\(setting))")
  }

  private var gestureName: String {
    switch rowGesture {
    case .dragGesture(let minimum): "DragGesture (minimum distance \(minimum))"
    case .directionalPan: "directional pan recognizer"
    }
  }

  private var setting: String { "\(version), built with the \(sdk) SDK" }
}
