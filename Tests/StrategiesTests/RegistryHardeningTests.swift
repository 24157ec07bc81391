import Foundation
import Testing

@testable import Strategies

/// Runs `body` on a thread and reports whether it finished within `seconds` (a deadlock
/// detector: the thread is abandoned if it did not).
private func finishes(within seconds: Double, _ body: @escaping @Sendable () -> Void) -> Bool {
  let done = DispatchSemaphore(value: 0)
  Thread.detachNewThread {
    body()
    done.signal()
  }
  return done.wait(timeout: .now() + seconds) == .success
}

@Suite("Registry hardening: re-entry, cache bounds, linear cycle checks")
struct RegistryHardeningTests {
  @Test("resolve, explain and setOverrides inside updateOverrides do not deadlock")
  func reentrantUpdate() {
    let registry = StrategyRegistry.standard()
    let context = StrategyContext.iOS(16, 4, [.stackInTabView])
    let before = registry.resolve(context)
    let finished = finishes(within: 20) {
      registry.updateOverrides { overrides in
        _ = registry.resolve(context)
        _ = registry.explain(context)
        overrides.forceDisable(.explicitPathChangeAnimation)
      }
    }
    #expect(finished)
    #expect(registry.resolve(context) != before)
    #expect(!registry.resolve(context).isActive(.explicitPathChangeAnimation))
    let nested = finishes(within: 20) {
      registry.updateOverrides { overrides in
        registry.setOverrides(.none)
        overrides.disableAll = true
      }
    }
    #expect(nested)
    #expect(registry.resolve(context).active.isEmpty)
  }

  @Test("updateOverrides loses no other thread's update, however often it races")
  func updateNeverLosesAnotherThreadsWrite() {
    let registry = StrategyRegistry.standard()
    let writes = 70
    nonisolated(unsafe) var attempts = 0
    registry.updateOverrides { overrides in
      attempts += 1
      if attempts <= writes {
        // Another thread changes the registry while this body runs: the edit must be redone
        // on the new value, never applied over it.
        let done = DispatchSemaphore(value: 0)
        let value = attempts % 2 == 0
        let writer = Thread {
          registry.updateOverrides { $0.disableAll = value }
          done.signal()
        }
        writer.start()
        done.wait()
      }
      overrides.forceDisable(.explicitPathChangeAnimation)
    }
    #expect(attempts == writes + 1)
    #expect(registry.overrides.disableAll == (writes % 2 == 0))
    #expect(registry.overrides.strategies[.explicitPathChangeAnimation] != nil)
  }

  @Test("the resolve cache never holds more than cacheLimit contexts")
  func cacheBounded() {
    let registry = StrategyRegistry.standard()
    for minor in 0..<UInt32(StrategyRegistry.cacheLimit + 500) {
      _ = registry.resolve(StrategyContext(.iOS, 16, minor))
      #expect(registry.cachedContextCount <= StrategyRegistry.cacheLimit)
    }
    #expect(registry.cachedContextCount > 0)
  }

  @Test(
    "registering 5,000 chained plug-ins in any order examines a linear number of constraints",
    arguments: ["before-reversed", "after-reversed", "before-forward", "after-forward"])
  func linearCycleChecks(_ mode: String) throws {
    let count = 5_000
    let registry = emptyRegistry()
    let ids = (0..<count).map { StrategyID(rawValue: "chain-\($0)") }
    let strategies = ids.indices.map { index in
      mode.hasPrefix("before")
        ? StampingStrategy(ids[index], before: index + 1 < count ? [ids[index + 1]] : [])
        : StampingStrategy(ids[index], after: index > 0 ? [ids[index - 1]] : [])
    }
    let start = registry.orderingWork
    for strategy in mode.hasSuffix("reversed") ? strategies.reversed() : strategies {
      try registry.register(strategy)
    }
    let work = registry.orderingWork - start
    // The old search walked the whole chain on every registration: about count² / 2.
    #expect(work <= 4 * count, "\(work) constraints examined")
    #expect(registry.resolve(.iOS(16)).active == ids)
  }

  @Test("a cycle closed after many registrations is still refused, and the registry unchanged")
  func cycleAfterFastPath() throws {
    let registry = emptyRegistry()
    try registry.register(StampingStrategy("c", after: ["b"]))
    try registry.register(StampingStrategy("b", after: ["a"]))
    try registry.register(StampingStrategy("a"))
    #expect(throws: RegistryError.self) {
      try registry.register(StampingStrategy("d", after: ["c"], before: ["a"]))
    }
    try registry.register(StampingStrategy("d", after: ["a"], before: ["c"]))
    #expect(registry.resolve(.iOS(16)).active.first == "a")
    #expect(registry.resolve(.iOS(16)).active.last == "c")
  }
}
