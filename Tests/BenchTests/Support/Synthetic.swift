import Bench
import Foundation

/// Synthetic benchmarks whose workloads advance a virtual clock by a chosen cost per iteration,
/// with seeded relative noise.
enum Synthetic {
  /// Settings that make synthetic runs quick: short virtual sample times and few resamples.
  static var settings: RunSettings {
    RunSettings(
      samples: 12, minimumSamples: 5, warmup: 2, minSampleTime: 1, timeBudgetPerCase: 2,
      seed: 42, bootstrapResamples: 500, quiet: true, includeRawSamples: true)
  }

  /// A variant costing `cost(size)` virtual nanoseconds per iteration, times (1 ± noise).
  static func variant(
    _ name: String, clock: VirtualClock, noise: Double = 0.01,
    cost: @escaping @Sendable (Int) -> Double
  ) -> Variant {
    Variant(name) { size in
      var generator = SeededGenerator(seed: 7, labels: [name, String(size)])
      return Workload { iterations in
        let jitter = 1 + Double.random(in: -noise...noise, using: &generator)
        clock.advance(by: UInt64(max(0, Double(iterations) * cost(size) * jitter)))
      }
    }
  }

  /// A finished run with three variants over four sizes, made on a virtual clock: `raw` is
  /// O(1) at 100 ns, `linear` is 2 ns per element, `slow` is 10% slower than `raw`.
  static func run(configuration: String = "iOS 16.4", name: String = "stack, \"push\" <&>")
    -> RunResult
  {
    let clock = VirtualClock()
    let benchmark = try! Benchmark(
      name, tags: ["stacks"], configuration: configuration, sizes: [10, 100, 1_000, 10_000],
      variants: [
        variant("raw", clock: clock) { _ in 100 },
        variant("linear", clock: clock) { Double($0) * 2 },
        variant("slow", clock: clock) { _ in 110 },
      ])
    let failing = try! Benchmark(
      "failing", sizes: [5],
      variants: [
        variant("ok", clock: clock) { _ in 50 },
        Variant("broken") { _ in throw SetupError(message: "fixture missing") },
      ])
    return Runner(settings: settings, measurement: clock.measurement).run([benchmark, failing])
  }

  struct SetupError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
  }

  /// Seeded samples around `center` with relative noise.
  static func samples(_ count: Int, center: Double, noise: Double, seed: UInt64) -> [Double] {
    var generator = SeededGenerator(seed: seed)
    return (0..<count).map { _ in
      center * (1 + Double.random(in: -noise...noise, using: &generator))
    }
  }

  /// A fresh temporary directory, inside one that is removed when the test process exits.
  static func temporaryDirectory() throws -> URL {
    let url = temporaryParent.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}

/// The parent of every ``Synthetic/temporaryDirectory()`` of this test process, removed with
/// everything in it when the process exits.
private let temporaryParent: URL = {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent(
    "BenchTests-\(UUID().uuidString)")
  atexit { try? FileManager.default.removeItem(at: temporaryParent) }
  return url
}()
