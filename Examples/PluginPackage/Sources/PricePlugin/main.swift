import Bench
import Foundation
import Simulation
import Strategies

// Proves a plug-in's strategies in the simulation and prices them, from outside navbench.
// Exits 1 when the simulation disagrees with the plug-in's issue or a mutant survives.

let registry = StrategyRegistry.standard()
try ExamplePlugin.register(in: registry)
let catalog = ScenarioCatalog.standard()
try ExamplePlugin.register(in: catalog)

// 1. The plug-in's defect on every default version, naive and with its strategies.
let outcomes = SimulationMatrix.run(
  versions: SimulationMatrix.defaultVersions, registry: registry, catalog: catalog)
print(SimulationMatrix.renderTable(outcomes.filter { $0.issue == .searchPopFlicker }))
let failures = SimulationMatrix.failures(in: outcomes)

// 2. Every strategy perturbed one parameter at a time: the simulation must reject each variant
// (a variant that cannot change anything, such as a range wider than the issue's, is equivalent).
let mutation = StrategyMutation.run(registry: registry, catalog: catalog)
let survivors = mutation.outcomes.filter {
  [StrategyID.slowPopInSearch, .searchBarFlag].contains($0.mutant.strategy)
    && $0.status == .survived
}
print("mutants of the plug-in's strategies that survived: \(survivors.count)")

// 3. The price of a pop through the router with the plug-in active, against the same pop written
// inline with a version check.
let context = StrategyContext(.iOS, 16, 4, traits: [.searchableRoot])
let strategies = registry.resolve(context)
let pops = try Benchmark(
  "searchable-pop", configuration: "\(context)", sizes: [1_000],
  operationsPerIteration: { $0 },
  variants: [
    Variant("inline") { size in
      Workload { iterations in
        for _ in 0..<iterations {
          var path = Array(0..<size)
          while !path.isEmpty {
            let slow = context.version.number >= VersionNumber(16, 4)
            path.removeLast()
            blackHole(slow)
          }
          blackHole(path)
        }
      }
    },
    Variant("strategies") { size in
      Workload { iterations in
        for _ in 0..<iterations {
          var router = NavigationRouter<Int>(strategies: strategies)
          for value in 0..<size { _ = router.push(value) }
          while let plan = router.pop() { blackHole(plan) }
        }
      }
    },
  ])
let quick = CommandLine.arguments.contains("--quick")
let settings = RunSettings(
  samples: quick ? 5 : 25, warmup: quick ? 5 : 30, minSampleTime: quick ? 1 : 5,
  timeBudgetPerCase: quick ? 0.5 : 2, quiet: true)
print(Report.text(Runner(settings: settings).run([pops])))

if !failures.isEmpty || !survivors.isEmpty {
  print("FAILED: \(failures.count) matrix failure(s), \(survivors.count) surviving mutant(s)")
  exit(1)
}
print("OK: the plug-in's strategies are proven in the simulation and priced")
