import Foundation

/// Runs a `/bin/sh` script with `$NAVBENCH` set to the built executable, for redirections the
/// `Process` API cannot express (`>&-`, `2>/dev/full`, an ignored SIGPIPE).
enum ShellRunner {
  static func run(_ script: String, in directory: URL? = nil) throws -> CLIRunner.Result {
    try CLIRunner.capture(
      URL(fileURLWithPath: "/bin/sh"), ["-c", script],
      environment: ["NAVBENCH": CLIRunner.executable.path], in: directory)
  }
}

/// Whether a run ended in a trap (SIGILL/SIGTRAP) or printed a Swift runtime backtrace.
func crashed(_ result: CLIRunner.Result) -> Bool {
  result.stderr.contains("Fatal error") || result.stderr.contains("Backtrace")
    || result.stderr.contains("Illegal instruction") || result.status >= 128
}
