import Foundation

/// The exit codes a benchmark tool uses, by outcome: navbench's, documented in `navbench help`.
package enum ExitCode: Int32, Sendable, Codable, CaseIterable {
  /// Everything measured; no regression.
  case success = 0
  /// The command ran and found a failure (glitches with strategies in a simulation, a
  /// calibration that misses its targets).
  case failure = 1
  /// At least one case regressed beyond its threshold.
  case regression = 2
  /// At least one benchmark failed (its setup threw or its declaration was invalid).
  case benchmarkFailed = 3
  /// The baseline is missing or unreadable.
  case baselineUnavailable = 5
  /// A tool the command needs is not installed (valgrind, for `--metric instructions`).
  case toolMissing = 6
  /// Bad command line: unknown verb or flag, missing or malformed value (`EX_USAGE`).
  case usage = 64
  /// An input file's content is invalid, such as a rule file (`EX_DATAERR`).
  case dataError = 65
  /// An input file cannot be read (`EX_NOINPUT`).
  case noInput = 66
  /// An output file cannot be written (`EX_CANTCREAT`).
  case cannotCreate = 73
}
