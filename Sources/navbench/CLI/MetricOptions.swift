import Bench
import BenchmarkSuites
import Foundation
import Strategies

/// `--metric`, `--iterations` and `--warmup-iterations`, and measuring with the chosen metric.
enum MetricOptions {
  static let specs: [OptionSpec] = [
    .option(
      "metric", "METRIC",
      "wall (default: wall time, sampled) or instructions (counted under valgrind, exact)"),
    .option(
      "iterations", "N",
      "fixed iterations: per sample (wall) or k of (I(2k) - I(k))/k (instructions)"),
    .option("warmup-iterations", "N", "fixed warm-up iterations instead of a warm-up time"),
  ]

  /// The name of the hidden verb a valgrind child runs.
  static let childVerb = "__count-instructions"

  static func apply(_ arguments: ParsedArguments, to settings: inout RunSettings) throws(CLIError) {
    let verb = arguments.verb
    if let text = arguments.value("metric") {
      switch text {
      case "wall", "wall-time", "time": settings.metric = .wallTime
      case "instructions", "instr": settings.metric = .instructions
      default:
        throw .usage("--metric: '\(text)' is not a metric (wall or instructions)", verb: verb)
      }
    }
    if settings.metric == .instructions {
      for option in ["samples", "min-time", "time-budget"] where arguments.value(option) != nil {
        throw .usage(
          "--\(option) applies to wall time; instruction counts take --iterations N", verb: verb)
      }
    }
    if let text = arguments.value("iterations") {
      settings.iterations = try RunOptions.integer(
        text, option: "iterations", range: 1...1_000_000_000, verb: verb)
    }
    if let text = arguments.value("warmup-iterations") {
      settings.warmupIterations = try RunOptions.integer(
        text, option: "warmup-iterations", range: 0...1_000_000_000, verb: verb)
    }
  }

  /// Measures the benchmarks with the settings' metric: the runner for wall time, valgrind
  /// children for instructions.
  static func measure(_ benchmarks: [Benchmark], settings: RunSettings) throws(CLIError)
    -> RunResult
  {
    guard settings.metric == .instructions else {
      return Runner(settings: settings).run(benchmarks)
    }
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    let verb = childVerb
    let child = InstructionCounter.Child(
      executable: executable,
      arguments: { @Sendable (request: String, result: String) -> [String] in
        [verb, request, result]
      })
    var log: (@Sendable (String) -> Void)?
    if !settings.quiet {
      log = { @Sendable line in FileHandle.standardError.write(Data((line + "\n").utf8)) }
    }
    let counter = InstructionCounter(settings: settings, child: child, log: log)
    do {
      return try counter.run(benchmarks)
    } catch let error as InstructionCountError {
      let code: ExitCode = error == .valgrindMissing ? .toolMissing : .failure
      throw CLIError(code: code, message: error.description)
    } catch {
      throw CLIError(code: .failure, message: "cannot count instructions: \(error)")
    }
  }

  /// The hidden child verb: `navbench __count-instructions REQUEST RESULT`, run under valgrind.
  static func runChild(_ arguments: [String]) -> Int32 {
    guard arguments.count == 2 else { return ExitCode.usage.rawValue }
    do {
      let request = try JSONDecoder().decode(
        InstructionRequest.self, from: Data(contentsOf: URL(fileURLWithPath: arguments[0])))
      let registry = StrategyRegistry.standard()
      try InstructionCounter.runChild(
        request: request, resultPath: URL(fileURLWithPath: arguments[1])
      ) { group in
        if group.benchmark == InstructionCalibration.benchmarkName {
          return try InstructionCalibration.benchmark()
        }
        let os = try PlatformVersion(parsing: group.configuration)
        let suiteName = String(group.benchmark.prefix { $0 != "/" })
        guard let suite = Suites.named(suiteName),
          let benchmark = try suite.benchmarks(os: os, sizes: [group.size], registry: registry)
            .first(where: { $0.name == group.benchmark })
        else {
          throw CLIError(code: .failure, message: "no benchmark named \(group.benchmark)")
        }
        return benchmark
      }
      return 0
    } catch {
      FileHandle.standardError.write(Data("navbench child: \(error)\n".utf8))
      return ExitCode.failure.rawValue
    }
  }
}
