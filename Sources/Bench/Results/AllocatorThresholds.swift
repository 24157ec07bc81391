import Synchronization

#if canImport(CBenchSupport)
  import CBenchSupport
#endif

/// Fixed thresholds for glibc's `malloc`, so that a case measures the same allocator whatever ran
/// before it in the process.
///
/// glibc maps an allocation of 128 KiB or more fresh from the kernel, and unmaps it when it is
/// freed; but the first time it frees such a mapping it raises that threshold to the mapping's
/// size (up to 32 MiB) and the heap's trim threshold to twice that, and from then on serves
/// allocations of that size from the heap, reusing memory already faulted in. A case that
/// allocates megabytes per operation (seed-snapshot copies an 8 MB path per push at 10^6) then
/// costs a page fault per 4 KiB in a process where nothing large was freed before it, and a
/// plain copy in one where something was: 1.7 ms against 0.16 ms per operation here, depending
/// on the benchmarks that ran before it, the `--filter` and each fork's shuffled order.
///
/// ``fix()`` sets both thresholds once, at their raised values, which also turns glibc's
/// adjustment off. navbench calls it at start-up (its forks and valgrind runs are navbench too);
/// an executable of your own that runs ``Runner`` or `ForkedRunner` should call it first too.
public enum AllocatorThresholds {
  /// Allocations of this size or more are mapped fresh from the kernel (glibc's largest
  /// dynamic value): 32 MiB.
  public static let mmapBytes = 32 << 20
  /// Free memory at the top of the heap beyond this is returned to the kernel: 64 MiB.
  public static let trimBytes = 64 << 20

  /// Sets glibc's thresholds to ``mmapBytes`` and ``trimBytes`` for the rest of the process.
  ///
  /// - Returns: Whether the allocator took them (`false` with another C library, where nothing
  ///   changes).
  @discardableResult
  public static func fix() -> Bool {
    let fixed = navbench_fix_allocator_thresholds(Int32(mmapBytes), Int32(trimBytes)) == 1
    if fixed { isFixed.store(true, ordering: .releasing) }
    return fixed
  }

  private static let isFixed = Atomic<Bool>(false)

  /// What the reports say of this process's allocator (``MachineInfo/allocator``): whether its
  /// thresholds were fixed, or `nil` where `malloc` is not glibc's (another C library, a
  /// sanitizer's own).
  static var description: String? {
    guard navbench_allocator_mapped_bytes() >= 0 else { return nil }
    return isFixed.load(ordering: .acquiring)
      ? "glibc malloc, thresholds fixed (mmap \(mmapBytes >> 20) MiB, trim \(trimBytes >> 20) MiB)"
      : "glibc malloc, thresholds left to adjust"
  }
}
