import PackageSupport

/// The process-wide hook through which an executable provides allocation counts.
///
/// Bench cannot count allocations itself: counting needs a `malloc` interposer linked into the
/// executable. An executable that links one installs a reader at startup; until then, and in
/// binaries without one (a library user's tool, `swift test`), allocation metrics are reported
/// unavailable with ``unavailableReason`` — never as zero.
///
/// ```swift
/// AllocationCounter.install { var n: UInt64 = 0, b: UInt64 = 0; navbench_alloc_snapshot(&n, &b); return (n, b) }
/// ```
public enum AllocationCounter {
  /// Reads the calling thread's cumulative allocation count and bytes allocated.
  public typealias Reader = @Sendable () -> (count: UInt64, bytes: UInt64)

  private static let installed = Locked<Installation>(.none)

  private enum Installation: Sendable {
    case none
    case working(Reader)
    case broken(String)
  }

  /// Installs the reader of an allocation counter, replacing any earlier one.
  ///
  /// The reader must return per-thread cumulative counts. Installation checks it: a probe
  /// allocation must increase the count, otherwise allocation metrics are reported unavailable
  /// with a reason saying the counter did not see it.
  public static func install(_ read: @escaping Reader) {
    let before = read()
    let probe = UnsafeMutableRawPointer.allocate(byteCount: 64, alignment: 8)
    probe.storeBytes(of: 1, as: UInt8.self)
    blackHole(probe)
    probe.deallocate()
    let after = read()
    let state: Installation =
      after.count > before.count
      ? .working(read)
      : .broken(
        "the installed allocation counter did not count a probe allocation "
          + "(is the malloc interposer linked into the executable?)")
    installed.withLock { $0 = state }
  }

  /// Removes the installed reader (allocation metrics become unavailable).
  public static func uninstall() {
    installed.withLock { $0 = .none }
  }

  /// The installed reader, or `nil` when none works.
  public static var reader: Reader? {
    installed.withLock {
      if case .working(let reader) = $0 { return reader }
      return nil
    }
  }

  /// Why allocation metrics are unavailable, or `nil` when a working reader is installed.
  public static var unavailableReason: String? {
    installed.withLock {
      switch $0 {
      case .none:
        return "no allocation counter installed (the executable must link a malloc interposer "
          + "and call AllocationCounter.install)"
      case .working:
        return nil
      case .broken(let reason):
        return reason
      }
    }
  }
}
