#if canImport(SwiftUI) && canImport(UIKit) && os(iOS)
  import SwiftUI
  import UIKit
  import Strategies

  extension View {
    /// `sheet(item:onDismiss:content:)` with its content hosted as a ``SheetContentHosting``
    /// plan says: SwiftUI's sheet for ``SheetContentHosting/system``; for
    /// ``SheetContentHosting/ownedController`` a `UIHostingController` this view creates,
    /// presents with `present(_:animated:)`, gives `content(item)` again at every update, and
    /// drops when the dismissal ends (the user's swipe, or `item` set to `nil`), clearing `item`
    /// and calling `onDismiss`; for ``SheetContentHosting/ownedSnapshot`` the same controller
    /// given its root view once. The modifier makes no decision of its own.
    ///
    /// A controller presented by UIKit is not part of this view's graph: the environment the
    /// content reads (environment objects, a tint) is the window's unless `content` sets it.
    ///
    /// ```swift
    /// let hosting = SheetContentHostingPlanner(context: .current()).hosting()
    /// List(messages) { message in Button(message.subject) { editor = EditorModel(message) } }
    ///   .sheet(item: $editor, hosting: hosting) { EditorView(model: $0, unread: unread) }
    /// ```
    public func sheet<Item: Identifiable, Sheet: View>(
      item: Binding<Item?>, hosting: SheetContentHosting, onDismiss: (() -> Void)? = nil,
      @ViewBuilder content: @escaping (Item) -> Sheet
    ) -> some View {
      modifier(
        HostedSheetModifier(item: item, hosting: hosting, onDismiss: onDismiss, sheet: content))
    }
  }

  /// Attaches SwiftUI's sheet, or the presenter of a controller the app owns, as planned.
  private struct HostedSheetModifier<Item: Identifiable, Sheet: View>: ViewModifier {
    @Binding var item: Item?
    let hosting: SheetContentHosting
    let onDismiss: (() -> Void)?
    let sheet: (Item) -> Sheet

    @ViewBuilder
    func body(content: Content) -> some View {
      switch hosting {
      case .system:
        content.sheet(item: $item, onDismiss: onDismiss, content: sheet)
      case .ownedController, .ownedSnapshot:
        content.background(
          OwnedSheetPresenter(
            item: $item, refreshesRootView: hosting == .ownedController, onDismiss: onDismiss,
            sheet: sheet))
      }
    }
  }

  /// A view controller in the presenter's background that presents, refreshes and releases the
  /// app's own hosting controller as `item` changes.
  private struct OwnedSheetPresenter<Item: Identifiable, Sheet: View>:
    UIViewControllerRepresentable
  {
    @Binding var item: Item?
    let refreshesRootView: Bool
    let onDismiss: (() -> Void)?
    let sheet: (Item) -> Sheet

    func makeCoordinator() -> Presenter { Presenter() }

    func makeUIViewController(context: Context) -> UIViewController { UIViewController() }

    func updateUIViewController(_ anchor: UIViewController, context: Context) {
      let presenter = context.coordinator
      let item = $item
      let onDismiss = onDismiss
      presenter.didDismiss = {
        if item.wrappedValue != nil { item.wrappedValue = nil }
        onDismiss?()
      }
      if let shown = self.item {
        if let controller = presenter.controller {
          if refreshesRootView { controller.rootView = sheet(shown) }
        } else {
          let controller = UIHostingController(rootView: sheet(shown))
          presenter.controller = controller
          anchor.present(controller, animated: true)
          controller.presentationController?.delegate = presenter
        }
      } else if let controller = presenter.controller, !controller.isBeingDismissed {
        controller.dismiss(animated: true) { [weak presenter] in
          MainActor.assumeIsolated { presenter?.dismissalEnded() }
        }
      }
    }

    /// Holds the app's controller while it is presented, and drops it when the dismissal ends.
    @MainActor
    final class Presenter: NSObject, UIAdaptivePresentationControllerDelegate {
      /// The controller on screen, if any.
      var controller: UIHostingController<Sheet>?
      /// Clears the item and runs the app's `onDismiss`.
      var didDismiss: () -> Void = {}

      /// The user swiped the sheet down.
      func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        dismissalEnded()
      }

      /// Releases the controller (and what its content captured), then tells the app.
      func dismissalEnded() {
        guard controller != nil else { return }
        controller = nil
        didDismiss()
      }
    }
  }
#endif
