import Foundation
import Testing

/// An interrupted run takes its child processes (valgrind runs, forks, fresh runs) with it, and
/// leaves no scratch directory or file in the temporary directory.
@Suite("Child processes and scratch files on a signal")
struct ChildCleanupTests {
  /// The live (not zombie) processes whose parent is `parent`, read from /proc.
  static func children(of parent: Int32) -> [Int32] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap { entry -> Int32? in
      guard let pid = Int32(entry), let stat = Self.stat(pid) else { return nil }
      return stat.parent == parent && stat.state != "Z" ? pid : nil
    }
  }

  /// The state letter and parent of `pid` from /proc/PID/stat, if it is still there.
  static func stat(_ pid: Int32) -> (state: Character, parent: Int32)? {
    guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = text.lastIndex(of: ")")
    else { return nil }
    let fields = text[text.index(after: close)...].split(separator: " ")
    guard fields.count > 2, let state = fields[0].first, let parent = Int32(fields[1]) else {
      return nil
    }
    return (state, parent)
  }

  /// The live processes whose environment holds `entry` (`NAME=value`), read from
  /// /proc/PID/environ: every process a run starts inherits its `TMPDIR`, so this finds them
  /// even after they were orphaned and adopted by another parent.
  static func carrying(_ entry: String) -> [Int32] {
    let wanted = Array(entry.utf8)
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap { name -> Int32? in
      guard let pid = Int32(name), pid != getpid(),
        let environment = FileManager.default.contents(atPath: "/proc/\(pid)/environ"),
        environment.split(separator: 0).contains(where: { $0.elementsEqual(wanted) }),
        let stat = Self.stat(pid), stat.state != "Z"
      else { return nil }
      return pid
    }
  }

  /// `pid`'s live descendants, children first.
  static func descendants(of pid: Int32) -> [Int32] {
    var found: [Int32] = []
    var frontier = [pid]
    while let parent = frontier.popLast() {
      let children = Self.children(of: parent)
      found += children
      frontier += children
    }
    return found
  }

  /// Starts `arguments` with an empty temporary directory of its own, waits for a child process
  /// (and `settle` more seconds for it to get going), sends SIGTERM, and checks that the run
  /// ends by that signal, that no process it started (then or later, orphaned or not) outlives
  /// it, and that the temporary directory is empty again.
  static func interrupt(_ arguments: [String], settle: Double = 0.5, blockingSignals: Bool = false)
    throws
  {
    let scratch = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let cache = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: cache) }
    let running = try FailureTests.Running(
      arguments, environment: ["TMPDIR": scratch.path, "NAVBENCH_CACHE_DIR": cache.path],
      blockingSignals: blockingSignals)
    let pid = running.process.processIdentifier
    var started: [Int32] = []
    for _ in 0..<1200 where started.isEmpty && running.process.isRunning {
      started = Self.children(of: pid)
      if started.isEmpty { usleep(50_000) }
    }
    if !running.process.isRunning {
      let errors = String(
        decoding: CLIRunner.readToEnd(running.errors.fileHandleForReading), as: UTF8.self)
      Issue.record("navbench ended before starting a child: \(errors)")
      return
    }
    try #require(!started.isEmpty, "no child process appeared within 60 s")
    usleep(UInt32(settle * 1e6))
    let environmentEntry = "TMPDIR=\(scratch.path)"
    // The environment is readable, so the check below can see the run's processes at all.
    #expect(Self.carrying(environmentEntry).contains(pid))
    kill(pid, SIGTERM)
    // Bounded: a run that cannot receive the signal fails the test instead of hanging it.
    for _ in 0..<600 where running.process.isRunning { usleep(50_000) }
    if running.process.isRunning {
      Issue.record("navbench still running 30 s after SIGTERM")
      for member in Self.descendants(of: pid) { kill(member, SIGKILL) }
      kill(pid, SIGKILL)
    }
    running.process.waitUntilExit()
    #expect(running.process.terminationReason == .uncaughtSignal)
    #expect(running.process.terminationStatus == SIGTERM)
    // Every process the run started carries its TMPDIR, also one orphaned and adopted by
    // another parent (and no unrelated process that reuses a pid does). A child may end a
    // moment after its parent (the parent waits for it only so long; a fork SIGTERMed while
    // starting up handles it once it is up, slowly under a sanitizer), so poll until every one
    // is gone, with a cap far above any normal ending.
    var alive = Self.carrying(environmentEntry)
    let deadline = Date().addingTimeInterval(60)
    while !alive.isEmpty && Date() < deadline {
      usleep(50_000)
      alive = Self.carrying(environmentEntry)
    }
    #expect(alive.isEmpty, "processes still running 60 s after the run ended: \(alive)")
    for child in alive { kill(child, SIGKILL) }
    let left = (try? FileManager.default.contentsOfDirectory(atPath: scratch.path)) ?? ["?"]
    #expect(left.isEmpty, "left in the temporary directory: \(left)")
  }

  @Test(
    "SIGTERM during an instruction run ends its valgrind children and removes their files",
    .enabled(if: InstructionModeTests.valgrindInstalled, "valgrind is not installed"))
  func terminatedInstructionRun() throws {
    try Self.interrupt(
      [
        "run", "--suite", "stacks", "--filter", "steady", "--sizes", "1000000", "--os", "16.4",
        "--metric", "instructions", "--quiet",
      ], settle: 1)
  }

  @Test("SIGTERM during a forked wall-clock run ends its forks and removes their files")
  func terminatedForkedRun() throws {
    try Self.interrupt([
      "run", "--suite", "stacks", "--filter", "steady", "--sizes", "100000", "--os", "16.4",
      "--forks", "4", "--quiet",
    ])
  }

  @Test(
    "SIGTERM during calibrate's fresh runs ends the run and its forks, and leaves no file",
    arguments: [false, true])
  func terminatedFreshRuns(blockingSignals: Bool) throws {
    // With the signals blocked in the mask navbench inherits (a parent's libdispatch thread),
    // every level (calibrate, its run, the run's forks) inherits them too.
    try Self.interrupt(
      [
        "calibrate", "--fresh-runs", "2", "--forks", "2", "--trials", "20", "--samples", "5",
        "--min-time", "1", "--quiet",
      ], settle: 1, blockingSignals: blockingSignals)
  }

  @Test("a navbench whose navbench parent has gone ends at once, by SIGTERM; its child runs")
  func endsWithoutItsParent() throws {
    let orphan = try CLIRunner.capture(
      CLIRunner.executable, ["--version"], environment: ["NAVBENCH_PARENT_PID": "2"])
    #expect(orphan.status == SIGTERM, "\(orphan)")
    #expect(orphan.stdout.isEmpty)
    // This test process is its parent: it runs as usual.
    let child = try CLIRunner.capture(
      CLIRunner.executable, ["--version"],
      environment: ["NAVBENCH_PARENT_PID": String(getpid())])
    #expect(child.status == 0, "\(child)")
    #expect(!child.stdout.isEmpty)
  }

  @Test("SIGTERM reaches a forked run started with the signals blocked, which ends cleanly")
  func terminatedWhileBlocked() throws {
    try Self.interrupt(
      [
        "run", "--suite", "stacks", "--filter", "steady", "--sizes", "100000", "--os", "16.4",
        "--forks", "4", "--quiet",
      ], blockingSignals: true)
  }
}
