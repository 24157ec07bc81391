// MARK: - `sheet-multi-layer-dismiss-partial`: the defect, its identifier and its strategy

extension IssueID {
  /// One state change that dismisses two or more stacked sheets or covers dismisses only the
  /// top one before iOS 17.0 (the first affected version is unknown).
  public static let sheetMultiLayerDismissPartial: IssueID = "sheet-multi-layer-dismiss-partial"
}

extension StrategyID {
  /// The built-in strategy that dismisses several stacked sheets one layer at a time, for
  /// ``IssueID/sheetMultiLayerDismissPartial``.
  public static let stageLayerDismissals: StrategyID = "stage-layer-dismissals"
}

extension KnownIssue {
  /// johnpatrickmorgan/FlowStacks, `FlowPath+calculateSteps.swift`: several presented layers
  /// dismissed in one step only under `#available(iOS 17.0, *)`.
  package static let flowStacksCalculateSteps =
    "https://github.com/johnpatrickmorgan/FlowStacks/blob/main/Sources/FlowStacks/FlowPath%2BcalculateSteps.swift"
  /// anyproto/anytype-swift pull request 462: one dismissal for every layer on iOS 17, one per
  /// layer on iOS 15 and 16.
  package static let anytypeMultipleDismiss = "https://github.com/anyproto/anytype-swift/pull/462"
}

/// The versions the defect affects: its catalogue entry's range, and that of each strategy
/// that addresses it on exactly those versions.
private let affectedVersions: VersionSet = .on(
  .iOS, .iPadOS, versions: VersionNumber(13)..<VersionNumber(17))

extension BuiltInDefect {
  /// `sheet-multi-layer-dismiss-partial`.
  package static let sheetMultiLayerDismissPartial = BuiltInDefect(
    issue: KnownIssue(
      id: .sheetMultiLayerDismissPartial,
      title: "Dismissing several stacked sheets in one update leaves the lower ones presented",
      affected: affectedVersions,
      trigger: "one state change clears the bindings of two or more stacked sheets or "
        + "full-screen covers (each presented from the one below it): \"close everything\", a "
        + "logout, a deep link back to the root. FlowStacks dismisses several layers in one step "
        + "only under `#available(iOS 17.0, *)` (\"On iOS 17, this can be performed in one "
        + "step\") and one layer per step, 0.65 s apart, below; anyproto/anytype-swift#462: one "
        + "dismissal for all on iOS 17, two on 15 and 16; FlowStacks#89: `dismissAll()` \"just "
        + "dismiss one\" on iOS 16.0. The first affected version is unknown: the catalogue "
        + "assumes every version with SwiftUI sheets (iOS 13.0 on)",
      symptom: "only the top layer is dismissed: the layers below it stay on screen while their "
        + "bindings say dismissed, until the app sets them again",
      sources: [
        KnownIssue.flowStacksCalculateSteps, KnownIssue.anytypeMultipleDismiss,
        "https://github.com/johnpatrickmorgan/FlowStacks/issues/89",
      ]),
    strategies: [StageLayerDismissals()])
}

/// Dismisses several stacked sheets one layer at a time, each after the one above it has left
/// the screen, below iOS 17.
///
/// Below 17.0 one update that clears the bindings of several presented layers dismisses only
/// the top one; the others stay on screen. Cleared one per update, each once the dismissal
/// above it has ended (its `onDismiss`), every layer leaves. From 17.0 one update dismisses
/// them all together, and staging there would only slide them away one after another: the
/// strategy does nothing.
package struct StageLayerDismissals: SheetPresentationStrategy {
  /// Creates the strategy.
  package init() {}

  /// Addresses `sheet-multi-layer-dismiss-partial` on iOS and iPadOS 13.0 to 16.x.
  package let descriptor = StrategyDescriptor(
    id: .stageLayerDismissals,
    title: "Dismiss stacked sheets one layer at a time",
    addresses: [.sheetMultiLayerDismissPartial],
    versions: affectedVersions,
    rationale: "One update that dismisses several layers dismisses only the top one below 17; "
      + "one layer per update, each after the one above has gone, dismisses them all.",
    sources: [KnownIssue.flowStacksCalculateSteps, KnownIssue.anytypeMultipleDismiss])

  /// Dismisses one layer per update.
  package func adjust(_ policy: inout SheetPresentationPolicy, for context: StrategyContext) {
    policy.dismissesLayersOneAtATime = true
  }
}

// MARK: - LayerDismissalPlanner

/// How to dismiss several stacked presentations (sheets or covers, each presented from the one
/// below it) that one action closes.
public enum LayerDismissalPlan: UInt8, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// Clear every closed layer's binding in one update.
  case together
  /// Clear the top layer's binding now, and each next one from the `onDismiss` of the layer
  /// above it, once that layer's dismissal has ended.
  case oneAtATime

  /// `together`, `oneAtATime`.
  public var description: String {
    switch self {
    case .together: "together"
    case .oneAtATime: "oneAtATime"
    }
  }
}

/// Plans the dismissal of stacked presentations: ``LayerDismissalPlanner``, which follows the
/// policy resolved at run time, or ``PassthroughLayerDismissalPlanner``, the planner of a
/// version on which no strategy stages them.
public protocol LayerDismissalPlanning: Sendable {
  /// The plan for closing `layers` presented layers at once (fewer than two: together).
  func plan(dismissing layers: Int) -> LayerDismissalPlan
}

/// Plans, per the resolved sheet strategies, how to dismiss several stacked presentations that
/// one action closes ("close everything", a logout).
///
/// ```swift
/// let plan = LayerDismissalPlanner(strategies: strategies).plan(dismissing: 3)
/// // below iOS 17: .oneAtATime; iOS 17 and later: .together
/// ```
public struct LayerDismissalPlanner: LayerDismissalPlanning, Hashable {
  /// Whether several layers are dismissed one at a time.
  @usableFromInline package let stagesLayers: Bool

  /// Creates a planner with the sheet policy of `strategies`.
  public init(strategies: StrategySet) {
    self.stagesLayers = strategies.sheetPresentation.dismissesLayersOneAtATime
  }

  /// The plan for closing `layers` presented layers at once.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func plan(dismissing layers: Int) -> LayerDismissalPlan {
    layers > 1 && stagesLayers ? .oneAtATime : .together
  }
}

/// The layer-dismissal planner of a version on which no strategy stages dismissals: every
/// plan is ``LayerDismissalPlan/together``, as code without navbench does.
public struct PassthroughLayerDismissalPlanner: LayerDismissalPlanning, Hashable {
  /// The passthrough planner, whatever the strategies.
  @inlinable
  public init() {}

  /// The passthrough planner if no strategy of `strategies` stages dismissals, else `nil` (use
  /// ``LayerDismissalPlanner`` then).
  public init?(strategies: StrategySet) {
    guard !strategies.sheetPresentation.dismissesLayersOneAtATime else { return nil }
  }

  /// ``LayerDismissalPlan/together``.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func plan(dismissing layers: Int) -> LayerDismissalPlan { .together }
}

// Made from a context and for the running device, as every planner is.
extension LayerDismissalPlanner: StrategySetPlanner {}

// MARK: - SheetLayers

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
