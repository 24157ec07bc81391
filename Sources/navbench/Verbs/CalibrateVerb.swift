import Bench
import Foundation

/// `navbench calibrate`: the harness's self-check.
enum CalibrateVerb {
  static let spec = VerbSpec(
    name: "calibrate",
    summary: "Check the harness: timer overhead, noise floor, false positives and detection.",
    options: [
      .choice(
        "metric", MetricOptions.Metric.self,
        "wall (default) or instructions (the valgrind self-check)"),
      .option(
        "load", "N",
        "start N busy threads of our own for the duration, N in \(RunOptions.text(loadRange)) "
          + "(default \(defaultLoad))"),
      .option(
        "runs", "N",
        "instructions: fresh valgrind runs, in \(RunOptions.text(runsRange)) (default "
          + "\(defaultRuns))"),
      .option(
        "fresh-runs", "N",
        "also run \"navbench run --suite stacks --sizes 1000000 --os 16.4 --bare-reference\" N "
          + "times in fresh processes and report each case's spread between processes against "
          + "its own workload timed bare beside its samples, CV (beside reference workloads "
          + "timed after each run), interval coverage and verdict flips; N is 0 or in "
          + "2...\(freshRunsRange.upperBound) (default \(defaultFreshRuns))"),
      .option(
        "forks", "N",
        "--forks of each fresh run, in \(RunOptions.text(MetricOptions.forksRange)) (default: the "
          + "run's own, \(ForkedRunner.smallRunForks) for "
          + "this one; 1 for one process a run)"),
      .option(
        "trials", "N",
        "A/A trials and as many A/B trials, in \(RunOptions.text(trialsRange)) (default "
          + "\(Calibration.defaultTrials))"),
      .option(
        "samples", "N",
        "samples per case, in \(RunOptions.text(BaselineLimits.samples)) (default: run's "
          + "default, \(RunOptions.defaults.samples))"),
      .option(
        "min-time", "MS",
        "minimum time per sample in milliseconds, in 1...400 (default "
          + "\(RunOptions.text(RunOptions.defaults.minSampleTime)); "
          + "\(RunOptions.defaults.minimumSamples) samples of at most 400 ms fit a trial case's "
          + "\(RunOptions.text(RunOptions.defaults.timeBudgetPerCase)) s); a self-check "
          + "estimated at over an hour (2 × trials × 2 × "
          + "(\(RunOptions.text(RunOptions.defaults.warmup)) ms + samples × min-time), each "
          + "case at most \(RunOptions.text(RunOptions.defaults.timeBudgetPerCase)) s) is refused"),
      .choice("format", TextOrJSON.self, "text (default) or json"),
      .flag("quiet", "no progress on standard error (shown on a terminal only)"),
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

  /// `--load`.
  static let loadRange = 0...64
  /// `--load` when not given: no busy threads.
  static let defaultLoad = 0
  /// `--runs` when not given.
  static let defaultRuns = 5
  /// `--fresh-runs` when not given: none.
  static let defaultFreshRuns = 0
  /// `--runs`.
  static let runsRange = 2...100
  /// `--fresh-runs` (1 is refused too: a spread needs two runs).
  static let freshRunsRange = 0...50
  /// `--trials`.
  static let trialsRange = 20...1000

  /// Refuses up front a wall-time self-check whose trials cannot be measured (the minimum
  /// samples of --min-time do not fit a trial case's budget) or that would take longer than
  /// ``Calibration/maximumEstimatedSeconds``.
  static func checkDuration(settings: RunSettings, trials: Int, arguments: ParsedArguments)
    throws(CLIError)
  {
    let verb = spec.name
    let budget = settings.timeBudgetPerCase
    let budgetText = Format.trimmingZeros(Format.duration(seconds: budget))
    let longest = Int(budget * 1_000 / Double(settings.minimumSamples))
    if Double(settings.minimumSamples) * settings.minSampleTime > budget * 1_000 {
      throw .usage(
        "--min-time \(Int(settings.minSampleTime)): \(settings.minimumSamples) samples of "
          + "\(Int(settings.minSampleTime)) ms do not fit the \(budgetText) budget of a trial's "
          + "case, so every trial would be skipped; use at most --min-time \(longest)", verb: verb)
    }
    let estimate = Calibration.estimatedSeconds(settings: settings, trials: trials)
    guard estimate <= Calibration.maximumEstimatedSeconds else {
      let given = ["trials", "samples", "min-time"].compactMap { option in
        arguments.value(option).map { "--\(option) \($0)" }
      }
      throw .usage(
        "\(given.joined(separator: " ")): the self-check would take about "
          + Format.trimmingZeros(Format.duration(seconds: estimate))
          + " (2 × \(trials) trials × 2 cases × \(Format.trimmingZeros(Format.duration(seconds: estimate / Double(4 * trials)))) each); "
          + "the limit is "
          + Format.trimmingZeros(Format.duration(seconds: Calibration.maximumEstimatedSeconds))
          + "; use fewer trials, samples or a shorter --min-time", verb: verb)
    }
  }

  static func run(_ arguments: ParsedArguments, console: Console) throws(CLIError) -> ExitCode {
    let verb = spec.name
    var settings = RunSettings()
    let trials =
      try arguments.value("trials").map { (text) throws(CLIError) in
        try RunOptions.integer(text, option: "trials", range: trialsRange, verb: verb)
      } ?? Calibration.defaultTrials
    if let text = arguments.value("samples") {
      settings.samples = try RunOptions.integer(
        text, option: "samples", range: BaselineLimits.samples, verb: verb)
    }
    if let text = arguments.value("min-time") {
      settings.minSampleTime = Double(
        try RunOptions.integer(text, option: "min-time", range: 1...60_000, verb: verb))
    }
    try checkDuration(settings: settings, trials: trials, arguments: arguments)
    let format = try TextOrJSON.parse(
      arguments.value("format"), option: "format", default: .text, verb: verb)
    let load =
      try arguments.value("load").map { (text) throws(CLIError) in
        try RunOptions.integer(text, option: "load", range: loadRange, verb: verb)
      } ?? defaultLoad
    let metric = try MetricOptions.Metric.parse(
      arguments.value("metric"), option: "metric", default: .wall, verb: verb)
    if metric == .instructions {
      for option in ["trials", "samples", "min-time", "fresh-runs", "forks"]
      where arguments.value(option) != nil {
        throw .usage("--\(option) applies to the wall-time self-check only", verb: verb)
      }
      let runs =
        try arguments.value("runs").map { (text) throws(CLIError) in
          try RunOptions.integer(text, option: "runs", range: runsRange, verb: verb)
        } ?? defaultRuns
      return try instructions(
        runs: runs, load: load, format: format, arguments: arguments, console: console)
    }
    if arguments.value("runs") != nil {
      throw .usage("--runs applies to --metric instructions only", verb: verb)
    }
    let freshRuns =
      try arguments.value("fresh-runs").map { (text) throws(CLIError) in
        try RunOptions.integer(text, option: "fresh-runs", range: freshRunsRange, verb: verb)
      } ?? defaultFreshRuns
    if freshRuns == 1 { throw .usage("--fresh-runs: at least 2 runs, or 0", verb: verb) }
    let forks = try arguments.value("forks").map { (text) throws(CLIError) in
      try RunOptions.integer(text, option: "forks", range: MetricOptions.forksRange, verb: verb)
    }
    if arguments.value("forks") != nil && freshRuns == 0 {
      throw .usage("--forks applies to --fresh-runs N", verb: verb)
    }
    let quiet = arguments.flag("quiet")
    // The fresh runs' scratch directory first, so that an unusable $TMPDIR fails before the
    // A/A trials rather than after them.
    let scratch: ScratchDirectory?
    do {
      scratch = freshRuns >= 2 ? try ScratchDirectory(prefix: "navbench-fresh") : nil
    } catch {
      throw CLIError(code: MetricOptions.exitCode(for: error), message: error.description)
    }
    defer { scratch?.remove() }
    let busy = BusyLoad(threads: load)
    defer { busy.stop() }
    let report = Calibration.run(
      settings: settings, trials: trials,
      progress: TerminalProgress.calibrationHandler(quiet: quiet))
    var repeatability: RepeatabilityReport?
    if let scratch {
      repeatability = try freshRunReport(
        runs: freshRuns, forks: forks, scratch: scratch, quiet: quiet)
    }
    busy.stop()
    let header = load > 0 ? "load: \(load) busy thread\(load == 1 ? "" : "s") of our own\n" : ""
    if format == .json {
      let output = CalibrationOutput(calibration: report, repeatability: repeatability)
      console.out(try JSONOutput.encode(kind: "calibration", output, arguments: arguments))
    } else {
      console.out(header + report.summary() + "\n" + (repeatability?.summary() ?? ""))
    }
    return report.meetsTargets && (repeatability?.meetsTargets ?? true) ? .success : .failure
  }

  /// What `calibrate --format json` writes under `data`: the self-check and, with
  /// `--fresh-runs`, the repeatability of fresh runs.
  struct CalibrationOutput: Codable {
    let calibration: CalibrationReport
    let repeatability: RepeatabilityReport?
  }

  /// The command whose repeatability `--fresh-runs` measures.
  static let freshRunArguments = [
    "run", "--suite", "stacks", "--sizes", "1000000", "--os", "16.4", "--format", "json",
    "--quiet", "--raw-samples", "--bare-reference",
  ]

  /// Runs ``freshRunArguments`` in `runs` fresh processes, their results in `scratch`, and
  /// analyses them.
  static func freshRunReport(runs: Int, forks: Int?, scratch: ScratchDirectory, quiet: Bool)
    throws(CLIError)
    -> RepeatabilityReport
  {
    let progress = TerminalProgress.statusHandler(quiet: quiet)
    let executable = MetricOptions.ownExecutable
    var results: [RunResult] = []
    var references: [ReferenceTimes] = []
    for index in 0..<runs {
      let output = scratch.path("run\(index).json")
      let process = Process()
      process.executableURL = executable
      let arguments =
        freshRunArguments + (forks.map { ["--forks", String($0)] } ?? []) + [
          "--output", output.path,
        ]
      process.arguments = arguments
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      do {
        try ChildProcesses.start(process)
      } catch {
        throw CLIError(
          code: .failure,
          message: "fresh run \(index + 1): cannot start \(executable.path): \(error)")
      }
      ChildProcesses.waitUntilExit(process)
      guard process.terminationStatus == 0, process.terminationReason == .exit else {
        let how = process.terminationReason == .exit ? "exited with status" : "was ended by signal"
        throw CLIError(
          code: .failure,
          message: "fresh run \(index + 1) (navbench \(arguments.joined(separator: " "))) "
            + "\(how) \(process.terminationStatus)")
      }
      do {
        results.append(try RunResult.decode(from: Data(contentsOf: output)))
      } catch {
        throw CLIError(
          code: .failure, message: "fresh run \(index + 1) wrote no readable result: \(error)")
      }
      references.append(
        try reference(index: index, processes: results[index].settings.forks, scratch: scratch))
      progress?("fresh run \(index + 1)/\(runs)" + (index + 1 == runs ? "\n" : ""))
    }
    return RepeatabilityReport(runs: results, references: references)
  }

  /// The name of the hidden verb that times the reference workloads in a fresh process.
  static let referenceVerb = "__time-references"

  /// Times the reference workloads (``ReferenceTimes``) right after fresh run `index`, in the
  /// same window of the machine: all of them in a fresh process, and the events reference in
  /// `processes` fresh processes (that one included), as many as the run measured in, pooled
  /// as the run pools its own.
  static func reference(index: Int, processes: Int, scratch: ScratchDirectory) throws(CLIError)
    -> ReferenceTimes
  {
    var times: ReferenceTimes?
    var events: [Double] = []
    var cpu: [Double] = []
    for process in 0..<max(processes, 1) {
      let output = scratch.path("reference\(index)-\(process).json")
      let arguments = [referenceVerb, output.path] + (process == 0 ? [] : [eventsOnly])
      let data = try runHidden(arguments, output: output, what: "reference \(index + 1)")
      if process == 0 {
        guard let all = try? JSONDecoder().decode(ReferenceTimes.self, from: data),
          let pathEvents = all.events
        else {
          throw CLIError(
            code: .failure,
            message: "reference \(index + 1) (navbench \(referenceVerb)) wrote no readable "
              + "times")
        }
        times = all
        events.append(pathEvents)
        if let one = all.eventsCPU { cpu.append(one) }
      } else {
        guard let pair = try? JSONDecoder().decode([Double].self, from: data), pair.count == 2
        else {
          throw CLIError(
            code: .failure,
            message: "reference \(index + 1) (navbench \(referenceVerb) \(eventsOnly)) wrote "
              + "no readable time")
        }
        events.append(pair[0])
        cpu.append(pair[1])
      }
    }
    return times!.pooling(events: events, cpu: cpu)
  }

  /// Runs navbench with the hidden `arguments` in a fresh process and reads what it wrote to
  /// `output`.
  static func runHidden(_ arguments: [String], output: URL, what: String) throws(CLIError) -> Data {
    let process = Process()
    process.executableURL = MetricOptions.ownExecutable
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do {
      try ChildProcesses.start(process)
    } catch {
      throw CLIError(code: .failure, message: "\(what): cannot start navbench: \(error)")
    }
    ChildProcesses.waitUntilExit(process)
    guard process.terminationStatus == 0, process.terminationReason == .exit,
      let data = try? Data(contentsOf: output)
    else {
      throw CLIError(
        code: .failure,
        message: "\(what) (navbench \(arguments.joined(separator: " "))) ended with status "
          + "\(process.terminationStatus) and no readable result")
    }
    return data
  }

  /// The hidden verb's second argument that times the events reference alone.
  static let eventsOnly = "events"

  /// The hidden verb: `navbench __time-references RESULT` times the references in this process
  /// (the events reference too) and writes them as JSON; `navbench __time-references RESULT
  /// events` times the events reference alone and writes its median per event in wall time and
  /// in CPU time (a JSON array of the two).
  static func runReference(_ arguments: [String]) -> Int32 {
    guard arguments.count == 1 || (arguments.count == 2 && arguments[1] == eventsOnly) else {
      let message =
        "navbench: error: \(referenceVerb) takes RESULT, or RESULT \(eventsOnly); got "
        + "\(arguments.count) argument\(arguments.count == 1 ? "" : "s"); it is run by navbench "
        + "calibrate, not by hand\n"
      _ = StandardStreams.write(Array(Escaped.text(message).utf8), to: 2)
      return ExitCode.usage.rawValue
    }
    do {
      let data: Data
      if arguments.count == 2 {
        let events = ReferenceTimes.measureEvents()
        data = try JSONEncoder().encode([events.wall, events.cpu])
      } else {
        data = try JSONEncoder().encode(ReferenceTimes.measure())
      }
      try data.write(to: URL(fileURLWithPath: arguments[0]), options: .atomic)
      return 0
    } catch {
      _ = StandardStreams.write(Array("navbench references: \(error)\n".utf8), to: 2)
      return ExitCode.failure.rawValue
    }
  }

  /// `calibrate --metric instructions`: determinism and the baseline gate under valgrind.
  static func instructions(
    runs: Int, load: Int, format: TextOrJSON, arguments: ParsedArguments, console: Console
  ) throws(CLIError) -> ExitCode {
    let executable = MetricOptions.ownExecutable
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
    // One status line on a terminal, as the wall-time self-check and --fresh-runs write.
    let progress = TerminalProgress.statusHandler(quiet: arguments.flag("quiet"))
    let report: InstructionCalibrationReport
    do {
      report = try InstructionCalibration.run(counter: counter, runs: runs) { done, total in
        progress?("valgrind runs: \(done)/\(total)" + (done == total ? "\n" : ""))
      }
    } catch let error as InstructionCountError {
      throw CLIError(
        code: error == .valgrindMissing ? .toolMissing : .failure, message: error.description)
    } catch {
      throw CLIError(code: .failure, message: "\(error)")
    }
    busy.stop()
    let header = "load: \(load) busy thread\(load == 1 ? "" : "s") of our own\n"
    console.out(
      format == .json
        ? try JSONOutput.encode(kind: "instruction-calibration", report, arguments: arguments)
        : header + report.summary())
    return report.meetsTargets ? .success : .failure
  }
}
