import Bench
import Strategies
import Testing

@testable import BenchmarkSuites

/// The caveat under the comparison's summary for events of a few nanoseconds.
@Suite("The comparison report's code-placement note")
struct PlacementNoteTests {
  /// A comparison of one strategy priced by two benchmarks at the given costs per operation.
  static func comparison(
    costs: [String: [Double]], metric: PrimaryMetric = .wallTime
  ) -> StrategyComparison {
    var settings = RunSettings()
    settings.metric = metric
    let entryCosts = costs.flatMap { benchmark, values in
      values.enumerated().map { index, value in
        StrategyComparison.Cost(
          benchmark: benchmark, size: 10 << index, strategiesCost: value, vsRaw: nil,
          vsInline: nil, seedSnapshotVsStrategies: nil, allocationsPerOperation: [:],
          allocationsUnavailable: nil, notes: [])
      }
    }
    let version = StrategyComparison.Version(
      os: PlatformVersion(.iOS, 16, 4), traits: [], active: false, reason: "inactive", glitches: [],
      costs: entryCosts, scaling: [])
    let entry = StrategyComparison.Entry(
      id: StrategyID("leave-edit-mode-before-sheet"), title: "t", addresses: [],
      benchmarks: costs.keys.sorted(), versions: [version])
    return StrategyComparison(
      command: "navbench compare", environment: "test", machine: .current(), settings: settings,
      startedAt: "now", versions: [PlatformVersion(.iOS, 16, 4)], strategies: [entry],
      unmitigated: [])
  }

  @Test("names exactly the benchmarks whose median wall time is under 5 ns, in every format")
  func namesShortEvents() throws {
    let report = Self.comparison(costs: [
      "lists/sheet-presentation": [2.1, 2.3, 9.0], "transforms/push-pop-cycles": [1_500, 1_600],
    ])
    let note = try #require(report.placementNote)
    #expect(note.hasPrefix("Code placement: lists/sheet-presentation time events under 5 ns"))
    #expect(note.contains("\"Reading the cost summary\""))
    #expect(!note.contains("transforms"))
    #expect(note.contains("`Scripts/placement-spread` measures it"))
    #expect(report.text.contains(note))
    #expect(report.markdown.contains(note))
  }

  @Test("is absent for instruction counts and where every event takes 5 ns or more")
  func absentOtherwise() {
    #expect(
      Self.comparison(costs: ["lists/sheet-presentation": [2.1]], metric: .instructions)
        .placementNote == nil)
    #expect(Self.comparison(costs: ["stacks/replace-top": [5.0, 6.0]]).placementNote == nil)
    #expect(!Self.comparison(costs: ["stacks/replace-top": [5.0]]).text.contains("Code placement"))
  }
}
