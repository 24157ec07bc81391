import Bench
import BenchmarkSuites
import Foundation
import Strategies

/// `--metric`, `--iterations` and `--warmup-iterations`, and measuring with the chosen metric.
enum MetricOptions {
  /// What `--metric` measures.
  enum Metric: String, OptionChoice {
    case wall, instructions

    static let aliases: [String: Metric] = [
      "wall-time": .wall, "time": .wall, "instr": .instructions,
    ]
  }

  static let specs: [OptionSpec] = [
    .choice(
      "metric", Metric.self,
      "wall (default: wall time, sampled) or instructions (counted under valgrind, exact)"),
    .option(
      "iterations", "N",
      "fixed iterations, in \(RunOptions.text(BaselineLimits.iterations)): per sample (wall; a case whose samples would not fit --time-budget "
        + "is skipped, after a short probe) or k of (I(2k) - I(k))/k (instructions; a valgrind "
        + "run with fixed counts is stopped after 10 minutes, failing its cases)"),
    .option(
      "warmup-iterations", "N",
      "fixed warm-up iterations, in \(RunOptions.text(BaselineLimits.warmupIterations)), instead "
        + "of a warm-up time (wall: a warm-up that would not fit "
        + "--time-budget is skipped, after a short probe; instructions: as --iterations)"),
    .option(
      "forks", "N",
      "wall time in N fresh processes, N in \(RunOptions.text(forksRange)), samples pooled "
        + "(default \(defaultForks), "
        + "\(smallRunForks) for a run of at most \(smallRunGroups) benchmark sizes, fewer when "
        + "--samples is below 3 per process; 1: this process only); each process takes at "
        + "least 3 of the samples"),
  ]

  /// `--forks` (of run, compare, baseline and calibrate --fresh-runs).
  static let forksRange = 1...100

  /// Fresh measuring processes per wall-time run unless `--forks` says otherwise: a process
  /// settles on one of a few speed levels per case (see ``ForkedRunner``), so one process's
  /// median does not repeat; eight pooled ones do (`navbench calibrate --fresh-runs 5`).
  static let defaultForks = 8

  /// Fresh processes for a small run (at most ``smallRunGroups`` benchmark, OS and size groups):
  /// each process costs a run a start-up and a set-up per group, which a small run affords twice
  /// over, and twice the processes halve the variance their levels leave in the centre
  /// (`calibrate --fresh-runs 5` gave a worst CV net of drift of 1.75–1.80% with 16 against
  /// 2.3–3.3% with 8). A run of the whole default selection keeps 8, within its minute.
  static let smallRunForks = 16

  /// The most groups a run may measure to get ``smallRunForks`` by default.
  static let smallRunGroups = 4

  /// The fresh processes a wall-time run uses when `--forks` is not given.
  static func defaultForks(groups: Int) -> Int {
    groups <= smallRunGroups ? smallRunForks : defaultForks
  }

  /// The (benchmark, OS version, size) groups `benchmarks` measure.
  static func groups(_ benchmarks: [Benchmark]) -> Int {
    Benchmark.firstOfEachGroup(benchmarks).reduce(0) { $0 + $1.sizes.count }
  }

  /// The name of the hidden verb a wall-time fork runs.
  static let forkVerb = "__measure-fork"

  /// The name of the hidden verb a valgrind child runs.
  static let childVerb = "__count-instructions"

  static func apply(_ arguments: ParsedArguments, to settings: inout RunSettings) throws(CLIError) {
    let verb = arguments.verb
    if let text = arguments.value("metric") {
      switch try Metric.parse(text, option: "metric", default: .wall, verb: verb) {
      case .wall: settings.metric = .wallTime
      case .instructions: settings.metric = .instructions
      }
    }
    if settings.metric == .instructions {
      for option in ["samples", "min-time", "time-budget", "forks"]
      where arguments.value(option) != nil {
        throw .usage(
          "--\(option) applies to wall time; instruction counts take --iterations N", verb: verb)
      }
      // Counts are exact: no interleaving order or bootstrap to seed, no interval to widen.
      if arguments.value("seed") != nil {
        throw .usage(
          "--seed applies to wall time: instruction counts are exact, with no sampling order or "
            + "bootstrap to seed", verb: verb)
      }
      if arguments.value("drift") != nil {
        throw .usage(
          "--drift applies to wall time: instruction counts do not vary with the machine's "
            + "speed, so their intervals have nothing to allow for", verb: verb)
      }
    }
    if settings.metric == .instructions {
      settings.forks = 1  // valgrind children, one per core: forks do not apply
    } else if let text = arguments.value("forks") {
      settings.forks = try RunOptions.integer(
        text, option: "forks", range: forksRange, verb: verb)
    }
    if let text = arguments.value("iterations") {
      settings.iterations = try RunOptions.integer(
        text, option: "iterations", range: BaselineLimits.iterations, verb: verb)
    }
    if let text = arguments.value("warmup-iterations") {
      settings.warmupIterations = try RunOptions.integer(
        text, option: "warmup-iterations", range: BaselineLimits.warmupIterations, verb: verb)
    }
  }

  /// Measures the benchmarks with the settings' metric: the runner for wall time, valgrind
  /// children for instructions.
  static func measure(_ benchmarks: [Benchmark], settings: RunSettings) throws(CLIError)
    -> RunResult
  {
    let executable = ownExecutable
    guard settings.metric == .instructions else {
      guard settings.forks > 1 else { return Runner(settings: settings).run(benchmarks) }
      let verb = forkVerb
      let child = InstructionCounter.Child(
        executable: executable,
        arguments: { @Sendable (request: String, result: String) -> [String] in
          [verb, request, result]
        })
      let progress = TerminalProgress.statusHandler(quiet: settings.quiet)
      let runner = ForkedRunner(settings: settings, child: child, log: progress)
      do {
        defer { progress?("\n") }
        return try runner.run(benchmarks)
      } catch let error as InstructionCountError {
        throw CLIError(
          code: Self.exitCode(for: error),
          message: "cannot measure in fresh processes: \(error.description)")
      } catch {
        throw CLIError(code: .failure, message: "cannot measure in fresh processes: \(error)")
      }
    }
    let verb = childVerb
    let child = InstructionCounter.Child(
      executable: executable,
      arguments: { @Sendable (request: String, result: String) -> [String] in
        [verb, request, result]
      })
    var log: (@Sendable (String) -> Void)?
    if !settings.quiet {
      log = { @Sendable line in _ = StandardStreams.write(Array((line + "\n").utf8), to: 2) }
    }
    let counter = InstructionCounter(settings: settings, child: child, log: log)
    do {
      return try counter.run(benchmarks)
    } catch let error as InstructionCountError {
      throw CLIError(code: Self.exitCode(for: error), message: error.description)
    } catch {
      throw CLIError(code: .failure, message: "cannot count instructions: \(error)")
    }
  }

  /// The exit code for a runner's failure: 6 without valgrind, 73 when the temporary directory
  /// cannot be used, 1 otherwise.
  static func exitCode(for error: InstructionCountError) -> ExitCode {
    switch error {
    case .valgrindMissing: return .toolMissing
    case .scratchUnavailable: return .cannotCreate
    case .cannotStrip, .childFailed: return .failure
    }
  }

  /// The benchmark a child process measures: `name` in the suite its prefix names, built for
  /// the configuration's OS version and the sizes (the calibration fixture by its name).
  static func benchmark(named name: String, configuration: String, sizes: [Int]) throws
    -> Benchmark
  {
    if name == InstructionCalibration.benchmarkName {
      return try InstructionCalibration.benchmark()
    }
    let os = try PlatformVersion(parsing: configuration)
    let suiteName = String(name.prefix { $0 != "/" })
    guard let suite = Suites.named(suiteName),
      let benchmark = try suite.benchmarks(
        os: os, sizes: sizes, registry: StrategyRegistry.standard()
      )
      .first(where: { $0.name == name })
    else {
      throw CLIError(code: .failure, message: "no benchmark named \(name)")
    }
    return benchmark
  }

  /// The hidden fork verb: `navbench __measure-fork REQUEST RESULT`, one wall-time process of a
  /// forked run.
  static func runFork(_ arguments: [String]) -> Int32 {
    guard arguments.count == 2 else { return childUsage(forkVerb, arguments) }
    do {
      let request = try JSONDecoder().decode(
        ForkRequest.self, from: Data(contentsOf: URL(fileURLWithPath: arguments[0])))
      try ForkedRunner.runChild(request: request, resultPath: URL(fileURLWithPath: arguments[1])) {
        try benchmark(named: $0, configuration: $1, sizes: $2)
      }
      return 0
    } catch {
      _ = StandardStreams.write(Array("navbench fork: \(error)\n".utf8), to: 2)
      return ExitCode.failure.rawValue
    }
  }

  /// A hidden verb given the wrong number of arguments: says so on standard error, exit 64.
  static func childUsage(_ verb: String, _ arguments: [String]) -> Int32 {
    let message =
      "navbench: error: \(verb) takes 2 arguments (REQUEST RESULT), got "
      + "\(arguments.count); it is run by navbench itself, not by hand\n"
    _ = StandardStreams.write(Array(Escaped.text(message).utf8), to: 2)
    return ExitCode.usage.rawValue
  }

  /// This executable, for child processes: `/proc/self/exe` where there is one (Linux), else
  /// the bundle's executable (macOS).
  static var ownExecutable: URL {
    let proc = "/proc/self/exe"
    if FileManager.default.fileExists(atPath: proc) {
      return URL(fileURLWithPath: proc).resolvingSymlinksInPath()
    }
    return Bundle.main.executableURL
      ?? URL(fileURLWithPath: CommandLine.arguments.first ?? "navbench")
  }

  /// The hidden child verb: `navbench __count-instructions REQUEST RESULT`, run under valgrind.
  static func runChild(_ arguments: [String]) -> Int32 {
    guard arguments.count == 2 else { return childUsage(childVerb, arguments) }
    do {
      let request = try JSONDecoder().decode(
        InstructionRequest.self, from: Data(contentsOf: URL(fileURLWithPath: arguments[0])))
      try InstructionCounter.runChild(
        request: request, resultPath: URL(fileURLWithPath: arguments[1])
      ) { group in
        try benchmark(
          named: group.benchmark, configuration: group.configuration, sizes: [group.size])
      }
      return 0
    } catch {
      _ = StandardStreams.write(Array("navbench child: \(error)\n".utf8), to: 2)
      return ExitCode.failure.rawValue
    }
  }
}
