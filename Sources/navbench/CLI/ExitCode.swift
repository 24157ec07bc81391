import Bench

extension ExitCode {
  /// One line for the help text.
  var meaning: String {
    switch self {
    case .success: "success"
    case .failure: "the command found a failure (simulate: glitches with strategies)"
    case .regression: "baseline compare: a regression beyond its threshold"
    case .benchmarkFailed: "a benchmark failed to run"
    case .baselineUnavailable:
      "the baseline is missing, unreadable or invalid, or of another metric"
    case .toolMissing:
      "a tool is missing: valgrind for --metric instructions (Debian package valgrind)"
    case .usage: "usage error: unknown verb or flag, missing or malformed value"
    case .dataError:
      "an input file is invalid (a rule file, a run); baseline compare: runs of other machines, "
        + "or no case compared"
    case .noInput: "an input file cannot be read"
    case .cannotCreate: "an output file (or the temporary directory, $TMPDIR) cannot be written"
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
