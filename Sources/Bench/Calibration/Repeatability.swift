import Foundation

/// How well wall-time results repeat over fresh runs of the same command: the coefficient of
/// variation of each case's median, how often a case's 95% interval contains the next run's
/// median (coverage), and whether any comparison flips between `faster` and `slower`.
package struct RepeatabilityReport: Sendable, Equatable, Codable {
  /// One case over the runs.
  package struct CaseSpread: Sendable, Equatable, Codable {
    /// The case.
    package var key: CaseKey
    /// Its median per operation in each run, in nanoseconds.
    package var medians: [Double]
    /// Standard deviation / mean of the medians.
    package var coefficientOfVariation: Double
    /// The same spread with the machine's drift between runs taken out (the standard deviation
    /// of the log medians after each run's shared shift is subtracted, about a CV): what is left
    /// to the case itself. `nil` with fewer than 2 runs or a non-positive median.
    package var variationNetOfDrift: Double? = nil
    /// The reference workload of the same kind (`copy` for a case of a microsecond or more
    /// per operation, memory-bound; `events` for events of a few nanoseconds on a path of
    /// 10^6, or `path`, or `register`, where the events reference was not timed), when
    /// references were timed beside the runs.
    package var reference: String? = nil
    /// The reference's CV over the same runs' windows.
    package var referenceVariation: Double? = nil
    /// The CV over the runs of this case's median divided by its reference's median beside the
    /// same run: what is left of the case's spread once what it shares with the machine's
    /// same work in that window is divided out.
    package var pairedVariation: Double? = nil
    /// Its centre in each run in the thread's CPU time (the Hodges–Lehmann estimate of the
    /// processes' medians, as for wall time), where the runs kept their samples with CPU time.
    package var cpuMedians: [Double]? = nil
    /// Standard deviation / mean of ``cpuMedians``: the spread between runs that a machine
    /// busy with other work leaves, since the time other processes take is not counted.
    package var cpuVariation: Double? = nil
    /// The CV of the events reference in CPU time over the same runs, where both were read.
    package var cpuReferenceVariation: Double? = nil

    /// The case against its own workload timed bare beside each of its samples, where the
    /// runs kept bare samples (`navbench run --bare-reference`).
    package var bare: BareComparison? = nil

    /// This case's CV over its reference's: the target is at most
    /// ``RepeatabilityReport/referenceRatioTarget``.
    package var ratioToReference: Double? {
      guard let referenceVariation, referenceVariation > 0 else { return nil }
      return coefficientOfVariation / referenceVariation
    }

    /// How the case stands against ``RepeatabilityReport/referenceRatioTarget``: against its
    /// bare timing where there is one (see ``BareComparison/standing``), else its CV against
    /// its reference's; `nil` without either.
    package var standing: Standing? {
      if let bare { return bare.standing }
      guard let referenceVariation else { return nil }
      return coefficientOfVariation <= RepeatabilityReport.referenceRatioTarget * referenceVariation
        ? .withinTarget : .missed
    }
  }

  /// A case against the target.
  package enum Standing: String, Sendable, Equatable, Codable {
    /// At most ``RepeatabilityReport/referenceRatioTarget``.
    case withinTarget = "ok"
    /// Above the target, by less than the runs can tell from chance (p ≥ 0.05).
    case withinChance = "ok (within chance)"
    /// Above the target, and the runs show it (p < 0.05).
    case missed = "MISSED"
  }

  /// A case's spread between the fresh processes of its runs against that of its own workload
  /// timed bare beside its samples, in the same processes (``CaseResult/bareSamples``).
  ///
  /// Each process gives a pair: the median of its samples and the median of its bare samples,
  /// as logs, less their run's mean (the machine's drift between runs is not the harness's).
  /// The two are taken in the same shuffled rounds, so whatever the machine does to a process,
  /// or to a moment, it does to both; what the harness adds around a sample shows as the case's
  /// spread above the bare one. The pairs are not independent of each other's spread, so the target is
  /// judged with the Pitman–Morgan test for paired variances: the spread ratio exceeds `k`
  /// exactly when `h − k·b` and `h + k·b` are positively correlated, here on ranks (see
  /// `pitmanMorgan(_:_:ratio:freedom:)`).
  package struct BareComparison: Sendable, Equatable, Codable {
    /// The case's spread between processes: the standard deviation of the log process
    /// medians about their run's mean, pooled over the runs (about a CV).
    package var spread: Double
    /// The same spread of the bare samples' process medians.
    package var bareSpread: Double
    /// Processes measured (pairs).
    package var processes: Int
    /// The degrees of freedom of the test: processes − runs − 1.
    package var freedom: Int
    /// One-sided p-value of "the spread ratio is above the target" being chance: small when
    /// the processes show the case's spread above ``RepeatabilityReport/referenceRatioTarget``
    /// times the bare one.
    package var pValue: Double
    /// The bare timing's centre in each run: the Hodges–Lehmann estimate of its processes'
    /// medians, as a run pools its own.
    package var medians: [Double]
    /// Standard deviation / mean of ``medians``: the bare timing's spread between runs.
    package var coefficientOfVariation: Double

    /// ``spread`` over ``bareSpread``.
    package var ratio: Double {
      bareSpread > 0 ? spread / bareSpread : (spread > 0 ? .infinity : 1)
    }

    /// Within the target, above it within chance, or above it beyond chance (p < 0.05).
    package var standing: Standing {
      if ratio <= RepeatabilityReport.referenceRatioTarget { return .withinTarget }
      return pValue >= RepeatabilityReport.chanceLevel ? .withinChance : .missed
    }

    /// The comparison from each run's process pairs (per operation, in nanoseconds), or `nil`
    /// with fewer than one degree of freedom or a value that is not positive and finite.
    ///
    /// - Complexity: O(pairs).
    package init?(runs: [[(sample: Double, bare: Double)]], target: Double) {
      var sampleLogs: [Double] = []
      var bareLogs: [Double] = []
      var centres: [Double] = []
      var used = 0
      for pairs in runs where !pairs.isEmpty {
        guard
          pairs.allSatisfy({
            $0.sample > 0 && $0.sample.isFinite && $0.bare > 0 && $0.bare.isFinite
          })
        else { return nil }
        let samples = pairs.map { log($0.sample) }
        let bares = pairs.map { log($0.bare) }
        let sampleMean = samples.reduce(0, +) / Double(samples.count)
        let bareMean = bares.reduce(0, +) / Double(bares.count)
        sampleLogs += samples.map { $0 - sampleMean }
        bareLogs += bares.map { $0 - bareMean }
        centres.append(Statistics.hodgesLehmann(pairs.map(\.bare)))
        used += 1
      }
      let freedom = sampleLogs.count - used - 1
      guard freedom >= 1 else { return nil }
      let sampleSquares = sampleLogs.reduce(0) { $0 + $1 * $1 }
      let bareSquares = bareLogs.reduce(0) { $0 + $1 * $1 }
      let pooledFreedom = Double(sampleLogs.count - used)
      spread = (sampleSquares / pooledFreedom).squareRoot()
      bareSpread = (bareSquares / pooledFreedom).squareRoot()
      processes = sampleLogs.count
      self.freedom = freedom
      medians = centres
      coefficientOfVariation = RepeatabilityReport.variation(centres)
      pValue = Self.pitmanMorgan(sampleLogs, bareLogs, ratio: target, freedom: freedom)
    }

    /// The one-sided p-value of the Pitman–Morgan test of "SD(x) ≤ ratio × SD(y)" on paired,
    /// centred values, on ranks: Spearman's correlation of `x − ratio·y` with `x + ratio·y`
    /// (their covariance is Var(x) − ratio²·Var(y)), as Student's t with `freedom` degrees of
    /// freedom. On ranks, one wild process (a moment the machine took from one of the two)
    /// cannot make the test, as it makes a standard deviation; a spread the harness adds to
    /// every process still shows.
    static func pitmanMorgan(_ x: [Double], _ y: [Double], ratio: Double, freedom: Int) -> Double {
      let u = ranks(zip(x, y).map { $0 - ratio * $1 })
      let v = ranks(zip(x, y).map { $0 + ratio * $1 })
      let count = Double(u.count)
      let middle = (count - 1) / 2
      var uu = 0.0
      var vv = 0.0
      var uv = 0.0
      for (a, b) in zip(u, v) {
        uu += (a - middle) * (a - middle)
        vv += (b - middle) * (b - middle)
        uv += (a - middle) * (b - middle)
      }
      guard uu > 0, vv > 0, freedom >= 1 else { return uv > 0 ? 0 : 1 }
      let r = min(max(uv / (uu * vv).squareRoot(), -1), 1)
      guard r < 1 else { return 0 }
      guard r > -1 else { return 1 }
      let t = r * (Double(freedom) / (1 - r * r)).squareRoot()
      return 1 - StudentT.cdf(t, degreesOfFreedom: Double(freedom))
    }

    /// The ranks of `values` from 0, ties sharing their mean rank.
    static func ranks(_ values: [Double]) -> [Double] {
      let order = values.indices.sorted { values[$0] < values[$1] }
      var ranks = [Double](repeating: 0, count: values.count)
      var start = 0
      while start < order.count {
        var end = start
        while end + 1 < order.count && values[order[end + 1]] == values[order[start]] { end += 1 }
        let shared = Double(start + end) / 2
        for position in start...end { ranks[order[position]] = shared }
        start = end + 1
      }
      return ranks
    }
  }

  /// A reference workload over the runs: its median per operation beside each run, and CV.
  package struct ReferenceSpread: Sendable, Equatable, Codable {
    /// `copy`, `register`, `path`, `events` or `events (CPU time)`.
    package var name: String
    /// Its median per operation beside each run, in nanoseconds.
    package var medians: [Double]
    /// Standard deviation / mean of the medians.
    package var coefficientOfVariation: Double
  }

  /// A case that some runs did not measure: its repeatability cannot be judged, and it fails
  /// the targets.
  package struct IncompleteCase: Sendable, Equatable, Codable {
    /// The case.
    package var key: CaseKey
    /// The runs (numbered from 1) that measured it.
    package var measuredIn: [Int]
    /// Why each other run did not (its status and reason), numbered from 1.
    package var missing: [String]
  }

  /// Fresh runs analysed.
  package var runs: Int
  /// The fresh processes each run measured in (its ``RunSettings/forks``).
  package var forks: Int = 1
  /// The machine's speed drift between runs: the standard deviation over runs of each run's
  /// mean log deviation from the cases' means (a shift every case of a run shares, which
  /// cancels in ratios), or `nil` with fewer than 2 runs or no case measured in all.
  /// Compare it with ``RunSettings/runDrift`` (`--drift`).
  package var runDrift: Double?
  /// The drift the runs' intervals allowed for.
  package var assumedDrift: Double = 0
  /// Every case measured in all runs.
  package var cases: [CaseSpread]
  /// Every case some run reported but did not measure in all (skipped, failed, or absent).
  package var incompleteCases: [IncompleteCase] = []
  /// Checks of "run i's interval contains run i+1's median", over cases and consecutive runs.
  package var coverageChecks: Int
  /// Those that held.
  package var covered: Int
  /// Comparisons whose verdict was `faster` in one run and `slower` in another.
  package var flippedComparisons: [String]
  /// Verdicts over all runs, by name.
  package var verdictCounts: [String: Int]
  /// The reference workloads timed in a fresh process beside each run (empty when none).
  package var references: [ReferenceSpread] = []

  /// The target on a case's spread over its reference's: its bare timing's spread between
  /// processes, or else the reference workload's CV between runs.
  package static let referenceRatioTarget = 1.25
  /// A case's spread above the target is MISSED only where chance would give as much less
  /// often than this (a one-sided p-value; see ``BareComparison``).
  package static let chanceLevel = 0.05
  /// Cases of at least this many nanoseconds per operation are judged against the copy
  /// reference (memory-bound), shorter ones against the events reference (or the path
  /// reference, or the register loop, where it was not timed).
  package static let memoryBoundNanoseconds = 1_000.0

  /// The name of the events reference read in CPU time, in ``references``.
  package static let eventsCPUName = "events (CPU time)"

  /// The target on each case's coefficient of variation.
  package static let variationTarget = 0.03
  /// The target coverage.
  package static let coverageTarget = 0.90

  /// Analyses runs of one command (cases matched by key).
  ///
  /// - Complexity: O(runs × cases).
  package init(runs results: [RunResult], references: [ReferenceTimes] = []) {
    runs = results.count
    forks = results.first?.settings.forks ?? 1
    let observed = RunObservations(results)
    let spread = Self.spreads(of: observed, runs: results.count)
    incompleteCases = spread.incomplete
    assumedDrift = results.first?.settings.runDrift ?? 0
    cases = spread.cases
    coverageChecks = spread.checks
    covered = spread.held
    (flippedComparisons, verdictCounts) = Self.verdicts(of: results)
    measureRunDrift(runs: results.count)
    if references.count == results.count && references.count >= 2 {
      pairWithReferences(references)
    }
  }

  /// Each case's wall-time medians, CPU-time centres, intervals and bare pairs over the runs,
  /// the runs that measured it and why the others did not, in the order cases first appear.
  struct RunObservations {
    var medians: [CaseKey: [Double]] = [:]
    var cpuCentres: [CaseKey: [Double]] = [:]
    var intervals: [CaseKey: [ConfidenceInterval]] = [:]
    var bare: [CaseKey: [[(sample: Double, bare: Double)]]] = [:]
    var measuredIn: [CaseKey: [Int]] = [:]
    var unmeasured: [CaseKey: [Int: String]] = [:]
    var order: [CaseKey] = []

    /// Reads every case of every run (runs numbered from 1).
    init(_ results: [RunResult]) {
      for (index, run) in results.enumerated() {
        for result in run.cases {
          if medians[result.key] == nil && unmeasured[result.key] == nil {
            order.append(result.key)
          }
          guard let wall = result.metrics?.wall, result.status == .measured else {
            let why = result.status.reason.map { "\(result.status.name): \($0)" }
            unmeasured[result.key, default: [:]][index + 1] = why ?? "no wall time"
            continue
          }
          medians[result.key, default: []].append(wall.p50)
          if let centre = RepeatabilityReport.cpuCentre(result) {
            cpuCentres[result.key, default: []].append(centre)
          }
          intervals[result.key, default: []].append(wall.ci95)
          if let pairs = RepeatabilityReport.processPairs(result) {
            bare[result.key, default: []].append(pairs)
          }
          measuredIn[result.key, default: []].append(index + 1)
        }
      }
    }
  }

  /// The spread of each case measured in every run, the cases some run did not measure, and the
  /// coverage checks (run i's interval against run i+1's median) with those that held.
  static func spreads(of observed: RunObservations, runs: Int)
    -> (cases: [CaseSpread], incomplete: [IncompleteCase], checks: Int, held: Int)
  {
    var spreads: [CaseSpread] = []
    var incomplete: [IncompleteCase] = []
    var checks = 0
    var held = 0
    for key in observed.order {
      let values = observed.medians[key] ?? []
      guard values.count == runs else {
        let measured = observed.measuredIn[key] ?? []
        let missing = (1...runs).filter { !measured.contains($0) }.map { run in
          "run \(run): " + (observed.unmeasured[key]?[run] ?? "not reported")
        }
        incomplete.append(IncompleteCase(key: key, measuredIn: measured, missing: missing))
        continue
      }
      guard values.count >= 2 else { continue }
      let mean = values.reduce(0, +) / Double(values.count)
      let deviation = BlockStatistics.standardDeviation(values)
      var spread = CaseSpread(
        key: key, medians: values,
        coefficientOfVariation: mean > 0 ? deviation / mean : .infinity)
      if let cpu = observed.cpuCentres[key], cpu.count == values.count {
        spread.cpuMedians = cpu
        spread.cpuVariation = Self.variation(cpu)
      }
      if let pairs = observed.bare[key], pairs.count == values.count {
        spread.bare = BareComparison(runs: pairs, target: Self.referenceRatioTarget)
      }
      spreads.append(spread)
      let cis = observed.intervals[key] ?? []
      for index in 0..<(values.count - 1) {
        checks += 1
        if cis[index].contains(values[index + 1]) { held += 1 }
      }
    }
    return (spreads, incomplete, checks, held)
  }

  /// Sets ``runDrift`` from the run effect (each run's mean log deviation over the cases
  /// measured in every run) and each case's ``CaseSpread/variationNetOfDrift``.
  private mutating func measureRunDrift(runs: Int) {
    let deviations: [Int: [Double]] = Dictionary(
      uniqueKeysWithValues: cases.indices.compactMap { index in
        let medians = cases[index].medians
        guard medians.allSatisfy({ $0 > 0 && $0.isFinite }) else { return nil }
        let logs = medians.map { log($0) }
        let mean = logs.reduce(0, +) / Double(logs.count)
        return (index, logs.map { $0 - mean })
      })
    guard !deviations.isEmpty && runs >= 2 else { return }
    let effects = (0..<runs).map { run in
      deviations.values.reduce(0) { $0 + $1[run] } / Double(deviations.count)
    }
    runDrift = BlockStatistics.standardDeviation(effects)
    for (index, logs) in deviations {
      let net = BlockStatistics.standardDeviation(zip(logs, effects).map { $0 - $1 })
      // Rounding leaves ~1e-16 where a case moved only with the machine: that is 0.
      cases[index].variationNetOfDrift = net < 1e-12 ? 0 : net
    }
  }

  /// Sets ``references`` from the reference workloads timed beside each run (one each), and
  /// each case's reference, its spread and the case's spread paired with it.
  private mutating func pairWithReferences(_ references: [ReferenceTimes]) {
    let paths = references.compactMap(\.path)
    func spread(_ name: String, _ values: [Double]) -> ReferenceSpread {
      let mean = values.reduce(0, +) / Double(values.count)
      return ReferenceSpread(
        name: name, medians: values,
        coefficientOfVariation: mean > 0
          ? BlockStatistics.standardDeviation(values) / mean : .infinity)
    }
    let copy = spread("copy", references.map(\.copy))
    let register = spread("register", references.map(\.register))
    // The events of a few nanoseconds work on a path of 10^6 routes: where the events
    // reference (the same events, in as many fresh processes) was timed beside every run, it
    // is theirs, else the path reference; the register loop stays beside them.
    let path = paths.count == references.count ? spread("path", paths) : nil
    let allEvents = references.compactMap(\.events)
    let events = allEvents.count == references.count ? spread("events", allEvents) : nil
    self.references = [copy, register] + [path, events].compactMap { $0 }
    let allCPU = references.compactMap(\.eventsCPU)
    let eventsCPU = allCPU.count == references.count ? Self.variation(allCPU) : nil
    if let eventsCPU {
      self.references.append(
        ReferenceSpread(
          name: Self.eventsCPUName, medians: allCPU, coefficientOfVariation: eventsCPU))
    }
    for index in cases.indices {
      if cases[index].cpuVariation != nil { cases[index].cpuReferenceVariation = eventsCPU }
      let medians = cases[index].medians
      let mean = medians.reduce(0, +) / Double(medians.count)
      let reference =
        mean >= Self.memoryBoundNanoseconds ? copy : (events ?? path ?? register)
      cases[index].reference = reference.name
      cases[index].referenceVariation = reference.coefficientOfVariation
      let ratios = zip(medians, reference.medians).map { $0 / $1 }
      if ratios.allSatisfy({ $0 > 0 && $0.isFinite }) {
        let meanRatio = ratios.reduce(0, +) / Double(ratios.count)
        let paired = BlockStatistics.standardDeviation(ratios) / meanRatio
        // Rounding leaves ~1e-16 where the case moved only with its reference: that is 0.
        cases[index].pairedVariation = paired < 1e-12 ? 0 : paired
      }
    }
  }

  /// The comparisons whose verdict was `faster` in one run and `slower` in another, by name,
  /// and the number of each verdict over all runs.
  static func verdicts(of results: [RunResult]) -> (flipped: [String], counts: [String: Int]) {
    var verdicts: [String: Set<Verdict>] = [:]
    var counts: [String: Int] = [:]
    for run in results {
      for comparison in run.comparisons {
        let name =
          "\(comparison.benchmark)/\(comparison.size) [\(comparison.configuration)] "
          + "\(comparison.variant)/\(comparison.control)"
        verdicts[name, default: []].insert(comparison.verdict)
        counts[comparison.verdict.rawValue, default: 0] += 1
      }
    }
    let flipped = verdicts.filter { $0.value.isSuperset(of: [.faster, .slower]) }.keys.sorted()
    return (flipped, counts)
  }

  /// Standard deviation / mean of `values`.
  static func variation(_ values: [Double]) -> Double {
    let mean = values.reduce(0, +) / Double(max(values.count, 1))
    return mean > 0 ? BlockStatistics.standardDeviation(values) / mean : .infinity
  }

  /// A case's centre in CPU time per operation: the Hodges–Lehmann estimate of its processes'
  /// (blocks') medians, from its raw samples, or `nil` where a sample has no CPU time.
  static func cpuCentre(_ result: CaseResult) -> Double? {
    guard !result.rawSamples.isEmpty,
      let medians = blockMedians(result.rawSamples, of: result, \.cpuNanoseconds)
    else { return nil }
    return Statistics.hodgesLehmann(medians.keys.sorted().map { medians[$0]! })
  }

  /// Each process's (block's) median per operation of a case's samples and of its bare
  /// samples, for the processes that have both, or `nil` where it has no bare samples.
  static func processPairs(_ result: CaseResult) -> [(sample: Double, bare: Double)]? {
    guard !result.bareSamples.isEmpty,
      let own = blockMedians(result.rawSamples, of: result, \.wallNanoseconds),
      let bare = blockMedians(result.bareSamples, of: result, \.wallNanoseconds)
    else { return nil }
    let pairs = own.keys.sorted().compactMap { block in
      bare[block].map { (sample: own[block]!, bare: $0) }
    }
    return pairs.isEmpty ? nil : pairs
  }

  /// The median per operation of `time` over each block's samples of `result` (a sample
  /// without a block is block 0), or `nil` where a sample lacks the time or timed no operation.
  static func blockMedians(
    _ samples: [RawSample], of result: CaseResult, _ time: (RawSample) -> UInt64?
  ) -> [Int: Double]? {
    var blocks: [Int: [Double]] = [:]
    for sample in samples {
      let operations = result.operations(in: sample)
      guard let nanoseconds = time(sample), operations > 0 else { return nil }
      blocks[sample.block ?? 0, default: []].append(Double(nanoseconds) / operations)
    }
    return blocks.mapValues { Statistics.median($0) }
  }

  /// The fraction of checks whose interval held the next run's median.
  package var coverage: Double {
    coverageChecks > 0 ? Double(covered) / Double(coverageChecks) : .nan
  }

  /// The largest coefficient of variation over the cases.
  package var worstVariation: Double { cases.map(\.coefficientOfVariation).max() ?? .nan }

  /// The largest spread net of the machine's drift over the cases (see
  /// ``CaseSpread/variationNetOfDrift``), or `nil` where none could be computed.
  package var worstVariationNetOfDrift: Double? { cases.compactMap(\.variationNetOfDrift).max() }

  /// Whether every target holds: every case measured in every run, CV ≤ 3% per case, coverage
  /// ≥ 90%, no flip.
  package var meetsTargets: Bool {
    incompleteCases.isEmpty && variationMeetsTarget
      && coverage >= Self.coverageTarget && flippedComparisons.isEmpty
  }

  /// Whether the cases are judged against a reference: their bare timing or a reference
  /// workload.
  var hasReferences: Bool { !references.isEmpty || cases.contains { $0.bare != nil } }

  /// With references: no case MISSED (see ``CaseSpread/standing``): its spread between
  /// processes within ``referenceRatioTarget`` times its bare timing's, or above it by no more
  /// than chance gives; without bare timings, its CV within the target times its reference
  /// workload's (the machine's own floor). Without either: every CV ≤ ``variationTarget``.
  package var variationMeetsTarget: Bool {
    guard hasReferences else { return worstVariation <= Self.variationTarget }
    return cases.allSatisfy { ($0.standing ?? .missed) != .missed }
  }

  /// The largest ratio of a case's spread between processes to its bare timing's, or `nil`
  /// where no case has one.
  package var worstBareRatio: Double? { cases.compactMap { $0.bare?.ratio }.max() }

  /// The largest CV of a case paired with its reference (see ``CaseSpread/pairedVariation``),
  /// or `nil` without references.
  package var worstPairedVariation: Double? { cases.compactMap(\.pairedVariation).max() }

  /// The ratio of two CVs over ``runs`` runs each that two workloads of the same true spread
  /// exceed one time in 20 (the square root of the 95% quantile of the F distribution with
  /// `runs − 1` degrees of freedom each), or `nil` with fewer than 2 runs: how far a case's
  /// ratio to its reference strays by chance alone, which ``referenceRatioTarget`` does not
  /// allow for.
  package var chanceRatio: Double? {
    guard runs >= 2 else { return nil }
    let freedom = Double(runs - 1)
    return FisherF.quantile(0.95, numerator: freedom, denominator: freedom)?.squareRoot()
  }

  /// The largest ratio of a case's CV to its reference's, or `nil` without references.
  package var worstRatioToReference: Double? { cases.compactMap(\.ratioToReference).max() }

  /// A plain-text summary.
  package func summary() -> String {
    func check(_ ok: Bool) -> String { ok ? "ok" : "MISSED" }
    var lines = [
      "repeatability over \(runs) fresh runs"
        + (forks > 1 ? " (each in \(forks) fresh processes, --forks \(forks))" : " (--forks 1)")
        + ":"
    ]
    lines += cases.map { summaryLine($0) }
    lines += references.map { summaryLine($0) }
    for missing in incompleteCases {
      lines.append(
        "  \(missing.key): measured in \(missing.measuredIn.count) of \(runs) runs, no CV ("
          + missing.missing.joined(separator: "; ") + ") MISSED")
    }
    lines += [
      variationJudgement(),
      "interval coverage of the next run's median: \(covered)/\(coverageChecks) = "
        + "\(Format.percent(coverage)) (target ≥ \(Format.percent(Self.coverageTarget))) "
        + check(coverage >= Self.coverageTarget),
      "verdicts: "
        + verdictCounts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(
          separator: ", ")
        + "; flips between faster and slower: \(flippedComparisons.count) "
        + check(flippedComparisons.isEmpty),
    ]
    if let runDrift {
      lines.append(
        "machine drift between runs (a shift every case of a run shares; it cancels in ratios): "
          + "SD \(Format.percent(runDrift)); the intervals allowed for "
          + "\(Format.percent(assumedDrift)) (--drift)")
    }
    lines += flippedComparisons.map { "  flipped: \($0)" }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A case's line of the summary: its CV, net of drift, against its reference and its bare
  /// timing, in CPU time, and its medians.
  private func summaryLine(_ spread: CaseSpread) -> String {
    let net = spread.variationNetOfDrift.map { ", \(Format.percent($0)) net of drift" } ?? ""
    var reference = ""
    if let name = spread.reference, let variation = spread.referenceVariation {
      reference =
        "; \(name) reference CV \(Format.percent(variation)), ratio "
        + (spread.ratioToReference.map { String(format: "%.2f", $0) } ?? "∞")
        + (spread.bare == nil ? " \(spread.standing?.rawValue ?? Standing.missed.rawValue)" : "")
        + (spread.pairedVariation.map { "; paired with it, CV \(Format.percent($0))" } ?? "")
    }
    if let bare = spread.bare {
      reference +=
        "; between its \(bare.processes) processes SD \(Format.percent(bare.spread)) against "
        + "\(Format.percent(bare.bareSpread)) timed bare beside it, ratio "
        + String(format: "%.2f", bare.ratio) + " \(bare.standing.rawValue) (p "
        + String(format: "%.2f", bare.pValue) + "; bare CV between runs "
        + "\(Format.percent(bare.coefficientOfVariation)))"
    }
    if let cpu = spread.cpuVariation {
      reference +=
        "; CPU time CV \(Format.percent(cpu))"
        + (spread.cpuReferenceVariation.map { " (events reference \(Format.percent($0)))" } ?? "")
    }
    return
      "  \(spread.key): CV \(Format.percent(spread.coefficientOfVariation))\(net)\(reference) "
      + "(medians "
      + spread.medians.map { Format.duration(nanoseconds: $0) }.joined(separator: ", ") + ")"
  }

  /// A reference workload's line of the summary.
  private func summaryLine(_ reference: ReferenceSpread) -> String {
    let processes =
      (reference.name == "events" || reference.name == Self.eventsCPUName) && forks > 1
      ? "\(forks) fresh processes beside each run, pooled as the run pools its own"
      : "a fresh process beside each run"
    return "  reference \(reference.name) (nothing of navbench; \(processes)): "
      + "CV \(Format.percent(reference.coefficientOfVariation)) (medians "
      + reference.medians.map { Format.duration(nanoseconds: $0) }.joined(separator: ", ") + ")"
  }

  /// The summary's judgement of the spread: the worst CV against its target, or the worst
  /// ratio to the bare timing or the reference, and what drift and pairing leave.
  private func variationJudgement() -> String {
    func check(_ ok: Bool) -> String { ok ? "ok" : "MISSED" }
    let target = String(format: "%.2f", Self.referenceRatioTarget)
    let judgement: String
    if !hasReferences {
      judgement =
        "worst CV: \(Format.percent(worstVariation)) (target ≤ "
        + "\(Format.percent(Self.variationTarget))) \(check(variationMeetsTarget))"
    } else if let worstBare = worstBareRatio {
      let missed = cases.filter { $0.standing == .missed }.count
      let withinChance = cases.filter { $0.standing == .withinChance }.count
      judgement =
        "worst CV: \(Format.percent(worstVariation)); worst ratio of a case's spread between "
        + "processes to its own timed bare: " + String(format: "%.2f", worstBare)
        + " (target ≤ \(target) per case; MISSED only where the processes show it above, p < "
        + String(format: "%.2f", Self.chanceLevel) + ": \(missed) MISSED, \(withinChance) above "
        + "within chance) \(check(variationMeetsTarget))"
        + (worstRatioToReference.map {
          "; worst ratio of CVs between runs to the reference of its kind: "
            + String(format: "%.2f", $0) + " (not judged where the bare timing is)"
        } ?? "")
    } else {
      judgement =
        "worst CV: \(Format.percent(worstVariation)); worst ratio to the reference of its "
        + "kind: " + (worstRatioToReference.map { String(format: "%.2f", $0) } ?? "–")
        + " (target ≤ \(target) per case) " + check(variationMeetsTarget)
    }
    return judgement
      + (worstVariationNetOfDrift.map {
        "; net of the machine's drift between runs: \(Format.percent($0))"
      } ?? "")
      + (worstPairedVariation.map {
        "; paired with the reference of its kind: \(Format.percent($0))"
      } ?? "")
      + (references.isEmpty
        ? ""
        : chanceRatio.map {
          "; over \(runs) runs, two workloads of the same spread differ in CV by over "
            + String(format: "%.2f", $0) + "× one time in 20"
        } ?? "")
  }
}
