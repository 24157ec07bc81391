import Bench

extension StrategyComparison {
  /// The verdict of a set of comparisons against inline, each `faster`, `slower`, `same` or
  /// `inconclusive`: costlier when any is slower (that one is decided), else inconclusive when
  /// any cannot tell, else cheaper when every one is faster, else the same cost (the same in
  /// some, perhaps cheaper in others: never costlier). No comparisons: not measured.
  static func costVerdict(_ ratios: [Ratio]) -> CostVerdict {
    guard !ratios.isEmpty else { return .notMeasured }
    let verdicts = Set(ratios.map(\.verdict))
    if verdicts.contains(Bench.Verdict.slower.rawValue) { return .costlier }
    if verdicts.contains(Bench.Verdict.inconclusive.rawValue) { return .inconclusive }
    if verdicts == [Bench.Verdict.faster.rawValue] { return .cheaper }
    return .sameCost
  }

  /// Sets the version's summary verdict: from instruction counts where there are any (exact),
  /// else from wall time; where both are decided and differ, says which one the verdict rests
  /// on and why.
  static func decide(
    _ version: inout Version, runMetric: PrimaryMetric,
    countedBy counter: CostEvidence = .instructions, timedBy timer: CostEvidence = .wallTime
  ) {
    let counted =
      runMetric == .instructions
      ? version.costs.compactMap(\.vsInline) : version.instructionCosts.compactMap(\.vsInline)
    let timed = runMetric == .instructions ? [] : version.costs.compactMap(\.vsInline)
    let byCount = costVerdict(counted)
    let byTime = costVerdict(timed)
    if byCount != .notMeasured {
      version.verdict = byCount.rawValue
      version.evidence =
        (runMetric == .instructions ? CostEvidence.instructions : counter).rawValue
      version.verdictRatios = ratioRange(counted)
    } else if byTime != .notMeasured {
      version.verdict = byTime.rawValue
      version.evidence = timer.rawValue
      version.verdictRatios = ratioRange(timed)
    } else {
      version.verdict = CostVerdict.notMeasured.rawValue
      version.evidence = CostEvidence.none.rawValue
      version.verdictRatios = []
    }
    version.disagreement = nil
    if byCount.isDecided && byTime.isDecided && byCount != byTime {
      version.disagreement =
        "instructions say \(byCount.rawValue) (\(rangeText(ratioRange(counted)))), "
        + "\(timer.rawValue) says \(byTime.rawValue) (\(rangeText(ratioRange(timed)))): the "
        + "verdict rests on the "
        + "instruction count, which is exact and repeatable; wall time at these costs also "
        + "shows where the linker placed the code on this build and machine"
    }
  }

  /// The lowest and highest ratio, or empty.
  static func ratioRange(_ ratios: [Ratio]) -> [Double] {
    guard let low = ratios.map(\.ratio).min(), let high = ratios.map(\.ratio).max() else {
      return []
    }
    return [low, high]
  }

  /// `0.94×` or `0.92–1.00×`; `–` for none.
  static func rangeText(_ range: [Double]) -> String {
    guard range.count == 2 else { return "–" }
    if Format.ratio(range[0]) == Format.ratio(range[1]) { return Format.ratio(range[0]) }
    return Format.ratio(range[0]).replacingOccurrences(of: "×", with: "") + "–"
      + Format.ratio(range[1])
  }

  /// The wall-time ratios against inline and the hull of their 95% intervals: `0.88–1.07×
  /// [0.69–1.35]`; `–` for none.
  static func wallText(_ ratios: [Ratio]) -> String {
    guard let low = ratios.compactMap({ $0.ci95.first }).min(),
      let high = ratios.compactMap({ $0.ci95.last }).max()
    else { return "–" }
    let range = ratioRange(ratios)
    func two(_ value: Double) -> String {
      value.isFinite ? String(format: value < 10 ? "%.2f" : "%.3g", value) : "∞"
    }
    let ratio = two(range[0]) == two(range[1]) ? two(range[0]) : two(range[0]) + "–" + two(range[1])
    return ratio + "× [" + two(low) + "–" + two(high) + "]"
  }

  /// How many of the summary's verdicts are decided, and how many rest on each evidence.
  package var verdictCounts: (decided: Int, total: Int, byInstructions: Int) {
    let versions = strategies.flatMap(\.versions)
    let decided = versions.filter { CostVerdict(rawValue: $0.verdict)?.isDecided == true }
    return (
      decided.count, versions.count,
      decided.filter {
        $0.evidence == CostEvidence.instructions.rawValue
          || $0.evidence == CostEvidence.hardwareCounter.rawValue
      }.count
    )
  }
}
