import Bench
import Strategies

/// `bar-appearance-background-overridden`: the background each bar appearance is configured
/// with, decided by nothing (raw: the appearance as designed), by an `if` on the linked version
/// and the compatibility design written inline, and by `BarGlassBackgroundPlanner`. One bar per
/// call: bar `i` is in the app's colour, over the content or opaque in every design, in turn;
/// the appearances given the default background are counted.
enum BarGlassBackgroundEvents: PricedOperation {
  static let name = "lists/bar-glass-background"
  static let prices: [StrategyID] = [.defaultBarBackgroundOnGlass]

  /// The app's bars: the last one configured.
  struct Bars: FreshWorkspace {
    var bar = 0
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

  /// As an app builds its theme: the planner is resolved once; where it changes nothing (the
  /// strategy is off), every appearance is configured as written.
  static func planner(_ strategies: StrategySet) -> BarGlassBackgroundPlanner? {
    let planner = BarGlassBackgroundPlanner(strategies: strategies)
    return planner.route == .asDesigned ? nil : planner
  }

  /// What bar `i` is designed as.
  @inline(__always)
  static func design(_ i: Int) -> BarBackgroundDesign {
    switch i % 3 {
    case 0: .brandColoured
    case 1: .transparentOverContent
    default: .opaqueInEveryDesign
    }
  }

  /// The appearance as designed, nothing else.
  @inline(never)
  static func raw(_ bars: inout Bars, _ i: Int) -> Int {
    bars.bar = i
    return 0
  }

  /// The workaround hand-written: the default background for the bars meant for the glass,
  /// where the linked version is 26 or later and the app keeps the new design.
  @inline(never)
  static func inline(_ bars: inout Bars, _ i: Int, _ conditions: Conditions) -> Int {
    bars.bar = i
    return design(i) != .opaqueInEveryDesign && conditions.linked.number >= VersionNumber(26)
      && !conditions.compatibilityDesign ? 1 : 0
  }

  /// Through the planner, resolved once.
  @inline(never)
  static func planned(_ bars: inout Bars, _ i: Int, _ planner: BarGlassBackgroundPlanner) -> Int {
    bars.bar = i
    return planner.plan(for: design(i)) == .defaultBackground ? 1 : 0
  }
}
