import Bench
import Strategies

/// `search-bottom-placement-default`: the `searchBarPlacementAllowsToolbarIntegration` set on
/// each navigation item that gets a search controller, decided by nothing (raw: the system
/// places every field), by an `if` on the linked version, the idiom and the compatibility
/// design written inline, and by `SearchPlacementPlanner`. One screen opened per call: screen
/// `i` designs its field under the title on even calls and leaves it to the system on odd ones;
/// the items that turn the integration off are counted.
enum SearchPlacementEvents: PricedOperation {
  static let name = "lists/search-placement"
  static let prices: [StrategyID] = [.keepSearchInNavigationBar]

  /// The screen: the last navigation item configured.
  struct Screen: FreshWorkspace {
    var item = 0
  }

  /// What the inline workaround reads: the linked version, the idiom and whether the app keeps
  /// the compatibility design.
  struct Conditions: Sendable {
    var linked: PlatformVersion
    var pad: Bool
    var compatibilityDesign: Bool
  }

  static func conditions(_ context: SuiteContext) -> Conditions {
    let strategies = context.strategies
    return Conditions(
      linked: strategies.context.linkedVersion,
      pad: strategies.context.traits.contains(.padIdiom),
      compatibilityDesign: strategies.context.traits.contains(.compatibilityDesign))
  }

  /// As an app builds its view model: the planner is resolved once; where it sets nothing (the
  /// strategy is off), every screen is configured as written.
  static func planner(_ strategies: StrategySet) -> SearchPlacementPlanner? {
    let planner = SearchPlacementPlanner(strategies: strategies)
    return planner.route == .systemDefault ? nil : planner
  }

  /// Whether screen `i` designs its field under the title.
  @inline(__always)
  static func underTitle(_ i: Int) -> Bool { i & 1 == 0 }

  /// The navigation item configured, nothing else.
  @inline(never)
  static func raw(_ screen: inout Screen, _ i: Int) -> Int {
    screen.item = i
    return 0
  }

  /// The workaround hand-written: the integration turned off for fields under the title, on an
  /// iPhone, where the linked version is 26 or later and the app keeps the new design.
  @inline(never)
  static func inline(_ screen: inout Screen, _ i: Int, _ conditions: Conditions) -> Int {
    screen.item = i
    return underTitle(i) && !conditions.pad && conditions.linked.number >= VersionNumber(26)
      && !conditions.compatibilityDesign ? 1 : 0
  }

  /// Through the planner, resolved once.
  @inline(never)
  static func planned(_ screen: inout Screen, _ i: Int, _ planner: SearchPlacementPlanner)
    -> Int
  {
    let design: SearchFieldDesign = underTitle(i) ? .underTitle : .systemPlacement
    screen.item = i
    return planner.plan(for: design) == .disallowsToolbarIntegration ? 1 : 0
  }
}
