import Bench
import Strategies

/// `sheet-chained-modifiers-last-wins`: a screen that declares a sheet and a full-screen cover
/// presents one of them per event, with the modifiers' hosting decided by nothing (raw), by an
/// `if` on the version written inline, and by `PresentationPlanner`. One event per call: the
/// screen presents its sheet (even events) or its cover (odd ones), with its two modifiers
/// hosted as decided.
enum PresentationEvents: PricedOperation {
  static let name = "lists/chained-presentations"
  static let prices: [StrategyID] = [.presentThroughSingleItem]

  /// As an app builds its view model: the planner's type is chosen once; where it would be the
  /// passthrough one (no strategy changes how the modifiers are hosted), every event as
  /// written.
  static func planner(_ strategies: StrategySet) -> PresentationPlanner? {
    strategies.planner(unless: PassthroughPresentationPlanner.init(strategies:))
  }

  /// The presented style's weight: 1 for the sheet, 2 for the cover.
  @inline(__always)
  static func style(_ i: Int) -> Int {
    1 &+ (i & 1)
  }

  /// The modifiers as written: no hosting decision.
  @inline(never)
  static func raw(_ size: inout Int, _ i: Int) -> Int {
    style(i) &+ 2 &* 8
  }

  /// The workaround hand-written: on iOS 14.0 to 14.4, one item-driven modifier.
  @inline(never)
  static func inline(_ size: inout Int, _ i: Int, _ os: PlatformVersion) -> Int {
    let single = os.number >= VersionNumber(14) && os.number < VersionNumber(14, 5)
    return style(i) &+ (single ? 1 : 2) &* 8
  }

  /// Through the planner, resolved once.
  @inline(never)
  static func planned(_ size: inout Int, _ i: Int, _ planner: PresentationPlanner) -> Int {
    style(i) &+ (planner.plan(declaring: 2).usesSingleItem ? 1 : 2) &* 8
  }
}
