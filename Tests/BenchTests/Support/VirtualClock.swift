import Bench
import Synchronization

/// A clock that only moves when a workload advances it, so runner tests never depend on real
/// timing.
final class VirtualClock: Sendable {
  private let nanoseconds = Mutex<UInt64>(1_000)

  func now() -> UInt64 {
    nanoseconds.withLock { $0 }
  }

  func advance(by amount: UInt64) {
    nanoseconds.withLock { $0 &+= amount }
  }

  /// A measurement source reading this clock, with nothing else available.
  var measurement: MeasurementSource {
    MeasurementSource(
      wallClock: { self.now() },
      cpuClock: .unavailable(reason: "virtual clock has no CPU time"),
      allocations: .unavailable(reason: "no allocation counter in tests"),
      peakMemory: .unavailable(reason: "no peak memory in tests"))
  }
}

/// A thread-safe log of strings.
final class EventLog: Sendable {
  private let entries = Mutex<[String]>([])

  func append(_ entry: String) {
    entries.withLock { $0.append(entry) }
  }

  var all: [String] { entries.withLock { $0 } }
}

/// A thread-safe counter of allocations that synthetic workloads "make".
final class FakeAllocationCounter: Sendable {
  private let counts = Mutex<(count: UInt64, bytes: UInt64)>((0, 0))

  func allocate(count: UInt64, bytes: UInt64) {
    counts.withLock {
      $0.count += count
      $0.bytes += bytes
    }
  }

  func read() -> (count: UInt64, bytes: UInt64) {
    counts.withLock { $0 }
  }
}
