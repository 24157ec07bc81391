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
      seed's naive code and with strategies in the simulation; the cost of strategies against
      raw and inline at each size (ratio of medians, 95% CI, verdict); allocations per
      operation; scaling exponent and class per variant; and how many times slower the
      seed-snapshot host is. The report names the machine, the settings and the command that
      reproduces it. HTML embeds the SVG charts (cost per operation against N, log-log).

      A --baseline is read and checked before anything is measured (exit 5 when it is missing,
      invalid or of another metric); an --input run that cannot be read exits 66, an invalid
      one 65.
      """)

  /// What `--format` writes.
  enum Format: String, OptionChoice {
    case text, md, json, html
  }

  static func run(_ arguments: ParsedArguments, console: Console) throws(CLIError) -> ExitCode {
    try run(arguments, console: console, command: nil)
  }

  /// `navbench` with no arguments: every suite at default sizes for iOS 16.4 and 17.5, the
  /// summary table and the verdicts as text.
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
      try BaselineLimits.checkMetric(
        of: saved.run, path: saved.path, against: options.settings.metric)
    }
    let (report, run) =
      if let input = arguments.value("input") {
        try CompareInput.report(from: input, arguments: arguments, command: command)
      } else {
        try produce(options: options, command: command, verb: verb)
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

  /// Runs the selected benchmarks and the simulation for the same versions.
  static func produce(options: RunOptions, command: String, verb: String) throws(CLIError)
    -> (StrategyComparison, RunResult)
  {
    let registry = StrategyRegistry.standard()
    let benchmarks = try options.benchmarks(registry: registry, verb: verb)
    let run = try MetricOptions.measure(benchmarks, settings: options.settings(for: benchmarks))
    let simulation = SimulationMatrix.run(versions: options.versions, registry: registry)
    let report = StrategyComparison.build(
      registry: registry, versions: options.versions, run: run, simulation: simulation,
      command: command)
    return (report, run)
  }
}
