import Bench
import Strategies

/// `bar-item-glass-pill-hit-miss`: how each icon-only toolbar button's label is built, decided
/// by nothing (raw: a bare image), by an `if` on the linked version and the compatibility design
/// written inline, and by `BarIconLabelPlanner`. One button per call; the labels wrapped in an
/// icon-only `Label` are counted.
enum BarIconLabelEvents: PricedOperation {
  static let name = "lists/bar-icon-label"
  static let prices: [StrategyID] = [.iconOnlyLabelForBarIcons]

  /// The toolbar: the last button built.
  struct Toolbar: FreshWorkspace {
    var button = 0
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

  /// As an app builds its toolbar: the planner is resolved once; where it wraps nothing (the
  /// strategy is off), every label is built as written.
  static func planner(_ strategies: StrategySet) -> BarIconLabelPlanner? {
    let planner = BarIconLabelPlanner(strategies: strategies)
    return planner.plan == .bareImage ? nil : planner
  }

  /// A bare image, nothing else.
  @inline(never)
  static func raw(_ toolbar: inout Toolbar, _ i: Int) -> Int {
    toolbar.button = i
    return 0
  }

  /// The workaround hand-written: an icon-only label where the linked version is 26 or later
  /// and the app keeps the new design.
  @inline(never)
  static func inline(_ toolbar: inout Toolbar, _ i: Int, _ conditions: Conditions) -> Int {
    toolbar.button = i
    return conditions.linked.number >= VersionNumber(26) && !conditions.compatibilityDesign
      ? 1 : 0
  }

  /// Through the planner, resolved once.
  @inline(never)
  static func planned(_ toolbar: inout Toolbar, _ i: Int, _ planner: BarIconLabelPlanner) -> Int {
    toolbar.button = i
    return planner.plan == .iconOnlyLabel ? 1 : 0
  }
}
