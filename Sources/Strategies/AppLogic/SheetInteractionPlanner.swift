/// How a sheet tells the system that the view behind it stays interactive up through one of its
/// detents.
public enum BackgroundInteractionRoute: UInt8, Hashable, Sendable, CaseIterable,
  CustomStringConvertible
{
  /// SwiftUI's `presentationBackgroundInteraction(.enabled(upThrough:))` on the sheet's content
  /// (iOS 16.4 and later; the code of an app without workarounds, which below 16.4 has nothing
  /// to call).
  case presentationModifier
  /// `largestUndimmedDetentIdentifier` set on the sheet's `UISheetPresentationController` when
  /// the sheet appears (`viewWillAppear` of a view controller placed in the sheet's background).
  case sheetController

  /// `presentationModifier`, `sheetController`.
  public var description: String {
    switch self {
    case .presentationModifier: "presentationModifier"
    case .sheetController: "sheetController"
    }
  }
}

/// What to do for one sheet about the view behind it.
public enum SheetBackgroundInteractionPlan: UInt8, Hashable, Sendable, CaseIterable,
  CustomStringConvertible
{
  /// Set nothing: the sheet is modal, and the view behind it is dimmed and blocked at every
  /// detent (the system's default).
  case modal
  /// Apply `presentationBackgroundInteraction(.enabled(upThrough:))` with the sheet's detent.
  case presentationModifier
  /// Set the sheet presentation controller's `largestUndimmedDetentIdentifier` to the sheet's
  /// detent when the sheet appears.
  case sheetController

  /// `modal`, `presentationModifier`, `sheetController`.
  public var description: String {
    switch self {
    case .modal: "modal"
    case .presentationModifier: "presentationModifier"
    case .sheetController: "sheetController"
    }
  }
}

/// Plans how a sheet keeps the view behind it interactive: ``SheetInteractionPlanner``, which
/// follows the route resolved at run time, or ``PassthroughSheetInteractionPlanner``, the
/// planner of a version on which no strategy changes the route.
///
/// ```swift
/// if let passthrough = PassthroughSheetInteractionPlanner(strategies: strategies) {
///   MapView(model: MapModel(planner: passthrough))
/// } else {
///   MapView(model: MapModel(planner: SheetInteractionPlanner(strategies: strategies)))
/// }
/// ```
public protocol SheetInteractionPlanning: Sendable {
  /// The plan for one sheet.
  ///
  /// - Parameter interactiveBehind: Whether the view behind the sheet is meant to stay
  ///   interactive at the sheet's smaller detents (`false`: the sheet is modal).
  func plan(interactiveBehind: Bool) -> SheetBackgroundInteractionPlan
}

/// Plans, per the resolved sheet strategies, how a sheet with detents keeps the view behind it
/// interactive up through one of them.
///
/// The app knows which detent is the largest one at which the view behind the sheet should
/// respond (a map behind a bottom sheet, say); the plan says through which API to say so. The
/// route is resolved once, when the planner is created.
///
/// ```swift
/// let plan = SheetInteractionPlanner(strategies: strategies).plan(interactiveBehind: true)
/// // iOS 16.0 to 16.3: .sheetController; iOS 16.4 and later: .presentationModifier
/// ```
public struct SheetInteractionPlanner: SheetInteractionPlanning, Hashable {
  /// The route of every sheet that keeps the view behind it interactive.
  public let route: BackgroundInteractionRoute

  /// Creates a planner with the sheet policy of `strategies`.
  public init(strategies: StrategySet) {
    self.route = strategies.sheetPresentation.backgroundInteraction
  }

  /// The plan for one sheet.
  ///
  /// - Parameter interactiveBehind: Whether the view behind the sheet is meant to stay
  ///   interactive at the sheet's smaller detents (`false`: the sheet is modal).
  /// - Complexity: O(1).
  @inlinable
  public func plan(interactiveBehind: Bool) -> SheetBackgroundInteractionPlan {
    guard interactiveBehind else { return .modal }
    switch route {
    case .presentationModifier: return .presentationModifier
    case .sheetController: return .sheetController
    }
  }
}

/// The sheet-interaction planner of a version on which no strategy changes the route: a sheet
/// that keeps the view behind it interactive says so with SwiftUI's modifier, as code without
/// navbench does.
///
/// ```swift
/// PassthroughSheetInteractionPlanner().plan(interactiveBehind: true)  // .presentationModifier
/// ```
public struct PassthroughSheetInteractionPlanner: SheetInteractionPlanning, Hashable {
  /// The passthrough planner, whatever the strategies.
  @inlinable
  public init() {}

  /// The passthrough planner if no strategy of `strategies` changes the route, else `nil` (use
  /// ``SheetInteractionPlanner`` then).
  public init?(strategies: StrategySet) {
    guard strategies.sheetPresentation.backgroundInteraction == .presentationModifier else {
      return nil
    }
  }

  /// ``SheetBackgroundInteractionPlan/presentationModifier`` for a sheet that keeps the view
  /// behind it interactive, ``SheetBackgroundInteractionPlan/modal`` otherwise.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func plan(interactiveBehind: Bool) -> SheetBackgroundInteractionPlan {
    interactiveBehind ? .presentationModifier : .modal
  }
}
