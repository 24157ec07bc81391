import Bench
import Foundation

/// `navbench calibrate`: the harness's self-check.
enum CalibrateVerb {
  static let spec = VerbSpec(
    name: "calibrate",
    summary: "Check the harness: timer overhead, noise floor, false positives and detection.",
    usage:
      "navbench calibrate [--metric wall|instructions] [--load N] [--trials N] [--runs N] "
      + "[--samples N] [--min-time MS] [--format text|json]",
    options: [
      .option("metric", "METRIC", "wall (default) or instructions (the valgrind self-check)"),
      .option("load", "N", "start N busy threads of our own for the duration (default 0)"),
      .option("runs", "N", "instructions: fresh valgrind runs (default 5, at least 2)"),
      .option("trials", "N", "A/A trials and as many A/B trials (default 25, at least 20)"),
      .option("samples", "N", "samples per case (default: run's default, 25)"),
      .option("min-time", "MS", "minimum time per sample in milliseconds (default 5)"),
      .option("format", "FORMAT", "text (default) or json"),
      .flag("quiet", "no progress on standard error"),
    ],
    discussion: """
      Runs the same closure as both variants (A/A) and with a 10% longer loop (A/B), and
      reports how often the verdict calls an A/A pair different (target ≤ 5%) and how often it
      detects the 10% slowdown (target ≥ 90%), within 60 s. Run it on an idle machine: another
      busy process makes samples bimodal and the report warns about it; --load N makes that
      neighbour reproducible.

      With --metric instructions it counts a fixture (a, the same closure again, and b costing 2%
      more) in --runs fresh valgrind runs and reports the spread of the counts across runs
      (target ≤ 0.1%; in practice 0), the A/A ratio, and baseline comparisons with a 1%
      threshold: every ordered pair of runs A/A (no regression allowed) and b against a
      (every one must be flagged).
      Exit status: 0 when the targets are met, 1 otherwise, 6 when valgrind is missing.
      """)

  static func run(_ arguments: ParsedArguments, console: Console) throws(CLIError) -> ExitCode {
    let verb = spec.name
    var settings = RunSettings()
    let trials =
      try arguments.value("trials").map { (text) throws(CLIError) in
        try RunOptions.integer(text, option: "trials", range: 20...1000, verb: verb)
      } ?? Calibration.defaultTrials
    if let text = arguments.value("samples") {
      settings.samples = try RunOptions.integer(
        text, option: "samples", range: 5...10_000, verb: verb)
    }
    if let text = arguments.value("min-time") {
      settings.minSampleTime = Double(
        try RunOptions.integer(text, option: "min-time", range: 1...60_000, verb: verb))
    }
    let format = try Values.choice(
      arguments.value("format"), option: "format", allowed: ["text", "json"], default: "text",
      verb: verb)
    let load =
      try arguments.value("load").map { (text) throws(CLIError) in
        try RunOptions.integer(text, option: "load", range: 0...64, verb: verb)
      } ?? 0
    if arguments.value("metric") == "instructions" {
      let runs =
        try arguments.value("runs").map { (text) throws(CLIError) in
          try RunOptions.integer(text, option: "runs", range: 2...100, verb: verb)
        } ?? 5
      return try instructions(runs: runs, load: load, format: format, console: console)
    } else if let metric = arguments.value("metric"), metric != "wall" {
      throw .usage("--metric: '\(metric)' is not a metric (wall or instructions)", verb: verb)
    }
    if arguments.value("runs") != nil {
      throw .usage("--runs applies to --metric instructions only", verb: verb)
    }
    let showProgress = !arguments.flag("quiet") && console.stderrIsTerminal
    let busy = BusyLoad(threads: load)
    defer { busy.stop() }
    let report = Calibration.run(settings: settings, trials: trials) { progress in
      guard showProgress else { return }
      let line =
        "\r\(progress.phase.rawValue) \(progress.trial)/\(progress.trials)  "
        + String(format: "%.1f s", progress.elapsedSeconds)
      FileHandle.standardError.write(Data(line.utf8))
      if progress.phase == .finished { FileHandle.standardError.write(Data("\n".utf8)) }
    }
    busy.stop()
    let header = load > 0 ? "load: \(load) busy thread\(load == 1 ? "" : "s") of our own\n" : ""
    console.out(
      format == "json" ? try JSONOutput.encode(report) : header + report.summary() + "\n")
    return report.meetsTargets ? .success : .failure
  }

  /// `calibrate --metric instructions`: determinism and the baseline gate under valgrind.
  static func instructions(runs: Int, load: Int, format: String, console: Console)
    throws(CLIError) -> ExitCode
  {
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    let verb = MetricOptions.childVerb
    let counter = InstructionCounter(
      settings: RunSettings(metric: .instructions),
      child: InstructionCounter.Child(
        executable: executable,
        arguments: { @Sendable (request: String, result: String) -> [String] in
          [verb, request, result]
        }))
    let busy = BusyLoad(threads: load)
    defer { busy.stop() }
    let report: InstructionCalibrationReport
    do {
      report = try InstructionCalibration.run(counter: counter, runs: runs)
    } catch let error as InstructionCountError {
      throw CLIError(
        code: error == .valgrindMissing ? .toolMissing : .failure, message: error.description)
    } catch {
      throw CLIError(code: .failure, message: "\(error)")
    }
    busy.stop()
    let header = "load: \(load) busy thread\(load == 1 ? "" : "s") of our own\n"
    console.out(format == "json" ? try JSONOutput.encode(report) : header + report.summary())
    return report.meetsTargets ? .success : .failure
  }
}
