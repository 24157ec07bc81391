#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The system clocks the runner reads once per sample.
package enum SystemClocks {
  /// Nanoseconds on the monotonic clock (`CLOCK_MONOTONIC`); about 25 ns per read on Linux x86-64.
  @inline(__always)
  package static func monotonicNanoseconds() -> UInt64 {
    read(CLOCK_MONOTONIC)
  }

  /// CPU time consumed by the calling thread, in nanoseconds (`CLOCK_THREAD_CPUTIME_ID`); a read
  /// costs about 0.5 µs on Linux, so it is read once per sample, never per operation.
  @inline(__always)
  package static func threadCPUNanoseconds() -> UInt64 {
    read(CLOCK_THREAD_CPUTIME_ID)
  }

  @inline(__always)
  private static func read(_ clock: clockid_t) -> UInt64 {
    var time = timespec()
    clock_gettime(clock, &time)
    return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
  }

  /// Measures the average cost of one read of a clock, in nanoseconds.
  ///
  /// - Parameters:
  ///   - reads: How many reads to average over (at least 1).
  ///   - clock: The clock to read.
  package static func readCost(reads: Int = 200_000, of clock: () -> UInt64) -> Double {
    var sink: UInt64 = 0
    let start = monotonicNanoseconds()
    for _ in 0..<max(reads, 1) { sink &+= clock() }
    let end = monotonicNanoseconds()
    blackHole(sink)
    return Double(end - start) / Double(max(reads, 1))
  }
}
