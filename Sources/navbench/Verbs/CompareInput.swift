import Bench
import BenchmarkSuites
import Foundation
import Simulation
import Strategies

/// `compare --input RUN.json` (a report on a saved or merged run) and `compare --baseline`.
enum CompareInput {
  /// The options that choose, sample or show the progress of a measurement, which a saved run
  /// has already fixed: every run option (`--metric` and `--quiet` too), taken from their spec
  /// so that a new one cannot be left out.
  static let measuringOptions = RunOptions.specs.map(\.name)

  /// With `--input` the run is already measured: an option that chooses, samples or shows the
  /// progress of a measurement would be ignored, so it is refused. Verbs call this before they
  /// read the run options, so that the refusal is the first thing said.
  static func refuseMeasuringOptions(_ arguments: ParsedArguments) throws(CLIError) {
    guard arguments.value("input") != nil else { return }
    if let option = measuringOptions.first(where: {
      arguments.value($0) != nil || arguments.flag($0)
    }) {
      throw .usage(
        "--\(option) does not apply with --input: the run is already measured",
        verb: arguments.verb)
    }
  }

  /// The report on the run saved at `path`, for the OS versions it measured.
  static func report(from path: String, arguments: ParsedArguments, command: String)
    throws(CLIError) -> (StrategyComparison, RunResult)
  {
    let run = try MergeVerb.load(path)
    var versions: [PlatformVersion] = []
    for result in run.cases {
      if let version = try? PlatformVersion(parsing: result.key.configuration),
        !versions.contains(version)
      {
        versions.append(version)
      }
    }
    guard !versions.isEmpty else {
      throw CLIError(
        code: .dataError,
        message: "\(path) has no case measured for an OS version; write it with navbench run")
    }
    let registry = StrategyRegistry.standard()
    let simulation = SimulationMatrix.run(versions: versions, registry: registry)
    let report = StrategyComparison.build(
      registry: registry, versions: versions, run: run, simulation: simulation, command: command)
    return (report, run)
  }

  /// The baseline `--baseline PATH` names, read and checked before anything is measured.
  ///
  /// - Throws: a usage error for a format other than html; exit 5 when the baseline is missing,
  ///   unreadable or invalid.
  static func baseline(_ arguments: ParsedArguments, format: CompareVerb.Format) throws(CLIError)
    -> (path: String, run: RunResult)?
  {
    guard let path = arguments.value("baseline") else { return nil }
    guard format == .html else {
      throw .usage(
        "--baseline applies to --format html (use navbench baseline compare for text or json)",
        verb: arguments.verb)
    }
    return (path, try BaselineLimits.load(path, as: .baseline))
  }

  /// The baseline's comparison with `current`.
  ///
  /// - Throws: a data error when its wall times were measured on another machine.
  static func comparison(of baseline: RunResult, with current: RunResult) throws(CLIError)
    -> (RunResult, BaselineComparison)
  {
    do {
      try current.checkComparable(with: baseline)
    } catch {
      throw CLIError(code: .dataError, message: "--baseline: \(error)")
    }
    return (baseline, BaselineComparison(current: current, baseline: baseline))
  }
}
