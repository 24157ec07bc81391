import Foundation
import StrategiesTesting
import Testing

@testable import Strategies

@Suite("Concurrency: registries, resolved sets and routers shared across tasks")
struct ConcurrencyTests {
  static let contexts: [StrategyContext] = [
    .iOS(14, 8), .iOS(15, 7, [.listHasMultipleSections, .listFirstSectionHasHeader]),
    .iOS(16, 4, [.stackInTabView]), .iOS(17, 5), .iOS(26),
  ]

  /// Plug-in strategies registered one by one while other tasks resolve.
  static func plugins(count: Int) -> [StampingStrategy] {
    (0..<count).map { index in
      StampingStrategy(
        StrategyID(rawValue: "plugin-\(index)"), versions: .on(.iOS, versions: 15...),
        priority: index % 3, after: index > 0 ? [StrategyID(rawValue: "plugin-\(index - 1)")] : [],
        stamp: Double(index))
    }
  }

  @Test("registering plug-ins while others resolve: every result is the resolution of some prefix")
  func registerWhileResolving() async throws {
    let plugins = Self.plugins(count: 40)
    // What resolution must give after each prefix of the registrations, computed serially.
    var expected: [StrategyContext: Set<StrategySet>] = [:]
    let serial = StrategyRegistry.standard()
    try serial.register(testIssue)
    for context in Self.contexts { expected[context, default: []].insert(serial.resolve(context)) }
    for plugin in plugins {
      try serial.register(plugin)
      for context in Self.contexts {
        expected[context, default: []].insert(serial.resolve(context))
      }
    }
    let final = Dictionary(uniqueKeysWithValues: Self.contexts.map { ($0, serial.resolve($0)) })

    let shared = StrategyRegistry.standard()
    try shared.register(testIssue)
    let observed = await withTaskGroup(of: [StrategySet].self) { group in
      group.addTask {
        for plugin in plugins { try? shared.register(plugin) }
        return []
      }
      for worker in 0..<6 {
        group.addTask {
          (0..<300).map { i in
            shared.resolve(
              Self.contexts[(i + worker) % Self.contexts.count], usingCache: i % 4 != 0)
          }
        }
      }
      return await group.reduce(into: []) { $0 += $1 }
    }
    #expect(observed.count == 1800)
    for set in observed { #expect(expected[set.context]?.contains(set) == true) }
    for context in Self.contexts { #expect(shared.resolve(context) == final[context]) }
  }

  @Test("overrides flipped while others resolve: every result matches one of the two states")
  func overridesWhileResolving() async {
    let registry = StrategyRegistry.standard()
    let context = StrategyContext.iOS(16, 4, [.stackInTabView])
    let on = registry.resolve(context)
    registry.updateOverrides { $0.forceDisable(.explicitPathChangeAnimation) }
    let off = registry.resolve(context)
    registry.setOverrides(.none)
    #expect(on != off)
    let observed = await withTaskGroup(of: [StrategySet].self) { group in
      group.addTask {
        for i in 0..<200 {
          registry.updateOverrides {
            if i % 2 == 0 {
              $0.forceDisable(.explicitPathChangeAnimation)
            } else {
              $0.strategies[.explicitPathChangeAnimation] = nil
            }
          }
        }
        return []
      }
      for _ in 0..<4 {
        group.addTask { (0..<400).map { _ in registry.resolve(context) } }
      }
      return await group.reduce(into: []) { $0 += $1 }
    }
    #expect(observed.allSatisfy { $0 == on || $0 == off })
  }

  @Test("a resolved set and router copies are used from many tasks without interference")
  func routersAcrossTasks() async {
    let strategies = StrategyRegistry.standard().resolve(.iOS(16, 4, [.stackInTabView]))
    var shared = NavigationRouter<Int>(strategies: strategies)
    shared.push(contentsOf: 0..<1000)
    let base = shared
    let results = await withTaskGroup(of: (Int, [Int], Int).self) { group in
      for task in 0..<8 {
        group.addTask {
          var router = base  // shares storage until the first mutation
          var animated = 0
          for i in 0..<2000 {
            if let plan = router.pop() { animated += plan.transaction == .inherit ? 0 : 1 }
            router.push(task * 10_000 + i)
          }
          return (task, Array(router.suffix(3)), animated)
        }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(results.count == 8)
    for (task, suffix, animated) in results {
      #expect(suffix == [997, 998, task * 10_000 + 1999])  // each pop-push replaced the top
      #expect(animated == 2000)
    }
    #expect(base.count == 1000)
    #expect(base.last == 999)
    #expect(strategies.pathChanges.popToRoot == .animate(.linear(duration: 0)))
  }

  @Test("the call log of recording strategies records every call from concurrent resolutions")
  func callLogAcrossTasks() async throws {
    let log = StrategyCallLog()
    let registry = emptyRegistry()
    try registry.register(
      RecordingStrategy(
        StrategyDescriptor(
          id: "recorder", title: "recorder", addresses: ["test-issue"], versions: .all,
          rationale: ""), log: log))
    await withTaskGroup(of: Void.self) { group in
      for worker in 0..<4 {
        group.addTask {
          for i in 0..<50 {
            _ = registry.resolve(.iOS(UInt32(10 + worker), UInt32(i)), usingCache: false)
          }
        }
      }
    }
    // Six domains per resolution.
    #expect(log.calls.count == 4 * 50 * 6)
  }
}
