import Foundation

/// A progress report from a running ``Runner``.
package struct RunProgress: Sendable, Equatable {
  /// What the runner is doing.
  package enum Phase: Sendable, Equatable {
    /// Setting up and warming up a case (cases are numbered in this phase).
    case warmingUp
    /// Taking interleaved samples of a (benchmark, size) group: round `round` of `rounds`.
    case sampling(round: Int, rounds: Int)
    /// The run is over.
    case finished
  }

  /// The 1-based number of the current case.
  package var caseNumber: Int
  /// Cases in the run.
  package var caseCount: Int
  /// The current case (for sampling: the group's first variant).
  package var key: CaseKey?
  /// The phase.
  package var phase: Phase
  /// Seconds since the run started.
  package var elapsedSeconds: Double
  /// Estimated seconds remaining, once at least one group has finished.
  package var estimatedRemainingSeconds: Double?
}

/// Receives progress reports.
package typealias RunProgressHandler = @Sendable (RunProgress) -> Void

/// Progress lines on standard error, rewritten in place, when standard error is a terminal:
/// the one progress printer of runs and of calibration.
package enum TerminalProgress {
  /// A handler that writes a run's progress to standard error, or `nil` when `quiet` is set or
  /// standard error is not a terminal (`isatty(2)` is false): piped and redirected runs stay
  /// silent.
  package static func handler(quiet: Bool) -> RunProgressHandler? {
    printer(quiet: quiet, line: { line(for: $0) })
  }

  /// A handler that rewrites one status line in place (`fresh run 2/5`), with the same rules.
  package static func statusHandler(quiet: Bool) -> (@Sendable (String) -> Void)? {
    printer(quiet: quiet) { "\r\u{1B}[2K" + $0 }
  }

  static func printer<Update>(
    quiet: Bool, line: @escaping @Sendable (Update) -> String
  ) -> (@Sendable (Update) -> Void)? {
    guard !quiet, isatty(STDERR_FILENO) == 1 else { return nil }
    return { update in
      // write(2), not FileHandle.write, which traps when the terminal has gone away.
      var bytes = Array(line(update).utf8)[...]
      while !bytes.isEmpty {
        let written = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
        if written < 0, errno == EINTR { continue }
        guard written > 0 else { return }
        bytes = bytes.dropFirst(written)
      }
    }
  }

  /// The text written for a report: a carriage return, an erase-line sequence and the status.
  package static func line(for progress: RunProgress) -> String {
    let erase = "\r\u{1B}[2K"
    if progress.phase == .finished {
      return erase + "\(progress.caseCount) cases in "
        + Format.trimmingZeros(Format.duration(seconds: progress.elapsedSeconds)) + "\n"
    }
    var text = "case \(progress.caseNumber) of \(progress.caseCount)"
    if let key = progress.key {
      text += ", \(key.benchmark)/\(key.variant)/\(key.size)"
      if !key.configuration.isEmpty { text += " [\(key.configuration)]" }
    }
    if case .sampling(let round, let rounds) = progress.phase {
      text += ", sampling \(round)/\(rounds)"
    } else {
      text += ", warming up"
    }
    if let remaining = progress.estimatedRemainingSeconds {
      text += ", ETA " + Format.trimmingZeros(Format.duration(seconds: remaining.rounded(.up)))
    }
    return erase + text
  }
}
