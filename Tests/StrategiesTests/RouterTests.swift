import Testing

@testable import Strategies

@Suite("NavigationRouter")
struct RouterTests {
  let onSixteen = StrategyRegistry.standard().resolve(.iOS(16, 4, [.stackInTabView]))
  let onSeventeen = StrategyRegistry.standard().resolve(.iOS(17, 5, [.stackInTabView]))

  @Test("reads like an Array")
  func readsLikeArray() {
    var router = NavigationRouter<Int>(strategies: onSeventeen)
    #expect(router.isEmpty)
    router.push(contentsOf: [1, 2, 3])
    #expect(router.count == 3)
    #expect(router.last == 3)
    #expect(router.first == 1)
    #expect(Array(router) == [1, 2, 3])
    #expect(router[1] == 2)
    #expect(router.path == [1, 2, 3])
    #expect(router.map { $0 * 2 } == [2, 4, 6])
  }

  @Test("plans follow the policy: explicit animations and a zero-duration pop to root on 16.x")
  func plansOn16() throws {
    var router = NavigationRouter<Int>(strategies: onSixteen)
    #expect(router.push(1).transaction == .animate(.systemDefault))
    router.push(2)
    router.push(3)
    #expect(router.pop()?.transaction == .animate(.systemDefault))
    let root = router.popToRoot()!
    #expect(root.kind == .popToRoot)
    #expect(root.transaction == .animate(.linear(duration: 0)))
    #expect(root.previousDepth == 2)
    #expect(root.depth == 0)
  }

  @Test("on 17+ every plan inherits the host's transaction")
  func plansOn17() throws {
    var router = NavigationRouter<Int>(strategies: onSeventeen)
    router.push(contentsOf: [1, 2, 3])
    #expect(router.popToRoot()?.transaction == .inherit)
    #expect(router.push(4).transaction == .inherit)
  }

  @Test("kinds are classified by effect")
  func kinds() throws {
    var router = NavigationRouter<Int>(strategies: onSixteen)
    router.push(1)
    #expect(router.popToRoot()?.kind == .pop)  // from depth 1: an ordinary pop
    router.push(contentsOf: [1, 2, 3])
    #expect(try router.pop(3)?.kind == .popToRoot)
    router.push(contentsOf: [1, 2, 3, 4])
    #expect(try router.pop(to: 2)?.kind == .pop)
    #expect(router.path == [1, 2])
    #expect(router.replaceLast(with: 9)?.kind == .replace)
    #expect(router.replace(with: [5, 6, 7]).kind == .replace)
    #expect(router.path == [5, 6, 7])
  }

  @Test("the change token moves on every change and only then")
  func changeToken() throws {
    var router = NavigationRouter<Int>(strategies: onSeventeen)
    let start = router.changeToken
    router.push(1)
    let afterPush = router.changeToken
    #expect(afterPush > start)
    #expect(router.push(contentsOf: []) == nil)
    #expect(try router.pop(0) == nil)
    #expect(try router.pop(to: 1) == nil)
    #expect(router.changeToken == afterPush)
    let popped = router.pop()
    let plan = try #require(popped)
    #expect(plan.token == router.changeToken)
    #expect(router.popToRoot() == nil)
    #expect(router.changeToken == plan.token)
  }

  @Test("never traps: pops on an empty path are no-ops, bad pops throw; the path is unchanged")
  func safety() throws {
    var router = NavigationRouter<Int>(strategies: onSixteen)
    #expect(router.pop() == nil)
    #expect(router.replaceLast(with: 1) == nil)
    #expect(router.popToRoot() == nil)
    #expect(router.changeToken == ChangeToken())
    router.push(contentsOf: [1, 2])
    let token = router.changeToken
    #expect(throws: NavigationRouterError.popBeyondRoot(requested: 3, depth: 2)) {
      try router.pop(3)
    }
    #expect(throws: NavigationRouterError.negativeCount(-1)) { try router.pop(-1) }
    #expect(throws: NavigationRouterError.destinationNotInPath) { try router.pop(to: 7) }
    #expect(router.path == [1, 2])
    #expect(router.changeToken == token)
  }

  @Test("adopting a path the system changed classifies it by length")
  func adopt() {
    var router = NavigationRouter<Int>(strategies: onSixteen)
    router.push(contentsOf: [1, 2, 3])
    #expect(router.adopt([1, 2])?.kind == .pop)
    #expect(router.adopt([1, 2]) == nil)
    #expect(router.adopt([1, 5])?.kind == .replace)
    #expect(router.adopt([])?.kind == .popToRoot)
    #expect(router.adopt([4])?.kind == .push)
    #expect(router.path == [4])
  }

  @Test("a million entries: push, steady push/pop and pop to root keep the path exact")
  func largeStack() throws {
    var router = NavigationRouter<Int>(strategies: onSixteen)
    for i in 0..<1_000_000 { router.push(i) }
    #expect(router.count == 1_000_000)
    for i in 0..<1000 {
      router.push(-i)
      #expect(router.pop() != nil)
    }
    #expect(router.last == 999_999)
    #expect(router.popToRoot()?.kind == .popToRoot)
    #expect(router.isEmpty)
  }
}

@Suite("Router: replacing with nothing is a pop to root")
struct RouterReplaceWithNothingTests {
  @Test("on 16.0 emptying the path by replace splits as popToRoot does, from depth two too")
  func replaceWithNothing() {
    let strategies = StrategyRegistry.standard().resolve(StrategyContext(.iOS, 16, 0))
    for depth in 2...4 {
      var replaced = NavigationRouter<Int>(strategies: strategies, path: Array(0..<depth))
      var popped = replaced
      let replace = replaced.replace(with: [])
      let pop = popped.popToRoot()
      #expect(replace.kind == pop?.kind)
      #expect(replace.stage == pop?.stage)
      #expect(replace.stage == .coveredEntriesDropped, "depth \(depth)")
      #expect(replaced.path == popped.path)
    }
  }
}
