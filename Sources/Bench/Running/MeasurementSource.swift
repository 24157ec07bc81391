/// A metric reader that is either available or unavailable for a stated reason.
public enum Probe<Reader: Sendable>: Sendable {
  /// The metric can be measured with this reader.
  case available(Reader)
  /// The metric cannot be measured; the reason is reported in its place.
  case unavailable(reason: String)

  /// The reader, or `nil` when unavailable.
  public var reader: Reader? {
    if case .available(let reader) = self { return reader }
    return nil
  }

  /// The reason, or `nil` when available.
  public var unavailableReason: String? {
    if case .unavailable(let reason) = self { return reason }
    return nil
  }
}

/// Where a ``Runner`` reads time, CPU time, allocations and peak memory.
///
/// ``system()`` reads the real clocks, the installed ``AllocationCounter`` and procfs. Tests
/// inject a virtual clock that their workloads advance, so that nothing depends on real timing.
public struct MeasurementSource: Sendable {
  /// Nanoseconds on a monotonic clock; read once before and once after each sample.
  public var wallClock: @Sendable () -> UInt64
  /// The calling thread's CPU time in nanoseconds, read after each sample (a sample starts from
  /// the reading that ended the one before it; see ``Runner``).
  public var cpuClock: Probe<@Sendable () -> UInt64>
  /// The calling thread's cumulative allocation count and bytes.
  public var allocations: Probe<AllocationCounter.Reader>
  /// Resets the peak-memory mark (returning the current resident bytes) and reads the peak.
  public var peakMemory: Probe<PeakMemoryProbe>
  /// Counts the retains and releases the calling thread makes inside a closure (a counting
  /// pass after the timed samples, since the hooks cost time).
  package var retainsAndReleases: Probe<ARCCounter.Reader> = .unavailable(
    reason: "no retain/release counter configured")

  /// Creates a source from its readers.
  public init(
    wallClock: @escaping @Sendable () -> UInt64,
    cpuClock: Probe<@Sendable () -> UInt64> = .unavailable(reason: "no CPU clock configured"),
    allocations: Probe<AllocationCounter.Reader> = .unavailable(
      reason: "no allocation counter configured"),
    peakMemory: Probe<PeakMemoryProbe> = .unavailable(reason: "no peak-memory probe configured")
  ) {
    self.wallClock = wallClock
    self.cpuClock = cpuClock
    self.allocations = allocations
    self.peakMemory = peakMemory
  }

  /// The real clocks, the installed allocation counter and procfs peak memory, each checked now:
  /// whatever cannot be measured on this machine is marked unavailable with the reason.
  public static func system() -> MeasurementSource {
    let allocations: Probe<AllocationCounter.Reader>
    if let reader = AllocationCounter.reader {
      allocations = .available(reader)
    } else {
      allocations = .unavailable(
        reason: AllocationCounter.unavailableReason ?? "no allocation counter installed")
    }
    let peak: Probe<PeakMemoryProbe>
    do {
      _ = try PeakMemory.reset()
      peak = .available(.procfs)
    } catch {
      peak = .unavailable(reason: "peak memory cannot be reset: \(error)")
    }
    var source = MeasurementSource(
      wallClock: { SystemClocks.monotonicNanoseconds() },
      cpuClock: .available({ SystemClocks.threadCPUNanoseconds() }),
      allocations: allocations,
      peakMemory: peak)
    if let reason = ARCCounter.unavailableReason {
      source.retainsAndReleases = .unavailable(reason: reason)
    } else {
      source.retainsAndReleases = .available({ body in ARCCounter.count(body) })
    }
    return source
  }

  /// The real wall and CPU clocks only (used by `Calibration`).
  package static func timingOnly() -> MeasurementSource {
    MeasurementSource(
      wallClock: { SystemClocks.monotonicNanoseconds() },
      cpuClock: .available({ SystemClocks.threadCPUNanoseconds() }),
      allocations: .unavailable(reason: "not measured during calibration"),
      peakMemory: .unavailable(reason: "not measured during calibration"))
  }
}

/// Resets and reads a peak-memory mark.
public struct PeakMemoryProbe: Sendable {
  /// Resets the mark; returns the resident bytes just after the reset.
  public var reset: @Sendable () throws -> UInt64
  /// Reads the peak resident bytes since the last reset.
  public var readPeak: @Sendable () throws -> UInt64

  /// Creates a probe from its two operations.
  public init(
    reset: @escaping @Sendable () throws -> UInt64,
    readPeak: @escaping @Sendable () throws -> UInt64
  ) {
    self.reset = reset
    self.readPeak = readPeak
  }

  /// The procfs probe (`/proc/self/clear_refs` and `VmHWM`).
  package static let procfs = PeakMemoryProbe(
    reset: { try PeakMemory.reset().current },
    readPeak: { try PeakMemory.read().peak })
}
