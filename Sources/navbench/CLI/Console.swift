import Bench
import Glibc

/// Where navbench writes: standard output for results, standard error for messages.
///
/// Writes never trap. A failed write to standard output (full disk, closed descriptor, broken
/// pipe with SIGPIPE ignored) is reported on standard error and ends the process with exit 73;
/// a failed write to standard error is ignored, since there is nowhere left to report it.
struct Console {
  func out(_ text: String) {
    out(bytes: text.utf8)
  }

  func out(bytes: some Collection<UInt8>) {
    if let code = StandardStreams.write(bytes, to: STDOUT_FILENO) {
      Self.standardOutputFailed(code)
    }
  }

  func err(_ text: String) {
    _ = StandardStreams.write(text.utf8, to: STDERR_FILENO)
  }

  /// Reports a failed write to standard output and exits with 73 (EX_CANTCREAT).
  static func standardOutputFailed(_ code: Int32) -> Never {
    _ = StandardStreams.write(
      "navbench: error: cannot write to standard output: \(StandardStreams.describe(code))\n"
        .utf8, to: STDERR_FILENO)
    exit(ExitCode.cannotCreate.rawValue)
  }

}
