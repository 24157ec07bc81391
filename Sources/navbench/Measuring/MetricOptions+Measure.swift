import Bench
import BenchmarkSuites
import Foundation
import Strategies

// Measuring a selection with the metric the options chose: wall time in forked processes, or
// instruction counts in children under valgrind.
extension MetricOptions {
  /// Measures the benchmarks with the settings' metric: the runner for wall time, valgrind
  /// children for instructions. `iterations`: the iterations per sample an earlier run chose
  /// for some of the cases, which forked wall-time runs sample with instead of calibrating.
  static func measure(
    _ benchmarks: [Benchmark], settings: RunSettings,
    backend: InstructionCounter.Backend = .valgrind, variants: [String]? = nil,
    iterations: [CaseKey: Int] = [:]
  ) throws(CLIError) -> RunResult {
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
      var runner = ForkedRunner(settings: settings, child: child, log: progress)
      runner.variants = variants
      runner.knownIterations = iterations
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
    var counter = InstructionCounter(settings: settings, child: child, log: log)
    counter.backend = backend
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
}
