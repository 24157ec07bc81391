import Foundation
import Testing

/// Whether this process may mount a tmpfs (root in a sandbox that allows it).
private let canMountTmpfs: Bool = {
  guard getuid() == 0 else { return false }
  let probe = FileManager.default.temporaryDirectory.appendingPathComponent(
    "navbench-mount-probe-\(getpid())")
  try? FileManager.default.createDirectory(at: probe, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: probe) }
  guard mount("tmpfs", probe.path, "tmpfs", 0, "size=64k") == 0 else { return false }
  umount(probe.path)
  return true
}()

@Suite("Failures: killed saves, full disks, read-only outputs", .serialized)
struct FailureTests {
  /// A process whose standard error can be watched while it runs.
  final class Running {
    let process = Process()
    let errors = Pipe()

    /// Starts navbench; with `blockingSignals`, with SIGTERM, SIGINT and SIGHUP blocked in the
    /// signal mask it inherits, as a child started from a libdispatch worker thread gets it.
    init(_ arguments: [String], environment: [String: String] = [:], blockingSignals: Bool = false)
      throws
    {
      process.executableURL = CLIRunner.executable
      process.arguments = arguments
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
      process.standardError = errors
      process.standardOutput = FileHandle.nullDevice
      var blocked = sigset_t()
      var previous = sigset_t()
      sigemptyset(&blocked)
      if blockingSignals {
        for signalNumber in [SIGTERM, SIGINT, SIGHUP] { sigaddset(&blocked, signalNumber) }
      }
      pthread_sigmask(SIG_BLOCK, &blocked, &previous)
      defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
      try process.run()
    }

    /// Reads standard error until `marker` appears or the process ends.
    func wait(for marker: String) -> Bool {
      var seen = ""
      while true {
        let chunk = errors.fileHandleForReading.availableData
        if chunk.isEmpty { return false }
        seen += String(decoding: chunk, as: UTF8.self)
        if seen.contains(marker) { return true }
      }
    }
  }

  @Test("SIGKILL between writing the new baseline and renaming it leaves the old one intact")
  func killedBeforeRename() throws {
    let directory = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("baseline.json")
    let first = try CLIRunner.run(["baseline", "save", path.path] + tinyRun)
    #expect(first.status == 0)
    let before = try Data(contentsOf: path)

    let saving = try Running(
      ["baseline", "save", path.path] + tinyRun,
      environment: ["NAVBENCH_TEST_PAUSE_BEFORE_RENAME": "60"])
    #expect(saving.wait(for: "paused before renaming"))
    kill(saving.process.processIdentifier, SIGKILL)
    saving.process.waitUntilExit()
    #expect(saving.process.terminationReason == .uncaughtSignal)
    #expect(try Data(contentsOf: path) == before)
    // The next compare still reads the old baseline.
    let compare = try CLIRunner.run([
      "baseline", "compare", path.path, "--threshold", "allocs_per_op=0", "--quiet",
    ])
    #expect(compare.status == allocationsOnlyGateStatus, "\(compare.stderr)")
  }

  @Test("SIGKILL at random moments of a save never leaves a damaged baseline")
  func killedAnywhere() throws {
    let directory = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("baseline.json")
    #expect(try CLIRunner.run(["baseline", "save", path.path] + tinyRun).status == 0)
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<6 {
      let before = try Data(contentsOf: path)
      let saving = try Running(["baseline", "save", path.path] + tinyRun)
      usleep(UInt32.random(in: 50_000...900_000, using: &generator))
      kill(saving.process.processIdentifier, SIGKILL)
      saving.process.waitUntilExit()
      let after = try Data(contentsOf: path)
      if after != before {
        // The save finished before the signal: the new file must be a whole baseline.
        let object = try payload(after, kind: "run")
        #expect((object["results"] as? [Any])?.count == 9)
      }
    }
  }

  @Test(
    "a full disk: the save fails with exit 73, the old baseline is intact, no temporary file",
    .enabled(if: canMountTmpfs, "needs to mount an 8 KiB tmpfs (root)"))
  func fullDisk() throws {
    let directory = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(mount("tmpfs", directory.path, "tmpfs", 0, "size=8k") == 0)
    defer { umount(directory.path) }
    let path = directory.appendingPathComponent("baseline.json")
    let old = Data(#"{"previous": true}"#.utf8)
    try old.write(to: path)
    // A baseline with raw samples of 9 cases is about 30 KiB: it cannot fit in 8 KiB.
    let result = try CLIRunner.run(["baseline", "save", path.path] + tinyRun)
    #expect(result.status == 73, "\(result.stderr)")
    #expect(result.stderr.contains("cannot write baseline"))
    #expect(try Data(contentsOf: path) == old)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["baseline.json"])

    let report = directory.appendingPathComponent("report.json")
    let run = try CLIRunner.run(
      ["run"] + tinyRun + ["--format", "json", "--raw-samples", "--output", report.path])
    #expect(run.status == 73)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["baseline.json"])
  }

  @Test(
    "a read-only file system: refused before running, nothing written",
    .enabled(if: canMountTmpfs, "needs to mount a read-only tmpfs (root)"))
  func readOnly() throws {
    let directory = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(mount("tmpfs", directory.path, "tmpfs", UInt(MS_RDONLY), "size=64k") == 0)
    defer { umount(directory.path) }
    let result = try CLIRunner.run(
      ["compare"] + tinyRun + ["--output", directory.appendingPathComponent("r.html").path])
    #expect(result.status == 73)
    #expect(result.stderr.contains("cannot write in"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
  }
}
