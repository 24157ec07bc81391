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
