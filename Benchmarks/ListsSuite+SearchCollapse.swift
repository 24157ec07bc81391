import Bench
import Strategies

/// `search-active-scene-transition-crash`: a search screen's exits (a push, a tab switch, the
/// scene deactivating, in turn), with its presented search collapsed before them by nothing
/// (raw: it stays presented), by an `if` on the version and the idiom written inline, and by
/// `SearchCollapsePlanner`. The context is an iPad's (the scenario's traits). One exit per call,
/// recorded as the event the app handles: the user has searched and the screen leaves the view;
/// the collapses are counted.
enum SearchCollapseEvents: PricedOperation {
  static let name = "lists/search-collapse"
  static let prices: [StrategyID] = [.deactivateSearchBeforePush, .collapseSearchBeforeHiding]

  /// The screen: whether its search is presented, the exits it took and the last of them.
  struct Screen: FreshWorkspace {
    var isPresented = false
    var exits = 0
    var lastExit = SearchScreenExit.sceneDeactivation
  }

  /// What the inline workaround reads: the OS version and the idiom.
  struct Conditions: Sendable {
    var os: PlatformVersion
    var pad: Bool
  }

  /// An iPad's context (the scenario's traits), where both strategies act.
  static func strategies(_ context: SuiteContext) -> StrategySet {
    context.registry.resolve(StrategyContext(context.os, traits: [.padIdiom]))
  }

  static func conditions(_ context: SuiteContext) -> Conditions {
    Conditions(os: context.os, pad: strategies(context).context.traits.contains(.padIdiom))
  }

  /// As an app builds its screen: the planner is resolved once; where it collapses before no
  /// exit (the strategies are off), every exit as written.
  static func planner(_ strategies: StrategySet) -> SearchCollapsePlanner? {
    let planner = SearchCollapsePlanner(strategies: strategies)
    return planner.plan.isEmpty ? nil : planner
  }

  /// The exit call `i` takes: a push, a tab switch, then the scene deactivating twice.
  @inline(__always)
  static func exit(_ i: Int) -> SearchScreenExit {
    switch i & 3 {
    case 0: .push
    case 1: .tabSwitch
    default: .sceneDeactivation
    }
  }

  /// The exit taken with the search presented, nothing else.
  @inline(never)
  static func raw(_ screen: inout Screen, _ i: Int) -> Int {
    screen.isPresented = true
    screen.lastExit = exit(i)
    screen.exits &+= 1
    return 0
  }

  /// The workaround hand-written: collapse before every exit on 26.4 and later, before a push
  /// on an iPad with 26.0 and later.
  @inline(never)
  static func inline(_ screen: inout Screen, _ i: Int, _ conditions: Conditions) -> Int {
    screen.isPresented = true
    let exit = exit(i)
    screen.lastExit = exit
    let number = conditions.os.number
    let collapses =
      number >= VersionNumber(26, 4)
      || (conditions.pad && number >= VersionNumber(26) && exit == .push)
    if collapses { screen.isPresented = false }
    screen.exits &+= 1
    return collapses ? 1 : 0
  }

  /// Through the planner, resolved once.
  @inline(never)
  static func planned(_ screen: inout Screen, _ i: Int, _ planner: SearchCollapsePlanner) -> Int {
    screen.isPresented = true
    let exit = exit(i)
    screen.lastExit = exit
    let collapses = planner.collapses(before: exit)
    if collapses { screen.isPresented = false }
    screen.exits &+= 1
    return collapses ? 1 : 0
  }
}
