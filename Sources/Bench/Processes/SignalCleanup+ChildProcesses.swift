import Foundation
import Synchronization

#if canImport(CBenchSupport)
  import CBenchSupport
#endif

/// Paths the signal handler removes: the temporary file of each atomic write in progress and
/// the scratch directory of each forked, instruction or fresh run in progress.
///
/// A fixed table of slots, each with a path buffer allocated once. A slot is claimed with a
/// compare-and-exchange, its path copied in, and then published with a release store of its
/// kind; the handler reads the kinds with acquire loads. Every step is lock-free, so the handler
/// is async-signal-safe. A path that finds no free slot is not tracked: it is still removed on
/// the normal paths, only not on a signal.
package enum SignalCleanup {
  /// What a slot holds.
  package enum Kind: Int {
    /// A file: unlinked.
    case file = 2
    /// A directory of plain files (no subdirectories): its files unlinked, then itself.
    case flatDirectory = 3
  }

  /// Thrown when a child, a file or a directory is not created because the process is being
  /// ended by a signal.
  package struct Interrupted: Error, CustomStringConvertible {
    package var description: String { "interrupted by a signal" }
  }

  /// `[0]`: how many threads are inside ``guarded(flags:terminate:_:)``; `[1]`: 1 once the signal
  /// handler has begun; `[2]`: the signal whose termination waits for a thread to leave
  /// ``guarded(flags:terminate:_:)`` (0: none).
  nonisolated(unsafe) static let flags: UnsafeMutablePointer<Atomic<Int>> = {
    let pointer = UnsafeMutablePointer<Atomic<Int>>.allocate(capacity: flagCount)
    for index in 0..<flagCount { (pointer + index).initialize(to: Atomic(0)) }
    return pointer
  }()

  /// How many flags a table passed as `flags:` holds.
  static let flagCount = 3

  /// Runs `body`, which creates something the handler must know of (a child process, a
  /// temporary file, a scratch directory) and records it, so that no signal falls between the
  /// two: the handler waits (up to 200 ms) for every thread inside, and once it has begun,
  /// `body` is not run and the result is `nil`. When the handler cannot wait long enough (it
  /// interrupted this very thread inside `body`, or `body` is slow), it hands the termination
  /// over: the last thread to leave calls `terminate` with the signal, so that what `body`
  /// created and recorded is ended and removed too.
  package static func guarded<T>(
    flags: UnsafeMutablePointer<Atomic<Int>> = flags,
    terminate: (Int32) -> Void = SignalCleanup.terminate, _ body: () throws -> T
  ) rethrows -> T? {
    flags[0].add(1, ordering: .acquiringAndReleasing)
    defer {
      if flags[0].subtract(1, ordering: .acquiringAndReleasing).newValue == 0 {
        let pending = flags[2].exchange(0, ordering: .acquiringAndReleasing)
        if pending != 0 { terminate(Int32(pending)) }
      }
    }
    guard flags[1].load(ordering: .acquiring) == 0 else { return nil }
    return try body()
  }

  /// Marks the handler as begun and waits, up to `milliseconds`, for every thread inside
  /// ``guarded(flags:terminate:_:)`` to finish (from the signal handler: atomics and
  /// `nanosleep`).
  ///
  /// - Returns: Whether no thread is inside any more.
  @discardableResult
  static func beginTermination(
    flags: UnsafeMutablePointer<Atomic<Int>> = flags, milliseconds: Int = 200
  ) -> Bool {
    flags[1].store(1, ordering: .releasing)
    for _ in 0..<max(1, milliseconds) where flags[0].load(ordering: .acquiring) > 0 {
      var pause = timespec(tv_sec: 0, tv_nsec: 1_000_000)
      nanosleep(&pause, nil)
    }
    return flags[0].load(ordering: .acquiring) == 0
  }

  /// What the signal handler does with `signalNumber`: once every creation in progress has
  /// finished (``beginTermination(flags:milliseconds:)``), `terminate`; otherwise it records the
  /// signal for the last thread to leave ``guarded(flags:terminate:_:)`` and returns, so that
  /// the thread it may have interrupted finishes recording its child first.
  ///
  /// - Returns: Whether the termination was handed over (the handler returns to the code it
  ///   interrupted).
  @discardableResult
  static func handle(
    _ signalNumber: Int32, flags: UnsafeMutablePointer<Atomic<Int>> = flags,
    milliseconds: Int = 200, terminate: (Int32) -> Void = SignalCleanup.terminate
  ) -> Bool {
    if beginTermination(flags: flags, milliseconds: milliseconds) {
      terminate(signalNumber)
      return false
    }
    flags[2].store(Int(signalNumber), ordering: .releasing)
    // The last thread may have left between the wait and the store: then nobody else will.
    guard flags[0].load(ordering: .acquiring) == 0 else { return true }
    let pending = flags[2].exchange(0, ordering: .acquiringAndReleasing)
    if pending != 0 {
      terminate(Int32(pending))
      return false
    }
    // Another thread took it over and is ending the process: wait for it (bounded).
    for _ in 0..<10_000 {
      var pause = timespec(tv_sec: 0, tv_nsec: 1_000_000)
      nanosleep(&pause, nil)
    }
    return true
  }

  /// Ends the process's children, removes every tracked path and ends the process by
  /// `signalNumber` (its default action). Async-signal-safe: called from the handler, or from
  /// the thread the handler handed the termination over to.
  static func terminate(_ signalNumber: Int32) {
    ChildProcesses.signalAll(SIGTERM)
    // A child that ignores SIGTERM, or hangs, is killed after 2 s rather than left behind.
    if !ChildProcesses.awaitAll(milliseconds: 2_000) {
      ChildProcesses.signalAll(SIGKILL)
      ChildProcesses.awaitAll(milliseconds: 500)
    }
    // A child killed, or ended before it tracked its scratch directory, did not remove it.
    ChildProcesses.removeScratchOfAll()
    removeAll()
    signal(signalNumber, SIG_DFL)
    // Outside the handler the signal may be blocked in this thread (a libdispatch worker).
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, signalNumber)
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
    raise(signalNumber)
  }

  static let free = 0
  static let claimed = 1
  static let capacity = 16
  static let pathCapacity = Int(PATH_MAX) + 1
  nonisolated(unsafe) static let states: UnsafeMutablePointer<Atomic<Int>> = {
    let pointer = UnsafeMutablePointer<Atomic<Int>>.allocate(capacity: capacity)
    for index in 0..<capacity { (pointer + index).initialize(to: Atomic(free)) }
    return pointer
  }()
  /// Slot `i`'s path is at `buffers + i * pathCapacity`; written only by the thread that claimed
  /// the slot, before it publishes the kind, and read by the handler only after that.
  nonisolated(unsafe) static let buffers: UnsafeMutablePointer<CChar> = {
    let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: capacity * pathCapacity)
    pointer.initialize(repeating: 0, count: capacity * pathCapacity)
    return pointer
  }()

  /// Records `path` (NUL-terminated) for removal on a signal; returns the slot to pass to
  /// ``forget(_:)``, or `nil` when every slot is taken or the path is too long.
  @discardableResult
  static func track(_ path: [CChar], as kind: Kind) -> Int? {
    let length = path.firstIndex(of: 0) ?? path.count
    guard length > 0, length < pathCapacity else { return nil }
    for index in 0..<capacity {
      guard
        states[index].compareExchange(
          expected: free, desired: claimed, ordering: .acquiringAndReleasing
        ).exchanged
      else { continue }
      let buffer = buffers + index * pathCapacity
      for offset in 0..<length { buffer[offset] = path[offset] }
      buffer[length] = 0
      states[index].store(kind.rawValue, ordering: .releasing)
      return index
    }
    return nil
  }

  /// Records `path` for removal on a signal; returns the slot to pass to ``forget(_:)``, or `nil`.
  @discardableResult
  package static func track(_ path: String, as kind: Kind) -> Int? {
    track(Array(path.utf8CString), as: kind)
  }

  /// Forgets a slot returned by `track` (its path was renamed or removed).
  package static func forget(_ slot: Int?) {
    guard let slot, slot >= 0, slot < capacity else { return }
    states[slot].store(free, ordering: .releasing)
  }

  /// Removes every tracked path (from the signal handler): files first, then directories.
  static func removeAll() {
    for kind in [Kind.file, .flatDirectory] {
      for index in 0..<capacity where states[index].load(ordering: .acquiring) == kind.rawValue {
        let path = buffers + index * pathCapacity
        if kind == .file {
          unlink(path)
        } else {
          navbench_remove_flat_directory(path)
        }
      }
    }
  }
}

/// Child processes in flight (the valgrind runs of `--metric instructions`), for the signal
/// handler to end with the parent, so that an interrupted run leaves no orphan behind.
///
/// A fixed table of lock-free slots: `add` and `remove` are called around a child's life, the
/// handler only loads the slots, which is async-signal-safe.
package enum ChildProcesses {
  static let capacity = 64
  nonisolated(unsafe) static let slots: UnsafeMutablePointer<Atomic<Int32>> = {
    let pointer = UnsafeMutablePointer<Atomic<Int32>>.allocate(capacity: capacity)
    for index in 0..<capacity { (pointer + index).initialize(to: Atomic(0)) }
    return pointer
  }()

  /// Starts `process` and records it, so that a signal cannot find it started but not recorded
  /// (and leave it running): it runs under ``SignalCleanup/guarded(flags:terminate:_:)``, so the
  /// handler waits for it (or, interrupting it, leaves the termination to it), and a child
  /// started after the handler began is killed at once. Wait for it with ``waitUntilExit(_:)``. (The signals are not blocked around the start: the child would
  /// inherit the blocked mask.)
  ///
  /// - Throws: What `Process.run()` throws, or ``SignalCleanup/Interrupted`` when the process is
  ///   being ended by a signal.
  ///
  /// `linkedToParent`: whether the child is told this process's pid (``parentVariable``), so
  /// that a navbench child ends with it (see ``endWithParent()``). A child under valgrind is
  /// not: its environment stays as set, since the pid's length would move the stack and, with
  /// it, the instructions some copies count.
  package static func start(_ process: Process, linkedToParent: Bool = true) throws {
    try start(process, flags: SignalCleanup.flags, linkedToParent: linkedToParent)
  }

  /// The environment variable that tells a child navbench its parent's pid (see
  /// ``endWithParent()``).
  package static let parentVariable = "NAVBENCH_PARENT_PID"

  /// Links this process's life to its parent's, where a navbench parent started it (it set
  /// ``parentVariable``): when the parent ends, even by SIGKILL, the kernel sends this process
  /// SIGTERM, whose handler ends its own children and removes its files. A parent killed while
  /// its child was starting (its 2 s for the child to end ran out first) would otherwise leave
  /// the child running to the end of its measurement. Where the parent has already gone, the
  /// process ends now, by SIGTERM. Call it once at start-up, after
  /// ``AtomicFile/installSignalCleanup()``; elsewhere than on Linux it does nothing.
  package static func endWithParent() {
    // `getenv`, not `ProcessInfo.environment`: a start-up that allocates nothing leaves the heap
    // of a child counted under valgrind as it was, and its instruction counts with it.
    guard let value = getenv(parentVariable), let parent = Int32(String(cString: value)),
      parent > 1
    else { return }
    if navbench_end_with_parent(parent, SIGTERM) == 0 { raise(SIGTERM) }
  }

  /// ``start(_:linkedToParent:)`` with the given flags (tests pass their own).
  static func start(
    _ process: Process, flags: UnsafeMutablePointer<Atomic<Int>>, linkedToParent: Bool = true
  ) throws {
    if linkedToParent {
      var environment = process.environment ?? ProcessInfo.processInfo.environment
      environment[parentVariable] = String(getpid())
      process.environment = environment
    }
    let started: Void? = try SignalCleanup.guarded(flags: flags) {
      try process.run()
      add(process.processIdentifier)
    }
    guard started != nil else { throw SignalCleanup.Interrupted() }
    // Started as the handler began: nothing of its own to clean up yet (its scratch directory,
    // if any, is removed by its pid), so SIGKILL, which no inherited signal mask holds back.
    if flags[1].load(ordering: .acquiring) != 0 { kill(process.processIdentifier, SIGKILL) }
  }

  /// Records a running child; a child beyond the table's capacity is not tracked.
  package static func add(_ pid: Int32) {
    guard pid > 0 else { return }
    for index in 0..<capacity {
      if slots[index].compareExchange(expected: 0, desired: pid, ordering: .acquiringAndReleasing)
        .exchanged
      {
        return
      }
    }
  }

  /// Waits for `process`, started with ``start(_:linkedToParent:)``, to exit, and forgets it.
  package static func waitUntilExit(_ process: Process) {
    process.waitUntilExit()
    remove(process.processIdentifier)
  }

  /// The temporary directory, as a C string, captured by
  /// ``AtomicFile/installSignalCleanup()``: the handler may not read the environment.
  nonisolated(unsafe) static var temporaryDirectory: UnsafeMutablePointer<CChar>? = nil

  /// Captures the temporary directory children create their scratch directories in (`$TMPDIR`,
  /// which they inherit), once.
  static func captureTemporaryDirectory() {
    guard temporaryDirectory == nil else { return }
    temporaryDirectory = strdup(FileManager.default.temporaryDirectory.path)
  }

  /// Removes the scratch directories (`navbench-KIND-PID-...` in the temporary directory) of
  /// every recorded child, or only of `only` (from the signal handler, once the children have
  /// ended): a child killed before it removed its own leaves none behind.
  static func removeScratchOfAll(only: Int32 = 0) {
    guard let directory = temporaryDirectory else { return }
    for index in 0..<capacity {
      let pid = slots[index].load(ordering: .acquiring)
      if pid > 0, only == 0 || pid == only { navbench_remove_scratch_of(directory, pid) }
    }
  }

  /// Forgets a child that has exited.
  package static func remove(_ pid: Int32) {
    guard pid > 0 else { return }
    for index in 0..<capacity {
      if slots[index].compareExchange(expected: pid, desired: 0, ordering: .acquiringAndReleasing)
        .exchanged
      {
        return
      }
    }
  }

  /// Sends `signalNumber` to every recorded child (from the signal handler), or only to `only`
  /// when it is recorded (tests).
  static func signalAll(_ signalNumber: Int32, only: Int32 = 0) {
    for index in 0..<capacity {
      let pid = slots[index].load(ordering: .acquiring)
      if pid > 0, only == 0 || pid == only { kill(pid, signalNumber) }
    }
  }

  /// Waits, up to `milliseconds`, for every recorded child (or only `only`) to end (from the
  /// signal handler, after ``signalAll(_:only:)``), so that their scratch files are written
  /// before they are removed. Only `waitpid` and `nanosleep`: async-signal-safe.
  ///
  /// - Returns: Whether every child has ended.
  @discardableResult
  static func awaitAll(milliseconds: Int, only: Int32 = 0) -> Bool {
    for _ in 0..<max(1, milliseconds / 10) {
      var running = false
      for index in 0..<capacity {
        let pid = slots[index].load(ordering: .acquiring)
        guard pid > 0, only == 0 || pid == only else { continue }
        var status: Int32 = 0
        // 0: still running; the pid: it ended now; -1: already reaped elsewhere.
        if waitpid(pid, &status, WNOHANG) == 0 { running = true }
      }
      if !running { return true }
      var pause = timespec(tv_sec: 0, tv_nsec: 10_000_000)
      nanosleep(&pause, nil)
    }
    return false
  }
}
