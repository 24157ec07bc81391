import CBenchSupport
import Foundation
import Synchronization
import Testing

@testable import Bench

@Suite("Atomic file writes")
struct AtomicFileTests {
  struct InjectedFailure: Error {}

  /// The process's umask, from `/proc/self/status` (reading it with `umask(2)` would change it
  /// for the other tests running at the same time).
  static func currentUmask() throws -> Int {
    let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
    let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("Umask:") })
    return try #require(
      Int(line.dropFirst("Umask:".count).trimmingCharacters(in: .whitespaces), radix: 8))
  }

  @Test("a new file gets 0666 less the umask, as a shell redirection creates it")
  func writesNewFilesFollowingTheUmask() throws {
    let url = try Synthetic.temporaryDirectory().appendingPathComponent("report.txt")
    try AtomicFile.write(Data("hello".utf8), to: url)
    #expect(try String(contentsOf: url, encoding: .utf8) == "hello")
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    let expected = 0o666 & ~(try Self.currentUmask())
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == expected)
    // The shell's redirection, for the same umask, in the same directory.
    let shell = url.deletingLastPathComponent().appendingPathComponent("shell.txt")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "echo hello > \"$1\"", "sh", shell.path]
    try process.run()
    process.waitUntilExit()
    let shells = try FileManager.default.attributesOfItem(atPath: shell.path)
    #expect(
      (shells[.posixPermissions] as? NSNumber) == (attributes[.posixPermissions] as? NSNumber))
  }

  @Test func replacesExistingFilesKeepingTheirPermissions() throws {
    let url = try Synthetic.temporaryDirectory().appendingPathComponent("report.txt")
    try Data("old".utf8).write(to: url)
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: url.path)
    try AtomicFile.write(Data("new".utf8), to: url)
    #expect(try String(contentsOf: url, encoding: .utf8) == "new")
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
  }

  @Test func interruptedWriteLeavesTheOldFileAndNoTemporaryFile() throws {
    let directory = try Synthetic.temporaryDirectory()
    let url = directory.appendingPathComponent("baseline.json")
    let run = Synthetic.run()
    try Baseline.save(run, to: url)
    let before = try Data(contentsOf: url)
    var sawTemporary = false
    do {
      try AtomicFile.write(Data("{\"partial".utf8), to: url) { temporary in
        sawTemporary = FileManager.default.fileExists(atPath: temporary)
        throw InjectedFailure()
      }
      Issue.record("the injected failure did not propagate")
    } catch let error as AtomicFile.WriteError {
      #expect(error.path == url.path)
      #expect(error.description.contains(url.path))
    }
    #expect(sawTemporary)
    #expect(try Data(contentsOf: url) == before)
    #expect(try Baseline.load(from: url) == run)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["baseline.json"])
  }

  @Test("the up-front check creates and removes the temporary file, and refuses what a write would")
  func checkWritable() throws {
    let directory = try Synthetic.temporaryDirectory()
    let url = directory.appendingPathComponent("report.txt")
    #expect(
      try AtomicFile.checkWritable(url.path)
        == .regular(path: url.path, directory: directory.path, name: "report.txt"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    var descriptors: [Int32] = [0, 0]
    #expect(pipe(&descriptors) == 0)
    close(descriptors[0])
    close(descriptors[1])
    #expect(throws: AtomicFile.WriteError.self) {
      _ = try AtomicFile.checkWritable("/dev/fd/\(descriptors[1])")
    }
    if FileManager.default.fileExists(atPath: "/proc/version") {
      #expect(throws: AtomicFile.WriteError.self) {
        _ = try AtomicFile.checkWritable("/proc/version")
      }
    }
  }

  @Test func missingDirectoryIsAClearError() throws {
    let url = try Synthetic.temporaryDirectory().appendingPathComponent("no/such/dir/file.json")
    #expect {
      try AtomicFile.write(Data("x".utf8), to: url)
    } throws: { error in
      guard let error = error as? AtomicFile.WriteError else { return false }
      return error.description.contains("file.json")
        && error.description.contains("no such directory")
    }
  }
}

/// The table of paths the signal handler removes.
@Suite("Signal cleanup table", .serialized)
struct SignalCleanupTests {
  @Test(
    "a full table tracks nothing more, a forgotten slot is reused, an oversized path is refused")
  func tableBounds() {
    // Fill the table: other suites' writes may take and free slots meanwhile, so track until
    // the table says it is full, within a bound.
    var held: [Int] = []
    var refused = false
    for index in 0..<(4 * SignalCleanup.capacity) {
      guard let slot = SignalCleanup.track("/tmp/navbench-table-\(index)", as: .file) else {
        refused = true
        break
      }
      held.append(slot)
    }
    defer { held.forEach { SignalCleanup.forget($0) } }
    #expect(refused)
    #expect(Set(held).count == held.count)
    #expect(held.allSatisfy { (0..<SignalCleanup.capacity).contains($0) })
    if let first = held.first {
      SignalCleanup.forget(first)
      held.removeFirst()
      let again = SignalCleanup.track("/tmp/navbench-again", as: .flatDirectory)
      #expect(again != nil)
      if let again { held.append(again) }
    }
    #expect(SignalCleanup.track("", as: .file) == nil)
    #expect(SignalCleanup.track(String(repeating: "x", count: Int(PATH_MAX) + 1), as: .file) == nil)
    SignalCleanup.forget(-1)
    SignalCleanup.forget(SignalCleanup.capacity)
  }

  @Test("a temporary file is tracked for the handler before it exists, and created exclusively")
  func trackedBeforeCreation() throws {
    let directory = FileManager.default.temporaryDirectory.path
    var template = Array("\(directory)/.navbench-tracked.tmp-XXXXXX".utf8CString)
    let (descriptor, slot) = AtomicFile.createTracked(&template)
    #expect(descriptor >= 0)
    defer {
      close(descriptor)
      SignalCleanup.forget(slot)
    }
    let path = String(
      decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    defer { unlink(path) }
    #expect(!path.hasSuffix("XXXXXX") && path.count == directory.count + 29)
    var info = stat()
    #expect(stat(path, &info) == 0 && info.st_mode & 0o777 == 0o600)
    // The handler's table holds it, as a file to unlink.
    let tracked = try #require(slot)
    #expect(
      SignalCleanup.states[tracked].load(ordering: .acquiring) == SignalCleanup.Kind.file.rawValue)
    let buffer = SignalCleanup.buffers + tracked * SignalCleanup.pathCapacity
    #expect(String(cString: buffer) == path)
    var short = Array("abc".utf8CString)
    #expect(AtomicFile.createTracked(&short).descriptor == -1)
  }

  @Test("a flat directory is removed with its files, a file path or a missing path is refused")
  func flatDirectoryRemoval() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "navbench-flat-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    // More entries than one 4 KiB read returns, so that removal spans several reads.
    for index in 0..<300 {
      let name = "file-\(index)-" + String(repeating: "n", count: 40)
      try Data("x".utf8).write(to: directory.appendingPathComponent(name))
    }
    let file = directory.appendingPathComponent("file-0-" + String(repeating: "n", count: 40))
    #expect(navbench_remove_flat_directory(file.path) == -1)
    #expect(navbench_remove_flat_directory(directory.path) == 0)
    #expect(!FileManager.default.fileExists(atPath: directory.path))
    #expect(navbench_remove_flat_directory(directory.path) == -1)
  }
}

@Suite("Children on a signal")
struct ChildEscalationTests {
  /// Flags of a test's own, so that no other test's children, files or directories are touched.
  static func flags(begun: Bool) -> UnsafeMutablePointer<Atomic<Int>> {
    let flags = UnsafeMutablePointer<Atomic<Int>>.allocate(capacity: SignalCleanup.flagCount)
    for index in 0..<SignalCleanup.flagCount { (flags + index).initialize(to: Atomic(0)) }
    flags[1].store(begun ? 1 : 0, ordering: .releasing)
    return flags
  }

  @Test("a handler with no creation in progress ends the process at once")
  func handlerEndsAtOnce() {
    let flags = Self.flags(begun: false)
    defer { flags.deallocate() }
    var ended: [Int32] = []
    #expect(!SignalCleanup.handle(SIGTERM, flags: flags, milliseconds: 5) { ended.append($0) })
    #expect(ended == [SIGTERM])
    #expect(flags[1].load(ordering: .acquiring) == 1)
    #expect(flags[2].load(ordering: .acquiring) == 0)
  }

  @Test("a handler that interrupts a creation hands the termination to it, which ends it after")
  func handlerHandsOver() {
    let flags = Self.flags(begun: false)
    defer { flags.deallocate() }
    var ended: [Int32] = []
    var recorded = false
    // The signal arrives on this thread inside the creation (after the child started, before
    // it is recorded): the handler cannot wait for it, so it returns, and the creation goes on.
    let result = SignalCleanup.guarded(flags: flags, terminate: { ended.append($0) }) {
      () -> Int in
      let handedOver = SignalCleanup.handle(SIGINT, flags: flags, milliseconds: 5) {
        ended.append($0)
      }
      #expect(handedOver && ended.isEmpty)
      recorded = true
      return 7
    }
    #expect(result == 7 && recorded)
    // Leaving, the creation ends the process itself, with the handler's signal, once.
    #expect(ended == [SIGINT])
    #expect(flags[2].load(ordering: .acquiring) == 0)
    // Later creations are refused, and end nothing more.
    #expect(SignalCleanup.guarded(flags: flags, terminate: { ended.append($0) }) { 1 } == nil)
    #expect(ended == [SIGINT])
  }

  @Test("a guarded creation runs until the handler begins, and not after")
  func guardedCreation() throws {
    let open = Self.flags(begun: false)
    defer { open.deallocate() }
    #expect(SignalCleanup.guarded(flags: open) { 42 } == 42)
    #expect(open[0].load(ordering: .acquiring) == 0)
    let begun = Self.flags(begun: true)
    defer { begun.deallocate() }
    var ran = false
    #expect(SignalCleanup.guarded(flags: begun) { ran = true } == nil)
    #expect(!ran && begun[0].load(ordering: .acquiring) == 0)
    // A child is not even started once the handler has begun.
    let child = Process()
    child.executableURL = URL(fileURLWithPath: "/bin/sleep")
    child.arguments = ["30"]
    #expect(throws: SignalCleanup.Interrupted.self) {
      try ChildProcesses.start(child, flags: begun)
    }
    #expect(!child.isRunning && child.processIdentifier == 0)
  }

  @Test("a child is told its parent's pid, keeping the rest of the environment it was given")
  func childKnowsItsParent() throws {
    let child = Process()
    child.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    child.environment = ["NAVBENCH_TEST_ENTRY": "kept"]
    let output = Pipe()
    child.standardOutput = output
    try ChildProcesses.start(child)
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    ChildProcesses.waitUntilExit(child)
    let lines = Set(text.split(separator: "\n").map(String.init))
    #expect(lines.contains("\(ChildProcesses.parentVariable)=\(getpid())"), "\(lines)")
    #expect(lines.contains("NAVBENCH_TEST_ENTRY=kept"), "\(lines)")
    // Not linked (a child under valgrind): its environment is exactly the one it was given.
    let unlinked = Process()
    unlinked.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    unlinked.environment = ["NAVBENCH_TEST_ENTRY": "kept"]
    let plain = Pipe()
    unlinked.standardOutput = plain
    try ChildProcesses.start(unlinked, linkedToParent: false)
    let plainText = String(
      decoding: plain.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    ChildProcesses.waitUntilExit(unlinked)
    #expect(plainText == "NAVBENCH_TEST_ENTRY=kept\n", "\(plainText)")
  }

  @Test("the handler waits for a creation in progress on another thread")
  func handlerWaitsForCreation() throws {
    let flags = Self.flags(begun: false)
    defer { flags.deallocate() }
    let done = UnsafeMutablePointer<Atomic<Int>>.allocate(capacity: 1)
    done.initialize(to: Atomic(0))
    defer { done.deallocate() }
    // The pointers outlive the thread: the test waits for it below.
    nonisolated(unsafe) let sharedFlags = flags
    nonisolated(unsafe) let sharedDone = done
    let thread = Thread {
      _ = SignalCleanup.guarded(flags: sharedFlags) {
        usleep(100_000)
        sharedDone.pointee.store(1, ordering: .releasing)
      }
    }
    thread.start()
    for _ in 0..<500 where flags[0].load(ordering: .acquiring) == 0 { usleep(1_000) }
    try #require(flags[0].load(ordering: .acquiring) == 1)
    SignalCleanup.beginTermination(flags: flags, milliseconds: 5_000)
    #expect(done.pointee.load(ordering: .acquiring) == 1)
    #expect(flags[0].load(ordering: .acquiring) == 0)
  }

  @Test("a child's scratch directories are found by its pid, and only its")
  func scratchOfAChild() throws {
    let parent = FileManager.default.temporaryDirectory.appendingPathComponent(
      "navbench-test-parent-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: parent) }
    let theirs = [
      "navbench-forks-4242-A1B2", "navbench-instructions-4242-C3", "navbench-fresh-4242-",
    ]
    let others = [
      "navbench-forks-42420-A1B2",  // another pid that starts with the same digits
      "navbench-forks-424-4242-9",  // the pid in the UUID part, not in the pid field
      "navbench-4242-x",  // no kind
      "other-forks-4242-x",  // not navbench's
      "navbench-forks-4242",  // no separator after the pid
    ]
    for name in theirs + others {
      let directory = parent.appendingPathComponent(name)
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try Data("x".utf8).write(to: directory.appendingPathComponent("fork-1.json"))
    }
    #expect(navbench_remove_scratch_of(parent.path, 4242) == Int32(theirs.count))
    let left = try FileManager.default.contentsOfDirectory(atPath: parent.path).sorted()
    #expect(left == others.sorted())
    #expect(navbench_remove_scratch_of(parent.path, 0) == 0)
    #expect(navbench_remove_scratch_of(parent.appendingPathComponent("missing").path, 1) == -1)
  }

  /// Starts `/bin/sh -c SCRIPT sh ARGUMENTS...` recorded as a child, and reads the "ready" line
  /// the script prints once it has set itself up; call `end` when done.
  static func startShell(_ script: String, _ arguments: [String] = []) throws
    -> (pid: Int32, ready: String, end: () -> Void)
  {
    let child = Process()
    child.executableURL = URL(fileURLWithPath: "/bin/sh")
    child.arguments = ["-c", script, "sh"] + arguments
    let output = Pipe()
    child.standardOutput = output
    try child.run()
    let pid = child.processIdentifier
    ChildProcesses.add(pid)
    let ready = String(decoding: output.fileHandleForReading.readData(ofLength: 6), as: UTF8.self)
    return (
      pid, ready,
      {
        ChildProcesses.remove(pid)
        kill(pid, SIGKILL)
      }
    )
  }

  @Test("a child killed before it removed its scratch directory leaves none behind")
  func killedChildScratch() throws {
    // The child makes its scratch directory, as a run does, and then ignores SIGTERM.
    let temporary = FileManager.default.temporaryDirectory.path
    let child = try Self.startShell(
      "trap '' TERM; d=\"$1/navbench-forks-$$-test\"; mkdir \"$d\" && : >\"$d/fork-1.json\"; "
        + "echo ready; exec sleep 30", [temporary])
    defer { child.end() }
    let pid = child.pid
    let scratch = "\(temporary)/navbench-forks-\(pid)-test"
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    #expect(child.ready == "ready\n")
    #expect(FileManager.default.fileExists(atPath: scratch))
    ChildProcesses.signalAll(SIGKILL, only: pid)
    #expect(ChildProcesses.awaitAll(milliseconds: 10_000, only: pid))
    ChildProcesses.captureTemporaryDirectory()
    ChildProcesses.removeScratchOfAll(only: pid)
    #expect(!FileManager.default.fileExists(atPath: scratch))
  }

  @Test("a child that ignores SIGTERM outlives the wait, and SIGKILL then ends it")
  func escalation() throws {
    // SIGTERM ignored, then "ready" once it is; an ignored signal stays ignored across exec.
    let child = try Self.startShell("trap '' TERM; echo ready; exec sleep 30")
    defer { child.end() }
    let pid = child.pid
    #expect(child.ready == "ready\n")
    ChildProcesses.signalAll(SIGTERM, only: pid)
    #expect(!ChildProcesses.awaitAll(milliseconds: 300, only: pid))
    ChildProcesses.signalAll(SIGKILL, only: pid)
    #expect(ChildProcesses.awaitAll(milliseconds: 10_000, only: pid))
  }
}
