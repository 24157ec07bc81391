import Bench
import BenchmarkSuites
import Foundation
import Strategies

/// `navbench baseline save|compare`: keep a run as a baseline, and check later runs against it.
enum BaselineVerb {
  static let defaultPath = "navbench-baseline.json"

  /// The first operand.
  enum Action: String, OptionChoice {
    case save, compare
  }

  static let spec = VerbSpec(
    name: "baseline",
    summary: "Save a run as a baseline, or compare a new run against one (for CI).",
    operands: "save|compare [PATH]",
    options: RunOptions.specs + [
      .option(
        "threshold", "LIST",
        "relative thresholds per metric, e.g. wall_ns_per_op=0.10,allocs_per_op=0 (the default)"),
      .choice("format", TextOrJSON.self, "compare: text (default) or json"),
      .option(
        "input", "RUN.json",
        "save or compare a saved run (run --format json, or navbench merge) instead of measuring"),
    ],
    discussion: """
      PATH defaults to \(defaultPath). save writes atomically (a temporary file renamed over
      the old baseline), so an interrupted save never damages the previous one. compare reads
      the baseline first, then measures the same suites, versions and sizes (unless run options
      say otherwise) with the baseline's settings, and compares every metric with a threshold.
      A wall-time change counts only when it is also significant (Mann-Whitney on the raw
      samples the baseline keeps).

      With --input, the run saved at RUN.json (for example shards joined by navbench merge) is
      saved or compared instead of a new one (write it with --raw-samples, so that wall-time
      changes are tested for significance). Wall times measured on different machines are not
      compared: a case of the baseline and the same case now must come from one machine
      (instruction counts: from one architecture).

      Everything about the baseline that is known before measuring is checked before anything
      is measured: its schema and limits, its metric, the machine its cases ran on, and that the
      selection holds at least one of its measured cases.

      The baseline's metric (wall or instructions) must be the run's. Without --threshold, an
      instruction-count baseline is checked with instructions_per_op=0.01,allocs_per_op=0.

      Exit status: 0 no regression; 2 a regression; 3 a benchmark failed; 5 the baseline is
      missing, unreadable or invalid, or of another metric; 65 the runs were measured on
      different machines, or no case was compared (none of the baseline's cases measured now
      on its metric: another shard or selection); 66 the --input run cannot be read (65 when
      invalid); 64 usage error.
      """)

  static func run(_ arguments: ParsedArguments, console: Console) throws(CLIError) -> ExitCode {
    let verb = spec.name
    guard let action = arguments.positionals.first else {
      throw .usage("missing action: \"save\" or \"compare\"", verb: verb)
    }
    guard arguments.positionals.count <= 2 else {
      throw .usage("unexpected argument \"\(arguments.positionals[2])\"", verb: verb)
    }
    let path = arguments.positionals.count > 1 ? arguments.positionals[1] : defaultPath
    let parsed = try Action.parse(action, what: "action \"\(action)\"", verb: verb)
    try Values.refuseEmptyPath(path, what: "baseline \(action) PATH", verb: verb)
    try Values.refuseEmptyPaths(arguments, options: ["input"])
    switch parsed {
    case .save: return try save(arguments, path: path, console: console)
    case .compare: return try compare(arguments, path: path, console: console)
    }
  }

  static func save(_ arguments: ParsedArguments, path: String, console: Console) throws(CLIError)
    -> ExitCode
  {
    for option in ["threshold", "format"] where arguments.value(option) != nil {
      throw .usage("--\(option) applies to \"baseline compare\" only", verb: spec.name)
    }
    try CompareInput.refuseMeasuringOptions(arguments)
    let options = try RunOptions(arguments)
    try Output.check(path, label: "baseline")
    let result: RunResult
    if let input = arguments.value("input") {
      result = try MergeVerb.load(input)
    } else {
      result = try options.measure(registry: .standard(), verb: spec.name)
    }
    do {
      try Baseline.save(
        result, to: URL(fileURLWithPath: path),
        options: JSONOutput.runOptions(arguments, includeRawSamples: true),
        beforeRename: pauseBeforeRename(console: console))
    } catch let error as AtomicFile.WriteError {
      throw CLIError(code: .cannotCreate, message: "cannot write baseline \(path): \(error.detail)")
    } catch {
      throw CLIError(code: .cannotCreate, message: "cannot write baseline \(path): \(error)")
    }
    console.err(
      "saved \(result.cases.count) cases to \(Escaped.text(path))"
        + (result.failedCases.isEmpty ? "\n" : "; \(result.failedCases.count) failed\n"))
    return result.failedCases.isEmpty ? .success : .benchmarkFailed
  }

  /// A test hook: with `NAVBENCH_TEST_PAUSE_BEFORE_RENAME=SECONDS` in the environment, the save
  /// stops after the new baseline is fully written to its temporary file and before the
  /// rename, so that a test can kill the process there (Tests/NavbenchTests/FailureTests).
  static func pauseBeforeRename(console: Console) -> ((String) throws -> Void)? {
    guard let text = ProcessInfo.processInfo.environment["NAVBENCH_TEST_PAUSE_BEFORE_RENAME"],
      let seconds = Double(text), seconds > 0
    else { return nil }
    return { temporary in
      console.err("navbench: paused before renaming \(temporary)\n")
      Thread.sleep(forTimeInterval: seconds)
    }
  }

  static func compare(_ arguments: ParsedArguments, path: String, console: Console)
    throws(CLIError) -> ExitCode
  {
    let verb = spec.name
    let format = try TextOrJSON.parse(
      arguments.value("format"), option: "format", default: .text, verb: verb)
    let given = try parseThresholds(arguments.value("threshold"), verb: verb)
    try CompareInput.refuseMeasuringOptions(arguments)
    let baseline = try BaselineLimits.load(path, as: .baseline)
    let thresholds =
      arguments.value("threshold") == nil
      ? Thresholds.default(for: baseline.settings.metric) : given
    guard baseline.cases.contains(where: { $0.status == .measured }) else {
      throw CLIError(
        code: .baselineUnavailable,
        message: "baseline \(path): results holds no measured case: nothing to compare against")
    }
    var options = try RunOptions(arguments, defaults: baseline.settings)
    if !["suite", "filter", "sizes", "os"].contains(where: { arguments.value($0) != nil }) {
      try options.adopt(baseline)
    }
    let current: RunResult
    if let input = arguments.value("input") {
      current = try MergeVerb.load(input)
      try BaselineLimits.checkMetric(of: baseline, path: path, against: current.settings.metric)
    } else {
      try BaselineLimits.checkMetric(of: baseline, path: path, against: options.settings.metric)
      let benchmarks: [Benchmark]
      do {
        benchmarks = try options.benchmarks(registry: .standard(), verb: verb)
      } catch  where error.code == .baselineUnavailable {
        // "the baseline names no benchmark navbench knows": say which baseline.
        throw CLIError(code: error.code, message: "baseline \(path): \(error.message)")
      }
      try BaselineLimits.checkBeforeMeasuring(
        baseline, path: path, benchmarks: benchmarks, metric: options.settings.metric,
        requiresOverlap: true, thresholds: thresholds)
      current = try MetricOptions.measure(benchmarks, settings: options.settings(for: benchmarks))
    }
    do {
      try current.checkComparable(with: baseline)
    } catch {
      throw CLIError(code: .dataError, message: "\(error)")
    }
    let comparison = BaselineComparison(
      current: current, baseline: baseline, thresholds: thresholds)
    if format == .json {
      console.out(
        try JSONOutput.encode(kind: "baseline-comparison", comparison, arguments: arguments))
    } else {
      console.out(Report.text(comparison))
    }
    if comparison.nothingCompared {
      console.err("navbench: error: \(nothingCompared(comparison, path: path))\n")
    }
    return comparison.exitCode
  }

  /// Why a comparison that checked nothing fails (exit 65): a gate must not pass without
  /// having compared a case on the baseline's primary metric.
  static func nothingCompared(_ comparison: BaselineComparison, path: String) -> String {
    let what =
      comparison.requiredMetric.map { "on \($0.rawValue)" } ?? "on a metric with a threshold"
    let why =
      comparison.missing.isEmpty && comparison.added.isEmpty
      ? "the thresholds check no metric both runs measured (--threshold)"
      : "\(comparison.missing.count) baseline case(s) not measured now, \(comparison.added.count) "
        + "new: is it the baseline of this selection (the same shard, suites, sizes and OS "
        + "versions)?"
    return "nothing was compared: no case of baseline \(path) was compared \(what); \(why)"
  }

  static func parseThresholds(_ text: String?, verb: String) throws(CLIError) -> Thresholds {
    guard let text else { return .default }
    var values: [String: Double] = [:]
    for item in text.split(separator: ",", omittingEmptySubsequences: false) {
      guard !item.trimmingCharacters(in: .whitespaces).isEmpty else {
        throw .usage(
          "--threshold: an empty item in \"\(text)\"; give METRIC=FRACTION (e.g. "
            + "wall_ns_per_op=0.10)", verb: verb)
      }
      let parts = item.split(separator: "=", maxSplits: 1).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard parts.count == 2, let value = Values.decimal(parts[1]), value >= 0 else {
        throw .usage(
          "--threshold: \"\(item)\" is not METRIC=FRACTION (e.g. wall_ns_per_op=0.10)", verb: verb)
      }
      guard Metric(rawValue: parts[0]) != nil else {
        let names = Metric.allCases.map(\.rawValue)
        throw .usage(
          "--threshold: unknown metric \"\(parts[0])\" (metrics: \(names.joined(separator: ", ")))"
            + Suggestion.didYouMean(parts[0], among: names), verb: verb)
      }
      guard values.updateValue(value, forKey: parts[0]) == nil else {
        throw .usage("--threshold: metric \"\(parts[0])\" is given twice", verb: verb)
      }
    }
    do {
      return try Thresholds(values)
    } catch {
      throw .usage("--threshold: \(error)", verb: verb)
    }
  }
}
