import Foundation
import Testing

/// An interrupted `--metric instructions` run takes its valgrind children with it.
@Suite("Child processes on a signal")
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

  @Test(
    "SIGTERM during an instruction run ends its valgrind children too",
    .enabled(if: InstructionModeTests.valgrindInstalled, "valgrind is not installed"))
  func terminatedRunLeavesNoChild() throws {
    let running = try FailureTests.Running([
      "run", "--suite", "stacks", "--filter", "steady", "--sizes", "1000000", "--os", "16.4",
      "--metric", "instructions", "--quiet",
    ])
    let pid = running.process.processIdentifier
    var started: [Int32] = []
    for _ in 0..<600 where started.isEmpty {
      started = Self.children(of: pid)
      if started.isEmpty { usleep(50_000) }
    }
    try #require(!started.isEmpty, "no valgrind child appeared within 30 s")
    kill(pid, SIGTERM)
    running.process.waitUntilExit()
    #expect(running.process.terminationStatus == SIGTERM)
    var alive = started
    for _ in 0..<200 where !alive.isEmpty {
      usleep(50_000)
      alive = started.filter { Self.stat($0).map { $0.state != "Z" } ?? false }
    }
    #expect(alive.isEmpty, "children still running after the parent ended: \(alive)")
    for child in alive { kill(child, SIGKILL) }
  }
}
