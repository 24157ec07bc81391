import Foundation

// Calibration's progress on a terminal, with the rules of a run's.
extension TerminalProgress {
  /// A handler that writes a calibration's progress to standard error, with the rules of
  /// ``handler(quiet:)``.
  package static func calibrationHandler(quiet: Bool) -> (
    @Sendable (Calibration.Progress) -> Void
  )? {
    printer(quiet: quiet, line: { line(for: $0) })
  }

  /// The text written for a calibration report: the phase, the trial and the time so far.
  package static func line(for progress: Calibration.Progress) -> String {
    let text =
      "\r\u{1B}[2K\(progress.phase.rawValue) \(progress.trial)/\(progress.trials)  "
      + Format.trimmingZeros(Format.duration(seconds: progress.elapsedSeconds))
    return progress.phase == .finished ? text + "\n" : text
  }
}
