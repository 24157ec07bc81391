#if canImport(SwiftUI)
  import SwiftUI
  import Strategies
  #if canImport(UIKit)
    import UIKit
  #endif

  @available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, *)
  extension View {
    /// Attaches a row's horizontal swipe inside a scroll view with the gesture a row-swipe plan
    /// (``RowSwipeGesturePlanner/swipeGesturePlan()``) names: a `DragGesture` of the default
    /// minimum distance (10 points) for ``RowSwipeGesturePlan/dragGesture``, of 20 points for
    /// ``RowSwipeGesturePlan/raisedMinimumDistance``, and for
    /// ``RowSwipeGesturePlan/directionalPan`` a `UIPanGestureRecognizer` that begins only when
    /// the movement is more horizontal than vertical, so vertical pans that start on the row
    /// scroll the list.
    ///
    /// `onChanged` and `onEnded` receive the horizontal translation, in points.
    ///
    /// ```swift
    /// ReplyRow(message)
    ///   .rowSwipe(planned: swipes.swipeGesturePlan()) { offset = $0 } onEnded: { settle($0) }
    /// ```
    ///
    /// The directional pan is a `UIGestureRecognizerRepresentable` (iOS 18 and later, in the
    /// iOS 18 SDK): it is compiled only where `canImport(SwiftUI, _version: 6.0)` holds, so it
    /// is not type-checked against the iOS 17.4 SDK `Scripts/check-ios` uses; built with an
    /// older SDK, or below iOS 18, the plan is never `directionalPan` (the strategy follows the
    /// linked SDK) and the row keeps its `DragGesture`.
    @ViewBuilder
    public func rowSwipe(
      planned plan: RowSwipeGesturePlan, onChanged: @escaping (CGFloat) -> Void,
      onEnded: @escaping (CGFloat) -> Void
    ) -> some View {
      switch plan {
      case .dragGesture:
        rowDragGesture(minimumDistance: 10, onChanged: onChanged, onEnded: onEnded)
      case .raisedMinimumDistance:
        rowDragGesture(minimumDistance: 20, onChanged: onChanged, onEnded: onEnded)
      case .directionalPan:
        #if canImport(SwiftUI, _version: 6.0) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
          if #available(iOS 18, visionOS 2, *) {
            gesture(DirectionalPanGesture(onChanged: onChanged, onEnded: onEnded))
          } else {
            rowDragGesture(minimumDistance: 10, onChanged: onChanged, onEnded: onEnded)
          }
        #else
          rowDragGesture(minimumDistance: 10, onChanged: onChanged, onEnded: onEnded)
        #endif
      }
    }

    /// `.gesture(DragGesture(minimumDistance:))`, reporting the horizontal translation.
    private func rowDragGesture(
      minimumDistance: CGFloat, onChanged: @escaping (CGFloat) -> Void,
      onEnded: @escaping (CGFloat) -> Void
    ) -> some View {
      gesture(
        DragGesture(minimumDistance: minimumDistance)
          .onChanged { onChanged($0.translation.width) }
          .onEnded { onEnded($0.translation.width) })
    }
  }

  #if canImport(SwiftUI, _version: 6.0) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
    /// A row's horizontal swipe as a `UIPanGestureRecognizer` whose delegate lets it begin only
    /// when the movement is more horizontal than vertical; vertical pans fail it and go to the
    /// scroll view. Not type-checked against the iOS 17.4 SDK (see `rowSwipe(planned:)`).
    @available(iOS 18, visionOS 2, *)
    struct DirectionalPanGesture: UIGestureRecognizerRepresentable {
      let onChanged: (CGFloat) -> Void
      let onEnded: (CGFloat) -> Void

      func makeCoordinator(converter: CoordinateSpaceConverter) -> Coordinator { Coordinator() }

      func makeUIGestureRecognizer(context: Context) -> UIPanGestureRecognizer {
        let recognizer = UIPanGestureRecognizer()
        recognizer.delegate = context.coordinator
        return recognizer
      }

      func handleUIGestureRecognizerAction(
        _ recognizer: UIPanGestureRecognizer, context: Context
      ) {
        let width = recognizer.translation(in: recognizer.view).x
        switch recognizer.state {
        case .changed: onChanged(width)
        case .ended, .cancelled: onEnded(width)
        default: break
        }
      }

      /// Lets the pan begin only for horizontal movement.
      final class Coordinator: NSObject, UIGestureRecognizerDelegate {
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
          guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return false }
          let velocity = pan.velocity(in: pan.view)
          return abs(velocity.x) > abs(velocity.y)
        }
      }
    }
  #endif
#endif
