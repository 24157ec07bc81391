import Bench
import Strategies

/// `sheet-ipad-default-form-size`: the `presentationSizing` put on each sheet's content,
/// decided by nothing (raw: the system's default), by an `if` on the idiom and the linked
/// version written inline, and by `SheetSizingPlanner`. The context is an iPad's (the
/// scenario's traits). One presentation per call: sheet `i` is laid out for a page on one call
/// of four and is a short form on the others; the sizing is set before it is presented, and
/// the sheets given page sizing are counted.
enum SheetSizingEvents: PricedOperation {
  static let name = "lists/sheet-sizing"
  static let prices: [StrategyID] = [.pageSizingForPageSheets]

  /// The app's screen: the last sheet presented.
  struct Screen: FreshWorkspace {
    var presented = 0
  }

  /// What the inline workaround reads: the linked version and the idiom.
  struct Conditions: Sendable {
    var linked: PlatformVersion
    var pad: Bool
  }

  /// An iPad's context.
  static func strategies(_ context: SuiteContext) -> StrategySet {
    context.registry.resolve(StrategyContext(context.os, traits: [.padIdiom]))
  }

  static func conditions(_ context: SuiteContext) -> Conditions {
    let strategies = strategies(context)
    return Conditions(
      linked: strategies.context.linkedVersion,
      pad: strategies.context.traits.contains(.padIdiom))
  }

  /// As an app builds its view model: the planner is resolved once; where it sets no sizing
  /// (the strategy is off), every sheet is presented as written.
  static func planner(_ strategies: StrategySet) -> SheetSizingPlanner? {
    let planner = SheetSizingPlanner(strategies: strategies)
    return planner.route == .systemDefault ? nil : planner
  }

  /// Whether sheet `i` is laid out for a page.
  @inline(__always)
  static func designedForPage(_ i: Int) -> Bool { i & 3 == 0 }

  /// The sheet with no sizing set.
  @inline(never)
  static func raw(_ screen: inout Screen, _ i: Int) -> Int {
    screen.presented = i
    return 0
  }

  /// The workaround hand-written: page sizing on sheets laid out for a page, on an iPad
  /// linked on or after iOS 18.
  @inline(never)
  static func inline(_ screen: inout Screen, _ i: Int, _ conditions: Conditions) -> Int {
    screen.presented = i
    return designedForPage(i) && conditions.pad
      && conditions.linked.number >= VersionNumber(18) ? 1 : 0
  }

  /// Through the planner, resolved once.
  @inline(never)
  static func planned(_ screen: inout Screen, _ i: Int, _ planner: SheetSizingPlanner) -> Int {
    let design: SheetContentDesign = designedForPage(i) ? .page : .form
    screen.presented = i
    return planner.plan(for: design) == .page ? 1 : 0
  }
}
