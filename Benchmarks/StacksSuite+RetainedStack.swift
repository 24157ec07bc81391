import Bench
import Strategies

/// `stack-retained-after-dismiss`: a closable flow's pushes, with its container decided by
/// nothing (raw: a `NavigationStack` and value links), by an `if` on the version written
/// inline, and by `FlowNavigationContainerPlanner`. One event per call: every fourth call
/// opens the flow again (its path emptied), and every call pushes a product's variations with
/// the link its container follows. The result counts the pushes made with destination links.
enum RetainedStackEvents: PricedOperation {
  static let name = "stacks/flow-container"
  static let prices: [StrategyID] = [.hostFlowInNavigationView]

  /// The open flow: its container and the screens it shows pushed.
  struct Flow: FreshWorkspace {
    var legacyContainer = false
    var path: [Int] = []
  }

  /// As an app builds its flow: the plan is resolved once; where it is `NavigationStack` (the
  /// strategy is off), every event as written.
  static func planner(_ strategies: StrategySet) -> FlowNavigationContainer? {
    let plan = FlowNavigationContainerPlanner(strategies: strategies).container()
    return plan == .navigationStack ? nil : plan
  }

  /// Whether call `i` opens the flow again.
  @inline(__always)
  static func opens(_ i: Int) -> Bool { i & 3 == 0 }

  /// Opens the flow in the legacy container or not, when call `i` does.
  @inline(__always)
  static func open(_ flow: inout Flow, _ i: Int, legacy: Bool) {
    if opens(i) {
      flow.legacyContainer = legacy
      flow.path.removeAll(keepingCapacity: true)
    }
  }

  /// A `NavigationStack`, pushed with a value link.
  @inline(never)
  static func raw(_ flow: inout Flow, _ i: Int) -> Int {
    open(&flow, i, legacy: false)
    flow.path.append(i)
    return 0
  }

  /// The workaround hand-written: on iOS 17 a `NavigationView`, pushed with a destination
  /// link.
  @inline(never)
  static func inline(_ flow: inout Flow, _ i: Int, _ os: PlatformVersion) -> Int {
    if os.number >= VersionNumber(17) && os.number < VersionNumber(18) {
      open(&flow, i, legacy: true)
      flow.path.append(i)
      return 1
    }
    open(&flow, i, legacy: false)
    flow.path.append(i)
    return 0
  }

  /// Through the plan, resolved once: the container and link as planned.
  @inline(never)
  static func planned(_ flow: inout Flow, _ i: Int, _ plan: FlowNavigationContainer) -> Int {
    switch plan {
    case .navigationStack:
      open(&flow, i, legacy: false)
      flow.path.append(i)
      return 0
    case .navigationView:
      open(&flow, i, legacy: true)
      flow.path.append(i)
      return 1
    case .navigationViewWithValueLinks:
      // The value link does nothing in a NavigationView.
      open(&flow, i, legacy: true)
      return 0
    }
  }
}
