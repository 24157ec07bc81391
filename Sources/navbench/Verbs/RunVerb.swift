import Bench
import BenchmarkSuites
import Foundation
import Strategies

/// `navbench run`: measure suites and print or write the results.
enum RunVerb {
  static let spec = VerbSpec(
    name: "run",
    summary: "Run benchmark suites and report per-case figures, comparisons and scaling.",
    options: RunOptions.specs + [
      .choice(
        "format", Format.self,
        "text (default), md, csv, json, github (github-action-benchmark) or bmf (Bencher)"),
      .option(
        "output", "PATH", "write the report to PATH (atomically) instead of stdout (-: stdout)"),
      .flag("raw-samples", "include every sample in JSON output"),
      .flag(
        "bare-reference",
        "time each sample's workload again right after it with a plain loop (no counters), in "
          + "the same process, written as bare_samples (needs --raw-samples; wall time only; "
          + "about doubles the sampling time): the reference calibrate --fresh-runs judges the "
          + "harness against"),
    ],
    discussion: """
      Each workload runs in the variants raw (plain standard-library code, the floor), inline
      (the workaround hand-written with an if on the version), strategies (through the
      primitives) and, on steady push/pop, seed-snapshot (the host keeps and compares a copy of
      the path). Variants of one case are interleaved; comparisons give the ratio of medians
      with a 95% bootstrap interval, a Mann-Whitney p-value and a verdict.

      Exit status: 0, or 3 when a benchmark failed to run.
      """)

  /// What `--format` writes.
  enum Format: String, OptionChoice {
    case text, md, csv, json, github, bmf
  }

  static func run(_ arguments: ParsedArguments, console: Console) throws(CLIError) -> ExitCode {
    let verb = spec.name
    try Values.refuseEmptyPaths(arguments, options: ["output"])
    let format = try Format.parse(
      arguments.value("format"), option: "format", default: .text, verb: verb)
    var options = try RunOptions(arguments)
    if arguments.flag("raw-samples") {
      guard format == .json else {
        throw .usage("--raw-samples applies to --format json only", verb: verb)
      }
      options.settings.includeRawSamples = true
    }
    if arguments.flag("bare-reference") {
      guard arguments.flag("raw-samples") else {
        throw .usage(
          "--bare-reference needs --raw-samples (its samples are written only with them)",
          verb: verb)
      }
      guard options.settings.metric == .wallTime else {
        throw .usage(
          "--bare-reference applies to wall time, not to --metric instructions", verb: verb)
      }
      options.settings.bareReference = true
    }
    try Output.check(arguments.value("output"))
    let registry = StrategyRegistry.standard()
    let result = try options.measure(registry: registry, verb: verb)
    try Output.write(
      try render(result, format: format, arguments: arguments), to: arguments.value("output"),
      console: console)
    return result.failedCases.isEmpty ? .success : .benchmarkFailed
  }

  static func render(_ result: RunResult, format: Format, arguments: ParsedArguments)
    throws(CLIError) -> Data
  {
    do {
      switch format {
      case .text: return Data(Report.text(result, configurationTitle: "os").utf8)
      case .md: return Data(Report.markdown(result, configurationTitle: "os").utf8)
      case .csv: return Data(Report.csv(result, configurationColumn: "os").utf8)
      case .json: return try result.jsonData(options: JSONOutput.runOptions(arguments))
      case .github: return try Report.githubBenchmark(result)
      case .bmf: return try Report.bencherMetricFormat(result)
      }
    } catch {
      throw CLIError(code: .failure, message: "cannot encode the report: \(error)")
    }
  }
}
