#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import Strategies

  extension View {
    /// Attaches this view's presentations as a ``PresentationHostingPlan`` asks: one
    /// `sheet(item:)` and one `fullScreenCover(item:)` chained, or a single modifier driven by
    /// `item`, whose style `style` gives.
    ///
    /// `item` is the view's one source of truth: an enum of its presentations, `nil` when none
    /// is on screen. Under a single item the modifier's style follows the item being presented,
    /// so set it to `nil` before presenting an item of the other style.
    @ViewBuilder
    public func presentations<Item: Identifiable, Content: View>(
      _ plan: PresentationHostingPlan, item: Binding<Item?>,
      style: @escaping (Item) -> PresentationStyle,
      @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
      // Each presentation starts a tree of its own in its content's container path.
      let presented = { (item: Item) in content(item).containerPath(.presentation) }
      if plan.usesSingleItem {
        if item.wrappedValue.map(style) == .fullScreenCover {
          fullScreenCover(item: item, content: presented)
        } else {
          sheet(item: item, content: presented)
        }
      } else {
        sheet(item: item.only(.sheet, style), content: presented)
          .fullScreenCover(item: item.only(.fullScreenCover, style), content: presented)
      }
    }
  }

  extension Binding {
    /// The item when its style is `wanted`, else `nil`; writing `nil` clears the item.
    fileprivate func only<Item>(
      _ wanted: PresentationStyle, _ style: @escaping (Item) -> PresentationStyle
    ) -> Binding<Item?> where Value == Item? {
      Binding<Item?>(
        get: { wrappedValue.flatMap { style($0) == wanted ? $0 : nil } },
        set: { wrappedValue = $0 })
    }
  }
#endif
