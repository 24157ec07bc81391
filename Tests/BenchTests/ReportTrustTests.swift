import Foundation
import FoundationXML
import Testing

@testable import Bench

@Suite("Charts a performance engineer can read values off")
struct ChartTickTests {
  @Test func ratioAxisAroundOneHasRoundTicks() {
    let ticks = AxisTicks.logAxis(from: 0.9, to: 1.3, length: 420) { _, _ in 40 }
    #expect(ticks.count >= 4, "\(ticks)")
    #expect(ticks.contains(1), "\(ticks)")
    #expect(ticks.contains(1.1) || ticks.contains(1.2), "\(ticks)")
    #expect(ticks.allSatisfy { $0 >= 0.9 && $0 <= 1.3 })
  }

  @Test func twoDecadesGetOneTwoFiveTicks() {
    let ticks = AxisTicks.logAxis(from: 5, to: 500, length: 320) { _, _ in 19 }
    #expect(ticks == [5, 10, 20, 50, 100, 200, 500], "\(ticks)")
  }

  @Test func crowdedAxesFallBackToDecades() {
    let ticks = AxisTicks.logAxis(from: 1, to: 1e9, length: 160) { _, _ in 19 }
    #expect(ticks.count >= 2 && ticks.count <= 9, "\(ticks)")
    #expect(ticks.allSatisfy { log10($0) == log10($0).rounded() }, "\(ticks)")
  }

  @Test func sizeTicksUseOneSuffix() {
    #expect(ChartUnit.size.formatTick(100) == "100")
    #expect(ChartUnit.size.formatTick(1_000) == "1k")
    #expect(ChartUnit.size.formatTick(2_000) == "2k")
    #expect(ChartUnit.size.formatTick(10_000) == "10k")
    #expect(ChartUnit.size.formatTick(1_000_000) == "1M")
  }

  @Test func narrowRatioChartShowsTicksNoiseBandAndWhySame() {
    let chart = RatioChart(
      title: "r",
      bars: [
        .init(label: "a", ratio: 1.02, lower: 1.01, upper: 1.03, verdict: .same, pValue: 0.001),
        .init(label: "b", ratio: 1.2, lower: 1.1, upper: 1.3, verdict: .same, pValue: 0.2),
        .init(label: "c", ratio: 1.25, lower: 0.95, upper: 1.4, verdict: .slower, pValue: 0.01),
      ], noiseThreshold: 0.03)
    let svg = chart.svg()
    #expect(svg.contains(">1×<") && svg.contains(">1.1×<"), "round ticks near 1")
    #expect(svg.contains("noise band ±3.00%"))
    #expect(svg.contains("(within ±3.00%)"))  // a: interval excludes 1, ratio within noise
    #expect(svg.contains("(p = 0.200)"))  // b: interval excludes 1, not significant
    #expect(svg.contains("(CI spans 1, p = 0.0100)"))  // c: slower although the CI spans 1
  }

  @Test func scalingChartDrawsTheFittedLine() throws {
    let chart = LogLogChart(
      title: "t",
      series: [
        .init(
          name: "linear", points: [.init(x: 10, y: 20), .init(x: 100, y: 200)],
          fit: .init(exponent: 1, intercept: log(2), sizes: 10...100))
      ])
    let svg = chart.svg()
    _ = try XMLDocument(data: Data(svg.utf8))
    #expect(svg.contains("stroke-dasharray=\"7 4\""))
    #expect(svg.contains("linear fit: n^1.00"))
  }

  @Test func distributionChartHasABoxPerCase() throws {
    let run = Synthetic.run()
    let chart = try #require(
      Report.distributionChart(run, benchmark: "stack, \"push\" <&>", configuration: "iOS 16.4"))
    let boxes = chart.boxes.compactMap { $0 }
    #expect(boxes.count == 12)  // three variants at four sizes
    #expect(boxes.allSatisfy { $0.p25 <= $0.p50 && $0.p50 <= $0.p75 && $0.min <= $0.p25 })
    let svg = chart.svg()
    _ = try XMLDocument(data: Data(svg.utf8))
    #expect(svg.contains("linear, n = 10k"))
    // Synthetic runs keep their raw samples: every sample is a dot.
    let dots = svg.components(separatedBy: "r=\"1.6\"").count - 1
    #expect(dots == boxes.map { min($0.samples.count, 400) }.reduce(0, +) && dots > 0)
    #expect(Report.charts(run).contains { $0.name.hasSuffix("-distribution") })
  }

  @Test func tableOfContentsLinksResolve() throws {
    var document = HTMLDocument(title: "T")
    document.append(.heading("Top", level: 1))
    document.append(.tableOfContents(depth: 3))
    for name in ["A", "B", "A"] {
      document.append(.heading(name, level: 2))
      document.append(.heading(name + " detail", level: 3))
      document.append(.heading(name + " hidden", level: 4))
    }
    document.append(.links("See: ", headings: ["B detail", "missing"]))
    let html = document.render()
    let parsed = try XMLDocument(data: Data(html.utf8))
    let links = try parsed.nodes(forXPath: "//*[local-name()='a']").compactMap {
      ($0 as? XMLElement)?.attributes?.first { $0.name == "href" }?.stringValue
    }
    let ids = try parsed.nodes(forXPath: "//*[@id]").compactMap {
      ($0 as? XMLElement)?.attributes?.first { $0.name == "id" }?.stringValue
    }
    #expect(Set(ids).count == ids.count, "ids are unique: \(ids)")
    #expect(links.count == 7, "\(links)")  // six headings of levels 2–3, one link
    #expect(links.allSatisfy { ids.contains(String($0.dropFirst())) })
    #expect(!html.contains("hidden</a>"))
  }
}

@Suite("Runs merged across machines")
struct RunMergeTests {
  static func machine(_ cpu: String) -> MachineInfo {
    MachineInfo(
      cpuModel: cpu, cores: 2, memoryBytes: 1 << 30, operatingSystem: "Linux", kernel: "6",
      architecture: "x86_64", swiftVersion: nil)
  }

  @Test func shardsAreDisjointAndCoverTheSelection() throws {
    let benchmarks = try (0..<7).map { index in
      try Benchmark(
        "b\(index)", configuration: "c", sizes: [1],
        variants: [Variant("v") { _ in Workload { _ in } }])
    }
    var seen: [String] = []
    for index in 1...3 {
      let shard = try Shard("\(index)/3")
      let names = shard.select(benchmarks).map(\.name)
      #expect(names.count >= 2 && names.count <= 3)
      seen += names
    }
    #expect(seen.sorted() == benchmarks.map(\.name).sorted())
    #expect(
      try Shard("2/3").select(benchmarks).map(\.name)
        == Shard("2/3").select(benchmarks.reversed()).map(\.name).sorted())
  }

  @Test func badShardsAreClearErrors() {
    for text in [
      "", "1", "0/2", "3/2", "1/0", "a/b", "-1/2", "1/2/3", "1/1001", "1/99999999999999999999",
    ] {
      #expect(throws: Shard.ParseError.self, "\(text)") { try Shard(text) }
    }
    #expect((try? Shard("1/1"))?.description == "1/1")
  }

  @Test func mergeKeepsMachinesAndRefusesOverlap() throws {
    var first = Synthetic.run(configuration: "iOS 16.4")
    var second = Synthetic.run(configuration: "iOS 17.5")
    second.cases.removeAll { $0.key.benchmark == "failing" }
    first.machine = Self.machine("A")
    second.machine = Self.machine("B")
    let merged = try RunResult.merge([first, second])
    #expect(merged.cases.count == first.cases.count + second.cases.count)
    #expect(merged.machines.map(\.cpuModel) == ["A", "B"])
    #expect(merged.comparisons.count == first.comparisons.count + second.comparisons.count)
    let other = try #require(merged.cases.first { $0.key.configuration == "iOS 17.5" })
    #expect(merged.machine(of: other).cpuModel == "B")
    // JSON keeps each case's machine.
    let decoded = try RunResult.decode(from: merged.jsonData())
    #expect(decoded.machines.map(\.cpuModel) == ["A", "B"])

    #expect(
      throws: RunMergeError.overlapping(benchmark: "failing", configuration: "", runs: [1, 2])
    ) {
      try RunResult.merge([first, Synthetic.run(configuration: "iOS 17.5")])
    }
    var reseeded = second
    reseeded.settings.seed += 1
    #expect(throws: RunMergeError.settings(run: 2, fields: ["seed"])) {
      try RunResult.merge([first, reseeded])
    }
    #expect(throws: RunMergeError.noRuns) { try RunResult.merge([]) }
  }

  @Test func wallTimesFromDifferentMachinesAreNotCompared() throws {
    var baseline = Synthetic.run()
    let current = Synthetic.run()
    baseline.machine = Self.machine("A")
    var same = current
    same.machine = Self.machine("A")
    try same.checkWallTimesComparable(with: baseline)
    var elsewhere = current
    elsewhere.machine = Self.machine("B")
    #expect(throws: RunMergeError.self) { try elsewhere.checkWallTimesComparable(with: baseline) }
    do {
      try elsewhere.checkWallTimesComparable(with: baseline)
    } catch {
      #expect("\(error)".contains("different machines"))
    }
  }

  @Test("instruction counts compare across machines of one architecture, wall times do not")
  func comparabilityFollowsTheMetric() throws {
    var baseline = Synthetic.run()
    baseline.machine = Self.machine("A")
    var elsewhere = Synthetic.run()
    elsewhere.machine = Self.machine("B")
    #expect(throws: RunMergeError.differentMachines(elsewhere.machine.line, baseline.machine.line))
    {
      try elsewhere.checkComparable(with: baseline)
    }
    baseline.settings.metric = .instructions
    try elsewhere.checkComparable(with: baseline)
    elsewhere.machine.architecture = "arm64"
    #expect(
      throws: RunMergeError.differentArchitectures(elsewhere.machine.line, baseline.machine.line)
    ) { try elsewhere.checkComparable(with: baseline) }
  }

  @Test func bencherMetricFormatMatchesItsSchema() throws {
    let run = Synthetic.run()
    let data = try Report.bencherMetricFormat(run)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let measured = run.cases.filter { $0.metrics != nil }
    #expect(object.count == measured.count)
    for (_, value) in object {
      let measures = try #require(value as? [String: [String: Double]])
      let latency = try #require(measures["latency"])
      let median = try #require(latency["value"])
      #expect(median > 0)
      #expect(
        (latency["lower_value"] ?? .nan) <= median && median <= (latency["upper_value"] ?? .nan))
      #expect(measures.values.allSatisfy { $0["value"] != nil })
    }
  }
}
