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

  /// Runs the pricing job (``PricingJob``) on the selected benchmarks and versions: a run with
  /// no `--metric` (`countsInstructions`) lets it count instructions and choose the processes.
  static func produce(
    options: RunOptions, command: String, verb: String, countsInstructions: Bool = false
  ) throws(CLIError) -> (StrategyComparison, RunResult) {
    let registry = StrategyRegistry.standard()
    let benchmarks = try options.benchmarks(registry: registry, verb: verb)
    let choices = PricingJob.Choices(
      leavesMetric: countsInstructions, leavesForks: options.choosesForks,
      givesSamples: options.givesSamples, givesMinimumTime: options.givesMinimumTime)
    let job = PricingJob(
      benchmarks: benchmarks, versions: options.versions,
      settings: options.settings(for: benchmarks), choices: choices, registry: registry
    ) { measurement in
      try MetricOptions.measure(
        measurement.benchmarks, settings: measurement.settings, backend: measurement.backend,
        variants: measurement.variants, iterations: measurement.iterations)
    }
    do {
      return try job.run(command: command)
    } catch let error as CLIError {
      throw error
    } catch {
      throw CLIError(code: .failure, message: "cannot measure: \(error)")
    }
  }
}
