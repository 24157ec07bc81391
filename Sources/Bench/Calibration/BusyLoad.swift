import Foundation
import Synchronization

/// Busy threads that compete for the CPU while a measurement runs: the noisy neighbour, made
/// reproducible (`navbench calibrate --load N`).
package final class BusyLoad: Sendable {
  private let running = Atomic<Bool>(true)
  private let finished = Atomic<Int>(0)
  /// The number of busy threads.
  package let threads: Int

  /// Starts `threads` threads that spin until ``stop()`` (none for 0 or less).
  package init(threads: Int) {
    self.threads = max(0, threads)
    for index in 0..<self.threads {
      let thread = Thread { [self] in
        var state = UInt64(index) &+ 1
        while running.load(ordering: .relaxed) {
          for _ in 0..<10_000 { state = state &* 6_364_136_223_846_793_005 &+ 1 }
          blackHole(state)
        }
        finished.add(1, ordering: .releasing)
      }
      thread.name = "navbench-busy-load-\(index)"
      thread.start()
    }
  }

  /// Stops the threads and waits until they have finished.
  package func stop() {
    running.store(false, ordering: .relaxed)
    while finished.load(ordering: .acquiring) < threads { usleep(1_000) }
  }

  /// Runs `body` with `threads` busy threads, stopping them afterwards.
  package static func with<T>(threads: Int, _ body: () throws -> T) rethrows -> T {
    let load = BusyLoad(threads: threads)
    defer { load.stop() }
    return try body()
  }
}
