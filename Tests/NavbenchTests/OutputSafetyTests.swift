import Foundation
import Testing

/// A run of one cheap benchmark, for output tests.
let quickRun = [
  "run", "--suite", "stacks", "--filter", "replace-top", "--sizes", "10", "--os", "16.4",
  "--samples", "5", "--min-time", "1", "--time-budget", "1", "--quiet", "--forks", "1",
]

/// Whether this process may create device nodes (root with CAP_MKNOD).
private let canMakeDevices: Bool = {
  guard getuid() == 0 else { return false }
  let probe = FileManager.default.temporaryDirectory.appendingPathComponent(
    "navbench-mknod-probe-\(getpid())")
  defer { unlink(probe.path) }
  return mknod(probe.path, S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0
}()

@Suite("Output paths and write errors", .serialized)
struct OutputSafetyTests {
  @Test("stdout on a full device: exit 73 with a message, no trap")
  func stdoutFull() throws {
    let result = try ShellRunner.run(#""$NAVBENCH" list >/dev/full"#)
    #expect(result.status == 73, "\(result.stderr)")
    #expect(!crashed(result))
    #expect(result.stderr.contains("cannot write to standard output"))
  }

  @Test("stdout closed: exit 73, and the message says so")
  func stdoutClosed() throws {
    let result = try ShellRunner.run(#""$NAVBENCH" list >&-"#)
    #expect(result.status == 73, "\(result.stderr)")
    #expect(!crashed(result))
    #expect(result.stderr.contains("standard output is closed"))
    let viaPath = try ShellRunner.run(
      #""$NAVBENCH" "# + quickRun.joined(separator: " ") + " --output /dev/stdout >&-")
    #expect(viaPath.status == 73, "\(viaPath.stderr)")
    #expect(viaPath.stderr.contains("standard output is closed"))
  }

  @Test("stderr on a full device: the usage error exits 64, silently, without a trap")
  func stderrFull() throws {
    let result = try ShellRunner.run(#""$NAVBENCH" list --bogus 2>/dev/full; echo "rc=$?""#)
    #expect(result.stdout.contains("rc=64"), "\(result.stdout)")
    let closed = try ShellRunner.run(#""$NAVBENCH" list 2>&-; echo "rc=$?""#)
    #expect(closed.stdout.contains("rc=0"), "\(closed.stdout)")
  }

  @Test(
    "standard error a broken pipe during an instruction run, SIGPIPE ignored: no trap",
    .enabled(if: InstructionModeTests.valgrindInstalled, "valgrind is not installed"))
  func brokenStderrWhileCounting() throws {
    // Its progress lines go to standard error, which FileHandle.write trapped on (exit 132).
    let result = try ShellRunner.run(
      #"trap '' PIPE; exec 3>&1; ( sleep 0.3; "$NAVBENCH" run --suite transforms --sizes 10 "#
        + #"--os 16.4 --metric instructions --format csv 2>&1 >/dev/null; echo "rc=$?" >&3 ) | true"#
    )
    #expect(result.stdout.contains("rc=0"), "\(result.stdout) \(result.stderr)")
  }

  @Test("a broken pipe with SIGPIPE ignored: exit 73, no trap")
  func brokenPipe() throws {
    let result = try ShellRunner.run(
      #"trap '' PIPE; ( sleep 0.3; "$NAVBENCH" list; echo "rc=$?" >&2 ) | true"#)
    #expect(result.stderr.contains("rc=73"), "\(result.stderr)")
    #expect(!result.stderr.contains("Fatal error"))
    #expect(result.stderr.contains("Broken pipe"))
  }

  @Test("--output /dev/stdout writes to standard output")
  func devStdout() throws {
    let result = try CLIRunner.run(quickRun + ["--format", "csv", "--output", "/dev/stdout"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.hasPrefix("benchmark,os,variant"))
  }

  @Test("--output - writes to standard output and creates no file named -")
  func dashIsStandardOutput() throws {
    let directory = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try CLIRunner.run(
      quickRun + ["--format", "csv", "--output", "-"], in: directory)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.hasPrefix("benchmark,os,variant"))
    #expect(!result.stderr.contains("wrote"))
    #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("-").path))
  }

  @Test("--output to a FIFO writes through; the FIFO stays a FIFO")
  func fifo() throws {
    let directory = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let fifo = directory.appendingPathComponent("pipe").path
    #expect(mkfifo(fifo, 0o644) == 0)
    let result = try ShellRunner.run(
      #"cat pipe > got.csv & "$NAVBENCH" "# + quickRun.joined(separator: " ")
        + #" --format csv --output pipe; echo "rc=$?"; wait"#, in: directory)
    #expect(result.stdout.contains("rc=0"), "\(result.stderr)")
    var status = stat()
    #expect(lstat(fifo, &status) == 0 && (status.st_mode & S_IFMT) == S_IFIFO)
    let got = try String(contentsOf: directory.appendingPathComponent("got.csv"), encoding: .utf8)
    #expect(got.hasPrefix("benchmark,os,variant"))
  }

  @Test(
    "--output to character devices: written through, never replaced; a full one exits 73",
    .enabled(if: canMakeDevices, "needs mknod (root)"))
  func characterDevices() throws {
    let directory = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let null = directory.appendingPathComponent("null").path
    let full = directory.appendingPathComponent("full").path
    #expect(mknod(null, S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0)
    #expect(mknod(full, S_IFCHR | 0o666, dev_t(1 << 8 | 7)) == 0)
    let toNull = try CLIRunner.run(quickRun + ["--output", null])
    #expect(toNull.status == 0, "\(toNull.stderr)")
    let toFull = try CLIRunner.run(quickRun + ["--output", full])
    #expect(toFull.status == 73, "\(toFull.stderr)")
    #expect(toFull.stderr.contains("No space left"))
    for path in [null, full] {
      var status = stat()
      #expect(lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFCHR)
    }
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == [
        "full", "null",
      ])
  }

  @Test("--output through a symbolic link replaces the target and keeps the link")
  func symbolicLink() throws {
    let directory = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let target = directory.appendingPathComponent("target.csv")
    try Data("old\n".utf8).write(to: target)
    let link = directory.appendingPathComponent("link.csv").path
    #expect(symlink("target.csv", link) == 0)
    let dangling = directory.appendingPathComponent("dangling.csv").path
    #expect(symlink("new.csv", dangling) == 0)
    for path in [link, dangling] {
      let result = try CLIRunner.run(quickRun + ["--format", "csv", "--output", path])
      #expect(result.status == 0, "\(result.stderr)")
      var status = stat()
      #expect(lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFLNK)
    }
    #expect(try String(contentsOf: target, encoding: .utf8).hasPrefix("benchmark,"))
    #expect(
      try String(contentsOf: directory.appendingPathComponent("new.csv"), encoding: .utf8)
        .hasPrefix("benchmark,"))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == [
        "dangling.csv", "link.csv", "new.csv", "target.csv",
      ])
  }

  @Test("a symbolic-link loop and an over-long path are named as such, before the run")
  func loopAndLongPath() throws {
    let directory = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let one = directory.appendingPathComponent("one").path
    let two = directory.appendingPathComponent("two").path
    #expect(symlink(two, one) == 0)
    #expect(symlink(one, two) == 0)
    let loop = try CLIRunner.run(quickRun + ["--output", one])
    #expect(loop.status == 73)
    #expect(loop.stderr.contains("symbolic"), "\(loop.stderr)")
    #expect(!loop.stderr.contains("no such file"))
    let long = directory.path + "/" + String(repeating: "d/", count: 3000) + "x.txt"
    let tooLong = try CLIRunner.run(quickRun + ["--output", long])
    #expect(tooLong.status == 73)
    #expect(tooLong.stderr.contains("ENAMETOOLONG"), "\(tooLong.stderr)")
  }

  @Test("a 250-byte file name is written; a 256-byte one is refused before the run")
  func longNames() throws {
    let directory = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let fits = directory.appendingPathComponent(String(repeating: "a", count: 250)).path
    let result = try CLIRunner.run(quickRun + ["--output", fits])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(FileManager.default.fileExists(atPath: fits))
    let over = directory.appendingPathComponent(String(repeating: "b", count: 256)).path
    let refused = try CLIRunner.run(quickRun + ["--output", over])
    #expect(refused.status == 73)
    #expect(refused.stderr.contains("ENAMETOOLONG"), "\(refused.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).count == 1)
  }

  @Test("messages: baseline save DIR does not mention --output; no repeated 'cannot write'")
  func messages() throws {
    let directory = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let save = try CLIRunner.run(["baseline", "save", directory.path] + tinyRun)
    #expect(save.status == 73)
    #expect(!save.stderr.contains("--output"), "\(save.stderr)")
    #expect(save.stderr.contains("is a directory"))
    let missing = directory.appendingPathComponent("no/such/file.json").path
    let saveMissing = try CLIRunner.run(["baseline", "save", missing] + tinyRun)
    #expect(saveMissing.status == 73)
    #expect(saveMissing.stderr.components(separatedBy: "cannot write").count == 2)
  }

  @Test("SIGTERM between writing and renaming: old baseline intact, no temporary file")
  func terminatedBeforeRename() throws {
    let directory = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("baseline.json")
    try Data(#"{"previous": true}"#.utf8).write(to: path)
    let saving = try FailureTests.Running(
      ["baseline", "save", path.path] + tinyRun,
      environment: ["NAVBENCH_TEST_PAUSE_BEFORE_RENAME": "60"])
    #expect(saving.wait(for: "paused before renaming"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).count == 2)
    kill(saving.process.processIdentifier, SIGTERM)
    saving.process.waitUntilExit()
    #expect(saving.process.terminationReason == .uncaughtSignal)
    #expect(saving.process.terminationStatus == SIGTERM)
    #expect(try Data(contentsOf: path) == Data(#"{"previous": true}"#.utf8))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["baseline.json"])
  }
}
