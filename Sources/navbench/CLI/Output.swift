import Bench
import Foundation

/// Writing a report to standard output or to `--output PATH`: a regular file is replaced
/// atomically (its symbolic links followed), a device, FIFO or `/dev/stdout` is written through,
/// and `-` is standard output (a file named `-` is `./-`).
enum Output {
  /// The path `--output` names: `nil` (standard output) for `-`.
  static func destination(_ path: String?) -> String? {
    path == "-" ? nil : path
  }

  /// Refuses an output path that cannot be written (a directory, a missing or read-only
  /// directory, a name too long, a symbolic-link loop, a closed `/dev/fd/N`, a directory where
  /// the temporary file cannot be created) before any benchmark runs.
  ///
  /// - Parameter label: how the message names the path (`--output`, `baseline`).
  static func check(_ path: String?, label: String = "--output") throws(CLIError) {
    guard let path = destination(path) else { return }
    do {
      _ = try AtomicFile.checkWritable(path)
    } catch {
      throw CLIError(code: .cannotCreate, message: "\(label): \(Escaped.text("\(error)"))")
    }
  }

  /// Writes `data` to `path`, or to standard output when `path` is `nil` or `-`.
  static func write(_ data: Data, to path: String?, console: Console) throws(CLIError) {
    guard let path = destination(path) else {
      console.out(bytes: data)
      return
    }
    // Standard output and error go through the streams, which know whether they were closed
    // at start-up (and then replaced by /dev/null).
    if let descriptor = AtomicFile.descriptorAlias(path), descriptor <= 2 {
      if let code = StandardStreams.write(data, to: descriptor) {
        throw CLIError(
          code: .cannotCreate,
          message: "cannot write \(path): \(StandardStreams.describe(code))")
      }
      return
    }
    do {
      try AtomicFile.write(data, to: URL(fileURLWithPath: path))
    } catch {
      throw CLIError(code: .cannotCreate, message: "--output: \(Escaped.text("\(error)"))")
    }
    if AtomicFile.descriptorAlias(path) == nil {
      console.err("wrote \(Escaped.text(path))\n")
    }
  }
}
