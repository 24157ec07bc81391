import Bench
import Strategies

/// `search-controller-config-reset`: a screen's search updates, with its controller decided by
/// nothing (raw: `searchable`'s, its options set in the introspection callback), by an `if` on
/// the version written inline, and by `SearchControllerPlanner`. One update per call: the app
/// sets its two options on the controller; every fourth call starts a search and every fourth
/// call after it ends one. The result counts the searches ended through the app's binding.
enum SearchOptionsEvents: PricedOperation {
  static let name = "lists/search-controller"
  static let prices: [StrategyID] = [.ownSearchController]

  /// The screen's controller: its options and whether it searches.
  struct Screen: FreshWorkspace {
    var hidesNavigationBar = true
    var showsCancelButton = true
    var active = false
  }

  /// As an app builds its screen: the plan is resolved once; where it is `searchable` (the
  /// strategy is off), every update as written.
  static func planner(_ strategies: StrategySet) -> SearchControllerOwnership? {
    let plan = SearchControllerPlanner(strategies: strategies).ownership()
    return plan == .searchable ? nil : plan
  }

  /// One update: the options set, a search started or ended; `binding` ends it through the
  /// app's own binding (counted), else through `dismissSearch`.
  @inline(__always)
  static func update(_ screen: inout Screen, _ i: Int, binding: Bool) -> Int {
    screen.hidesNavigationBar = false
    screen.showsCancelButton = false
    switch i & 7 {
    case 0:
      screen.active = true
      return 0
    case 4:
      screen.active = false
      return binding ? 1 : 0
    default:
      return 0
    }
  }

  /// `searchable`, configured in the introspection callback.
  @inline(never)
  static func raw(_ screen: inout Screen, _ i: Int) -> Int {
    update(&screen, i, binding: false)
  }

  /// The workaround hand-written: from iOS 17.1 to 17.x the app's own controller, ended
  /// through its binding.
  @inline(never)
  static func inline(_ screen: inout Screen, _ i: Int, _ os: PlatformVersion) -> Int {
    let owned = os.number >= VersionNumber(17, 1) && os.number < VersionNumber(18)
    return update(&screen, i, binding: owned)
  }

  /// Through the plan, resolved once.
  @inline(never)
  static func planned(_ screen: inout Screen, _ i: Int, _ plan: SearchControllerOwnership) -> Int {
    update(&screen, i, binding: plan == .ownedController)
  }
}
