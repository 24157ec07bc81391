import Bench
import BenchmarkSuites
import Foundation
import Strategies

// The hidden verbs navbench runs itself as: a fork that measures one shard of the cases, and a
// child that valgrind counts.
extension MetricOptions {
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
