#if canImport(SwiftUI) && canImport(UIKit) && os(iOS)
  import SwiftUI
  import UIKit
  import Strategies

  extension View {
    /// Keeps the view behind the sheet this content is in interactive up through `detent`, as a
    /// ``SheetBackgroundInteractionPlan`` says: nothing for ``SheetBackgroundInteractionPlan/modal``,
    /// `presentationBackgroundInteraction(.enabled(upThrough: detent))` for
    /// ``SheetBackgroundInteractionPlan/presentationModifier`` (iOS 16.4 and later; the plan asks
    /// for it below only where no strategy is active, and there the sheet stays as written), and
    /// for ``SheetBackgroundInteractionPlan/sheetController`` a view controller in the content's
    /// background that sets the sheet presentation controller's
    /// `largestUndimmedDetentIdentifier` to `identifier` when the sheet appears.
    ///
    /// Apply it to the sheet's content, beside `presentationDetents`. The modifier makes no
    /// decision of its own.
    ///
    /// - Parameters:
    ///   - plan: The plan of ``SheetInteractionPlanning/plan(interactiveBehind:)``.
    ///   - detent: The largest detent at which the view behind the sheet responds.
    ///   - identifier: The same detent's UIKit identifier (`.medium` for
    ///     `PresentationDetent.medium`, `.large` for `.large`).
    @available(iOS 16, *)
    @ViewBuilder
    public func backgroundInteraction(
      _ plan: SheetBackgroundInteractionPlan, upThrough detent: PresentationDetent,
      identifier: UISheetPresentationController.Detent.Identifier
    ) -> some View {
      switch plan {
      case .modal:
        self
      case .presentationModifier:
        if #available(iOS 16.4, *) {
          presentationBackgroundInteraction(.enabled(upThrough: detent))
        } else {
          self
        }
      case .sheetController:
        background(UndimmedDetentSetter(largestUndimmed: identifier))
      }
    }
  }

  /// Sets the largest undimmed detent of the sheet it is in when the sheet appears.
  @available(iOS 16, *)
  struct UndimmedDetentSetter: UIViewControllerRepresentable {
    let largestUndimmed: UISheetPresentationController.Detent.Identifier

    func makeUIViewController(context: Context) -> Controller {
      Controller(largestUndimmed: largestUndimmed)
    }

    func updateUIViewController(_ controller: Controller, context: Context) {
      controller.largestUndimmed = largestUndimmed
    }

    /// The view controller whose `viewWillAppear` sets the property, once SwiftUI has set up
    /// the presentation.
    final class Controller: UIViewController {
      var largestUndimmed: UISheetPresentationController.Detent.Identifier

      init(largestUndimmed: UISheetPresentationController.Detent.Identifier) {
        self.largestUndimmed = largestUndimmed
        super.init(nibName: nil, bundle: nil)
      }

      required init?(coder: NSCoder) { nil }

      override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        sheetPresentationController?.largestUndimmedDetentIdentifier = largestUndimmed
        // Without this the presenter's controls keep the dimmed tint although they respond.
        parent?.presentingViewController?.view.tintAdjustmentMode = .normal
      }
    }
  }
#endif
