import Strategies
import Testing

@Suite("SplitPopSchedule: when a split pop's second update runs, and what drops it")
struct SplitPopScheduleTests {
  static let splitting = PathChangePolicy(
    pop: .animate(.systemDefault), multiLevelPops: .dropCoveredFirst)

  /// Pops `count` entries; the plan must exist.
  func pop(_ count: Int, _ router: inout NavigationRouter<Int>) throws -> PathChangePlan {
    let plan = try router.pop(count)
    return try #require(plan)
  }

  @Test("a split pop's second update pops the kept top, once, on the router it left")
  func secondUpdate() throws {
    var router = NavigationRouter<Int>(policy: Self.splitting, path: [1, 2, 3, 4])
    var schedule = SplitPopSchedule()
    let popped = try router.pop(3)
    let plan = try #require(popped)
    let published = schedule.published(plan)
    let update = try #require(published)
    #expect(schedule.isPending)
    #expect(update.targetDepth == 1)
    #expect(schedule.due(update, token: router.changeToken, depth: router.count) == 1)
    #expect(!schedule.isPending)
    // Due again (a flush then the turn): nothing more.
    #expect(schedule.due(update, token: router.changeToken, depth: router.count) == nil)
  }

  @Test("a complete plan schedules nothing")
  func complete() {
    var router = NavigationRouter<Int>(policy: Self.splitting, path: [1, 2])
    var schedule = SplitPopSchedule()
    #expect(schedule.published(router.push(3)) == nil)
    #expect(!schedule.isPending)
  }

  @Test("a system write that changed the path drops the update; one that changed nothing keeps it")
  func systemWrites() throws {
    var router = NavigationRouter<Int>(policy: Self.splitting, path: [1, 2, 3, 4])
    var schedule = SplitPopSchedule()
    let update = try #require(schedule.published(try pop(2, &router)))
    schedule.adopted(router.adopt(router.path))
    #expect(schedule.isPending)
    #expect(schedule.due(update, token: router.changeToken, depth: router.count) == 1)

    let again = try #require(schedule.published(try pop(2, &router)))
    schedule.adopted(router.adopt([]))
    #expect(!schedule.isPending)
    #expect(schedule.due(again, token: router.changeToken, depth: router.count) == nil)
  }

  @Test("a change since the first update, a newer split, or cancel() drops the update")
  func dropped() throws {
    var router = NavigationRouter<Int>(policy: Self.splitting, path: [1, 2, 3, 4, 5])
    var schedule = SplitPopSchedule()
    let first = try #require(schedule.published(try pop(2, &router)))
    router.push(9)
    #expect(schedule.due(first, token: router.changeToken, depth: router.count) == nil)

    let older = try #require(schedule.published(try pop(2, &router)))
    _ = schedule.published(try pop(2, &router))
    #expect(schedule.due(older, token: router.changeToken, depth: router.count) == nil)
    #expect(schedule.isPending)
    schedule.cancel()
    #expect(!schedule.isPending)
  }
}
