import Simulation
import Strategies
import Testing

@Suite("Seed 000: NavigationStack in a TabView")
struct NavigationStackTests {
  @Test("Seed 000: push ×3, pop to root, push on iOS 16.4 in a TabView")
  func seedReproNaive() throws {
    let session = SimulationSession()
    let stack = try TabViewClients.runNaive(
      version: iOS(16, 4), hostedInTabView: true, session: session)
    #expect(
      stack.transitions.map(\.description) == [
        "push 0→1 animated default", "push 1→2 animated default", "push 2→3 animated default",
        "pop 3→0 animated default", "push 0→1 not animated",
      ])
    #expect(kinds(session) == [.pushNotAnimatedAfterPopToRoot])
    #expect(session.operations == 5)
  }

  @Test("Seed 000 fixed: the pop to root runs in linear(0), every change animates")
  func seedReproMitigated() throws {
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

  @Test("A pop to root inside an explicit animation, even linear(0), leaves no stale state")
  func explicitPopToRoot() throws {
    let session = SimulationSession()
    let stack = try NavigationStackModel<Int>(
      version: iOS(16, 0), hostedInTabView: true, session: session)
    stack.setPath([1, 2])
    stack.setPath([], transaction: SimTransaction(animation: .linear(duration: 0)))
    #expect(!stack.hasStaleTabState)
    #expect(stack.setPath([3])?.animation == .systemDefault)
    #expect(session.glitches.isEmpty)
  }

  @Test("After an unanimated pop to root an explicitly animated push animates and clears the state")
  func explicitPushClearsStaleState() throws {
    let session = SimulationSession()
    let stack = try NavigationStackModel<Int>(
      version: iOS(16, 7), hostedInTabView: true, session: session)
    stack.setPath([1, 2, 3])
    stack.setPath([])
    #expect(stack.hasStaleTabState)
    let push = stack.setPath([4], transaction: SimTransaction(animation: .easeInOut(duration: 0.3)))
    #expect(push?.animation == .easeInOut(duration: 0.3))
    #expect(!stack.hasStaleTabState)
    #expect(stack.setPath([4, 5])?.animation == .systemDefault)
    #expect(session.glitches.isEmpty)
  }

  @Test("Emptying the path from depth 1 is a plain pop; a push the app disables is no glitch")
  func depthOneAndDisabledAnimations() throws {
    let session = SimulationSession()
    let stack = try NavigationStackModel<Int>(
      version: iOS(16, 4), hostedInTabView: true, session: session)
    stack.setPath([1])
    stack.setPath([])
    #expect(!stack.hasStaleTabState)
    stack.setPath([1, 2])
    stack.setPath([], transaction: SimTransaction(disablesAnimations: true))
    #expect(stack.hasStaleTabState)
    let push = stack.setPath([3], transaction: SimTransaction(disablesAnimations: true))
    #expect(push?.isAnimated == false)
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
