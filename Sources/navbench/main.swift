import Bench
import CAllocCounter
import Foundation

// Standard streams first (a closed one is replaced by /dev/null before any file is opened),
// then the handlers that remove an atomic write's temporary file on SIGTERM, SIGINT, SIGHUP.
StandardStreams.prepare()
AtomicFile.installSignalCleanup()
// A child of another navbench (a fork, a fresh run) ends with it, even when it is killed.
ChildProcesses.endWithParent()

// A case's allocator behaviour must not depend on the cases that ran before it in the process.
AllocatorThresholds.fix()

// Count allocations through our malloc interposer (linked into this executable only).
AllocationCounter.install {
  var count: UInt64 = 0
  var bytes: UInt64 = 0
  navbench_alloc_snapshot(&count, &bytes)
  return (count, bytes)
}

exit(Navbench.main(Array(CommandLine.arguments.dropFirst())))
