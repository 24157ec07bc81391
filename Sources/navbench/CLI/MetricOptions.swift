import Bench
import BenchmarkSuites
import Foundation
import Strategies

/// `--metric`, `--iterations` and `--warmup-iterations` (measuring with the chosen metric is in
/// `Measuring/`).
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
        + "(default \(ForkedRunner.defaultForks), \(ForkedRunner.smallRunForks) for a run of at "
        + "most \(ForkedRunner.smallRunGroups) benchmark sizes, fewer when "
        + "--samples is below 3 per process; 1: this process only); each process takes at "
        + "least 3 of the samples"),
  ]

  /// `--forks` (of run, compare, baseline and calibrate --fresh-runs).
  static let forksRange = 1...100

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
}
