import Foundation

/// Runs the built `navbench` executable and captures what it prints.
struct CLIRunner {
  struct Result {
    let status: Int32
    let stdout: String
    let stderr: String
  }

  /// The products directory that holds both this test bundle and `navbench`.
  static var executable: URL {
    var directory = Bundle.main.bundleURL
    for _ in 0..<4 {
      let candidate = directory.appendingPathComponent("navbench")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      directory = directory.deletingLastPathComponent()
    }
    return Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("navbench")
  }

  /// Runs navbench with `arguments`.
  static func run(_ arguments: [String], in directory: URL? = nil) throws -> Result {
    try capture(executable, arguments, in: directory)
  }

  /// Runs `program` with `arguments` and extra environment variables, capturing both pipes.
  static func capture(
    _ program: URL, _ arguments: [String], environment extra: [String: String] = [:],
    in directory: URL? = nil
  ) throws -> Result {
    let process = Process()
    process.executableURL = program
    process.arguments = arguments
    if !extra.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(extra) { $1 }
    }
    if let directory { process.currentDirectoryURL = directory }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    // Read both pipes concurrently so a full pipe never blocks the child.
    let group = DispatchGroup()
    nonisolated(unsafe) var outData = Data()
    group.enter()
    DispatchQueue.global().async {
      outData = readToEnd(out.fileHandleForReading)
      group.leave()
    }
    let errData = readToEnd(err.fileHandleForReading)
    group.wait()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }

  /// Every byte up to end of file, retrying reads a signal interrupted (Foundation's
  /// `readDataToEndOfFile()` traps on `EINTR`, which a busy test process does receive).
  static func readToEnd(_ handle: FileHandle) -> Data {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = buffer.withUnsafeMutableBytes {
        read(handle.fileDescriptor, $0.baseAddress, $0.count)
      }
      if count > 0 {
        data.append(contentsOf: buffer[0..<count])
      } else if count == 0 || errno != EINTR {
        return data
      }
    }
  }

  /// A fresh temporary directory, removed by the caller.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "navbench-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
