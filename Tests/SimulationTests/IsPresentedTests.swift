import Simulation
import Strategies
import Testing

/// `stack-ispresented-nested-pop`: on iOS 16 a `navigationDestination(isPresented:)` two or
/// more levels deep does not pop when its Bool is set to `false` in code; the chain binds its
/// levels as a path there.
@Suite("Nested isPresented destinations: an inner false does not pop on 16.x")
struct IsPresentedTests {
  /// The versions the sources name (16.0, 16.1.1, 16.2), and 16.3 and 16.4, which the model
  /// assumes affected.
  static let affected = [iOS(16), iOS(16, 1), iOS(16, 2), iOS(16, 3), iOS(16, 4), iOS(16, 7)]
  static let unaffected = [iOS(17), iOS(17, 5), iOS(18)]

  @Test(
    "the original code leaves inner screens on 16.x: levels 2, then 3 and 2", arguments: affected)
  func naiveStaysWhereAffected(_ version: PlatformVersion) throws {
    let session = SimulationSession()
    let stack = try IsPresentedClients.runNaive(version: version, session: session)
    // Level 2 stays (two levels deep), then 3 and 2, then 2 and 3 once the middle level is
    // dismissed at depth three (and still when level 1 is presented again): each write leaves
    // more screens than the state presents, and each turn ends on screens the app did not ask
    // for.
    #expect(
      kinds(session) == [.presentedScreenNotPopped, .shownLevelsNotRequested] * 5,
      "\(session.glitches)")
    // The first level's false pops everything above the root.
    #expect(stack.visibleDepth == 0)
  }

  @Test("the original code pops every level from 17.0 on", arguments: unaffected)
  func naivePopsElsewhere(_ version: PlatformVersion) throws {
    let session = SimulationSession()
    let stack = try IsPresentedClients.runNaive(version: version, session: session)
    #expect(session.glitches.isEmpty, "\(session.glitches)")
    #expect(stack.visibleDepth == 0)
  }

  @Test("a single level pops on 16.x: only nested levels ignore the write")
  func singleLevelPops() throws {
    let session = SimulationSession()
    let stack = try IsPresentedClients.runNaive(
      [.present(1), .dismiss(1)], version: iOS(16, 4), session: session)
    #expect(session.glitches.isEmpty)
    #expect(stack.visibleDepth == 0)
  }

  @Test("with strategies every dismissal pops, on 16.0 to 18.0")
  func mitigatedPopsEverywhere() throws {
    for version in Self.affected + Self.unaffected {
      let session = SimulationSession()
      let strategies = resolved(version)
      let stack = try IsPresentedClients.runMitigated(
        version: version, strategies: strategies, session: session)
      #expect(session.glitches.isEmpty, "\(version): \(session.glitches)")
      let affected = Self.affected.contains(version)
      #expect(strategies.isActive(.drivePresentationFromPath) == affected)
      #expect(stack.binding == (affected ? .path : .flags), "\(version)")
    }
  }

  @Test("the chain: Bool-shaped, kept as a path, levels before and after follow")
  func chainSemantics() {
    var chain = PresentationChain(levels: ["a", "b", "c"], strategies: resolved(iOS(16, 4)))
    #expect(chain.binding == .path)
    #expect(chain.setPresented("b", true)?.kind == .push)
    #expect(chain.path == ["a", "b"])
    #expect(chain.isPresented("a") && chain.isPresented("b") && !chain.isPresented("c"))
    #expect(chain.setPresented("b", true) == nil)
    #expect(chain.setPresented("z", true) == nil)
    #expect(!chain.isPresented("z"))
    chain.setPresented("c", true)
    #expect(chain.setPresented("b", false)?.depth == 1)
    #expect(chain.path == ["a"])
    #expect(chain.setPresented("c", false) == nil)
    chain.adopt([])
    #expect(chain.depth == 0)
    let flags = PresentationChain(levels: [1, 2], strategies: resolved(iOS(17)))
    #expect(flags.binding == .flags)
    #expect(PathChangePolicy.passthrough.presentationBinding == .flags)
  }

  /// The versions where both the chain's path binding and the split of multi-level pops are
  /// active, which the catalogue's sources name or the model assumes.
  static let splitting = [
    iOS(16), PlatformVersion(.iOS, 16, 0, 3), PlatformVersion(.iOS, 16, 1, 1),
  ]

  @Test(
    "dismissing any level at any depth leaves a prefix of the levels, where pops are split too",
    arguments: splitting)
  func anyLevelAnyDepth(_ version: PlatformVersion) {
    for traits in [[], [ContextTrait.stackInTabView]] as [Set<ContextTrait>] {
      let strategies = standardRegistry.resolve(StrategyContext(version, traits: traits))
      #expect(strategies.isActive(.drivePresentationFromPath))
      #expect(strategies.isActive(.stageMultiLevelPops))
      let levels = ["list", "detail", "edit", "share"]
      for depth in 1...levels.count {
        for dismissed in 0..<depth {
          var chain = PresentationChain(levels: levels, strategies: strategies)
          chain.setPresented(levels[depth - 1], true)
          let plan = chain.setPresented(levels[dismissed], false)
          #expect(plan?.stage == .complete)
          #expect(plan?.depth == dismissed)
          #expect(chain.path == Array(levels[..<dismissed]), "\(version) \(depth) \(dismissed)")
          for (index, level) in levels.enumerated() {
            #expect(chain.isPresented(level) == (index < dismissed))
          }
        }
      }
    }
  }

  @Test("the issue's case: levels 1 to 3 presented, level 2 dismissed, one screen shows")
  func middleLevelThroughTheModel() throws {
    for version in Self.splitting {
      let session = SimulationSession()
      let stack = try IsPresentedClients.runMitigated(
        [.present(1), .present(2), .present(3), .dismiss(2)], version: version,
        strategies: resolved(version), session: session)
      #expect(session.glitches.isEmpty, "\(version): \(session.glitches)")
      #expect(stack.shownLevels == [1])
      #expect(stack.requestedDepth == 1)
    }
  }

  @Test("a path that is not the levels asked for is a glitch: a split left unfinished")
  func wrongPathIsAGlitch() throws {
    let session = SimulationSession()
    let stack = try IsPresentedStackModel(
      version: iOS(16), binding: .path, levels: 3, session: session)
    stack.request(level: 3, true)
    stack.setPath([1, 2, 3])
    stack.settle()
    #expect(session.glitches.isEmpty)
    stack.request(level: 2, false)
    stack.setPath([1, 3])
    stack.settle()
    #expect(kinds(session) == [.shownLevelsNotRequested], "\(session.glitches)")
  }

  @Test("the chain adopts the prefix of a system-written path that follows its levels")
  func adoptKeepsAPrefix() {
    var chain = PresentationChain(levels: [1, 2, 3], strategies: resolved(iOS(16, 4)))
    chain.setPresented(3, true)
    #expect(chain.adopt([1, 3])?.depth == 1)
    #expect(chain.path == [1])
    #expect(chain.adopt([1]) == nil)
    #expect(chain.adopt([1, 2, 3, 4])?.kind == .push)
    #expect(chain.path == [1, 2, 3])
    let flags = PresentationChain(levels: [1, 2, 3], strategies: resolved(iOS(17)))
    var copy = flags
    copy.setPresented(2, true)
    #expect(copy.path == [1, 2] && copy.router.path == [1, 2])
    #expect(copy.router.changeToken == copy.changeToken)
  }

  @Test("the scenario is not applicable below 16 and its cells agree with the catalogue")
  func scenarioCells() throws {
    let outcomes = SimulationMatrix.run(
      versions: [iOS(15, 7), iOS(16), iOS(16, 4), iOS(16, 7), iOS(17)],
      issues: [.stackIsPresentedNestedPop], registry: standardRegistry)
    #expect(SimulationMatrix.failures(in: outcomes).isEmpty)
    let naive = outcomes.filter { $0.mode == .naive }
    #expect(naive.map(\.applicable) == [false, true, true, true, true])
    #expect(naive.map { !$0.glitchKinds.isEmpty } == [false, true, true, true, false])
  }
}

extension Array {
  /// `[x] * n`: the elements repeated `n` times.
  fileprivate static func * (lhs: Array, rhs: Int) -> Array {
    Array((0..<Swift.max(rhs, 0)).map { _ in lhs }.joined())
  }
}
