import Foundation
import Synchronization

/// The temporary file an atomic write has in progress, for the signal handler to remove.
///
/// The path is copied into a buffer allocated once, and published with a release store of
/// `pending`; the handler reads it with an acquire load. Both operations are lock-free, so the
/// handler is async-signal-safe. One write at a time is tracked (the last one to start).
enum PendingTemporary {
  static let capacity = Int(PATH_MAX) + 1
  static let pending = Atomic<Bool>(false)
  /// Written only while `pending` is false and only by the thread that then sets it; read only
  /// by the signal handler after seeing `pending` true.
  nonisolated(unsafe) static let buffer: UnsafeMutablePointer<CChar> = {
    let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: capacity)
    pointer.initialize(repeating: 0, count: capacity)
    return pointer
  }()
  static let lock = Mutex(())

  /// Records `path` (a NUL-terminated byte array) as the temporary file in progress.
  static func begin(_ path: [CChar]) {
    lock.withLock { _ in
      pending.store(false, ordering: .releasing)
      let count = min(path.count, capacity - 1)
      for index in 0..<count { buffer[index] = path[index] }
      buffer[count] = 0
      pending.store(true, ordering: .releasing)
    }
  }

  /// Forgets the temporary file (renamed or removed).
  static func end() {
    lock.withLock { _ in pending.store(false, ordering: .releasing) }
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

  /// Sends `signalNumber` to every recorded child (from the signal handler).
  static func signalAll(_ signalNumber: Int32) {
    for index in 0..<capacity {
      let pid = slots[index].load(ordering: .acquiring)
      if pid > 0 { kill(pid, signalNumber) }
    }
  }
}

extension AtomicFile {
  /// Installs handlers for SIGTERM, SIGINT and SIGHUP (the last two unless ignored) that remove the temporary file of a
  /// write in progress and then end the process with the same signal (the default action), so
  /// that an interrupted write leaves neither a damaged destination nor a stray temporary file.
  ///
  /// Meant for command-line tools; call it once at start-up. SIGKILL cannot be caught: after it a
  /// `.NAME.tmp-XXXXXX` file may remain next to the destination (the destination itself is
  /// intact).
  public static func installSignalCleanup() {
    let handler: @convention(c) (Int32) -> Void = { signalNumber in
      if PendingTemporary.pending.load(ordering: .acquiring) {
        unlink(PendingTemporary.buffer)
      }
      ChildProcesses.signalAll(SIGTERM)
      signal(signalNumber, SIG_DFL)
      raise(signalNumber)
    }
    _ = PendingTemporary.buffer
    _ = ChildProcesses.slots
    for signalNumber in [SIGTERM, SIGINT, SIGHUP] {
      // SIGINT or SIGHUP the parent set to be ignored (a background job, nohup) stays ignored;
      // SIGTERM, the request to stop, is always handled (some runners start children with it
      // ignored).
      var current = sigaction()
      sigaction(signalNumber, nil, &current)
      if signalNumber != SIGTERM,
        unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self)
          == unsafeBitCast(SIG_IGN, to: Int.self)
      {
        continue
      }
      var action = sigaction()
      action.__sigaction_handler.sa_handler = handler
      sigemptyset(&action.sa_mask)
      action.sa_flags = 0
      sigaction(signalNumber, &action, nil)
      // A mask inherited from the parent (test runners block SIGTERM in their threads) would
      // hold the signal back for ever.
      var set = sigset_t()
      sigemptyset(&set)
      sigaddset(&set, signalNumber)
      pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }
  }
}
