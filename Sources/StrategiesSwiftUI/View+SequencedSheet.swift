#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import Strategies

  extension Binding {
    /// The `item` binding of a sheet hosting this ``Strategies/SequencedSheet``: it reads the
    /// presented item, and a cleared item (the user swiped the sheet away) is a dismissal.
    fileprivate func presentedItem<Item>() -> Binding<Item?> where Value == SequencedSheet<Item> {
      Binding<Item?>(
        get: { wrappedValue.item },
        set: { item in
          if item == nil { wrappedValue.dismiss() }
        })
    }
  }

  extension View {
    /// `sheet(item:onDismiss:content:)` over a ``Strategies/SequencedSheet``, which keeps its own
    /// dismissal bookkeeping: the app calls `present(_:)` and `dismiss()` on it, a swipe down is
    /// reported to it as a dismissal, and the sheet's `onDismiss` ends the dismissal, which
    /// presents an item held for after it. `onDismiss` runs after that.
    ///
    /// ```swift
    /// @State private var sheet = SequencedSheet<Route>(sequencer: sequencer)
    /// Button("Edit") { sheet.present(.editor) }
    ///   .sheet(sequenced: $sheet) { route in RouteView(route) }
    /// ```
    public func sheet<Item: Identifiable, Content: View>(
      sequenced presentation: Binding<SequencedSheet<Item>>, onDismiss: (() -> Void)? = nil,
      @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
      sheet(
        item: presentation.presentedItem(),
        onDismiss: {
          presentation.wrappedValue.dismissalDidEnd()
          onDismiss?()
        }, content: { content($0).containerPath(.presentation) })
    }

    /// `fullScreenCover(item:onDismiss:content:)` over a ``Strategies/SequencedSheet``: as
    /// `sheet(sequenced:onDismiss:content:)`, for a cover.
    @available(iOS 14.0, *)
    public func fullScreenCover<Item: Identifiable, Content: View>(
      sequenced presentation: Binding<SequencedSheet<Item>>, onDismiss: (() -> Void)? = nil,
      @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
      fullScreenCover(
        item: presentation.presentedItem(),
        onDismiss: {
          presentation.wrappedValue.dismissalDidEnd()
          onDismiss?()
        }, content: { content($0).containerPath(.presentation) })
    }

    /// `sheet(item:onDismiss:content:)` that presents the item a ``SheetSequencer`` plan held
    /// for after the dismissal: when the sheet's dismissal ends, `pending` (if set) moves into
    /// `item`, and then `onDismiss` runs.
    ///
    /// The app asks `sequencer.timing(whileDismissing:)` when it asks for a presentation: on
    /// ``PresentationTiming/now`` it sets `item`, on ``PresentationTiming/afterDismissal`` it
    /// sets `pending`. The modifier makes no decision of its own.
    public func sheet<Item: Identifiable, Content: View>(
      item: Binding<Item?>, pending: Binding<Item?>, onDismiss: (() -> Void)? = nil,
      @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
      sheet(
        item: item,
        onDismiss: {
          if let next = pending.wrappedValue {
            pending.wrappedValue = nil
            item.wrappedValue = next
          }
          onDismiss?()
        }, content: { content($0).containerPath(.presentation) })
    }
  }
#endif
