#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import Strategies

  extension View {
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
        }, content: content)
    }
  }
#endif
