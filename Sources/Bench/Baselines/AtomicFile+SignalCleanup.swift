import Foundation

extension AtomicFile {
  /// Installs handlers for SIGTERM, SIGINT and SIGHUP (the last two unless ignored) that end the
  /// process's child processes (the forks and valgrind runs of a benchmark run), remove the
  /// temporary file of each write in progress and the scratch directory of each run in progress,
  /// and then end the process with the same signal (the default action). An interrupted write
  /// leaves neither a damaged destination nor a stray temporary file, and an interrupted run
  /// leaves no child and no scratch directory behind.
  ///
  /// SIGXFSZ (a write past the file-size limit, `ulimit -f`, which CI runners set) is ignored,
  /// so that such a write fails with `EFBIG` instead of ending the process silently: the write's
  /// own error path removes the temporary file and reports "File too large" (exit 73).
  ///
  /// Meant for command-line tools; call it once at start-up. SIGKILL cannot be caught: after it a
  /// `.NAME.tmp-XXXXXX` file may remain next to the destination (the destination itself is
  /// intact), and a `navbench-*` directory in the temporary directory.
  package static func installSignalCleanup() {
    let handler: @convention(c) (Int32) -> Void = { signalNumber in
      SignalCleanup.handle(signalNumber)
    }
    _ = SignalCleanup.states
    _ = SignalCleanup.buffers
    _ = ChildProcesses.slots
    _ = SignalCleanup.flags
    // A process may start with these signals blocked: a child inherits the signal mask of the
    // thread that started it, and libdispatch's worker threads (Swift concurrency's, a test
    // runner's) block them. Blocked, they would stay pending: the run could not be stopped, and
    // a parent's SIGTERM would wait out its 2 s and kill it before it removed its files.
    var handled = sigset_t()
    sigemptyset(&handled)
    for signalNumber in [SIGTERM, SIGINT, SIGHUP] { sigaddset(&handled, signalNumber) }
    pthread_sigmask(SIG_UNBLOCK, &handled, nil)
    ChildProcesses.captureTemporaryDirectory()
    signal(SIGXFSZ, SIG_IGN)
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
