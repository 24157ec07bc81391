import Bench
import Strategies

/// One stack operation per call, as an app performs one per event.
///
/// Each function is `@inline(never)`: in an app every push or pop is a separate event, and no
/// optimiser fuses one with the next. Calling every variant's operation through an opaque
/// function keeps the optimiser from collapsing a benchmark loop (a loop of `path[last] = i`
/// folds into a single store) and charges every variant the same call.
enum StackEvents {
  // MARK: raw: the seed's Router without a workaround

  @inline(never)
  static func rawPush(_ path: inout [Int], _ value: Int) {
    path.append(value)
  }

  @inline(never)
  static func rawPop(_ path: inout [Int]) {
    path.removeLast()
  }

  @inline(never)
  static func rawPopToRoot(_ path: inout [Int]) {
    path.removeAll(keepingCapacity: true)
  }

  @inline(never)
  static func rawReplaceTop(_ path: inout [Int], _ value: Int) {
    path[path.count - 1] = value
  }

  // MARK: inline: seed 000's workaround written into the router with `#unavailable(iOS 17)`

  /// The transaction the seed's code picks, checking the version on every change.
  @inline(__always)
  static func inlinePlan(_ kind: PathChangeKind, os: PlatformVersion, inTabView: Bool)
    -> TransactionPlan
  {
    guard inTabView, os.number < VersionNumber(17), os.number >= VersionNumber(16) else {
      return .inherit
    }
    switch kind {
    case .popToRoot: return .animate(.linear(duration: 0))
    case .push, .pop, .replace: return .animate(.systemDefault)
    }
  }

  @inline(never)
  static func inlinePush(_ path: inout [Int], _ value: Int, _ os: PlatformVersion) -> Int {
    path.append(value)
    return weight(of: inlinePlan(.push, os: os, inTabView: true))
  }

  @inline(never)
  static func inlinePop(_ path: inout [Int], _ os: PlatformVersion) -> Int {
    path.removeLast()
    return weight(of: inlinePlan(.pop, os: os, inTabView: true))
  }

  @inline(never)
  static func inlinePopToRoot(_ path: inout [Int], _ os: PlatformVersion) -> Int {
    let kind: PathChangeKind = path.count >= 2 ? .popToRoot : .pop
    path.removeAll(keepingCapacity: true)
    return weight(of: inlinePlan(kind, os: os, inTabView: true))
  }

  @inline(never)
  static func inlineReplaceTop(_ path: inout [Int], _ value: Int, _ os: PlatformVersion) -> Int {
    path[path.count - 1] = value
    return weight(of: inlinePlan(.replace, os: os, inTabView: true))
  }

  // MARK: strategies: through NavigationRouter, or PassthroughNavigationRouter where no
  // path-change strategy is active

  // Each applies the weight of its plan's transaction, as a host applies it in the event:
  // where the router's type says every plan inherits the transaction, the host applies
  // nothing. Push and pop to root return it, and the loop sums it in a register as `inline`
  // does: summed through an `inout` argument, every push would store and reload the sum, a
  // chain through memory that `inline` does not have, about 5% of a push's wall time where the
  // router is active. Pop and replace add it to `sum`, where it folds away with the passthrough
  // router (returning a constant 0 still costs their short events an instruction).

  @inline(never)
  static func routerPush(_ router: inout some NavigationRouting<Int>, _ value: Int) -> Int {
    weight(of: router.push(value).transaction)
  }

  @inline(never)
  static func routerPop(_ router: inout some NavigationRouting<Int>, _ sum: inout Int) {
    guard let plan = router.pop() else { return }
    sum &+= weight(of: plan.transaction)
  }

  @inline(never)
  static func routerPopToRoot(_ router: inout some NavigationRouting<Int>) -> Int {
    guard let plan = router.popToRoot() else { return 0 }
    return weight(of: plan.transaction)
  }

  @inline(never)
  static func routerReplaceTop(
    _ router: inout some NavigationRouting<Int>, _ value: Int, _ sum: inout Int
  ) {
    guard let plan = router.replaceLast(with: value) else { return }
    sum &+= weight(of: plan.transaction)
  }

  // MARK: seed-snapshot: `.animation(.default, value: path)` keeps and compares the old path

  @inline(never)
  static func snapshotPush(
    _ path: inout [Int], _ previous: inout [Int], _ value: Int, _ os: PlatformVersion
  ) -> Int {
    path.append(value)
    let changed = path != previous
    previous = path
    return changed ? weight(of: inlinePlan(.push, os: os, inTabView: true)) : 0
  }

  @inline(never)
  static func snapshotPop(_ path: inout [Int], _ previous: inout [Int], _ os: PlatformVersion)
    -> Int
  {
    path.removeLast()
    let changed = path != previous
    previous = path
    return changed ? weight(of: inlinePlan(.pop, os: os, inTabView: true)) : 0
  }
}
