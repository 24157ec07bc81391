import Strategies
import Testing

/// A view model holding a router, as an app's would, with a performer over it.
@MainActor
private final class RouterModel {
  var router: NavigationRouter<Int>
  let host = RecordingHost()
  private(set) lazy var performer = PathChangePerformer(
    host: host, get: { [unowned self] in router }, set: { [unowned self] in router = $0 })

  init(policy: PathChangePolicy, path: [Int] = []) {
    router = NavigationRouter(policy: policy, path: path)
  }
}

@Suite("PathChangePerformer: each change in its plan's transaction, split pops finished")
@MainActor
struct PathChangePerformerTests {
  /// Pops animated and split in two, as `stage-multi-level-pops` resolves on iOS 16.0 and 16.1.
  static let splitting = PathChangePolicy(
    push: .animate(.systemDefault), pop: .animate(.systemDefault),
    popToRoot: .animate(.easeInOut(duration: 0.3)), multiLevelPops: .dropCoveredFirst)

  @Test("a change is published once, in its plan's transaction, and nothing waits")
  func oneUpdate() {
    for policy in [PathChangePolicy.passthrough, Self.splitting] {
      let model = RouterModel(policy: policy)
      let plan = model.performer.perform { $0.push(1) }
      #expect(plan?.kind == .push)
      #expect(model.host.updates == [policy.push])
      #expect(model.router.path == [1])
      #expect(!model.performer.isPending)
      #expect(model.host.delays.isEmpty)
      #expect(model.performer.router.path == [1])
    }
  }

  @Test("an operation that changes nothing publishes nothing")
  func noOp() {
    let model = RouterModel(policy: Self.splitting)
    #expect(model.performer.perform { $0.pop() } == nil)
    #expect(model.performer.perform { try? $0.pop(Int.max) } == nil)
    #expect(model.performer.perform { try? $0.pop(Int.min) } == nil)
    #expect(model.performer.perform { $0.replaceLast(with: 3) } == nil)
    #expect(model.host.updates.isEmpty)
    #expect(model.router.isEmpty)
    #expect(!model.performer.isPending)
  }

  @Test("a pop of one entry, or a multi-level pop where the policy keeps one update, is complete")
  func completePops() {
    let oneUpdate = PathChangePolicy(pop: .animate(.systemDefault))
    let model = RouterModel(policy: oneUpdate, path: [1, 2, 3])
    #expect(model.performer.perform { try? $0.pop(2) }?.stage == .complete)
    #expect(model.router.path == [1])
    #expect(model.host.updates == [.animate(.systemDefault)])
    #expect(!model.performer.isPending)
    #expect(model.host.waiting == 0)
    let split = RouterModel(policy: Self.splitting, path: [1, 2])
    #expect(split.performer.perform { $0.pop() }?.stage == .complete)
    #expect(split.host.waiting == 0)
  }

  @Test("a split pop drops the covered entries unanimated, then pops the top on the next turn")
  func splitPop() {
    let model = RouterModel(policy: Self.splitting, path: [1, 2, 3, 4])
    let plan = model.performer.perform { try? $0.pop(2) }
    #expect(plan?.stage == .coveredEntriesDropped)
    #expect(model.router.path == [1, 2, 4])
    #expect(model.host.updates == [.disableAnimations])
    #expect(model.performer.isPending)
    #expect(model.host.delays == [0])
    model.host.runAll()
    #expect(model.router.path == [1, 2])
    #expect(model.host.updates == [.disableAnimations, .animate(.systemDefault)])
    #expect(!model.performer.isPending)
  }

  @Test("a split pop to root ends at the root, its last step a pop of one")
  func splitPopToRoot() {
    let model = RouterModel(policy: Self.splitting, path: [1, 2, 3])
    #expect(model.performer.perform { $0.popToRoot() }?.kind == .popToRoot)
    #expect(model.router.path == [3])
    model.host.runAll()
    #expect(model.router.isEmpty)
    #expect(model.host.updates == [.disableAnimations, Self.splitting.pop])
  }

  @Test("a change asked for while the second update waits runs that update first")
  func changeWhileWaiting() {
    let model = RouterModel(policy: Self.splitting, path: [1, 2, 3])
    model.performer.perform { try? $0.pop(2) }
    model.performer.perform { $0.push(9) }
    #expect(model.router.path == [1, 9])
    #expect(
      model.host.updates == [
        .disableAnimations, .animate(.systemDefault), .animate(.systemDefault),
      ])
    model.host.runAll()  // the scheduled second update already ran: nothing more
    #expect(model.router.path == [1, 9])
    #expect(model.host.updates.count == 3)
  }

  @Test("a path the system wrote is adopted as it is and drops the waiting second update")
  func systemPopWhileWaiting() {
    let model = RouterModel(policy: Self.splitting, path: [1, 2, 3])
    model.performer.perform { try? $0.pop(2) }
    let adopted = model.performer.adopt([])
    #expect(adopted?.kind == .popToRoot)
    #expect(!model.performer.isPending)
    model.host.runAll()
    #expect(model.router.isEmpty)
    #expect(model.host.updates == [.disableAnimations, .inherit])
  }

  @Test("the system writing the same path changes nothing and the waiting update still runs")
  func systemWritesSamePath() {
    let model = RouterModel(policy: Self.splitting, path: [1, 2, 3])
    model.performer.perform { try? $0.pop(2) }
    #expect(model.performer.adopt([1, 3]) == nil)
    #expect(model.performer.isPending)
    model.host.runAll()
    #expect(model.router.path == [1])
    #expect(model.host.updates == [.disableAnimations, .animate(.systemDefault)])
  }

  @Test("system pushes, pops and replacements are adopted in the host's transaction")
  func adoptKinds() {
    let model = RouterModel(policy: Self.splitting, path: [1])
    #expect(model.performer.adopt([1, 2, 3])?.kind == .push)
    #expect(model.performer.adopt([1, 4, 5])?.kind == .replace)
    #expect(model.performer.adopt([])?.kind == .popToRoot)
    #expect(model.performer.adopt([]) == nil)
    #expect(model.host.updates == [.inherit, .inherit, .inherit])
    #expect(model.host.waiting == 0)
  }

  @Test("cancel drops the waiting second update; flush runs it now; both are idempotent")
  func cancelAndFlush() {
    let cancelled = RouterModel(policy: Self.splitting, path: [1, 2, 3])
    cancelled.performer.perform { try? $0.pop(2) }
    cancelled.performer.cancel()
    cancelled.performer.cancel()
    cancelled.host.runAll()
    #expect(cancelled.router.path == [1, 3])
    #expect(cancelled.host.updates == [.disableAnimations])

    let flushed = RouterModel(policy: Self.splitting, path: [1, 2, 3])
    flushed.performer.flush()  // nothing waits: nothing happens
    #expect(flushed.host.updates.isEmpty)
    flushed.performer.perform { try? $0.pop(2) }
    flushed.performer.flush()
    flushed.performer.flush()
    #expect(flushed.router.path == [1])
    flushed.host.runAll()
    #expect(flushed.host.updates == [.disableAnimations, .animate(.systemDefault)])
  }

  @Test("a router changed behind the performer's back is not popped on the next turn")
  func changedElsewhere() {
    let model = RouterModel(policy: Self.splitting, path: [1, 2, 3])
    model.performer.perform { try? $0.pop(2) }
    model.router.push(7)
    model.host.runAll()
    #expect(model.router.path == [1, 3, 7])
    #expect(!model.performer.isPending)
  }

  @Test("a performer that went away before the next turn leaves the router alone")
  func performerGone() {
    let host = RecordingHost()
    var router = NavigationRouter(policy: Self.splitting, path: [1, 2, 3])
    var performer: PathChangePerformer<Int, RecordingHost>? = PathChangePerformer(
      host: host, get: { router }, set: { router = $0 })
    performer?.perform { try? $0.pop(2) }
    performer = nil
    host.runAll()
    #expect(router.path == [1, 3])
    #expect(host.updates == [.disableAnimations])
  }

  @Test("every change runs inside an update")
  func insideUpdates() {
    let host = RecordingHost()
    var writesOutside = 0
    var router = NavigationRouter(policy: Self.splitting, path: [1, 2, 3, 4])
    let performer = PathChangePerformer(
      host: host, get: { router },
      set: {
        if !host.isUpdating { writesOutside += 1 }
        router = $0
      })
    performer.perform { try? $0.pop(3) }
    host.runAll()
    performer.perform { $0.push(5) }
    performer.adopt([])
    #expect(router.isEmpty)
    #expect(writesOutside == 0)
    #expect(host.updates.count == 4)
  }
}
