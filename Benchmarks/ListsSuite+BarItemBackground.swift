import Bench
import Strategies

/// `bar-button-shared-glass-background`: the `hidesSharedBackground` set on each new bar button
/// item, decided by nothing (raw: every item keeps the bar's shared background), by an `if` on
/// the linked version and the compatibility design written inline, and by
/// `BarItemBackgroundPlanner`. One new item per call: item `i` is a custom view that draws its
/// own background on even calls and a plain icon on odd ones; the items that hide the shared
/// background are counted.
enum BarItemBackgroundEvents: PricedOperation {
  static let name = "lists/bar-item-background"
  static let prices: [StrategyID] = [.hideSharedBackgroundOnCustomBarItems]

  /// The bar: the last item set.
  struct Bar: FreshWorkspace {
    var item = 0
  }

  /// What the inline workaround reads: the linked version and whether the app keeps the
  /// compatibility design.
  struct Conditions: Sendable {
    var linked: PlatformVersion
    var compatibilityDesign: Bool
  }

  static func conditions(_ context: SuiteContext) -> Conditions {
    let strategies = context.strategies
    return Conditions(
      linked: strategies.context.linkedVersion,
      compatibilityDesign: strategies.context.traits.contains(.compatibilityDesign))
  }

  /// As an app builds its view model: the planner is resolved once; where it hides nothing
  /// (the strategy is off), every item is set as written.
  static func planner(_ strategies: StrategySet) -> BarItemBackgroundPlanner? {
    let planner = BarItemBackgroundPlanner(strategies: strategies)
    return planner.route == .shared ? nil : planner
  }

  /// Whether item `i` draws its own background.
  @inline(__always)
  static func drawsItsOwn(_ i: Int) -> Bool { i & 1 == 0 }

  /// The item set, nothing else.
  @inline(never)
  static func raw(_ bar: inout Bar, _ i: Int) -> Int {
    bar.item = i
    return 0
  }

  /// The workaround hand-written: `hidesSharedBackground` on items that draw their own
  /// background, where the linked version is 26 or later and the app keeps the new design.
  @inline(never)
  static func inline(_ bar: inout Bar, _ i: Int, _ conditions: Conditions) -> Int {
    bar.item = i
    return drawsItsOwn(i) && conditions.linked.number >= VersionNumber(26)
      && !conditions.compatibilityDesign ? 1 : 0
  }

  /// Through the planner, resolved once.
  @inline(never)
  static func planned(_ bar: inout Bar, _ i: Int, _ planner: BarItemBackgroundPlanner) -> Int {
    let content: BarItemContent = drawsItsOwn(i) ? .ownBackground : .plain
    bar.item = i
    return planner.plan(for: content) == .hidesSharedBackground ? 1 : 0
  }
}
