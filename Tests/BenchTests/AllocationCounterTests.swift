import CBenchSupport
import Synchronization
import Testing

@testable import Bench

@Suite("Allocation counter installation", .serialized)
struct AllocationCounterTests {
  @Test func unavailableUntilInstalledAndCheckedOnInstall() {
    AllocationCounter.uninstall()
    #expect(AllocationCounter.reader == nil)
    #expect(
      AllocationCounter.unavailableReason?.contains("no allocation counter installed") == true)
    if case .unavailable(let reason) = MeasurementSource.system().allocations {
      #expect(reason.contains("AllocationCounter.install"))
    } else {
      Issue.record("allocations available without a counter")
    }

    // A reader that never moves cannot have seen the probe allocation.
    AllocationCounter.install { (count: 0, bytes: 0) }
    #expect(AllocationCounter.reader == nil)
    #expect(
      AllocationCounter.unavailableReason?.contains("did not count a probe allocation") == true)

    // A reader that moves is accepted.
    let calls = Atomic<UInt64>(0)
    AllocationCounter.install {
      let count = calls.add(1, ordering: .relaxed).newValue
      return (count: count, bytes: count * 16)
    }
    #expect(AllocationCounter.reader != nil)
    #expect(AllocationCounter.unavailableReason == nil)
    #expect(MeasurementSource.system().allocations.reader != nil)
    AllocationCounter.uninstall()
    #expect(AllocationCounter.reader == nil)
  }
}

@Suite("Allocator thresholds")
struct AllocatorThresholdTests {
  /// Bytes glibc holds in fresh mappings (allocations above its mmap threshold).
  static func mappedBytes() -> Int { Int(navbench_allocator_mapped_bytes()) }

  @Test(
    "once fixed, a 20 MiB allocation comes from the heap, not a fresh mapping",
    .enabled(
      if: navbench_allocator_mapped_bytes() >= 0,
      "malloc is not glibc's (a sanitizer's own, or another C library)"))
  func largeAllocationsReuseTheHeap() {
    // Without the fix, glibc maps anything over 128 KiB fresh until it frees a mapping at least
    // that large; this process has freed none of 20 MiB, so the allocation would be mapped.
    #expect(AllocatorThresholds.fix())
    let before = Self.mappedBytes()
    let size = 20 << 20
    let block = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
    block.storeBytes(of: 1, as: UInt8.self)
    let during = Self.mappedBytes()
    block.deallocate()
    #expect(during - before < size, "the allocation was mapped fresh: \(during - before) bytes")
    // Above the threshold, a fresh mapping as before.
    let huge = UnsafeMutableRawPointer.allocate(
      byteCount: AllocatorThresholds.mmapBytes + 4096, alignment: 16)
    huge.storeBytes(of: 1, as: UInt8.self)
    #expect(Self.mappedBytes() - before > AllocatorThresholds.mmapBytes)
    huge.deallocate()
    // Reports say so.
    #expect(AllocatorThresholds.description?.contains("thresholds fixed (mmap 32 MiB") == true)
    #expect(MachineInfo.current().allocator == AllocatorThresholds.description)
  }
}
