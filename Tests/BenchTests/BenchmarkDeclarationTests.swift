import Testing

@testable import Bench

@Suite("Declaring benchmarks: bad inputs give clear typed errors")
struct BenchmarkDeclarationTests {
  static let noop = Variant("a") { _ in Workload { _ in } }
  static func variant(_ name: String) -> Variant { Variant(name) { _ in Workload { _ in } } }

  @Test(arguments: [0, -5])
  func nonPositiveSize(size: Int) {
    #expect(throws: BenchError.nonPositiveSize(benchmark: "push", size: size)) {
      try Benchmark("push", sizes: [10, size], variants: [Self.noop])
    }
    let error = BenchError.nonPositiveSize(benchmark: "push", size: size)
    #expect(error.description.contains("push"))
    #expect(error.description.contains("\(size)"))
  }

  @Test func duplicateVariantNames() {
    #expect(throws: BenchError.duplicateVariant(benchmark: "push", variant: "raw")) {
      try Benchmark("push", sizes: [1], variants: [Self.variant("raw"), Self.variant("raw")])
    }
    let description = BenchError.duplicateVariant(benchmark: "push", variant: "raw").description
    #expect(description.contains("\"raw\"") && description.contains("\"push\""))
  }

  @Test func otherInvalidDeclarations() {
    #expect(throws: BenchError.noVariants(benchmark: "push")) {
      try Benchmark("push", sizes: [1], variants: [])
    }
    #expect(throws: BenchError.noSizes(benchmark: "push")) {
      try Benchmark("push", sizes: [], variants: [Self.noop])
    }
    #expect(throws: BenchError.duplicateSize(benchmark: "push", size: 4)) {
      try Benchmark("push", sizes: [4, 8, 4], variants: [Self.noop])
    }
    #expect(throws: BenchError.emptyBenchmarkName) {
      try Benchmark("", sizes: [1], variants: [Self.noop])
    }
    #expect(throws: BenchError.emptyVariantName(benchmark: "push")) {
      try Benchmark("push", sizes: [1], variants: [Self.variant("")])
    }
    #expect(throws: BenchError.unknownComparisonVariant(benchmark: "push", variant: "ghost")) {
      try Benchmark(
        "push", sizes: [1], comparisons: [Comparison(variant: "ghost", control: "a")],
        variants: [Self.noop])
    }
    #expect(throws: BenchError.selfComparison(benchmark: "push", variant: "a")) {
      try Benchmark(
        "push", sizes: [1], comparisons: [Comparison(variant: "a", control: "a")],
        variants: [Self.noop])
    }
  }

  @Test func defaultsCompareEveryVariantWithTheFirstAndSortSizes() throws {
    let benchmark = try Benchmark(
      "push", configuration: "iOS 16.4", sizes: [1_000, 10, 100],
      variants: [Self.variant("raw"), Self.variant("inline"), Self.variant("strategies")])
    #expect(benchmark.sizes == [10, 100, 1_000])
    #expect(
      benchmark.comparisons == [
        Comparison(variant: "inline", control: "raw"),
        Comparison(variant: "strategies", control: "raw"),
      ])
    #expect(benchmark.displayName == "push (iOS 16.4)")
    #expect(benchmark.operationsPerIteration(7) == 1)
  }

  @Test func settingsValidation() {
    #expect(throws: BenchError.self) { try RunSettings(samples: 0).validate() }
    #expect(throws: BenchError.self) { try RunSettings(minSampleTime: -1).validate() }
    #expect(throws: BenchError.self) { try RunSettings(samples: 3, minimumSamples: 5).validate() }
    do {
      try RunSettings(timeBudgetPerCase: 0).validate()
      Issue.record("a zero budget was accepted")
    } catch {
      #expect("\(error)".contains("timeBudgetPerCase"))
    }
    #expect(throws: Never.self) { try RunSettings().validate() }
  }

  @Test func metricNames() throws {
    #expect(try Metric.named("allocs_per_op") == .allocationsPerOperation)
    #expect(throws: BenchError.self) { try Metric.named("wall_time") }
  }
}
