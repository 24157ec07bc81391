/// The process exit codes of navbench, documented in `navbench help`.
enum ExitCode: Int32, CaseIterable {
  /// Success.
  case success = 0
  /// The command ran but found a failure (glitches with strategies in `simulate`).
  case failure = 1
  /// `baseline compare` found a regression.
  case regression = 2
  /// A benchmark failed to run.
  case benchmarkFailed = 3
  /// The baseline is missing or unreadable.
  case baselineUnreadable = 5
  /// A tool the command needs is not installed (valgrind, for `--metric instructions`).
  case toolMissing = 6
  /// Bad command line: unknown verb or flag, missing or malformed value (EX_USAGE).
  case usage = 64
  /// An input file's content is invalid, such as a rule file (EX_DATAERR).
  case dataError = 65
  /// An input file cannot be read (EX_NOINPUT).
  case noInput = 66
  /// An output file cannot be written (EX_CANTCREAT).
  case cannotCreate = 73

  /// One line for the help text.
  var meaning: String {
    switch self {
    case .success: "success"
    case .failure: "the command found a failure (simulate: glitches with strategies)"
    case .regression: "baseline compare: a regression beyond its threshold"
    case .benchmarkFailed: "a benchmark failed to run"
    case .baselineUnreadable: "the baseline is missing or unreadable"
    case .toolMissing:
      "a tool is missing: valgrind for --metric instructions (Debian package valgrind)"
    case .usage: "usage error: unknown verb or flag, missing or malformed value"
    case .dataError: "an input file is invalid (a rule file)"
    case .noInput: "an input file cannot be read"
    case .cannotCreate: "an output file cannot be written"
    }
  }
}

/// An error that ends the command with a message and an exit code.
struct CLIError: Error, CustomStringConvertible {
  let code: ExitCode
  let message: String
  /// The verb whose usage to point at, for usage errors.
  var verb: String?

  static func usage(_ message: String, verb: String?) -> CLIError {
    CLIError(code: .usage, message: message, verb: verb)
  }

  var description: String { message }
}
