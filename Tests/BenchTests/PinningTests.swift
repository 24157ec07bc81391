import CBenchSupport
import Foundation
import Testing

/// Every measuring process runs on the same CPU: the highest its affinity allows, not the one
/// it happened to start on.
@Suite("Pinning to one CPU")
struct PinningTests {
  @Test("two threads pin to the same CPU, the highest allowed")
  func sameCPU() {
    #if os(Linux)
      let first = navbench_pin_current_thread()
      navbench_unpin_current_thread()
      let second = Locked(Int32(-2))
      let thread = Thread { second.value = navbench_pin_current_thread() }
      thread.start()
      while second.value == -2 { usleep(1_000) }
      #expect(first >= 0)
      #expect(first == second.value)
      // With every CPU allowed (as here), the highest is the last one.
      if ProcessInfo.processInfo.activeProcessorCount == ProcessInfo.processInfo.processorCount {
        #expect(Int(first) == ProcessInfo.processInfo.processorCount - 1)
      }
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
