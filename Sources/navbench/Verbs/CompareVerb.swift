import Bench
import BenchmarkSuites
import Foundation
import Simulation
import Strategies

/// `navbench compare`: the strategy comparison report. Also what `navbench` runs with no
/// arguments.
enum CompareVerb {
  static let spec = VerbSpec(
    name: "compare",
    summary: "Write the strategy comparison report: activation, glitches removed and cost.",
    options: RunOptions.specs + [
      .choice("format", Format.self, "text (default), md, json or html"),
      .option(
        "output", "PATH", "write the report to PATH (atomically) instead of stdout (-: stdout)"),
      .option(
        "input", "RUN.json",
        "report on a saved run (run --format json, or navbench merge) instead of measuring"),
      .option(
        "baseline", "PATH", "html: add current versus baseline (a run saved by baseline save)"),
    ],
    discussion: """
      For every strategy and OS version: whether it is active and why; the glitches of the
      original app code (naive) and with strategies in the simulation; the cost of strategies against
      raw and inline at each size (ratio of medians, 95% CI, verdict); allocations per
      operation; scaling exponent and class per variant; and how many times slower the
      seed-snapshot host is. The report names the machine, the settings and the command that
      reproduces it. HTML embeds the SVG charts (cost per operation against N, log-log).

      Without --metric, where valgrind is installed, instructions are counted too (the
      benchmarks that price a strategy, at their smallest size) and each summary verdict rests
      on them; else on the processor's retired-instructions counter where it can be read; else
      on CPU time, strategies and inline paired sample by sample in each fresh process, measured
      again while time is left where an interval straddles a threshold. --metric wall measures
      wall time only.

      A --baseline is read and checked before anything is measured (exit 5 when it is missing,
      invalid or of another metric; 65 when a case it shares with the selection ran on another
      machine); an --input run that cannot be read exits 66, an invalid one 65.
      """)

  /// What `--format` writes.
  enum Format: String, OptionChoice {
    case text, md, json, html
  }

  static func run(_ arguments: ParsedArguments, console: Console) throws(CLIError) -> ExitCode {
    try run(arguments, console: console, command: nil)
  }

  /// `navbench` with no arguments: every suite at default sizes for each of
  /// `Suites.defaultVersions`, the summary table and the verdicts as text.
  static func runDefault(console: Console) throws(CLIError) -> ExitCode {
    let arguments = try ParsedArguments([], spec: spec)
    let status = try run(arguments, console: console, command: "navbench")
    console.out(
      "More: navbench compare --format html --output report.html (with charts); navbench run "
        + "(every case); navbench simulate (the defects); navbench --help.\n")
    return status
  }

  static func run(_ arguments: ParsedArguments, console: Console, command fixedCommand: String?)
    throws(CLIError) -> ExitCode
  {
    let verb = arguments.verb
    try Values.refuseEmptyPaths(arguments, options: ["output", "input", "baseline"])
    let format = try Format.parse(
      arguments.value("format"), option: "format", default: .text, verb: verb)
    try CompareInput.refuseMeasuringOptions(arguments)
    let options = try RunOptions(arguments)
    try Output.check(arguments.value("output"))
    let command =
      fixedCommand
      ?? arguments.command
    // The baseline is read and checked before anything is measured.
    let saved = try CompareInput.baseline(arguments, format: format)
    if let saved, arguments.value("input") == nil {
      try BaselineLimits.checkBeforeMeasuring(
        saved.run, path: saved.path,
        benchmarks: try options.benchmarks(registry: .standard(), verb: verb),
        metric: options.settings.metric, requiresOverlap: false)
    }
    let (report, run) =
      if let input = arguments.value("input") {
        try CompareInput.report(from: input, arguments: arguments, command: command)
      } else {
        try produce(
          options: options, command: command, verb: verb,
          countsInstructions: arguments.value("metric") == nil)
      }
    var baseline: (RunResult, BaselineComparison)?
    if let saved {
      // A measured run's metric was checked above; an --input run's is known only now.
      if arguments.value("input") != nil {
        try BaselineLimits.checkMetric(
          of: saved.run, path: saved.path, against: run.settings.metric)
      }
      baseline = try CompareInput.comparison(of: saved.run, with: run)
    }
    let data: Data
    switch format {
    case .text: data = Data(report.text.utf8)
    case .md: data = Data(report.markdown.utf8)
    case .html: data = Data(report.html(run: run, baseline: baseline).utf8)
    case .json:
      do {
        data = try report.jsonData(run: run)
      } catch {
        throw CLIError(code: .failure, message: "cannot encode JSON: \(error)")
      }
    }
    try Output.write(data, to: arguments.value("output"), console: console)
    return run.failedCases.isEmpty ? .success : .benchmarkFailed
  }

  /// Runs the selected benchmarks and the simulation for the same versions. A wall-time run
  /// with no `--metric` also counts instructions where valgrind is installed (see
  /// ``countInstructions(_:settings:)``), and the summary verdicts rest on them.
  static func produce(
    options: RunOptions, command: String, verb: String, countsInstructions: Bool = false
  ) throws(CLIError) -> (StrategyComparison, RunResult) {
    let registry = StrategyRegistry.standard()
    let start = SystemClocks.monotonicNanoseconds()
    let benchmarks = try options.benchmarks(registry: registry, verb: verb)
    var settings = options.settings(for: benchmarks)
    var counts: RunResult?
    var unavailable: String?
    var counted: String?
    var counter = StrategyComparison.CostEvidence.instructions
    if countsInstructions && settings.metric == .wallTime && settings.iterations == nil
      && settings.warmupIterations == nil
    {
      let selection = countingSelection(benchmarks)
      if !selection.isEmpty {
        switch countInstructions(selection, settings: settings) {
        case .success(let (run, evidence)):
          counts = run
          counter = evidence
          counted = "at N = " + sizesText(selection)
          settings = besideCounts(settings, options: options)
        case .failure(let reason):
          unavailable = reason.text
        }
      }
    }
    // Without counts, the verdicts rest on wall time: the run takes the processes it would
    // take beside counts, and the time that saves goes to the comparisons it cannot decide.
    let followsUp =
      countsInstructions && counts == nil && settings.metric == .wallTime
      && settings.iterations == nil && settings.warmupIterations == nil
      && options.choosesForks && !options.givesSamples
      && settings.forks == MetricOptions.defaultForks
    if followsUp { settings = withoutCounts(settings, options: options) }
    var run = try MetricOptions.measure(benchmarks, settings: settings)
    var followed: [VariantComparison] = []
    var timedBy = StrategyComparison.CostEvidence.wallTime
    if followsUp {
      (run, followed) = try measureAgain(run, benchmarks: benchmarks, since: start)
      timedBy = .cpuTime
      unavailable = unavailable?.replacingOccurrences(
        of: "rest on wall time", with: "rest on CPU time, strategies and inline paired")
    }
    let simulation = SimulationMatrix.run(versions: options.versions, registry: registry)
    let report = StrategyComparison.build(
      registry: registry, versions: options.versions, run: run, counts: counts,
      countsUnavailable: unavailable, countsDescription: counted, countedBy: counter,
      timedBy: timedBy, simulation: simulation,
      command: command)
    var described = report
    described.followedUp = followed.map { comparison in
      "\(comparison.benchmark) \(comparison.configuration) N = "
        + Bench.Format.size(Double(comparison.size)) + " (now \(comparison.verdict.rawValue))"
    }
    return (described, run)
  }

  /// When the wall-time follow-up of a run without counts ends, counted from the start of
  /// the run: the simulation and the report after it keep the main job within a minute.
  static let followUpSeconds = 50.0

  /// Measures again, in further fresh processes, strategies against inline where their
  /// interval straddles a threshold (``FollowUp``), until ``followUpSeconds`` after `start`.
  static func measureAgain(_ run: RunResult, benchmarks: [Benchmark], since start: UInt64)
    throws(CLIError) -> (RunResult, [VariantComparison])
  {
    let priced = Set(
      benchmarks.filter { !Pricing.strategies(inTags: $0.tags.sorted()).isEmpty }.map(\.name))
    let verdictPair: (VariantComparison) -> Bool = {
      priced.contains($0.benchmark) && $0.variant == VariantName.strategies
        && $0.control == VariantName.inline
    }
    // Each round samples with the iterations the run chose, rather than warming up and
    // calibrating every case again in its first process.
    let iterations = Dictionary(
      run.cases.filter { $0.status == .measured && $0.iterationsPerSample > 0 }
        .map { ($0.key, $0.iterationsPerSample) },
      uniquingKeysWith: { first, _ in first })
    var round = 0
    do {
      return try FollowUp.refine(
        run, benchmarks: benchmarks, include: verdictPair,
        until: start &+ UInt64(followUpSeconds * 1e9), now: SystemClocks.monotonicNanoseconds,
        judge: { PairedComparison.comparisons($0, basis: .cpuTime, include: verdictPair) }
      ) { selected, variants in
        round += 1
        var settings = run.settings
        settings.forks = FollowUp.forksPerRound
        settings.samples = FollowUp.forksPerRound * FollowUp.samplesPerProcess
        settings.minimumSamples = min(settings.minimumSamples, settings.samples)
        settings.seed = run.settings.seed &+ UInt64(round) &* 0xD1B5_4A32_D192_ED03
        return try MetricOptions.measure(
          selected, settings: settings, variants: variants, iterations: iterations)
      }
    } catch let error as CLIError {
      throw error
    } catch {
      throw CLIError(code: .failure, message: "cannot measure again: \(error)")
    }
  }

  /// Fresh processes of the wall-time run beside instruction counts, when navbench chooses
  /// them for a run of the default size: the verdicts rest on the counts, and wall time beside
  /// them takes 4 processes of 3 samples instead of 8, each sample of at least
  /// ``sampleMillisecondsWithoutCounts`` rather than 5 ms unless `--min-time` is given (with the
  /// same rules for its verdicts, and intervals as wide as its samples make them), so that the
  /// main job keeps well within a minute.
  static let forksBesideCounts = 4

  /// Fresh processes of the wall-time run without instruction counts, when navbench chooses
  /// them for a run of the default size: the verdicts rest on its paired CPU times, and the
  /// time further processes would take goes to measuring again the comparisons it cannot decide
  /// (``measureAgain(_:benchmarks:since:)``), each round of which adds
  /// ``FollowUp/forksPerRound`` processes of those comparisons alone.
  static let forksWithoutCounts = 2

  /// The shortest sample (milliseconds) of the run without instruction counts: a pair of
  /// samples is judged by the measuring thread's CPU time, whose two reads (about 0.5 µs each)
  /// stay under 0.1% of it, and the time shorter samples save goes to measuring again.
  static let sampleMillisecondsWithoutCounts = 2.0

  /// The wall-time settings without instruction counts (see ``forksWithoutCounts`` and
  /// ``sampleMillisecondsWithoutCounts``).
  static func withoutCounts(_ settings: RunSettings, options: RunOptions) -> RunSettings {
    var reduced = settings
    if !options.givesMinimumTime {
      reduced.minSampleTime = min(settings.minSampleTime, sampleMillisecondsWithoutCounts)
    }
    reduced.forks = forksWithoutCounts
    reduced.samples = forksWithoutCounts * ForkedRunner.minimumSamplesPerFork
    reduced.minimumSamples = min(reduced.minimumSamples, reduced.samples)
    return reduced
  }

  /// The wall-time settings beside instruction counts (see ``forksBesideCounts``).
  static func besideCounts(_ settings: RunSettings, options: RunOptions) -> RunSettings {
    guard options.choosesForks, !options.givesSamples,
      settings.forks == MetricOptions.defaultForks
    else { return settings }
    var reduced = settings
    if !options.givesMinimumTime {
      reduced.minSampleTime = min(settings.minSampleTime, sampleMillisecondsWithoutCounts)
    }
    reduced.forks = forksBesideCounts
    reduced.samples = forksBesideCounts * ForkedRunner.minimumSamplesPerFork
    reduced.minimumSamples = min(reduced.minimumSamples, reduced.samples)
    return reduced
  }

  /// What instruction counting could not do, in a sentence.
  struct CountingFailure: Error {
    let text: String
  }

  /// The benchmarks whose instructions a comparison counts beside wall time: those that price
  /// a strategy, at their smallest selected size (their cost per event against inline is what
  /// the summary decides; the registry's own benchmarks keep wall time).
  static func countingSelection(_ benchmarks: [Benchmark]) -> [Benchmark] {
    benchmarks.compactMap { benchmark in
      guard !Pricing.strategies(inTags: benchmark.tags.sorted()).isEmpty,
        let smallest = benchmark.sizes.min()
      else { return nil }
      return try? Benchmark(
        benchmark.name, tags: benchmark.tags, configuration: benchmark.configuration,
        sizes: [smallest], operationsPerIteration: benchmark.operationsPerIteration,
        comparisons: benchmark.comparisons, variants: benchmark.variants)
    }
  }

  /// `1k` or `10 (transforms, transitions), 100 (lists), 1k (stacks)`: the sizes counted, by
  /// suite.
  static func sizesText(_ benchmarks: [Benchmark]) -> String {
    var bySize: [Int: [String]] = [:]
    for benchmark in benchmarks {
      let suite = String(benchmark.name.prefix { $0 != "/" })
      for size in benchmark.sizes where !(bySize[size]?.contains(suite) ?? false) {
        bySize[size, default: []].append(suite)
      }
    }
    if bySize.count == 1, let size = bySize.keys.first { return Bench.Format.size(Double(size)) }
    return bySize.keys.sorted().map {
      Bench.Format.size(Double($0)) + " (" + bySize[$0]!.joined(separator: ", ") + ")"
    }.joined(separator: ", ")
  }

  /// Counts the benchmarks' instructions under valgrind, else with the processor's
  /// retired-instructions counter (`RetiredInstructions`), or says why it could not (valgrind
  /// missing: how to install it; the counter: why the system offers none).
  static func countInstructions(
    _ benchmarks: [Benchmark], settings: RunSettings,
    counterProbe: () -> String? = { RetiredInstructions.probe() }
  ) -> Result<(RunResult, StrategyComparison.CostEvidence), CountingFailure> {
    var backend = InstructionCounter.Backend.valgrind
    if InstructionCounter.which("valgrind") == nil {
      if let reason = counterProbe() {
        return .failure(
          CountingFailure(
            text: "valgrind is not installed (Debian, Ubuntu: apt-get install valgrind), and "
              + "\(reason); the verdicts rest on wall time."))
      }
      backend = .hardwareCounter
    }
    var counting = RunSettings(metric: .instructions)
    counting.quiet = settings.quiet
    counting.noiseThreshold = settings.noiseThreshold
    counting.forks = 1
    do {
      let run = try MetricOptions.measure(benchmarks, settings: counting, backend: backend)
      if !run.failedCases.isEmpty {
        let reason = run.failedCases.first?.status.reason ?? "failed"
        return .failure(
          CountingFailure(
            text: "counting failed for \(run.failedCases.count) cases (\(reason)), so the "
              + "verdicts rest on wall time."))
      }
      return .success((run, backend == .valgrind ? .instructions : .hardwareCounter))
    } catch {
      return .failure(
        CountingFailure(text: "\(error.message), so the verdicts rest on wall time."))
    }
  }
}
