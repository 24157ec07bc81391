import Bench
import Foundation
import Simulation
import Strategies

/// `navbench simulate --random N [--seed S] [--length L] [--sdk VERSION]`: the whole-app
/// random walk.
extension SimulateVerb {
  /// The options only the walk reads.
  static let randomOnlyOptions = ["seed", "length"]

  /// Runs the walk when `--random` is given; `nil` otherwise.
  static func runRandom(
    _ arguments: ParsedArguments, registry: StrategyRegistry, versions: [PlatformVersion],
    traits: Set<ContextTrait>?, sdk: PlatformVersion?, format: TextOrJSON, console: Console
  ) throws(CLIError) -> ExitCode? {
    let verb = spec.name
    guard let count = arguments.value("random") else {
      for option in randomOnlyOptions where arguments.value(option) != nil {
        throw .usage("--\(option) applies only to --random", verb: verb)
      }
      return nil
    }
    for option in ["mutants"] where arguments.flag(option) {
      throw .usage("--\(option) does not apply to --random", verb: verb)
    }
    if arguments.value("defect") != nil {
      throw .usage(
        "--defect does not apply to --random: the walk runs every container at once", verb: verb)
    }
    let sequences = try integer(
      count, option: "random", range: 1...AppWalk.sequenceLimit, verb: verb)
    let length = try arguments.value("length").map { (text) throws(CLIError) in
      try integer(text, option: "length", range: 1...AppWalk.lengthLimit, verb: verb)
    }
    let seed = try arguments.value("seed").map { (text) throws(CLIError) in
      try Values.wholeNumber(text, option: "seed", range: 0...UInt64.max, verb: verb)
    }
    let settings = RandomWalk.Settings(
      sequences: sequences, seed: seed ?? RandomWalk.Settings.defaultSeed,
      length: length ?? RandomWalk.Settings.defaultLength, traits: traits ?? [],
      sdk: sdk)
    let report = MainActor.assumeIsolated {
      RandomWalk.run(settings, versions: versions, registry: registry) { done, total in
        console.err("simulate --random: \(done) of \(total) sequences\n")
      }
    }
    if format == .json {
      console.out(try JSONOutput.encode(kind: "random-walk", report, arguments: arguments))
    } else {
      console.out(RandomWalk.render(report))
    }
    return report.passed ? .success : .failure
  }

  /// `text` as a whole number of `option` in `range` (``Values/wholeNumber(_:option:range:verb:)``).
  static func integer(_ text: String, option: String, range: ClosedRange<Int>, verb: String)
    throws(CLIError) -> Int
  {
    try Values.wholeNumber(text, option: option, range: range, verb: verb)
  }
}
