import Bench
import Strategies

/// `table-section-header-top-padding`: the section-header plan of one list, per list created
/// (with section headers on even calls), decided by nothing (raw: nothing set), by an `if` on
/// the version and the list's kind written inline, and by `ListAppearance`; the result counts
/// the lists whose header top padding is zeroed.
enum SectionHeaderPaddingEvents: PricedOperation {
  static let name = "lists/section-header-padding"
  static let prices: [StrategyID] = [
    .zeroTableSectionHeaderTopPadding, .zeroListSectionHeaderTopPadding,
  ]

  /// What the inline workaround reads: the OS version, and whether the list is a UIKit table.
  struct Conditions: Sendable {
    var os: PlatformVersion
    var uikit: Bool
  }

  static func conditions(_ context: SuiteContext) -> Conditions {
    Conditions(
      os: context.os, uikit: context.strategies.context.traits.contains(.listIsUIKitTableView))
  }

  /// As an app builds its view model: the planner's type is chosen once; where it would be the
  /// passthrough one (no strategy changes a list), every list as written.
  static func planner(_ strategies: StrategySet) -> ListAppearance? {
    strategies.planner(unless: PassthroughListAppearance.init(strategies:))
  }

  /// The original code: the list created (with headers or not) and nothing set.
  @inline(never)
  static func raw(_ size: inout Int, _ i: Int) -> Int {
    i & 1 == 0 ? 0 : 1
  }

  /// The workaround hand-written: `sectionHeaderTopPadding = 0` on 15+ for a UIKit table, on
  /// 15.x for a SwiftUI List.
  @inline(never)
  static func inline(_ size: inout Int, _ i: Int, _ conditions: Conditions) -> Int {
    guard i & 1 == 0, conditions.os.number >= VersionNumber(15) else { return 0 }
    return conditions.uikit || conditions.os.number < VersionNumber(16) ? 1 : 0
  }

  /// Through ``ListAppearance``.
  @inline(never)
  static func planned(_ size: inout Int, _ i: Int, _ appearance: ListAppearance) -> Int {
    i & 1 == 0 && appearance.sectionHeaderPlan().zeroesTopPadding ? 1 : 0
  }
}
