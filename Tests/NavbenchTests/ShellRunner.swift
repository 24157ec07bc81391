import Foundation

/// Runs a `/bin/sh` script with `$NAVBENCH` set to the built executable, for redirections the
/// `Process` API cannot express (`>&-`, `2>/dev/full`, an ignored SIGPIPE).
enum ShellRunner {
  static func run(_ script: String, in directory: URL? = nil) throws -> CLIRunner.Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", script]
    process.environment = ProcessInfo.processInfo.environment.merging([
      "NAVBENCH": CLIRunner.executable.path
    ]) { $1 }
    if let directory { process.currentDirectoryURL = directory }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let group = DispatchGroup()
    nonisolated(unsafe) var outData = Data()
    group.enter()
    DispatchQueue.global().async {
      outData = out.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    return CLIRunner.Result(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }
}

/// Whether a run ended in a trap (SIGILL/SIGTRAP) or printed a Swift runtime backtrace.
func crashed(_ result: CLIRunner.Result) -> Bool {
  result.stderr.contains("Fatal error") || result.stderr.contains("Backtrace")
    || result.stderr.contains("Illegal instruction") || result.status >= 128
}
