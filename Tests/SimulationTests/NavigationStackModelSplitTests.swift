import Simulation
import Strategies
import Testing

@Suite("NavigationStackModel: the two updates of a split pop")
struct NavigationStackModelSplitTests {
  /// Drops the covered entries of `[1, 2, 3, 4]`, then pops the kept top, in the same turn or
  /// the next; returns the glitches.
  func splitPop(on version: PlatformVersion, sameTurn: Bool) throws -> [Glitch] {
    let session = SimulationSession()
    let stack = try NavigationStackModel<Int>(
      version: version, hostedInTabView: false, session: session, path: [1, 2, 3, 4])
    #expect(stack.setPath([1, 4], transaction: SimTransaction(.disableAnimations)) == nil)
    if !sameTurn {
      session.clock.nextTurn {}
      session.clock.runNext()
    }
    let transition = stack.setPath([1])
    #expect(transition?.fromDepth == (sameTurn ? 4 : 2))
    return session.glitches
  }

  @Test("on 16.0 the pop in the next turn animates; in the drop's turn it is one jump back")
  func coalesced() throws {
    #expect(try splitPop(on: PlatformVersion(.iOS, 16, 0), sameTurn: false).isEmpty)
    let glitches = try splitPop(on: PlatformVersion(.iOS, 16, 0), sameTurn: true)
    #expect(glitches.map(\.kind) == [.multiLevelPopNotAnimated])
  }

  @Test("replacing the covered entries with fewer under the same top shows nothing")
  func coveredReplaced() throws {
    let session = SimulationSession()
    let stack = try NavigationStackModel<Int>(
      version: PlatformVersion(.iOS, 16, 0), hostedInTabView: false, session: session,
      path: [1, 2, 3, 4])
    #expect(stack.setPath([7, 4], transaction: SimTransaction(.disableAnimations)) == nil)
    session.clock.nextTurn {}
    session.clock.runNext()
    #expect(stack.setPath([7])?.animation != nil)
    #expect(session.glitches.isEmpty)
  }
}
