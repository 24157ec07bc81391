import CBenchSupport
import Foundation
import Testing

/// Every measuring process runs on the same CPU: the highest its affinity allows, not the one
/// it happened to start on.
@Suite("Pinning to one CPU")
struct PinningTests {
  @Test("two threads pin to the same CPU, the highest allowed, and are unpinned after")
  func sameCPU() {
    #if os(Linux)
      var allowed = cpu_set_t()
      let bytes = MemoryLayout<cpu_set_t>.size
      #expect(sched_getaffinity(0, bytes, &allowed) == 0)
      let first = navbench_pin_current_thread()
      navbench_unpin_current_thread()
      let second = Locked(Int32(-2))
      let thread = Thread { second.value = navbench_pin_current_thread() }
      thread.start()
      while second.value == -2 { usleep(1_000) }
      #expect(first >= 0)
      #expect(first == second.value)
      // The highest CPU set in the mask.
      let count = bytes * 8
      let highest = withUnsafeBytes(of: &allowed) { raw -> Int in
        (0..<count).last { raw[$0 / 8] & (1 << ($0 % 8)) != 0 } ?? -1
      }
      #expect(Int(first) == highest)
      var after = cpu_set_t()
      #expect(sched_getaffinity(0, bytes, &after) == 0)
      #expect(
        withUnsafeBytes(of: &after) { Array($0) } == withUnsafeBytes(of: &allowed) { Array($0) })
    #else
      #expect(navbench_pin_current_thread() == -1)
    #endif
  }

  /// A value two threads share.
  final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value {
      get { lock.withLock { stored } }
      set { lock.withLock { stored = newValue } }
    }
  }
}
