#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import Strategies

  extension LayerDismissalPlan {
    /// Closes the presented layers of `layers` (bottom first) above `depth` as planned: every
    /// one in one update for ``together``; for ``oneAtATime`` the top one now, with `pending`
    /// set to `depth` for `sheet(layer:of:pending:content:)` to close the next one from the
    /// `onDismiss` of the one above it. The step makes no decision of its own.
    @MainActor
    public func perform<Item>(closingTo depth: Int, layers: Binding<[Item]>, pending: Binding<Int?>)
    {
      let depth = max(depth, 0)
      guard layers.wrappedValue.count > depth else { return }
      switch self {
      case .together:
        layers.wrappedValue.removeSubrange(depth...)
      case .oneAtATime:
        layers.wrappedValue.removeLast()
        pending.wrappedValue = layers.wrappedValue.count > depth ? depth : nil
      }
    }
  }

  extension Binding {
    /// The `item` binding of the sheet hosting layer `index`: it reads the layer's item, and a
    /// cleared item (the user swiped the sheet away) dismisses the layer and those above it.
    fileprivate func item<Item>(ofLayer index: Int) -> Binding<Item?>
    where Value == SheetLayers<Item> {
      Binding<Item?>(
        get: { wrappedValue[layer: index] },
        set: { item in
          if item == nil { wrappedValue.layerWasDismissed(index) }
        })
    }
  }

  extension View {
    /// `sheet(item:onDismiss:content:)` for layer `index` of a ``Strategies/SheetLayers``, which
    /// keeps its own bookkeeping: the sheet shows `layers[layer: index]`, a swipe down is
    /// reported with `layerWasDismissed(_:)`, and its `onDismiss` with `dismissalDidEnd()`,
    /// which closes the next layer of a staged dismissal. The root view hosts layer 0, each
    /// layer's view the one above it.
    ///
    /// ```swift
    /// Button("Settings") { layers.present(.settings) }
    ///   .sheet(layer: 0, of: $layers) { route in RouteView(route, layers: $layers, index: 0) }
    /// ```
    public func sheet<Item: Identifiable, Content: View>(
      layer index: Int, of layers: Binding<SheetLayers<Item>>,
      @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
      sheet(
        item: layers.item(ofLayer: index),
        onDismiss: { layers.wrappedValue.dismissalDidEnd() },
        content: { content($0).containerPath(.presentation) })
    }

    /// `fullScreenCover(item:onDismiss:content:)` for layer `index` of a
    /// ``Strategies/SheetLayers``: as `sheet(layer:of:content:)`, for a cover.
    public func fullScreenCover<Item: Identifiable, Content: View>(
      layer index: Int, of layers: Binding<SheetLayers<Item>>,
      @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
      fullScreenCover(
        item: layers.item(ofLayer: index),
        onDismiss: { layers.wrappedValue.dismissalDidEnd() },
        content: { content($0).containerPath(.presentation) })
    }

    /// `sheet(item:onDismiss:content:)` for layer `index` of `layers` (the presented items,
    /// bottom first): it shows `layers[index]` while there is one; when it has been dismissed
    /// and `pending` holds a depth below the layers left, it closes the next layer, as
    /// ``LayerDismissalPlan/oneAtATime`` asks.
    public func sheet<Item: Identifiable, Content: View>(
      layer index: Int, of layers: Binding<[Item]>, pending: Binding<Int?>,
      @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
      sheet(
        item: Binding(
          get: {
            index >= 0 && index < layers.wrappedValue.count ? layers.wrappedValue[index] : nil
          },
          set: { item in
            if item == nil, index >= 0, index < layers.wrappedValue.count {
              layers.wrappedValue.removeSubrange(index...)
            }
          }),
        onDismiss: {
          guard let target = pending.wrappedValue else { return }
          guard layers.wrappedValue.count > target else {
            pending.wrappedValue = nil
            return
          }
          layers.wrappedValue.removeLast()
          if layers.wrappedValue.count <= target { pending.wrappedValue = nil }
        }, content: { content($0).containerPath(.presentation) })
    }
  }
#endif
