import Bench
import CAllocCounter
import Foundation

// Count allocations through our malloc interposer (linked into this executable only).
AllocationCounter.install {
  var count: UInt64 = 0
  var bytes: UInt64 = 0
  navbench_alloc_snapshot(&count, &bytes)
  return (count, bytes)
}

exit(Navbench.main(Array(CommandLine.arguments.dropFirst())))
