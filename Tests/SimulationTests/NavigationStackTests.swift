import Simulation
import Strategies
import Testing

@Suite("Seed 000: NavigationStack in a TabView")
struct NavigationStackTests {
  @Test("Seed 000: push ×3, pop to root, push on iOS 16.4 in a TabView")
  func originalReproNaive() throws {
    let session = SimulationSession()
    let stack = try TabViewClients.runNaive(
      version: iOS(16, 4), hostedInTabView: true, session: session)
    #expect(
      stack.transitions.map(\.description) == [
        "push 0→1 animated default", "push 1→2 animated default", "push 2→3 animated default",
        "pop 3→0 animated default", "push 0→1 not animated",
      ])
    #expect(kinds(session) == [.pushNotAnimatedAfterPopToRoot])
    #expect(stack.staleState == .none)
    #expect(session.operations == 5)
  }

  @Test("Seed 000 fixed: the pop to root runs in linear(0), every change animates")
  func originalReproMitigated() throws {
    let session = SimulationSession()
    let stack = try TabViewClients.runMitigated(
      version: iOS(16, 4), hostedInTabView: true,
      strategies: resolved(iOS(16, 4), [.stackInTabView]), session: session)
    #expect(
      stack.transitions.map(\.animation) == [
        .systemDefault, .systemDefault, .systemDefault, .linear(duration: 0), .systemDefault,
      ])
    #expect(session.glitches.isEmpty)
    #expect(!stack.hasStaleTabState)
  }

  @Test(
    "Seed 000 on iOS 17: no stale state, the router leaves transactions alone",
    arguments: [iOS(17), iOS(17, 5), iOS(18), iOS(26)])
  func fixedOn17(version: PlatformVersion) throws {
    let session = SimulationSession()
    let stack = try TabViewClients.runNaive(
      version: version, hostedInTabView: true, session: session)
    #expect(session.glitches.isEmpty)
    #expect(stack.transitions.allSatisfy { $0.animation == .systemDefault })
    let mitigated = SimulationSession()
    let fixed = try TabViewClients.runMitigated(
      version: version, hostedInTabView: true,
      strategies: resolved(version, [.stackInTabView]), session: mitigated)
    #expect(fixed.transitions.allSatisfy { $0.transaction == .implicit })
  }

  @Test("Seed 000 outside a TabView: iOS 16.4 animates the push after pop to root")
  func notInTabView() throws {
    let session = SimulationSession()
    let stack = try TabViewClients.runNaive(
      version: iOS(16, 4), hostedInTabView: false, session: session)
    #expect(session.glitches.isEmpty && !stack.hasStaleTabState)
  }

  /// Seed 000 needs both halves of its fix; the model's doc comment gives the reasoning.
  static let halves: [(name: String, policy: PathChangePolicy, fixed: Bool)] = [
    ("none", .passthrough, false),
    (
      "animation modifier only",
      PathChangePolicy(
        push: .animate(.systemDefault), pop: .animate(.systemDefault),
        popToRoot: .animate(.systemDefault), replace: .animate(.systemDefault)),
      false
    ),
    (
      "zero-duration pop to root only", PathChangePolicy(popToRoot: .animate(.linear(duration: 0))),
      false
    ),
    (
      "both",
      PathChangePolicy(
        push: .animate(.systemDefault), pop: .animate(.systemDefault),
        popToRoot: .animate(.linear(duration: 0)), replace: .animate(.systemDefault)),
      true
    ),
  ]

  @Test("Seed 000: either half of the fix alone still loses the push's animation")
  func eitherHalfAloneFails() throws {
    for half in Self.halves {
      let session = SimulationSession()
      let stack = try NavigationStackModel<Int>(
        version: iOS(16, 4), hostedInTabView: true, session: session)
      var router = NavigationRouter<Int>(policy: half.policy)
      for value in 1...3 {
        let plan = router.push(value)
        stack.setPath(router.path, transaction: SimTransaction(plan.transaction))
      }
      let popToRoot = router.popToRoot()
      let popPlan = try #require(popToRoot)
      stack.setPath(router.path, transaction: SimTransaction(popPlan.transaction))
      let plan = router.push(9)
      let push = stack.setPath(router.path, transaction: SimTransaction(plan.transaction))
      #expect(push?.isAnimated == half.fixed, "\(half.name)")
      #expect(
        session.glitches(of: .pushNotAnimatedAfterPopToRoot).isEmpty == half.fixed,
        "\(half.name): \(session.glitches)")
    }
  }

  @Test("Stale states: hard after a plain or non-zero pop to root, soft after linear(0)")
  func staleStates() throws {
    let cases: [(SimTransaction, NavigationStackModel<Int>.StaleState)] = [
      (.implicit, .hard), (SimTransaction(disablesAnimations: true), .hard),
      (SimTransaction(animation: .systemDefault), .hard),
      (SimTransaction(animation: .easeInOut(duration: 0.3)), .hard),
      (SimTransaction(animation: .linear(duration: 0)), .soft),
    ]
    for (transaction, expected) in cases {
      let stack = try NavigationStackModel<Int>(
        version: iOS(16, 0), hostedInTabView: true, session: SimulationSession())
      stack.setPath([1, 2])
      stack.setPath([], transaction: transaction)
      #expect(stack.staleState == expected, "\(transaction)")
      // Hard: even an explicit push is flat. Soft: only an explicit push animates.
      let explicit = stack.setPath([3], transaction: SimTransaction(animation: .systemDefault))
      #expect(explicit?.isAnimated == (expected == .soft), "\(transaction)")
      #expect(!stack.hasStaleTabState)
    }
  }

  @Test("Over-mitigation: a lost or changed animation where the defect does not strike")
  func overMitigation() throws {
    let session = SimulationSession()
    let stack = try NavigationStackModel<Int>(
      version: iOS(17), hostedInTabView: true, session: session)
    stack.setPath([1], transaction: SimTransaction(disablesAnimations: true))
    stack.setPath([1, 2], transaction: SimTransaction(animation: .linear(duration: 0)))
    stack.setPath([1, 2, 3], transaction: SimTransaction(animation: .easeInOut(duration: 0.3)))
    stack.setPath([], transaction: SimTransaction(animation: .linear(duration: 0)))
    stack.setPath([4])
    #expect(
      kinds(session) == [
        .intendedAnimationLost, .intendedAnimationLost, .animationChanged,
        .intendedAnimationLost,
      ])
  }

  @Test("The zero-duration pop to root is no over-mitigation where the stack would go stale")
  func zeroDurationPopToRootAllowedOn16() throws {
    let session = SimulationSession()
    let stack = try NavigationStackModel<Int>(
      version: iOS(16, 7), hostedInTabView: true, session: session)
    stack.setPath([1, 2, 3])
    stack.setPath([], transaction: SimTransaction(animation: .linear(duration: 0)))
    #expect(session.glitches.isEmpty)
    // A pop of one level in linear(0) is still a lost animation.
    stack.setPath([5, 6], transaction: SimTransaction(animation: .systemDefault))
    stack.setPath([5], transaction: SimTransaction(animation: .linear(duration: 0)))
    #expect(kinds(session) == [.intendedAnimationLost])
  }

  @Test("Emptying the path from depth 1 is a plain pop; a system pop never leaves stale state")
  func depthOneAndSystemPops() throws {
    let session = SimulationSession()
    let stack = try NavigationStackModel<Int>(
      version: iOS(16, 4), hostedInTabView: true, session: session)
    stack.setPath([1])
    stack.setPath([])
    #expect(!stack.hasStaleTabState)
    stack.setPath([1, 2, 3])
    #expect(stack.systemPop(toDepth: 0)?.animation == .systemDefault)
    #expect(!stack.hasStaleTabState)
    #expect(stack.systemPop(toDepth: 0) == nil)
    #expect(stack.setPath([3])?.animation == .systemDefault)
    #expect(session.glitches.isEmpty)
    #expect(stack.setPath([3]) == nil)
  }

  @Test("Path changes are classified as pushes, pops and replacements")
  func classification() throws {
    let stack = try NavigationStackModel<Int>(
      version: iOS(17), hostedInTabView: false, session: SimulationSession())
    #expect(stack.setPath([1, 2, 3])?.kind == .push)
    #expect(stack.setPath([1])?.kind == .pop)
    #expect(stack.setPath([7])?.kind == .replace)
    #expect(stack.setPath([8, 9, 10])?.kind == .push)
    #expect(stack.setPath([1, 2])?.kind == .pop)
  }
}
