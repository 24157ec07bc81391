import Foundation

// The exit code for a run's outcome and for an error.
extension ExitCode {
  /// ``benchmarkFailed`` if any case of the run failed, ``success`` otherwise.
  package static func forRun(_ run: RunResult) -> ExitCode {
    run.failedCases.isEmpty ? .success : .benchmarkFailed
  }

  /// ``baselineUnavailable`` for a ``BaselineError``, ``benchmarkFailed`` for anything else.
  package init(error: any Error) {
    self = error is BaselineError ? .baselineUnavailable : .benchmarkFailed
  }
}
