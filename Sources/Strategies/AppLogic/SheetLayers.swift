/// Stacked sheets or covers (each presented from the one below it) that keep their own
/// dismissal bookkeeping: the layers presented, and the depth a staged dismissal still closes
/// to, as a ``LayerDismissalPlanner`` plans.
///
/// The app calls ``present(_:)``, ``close(to:)`` and ``closeAll()``; each layer's sheet
/// (`sheet(layer:of:content:)` in `StrategiesSwiftUI`) reads its item from ``subscript(layer:)``,
/// reports a swipe down through ``layerWasDismissed(_:)`` and its `onDismiss` through
/// ``dismissalDidEnd()``, which closes the next layer of a staged dismissal.
///
/// ```swift
/// @State private var layers = SheetLayers<Route>(planner: LayerDismissalPlanner(strategies: strategies))
/// Button("Log out") { layers.closeAll() }  // below iOS 17: one layer at a time
/// ```
public struct SheetLayers<Item> {
  /// The presented layers, bottom first: layer 0 is presented from the root view.
  public private(set) var items: [Item]
  /// The depth a staged dismissal still closes to, while one runs.
  public private(set) var closingTo: Int?
  /// The dismissal plan.
  public let planner: LayerDismissalPlanner

  /// Creates the stack, presenting `items` (bottom first).
  public init(planner: LayerDismissalPlanner, items: [Item] = []) {
    self.planner = planner
    self.items = items
  }

  /// The item of layer `index`, or `nil` where that layer is not presented (any index).
  ///
  /// - Complexity: O(1).
  public subscript(layer index: Int) -> Item? {
    index >= 0 && index < items.count ? items[index] : nil
  }

  /// Presents `item` as a new top layer, and ends a staged dismissal (the app wants a layer
  /// again).
  ///
  /// - Complexity: amortised O(1).
  public mutating func present(_ item: Item) {
    closingTo = nil
    items.append(item)
  }

  /// Closes every layer above `depth` (0: all of them; clamped to the layers presented) as the
  /// planner plans: together, or the top one now and each next one when the one above it has
  /// left (``dismissalDidEnd()``).
  ///
  /// - Returns: The plan followed.
  /// - Complexity: O(k) in the layers closed now.
  @discardableResult
  public mutating func close(to depth: Int) -> LayerDismissalPlan {
    let depth = max(depth, 0)
    guard items.count > depth else { return .together }
    let plan = planner.plan(dismissing: items.count - depth)
    switch plan {
    case .together:
      items.removeSubrange(depth...)
      closingTo = nil
    case .oneAtATime:
      items.removeLast()
      closingTo = items.count > depth ? depth : nil
    }
    return plan
  }

  /// Closes every layer: ``close(to:)`` 0.
  ///
  /// - Complexity: O(k) in the layers closed now.
  @discardableResult
  public mutating func closeAll() -> LayerDismissalPlan { close(to: 0) }

  /// The user dismissed layer `index` (a swipe down): it and the layers above it are gone.
  /// An index not presented: no change.
  ///
  /// - Complexity: O(k) in the layers removed.
  public mutating func layerWasDismissed(_ index: Int) {
    guard index >= 0, index < items.count else { return }
    items.removeSubrange(index...)
    if let target = closingTo, items.count <= target { closingTo = nil }
  }

  /// A layer's dismiss animation ended (its `onDismiss`): a staged dismissal closes the next
  /// layer now.
  ///
  /// - Complexity: O(1).
  public mutating func dismissalDidEnd() {
    guard let target = closingTo else { return }
    if items.count > target { items.removeLast() }
    if items.count <= target { closingTo = nil }
  }
}

extension SheetLayers: Equatable where Item: Equatable {}
extension SheetLayers: Hashable where Item: Hashable {}
extension SheetLayers: Sendable where Item: Sendable {}
