import Foundation

#if canImport(CBenchSupport)
  import CBenchSupport
#endif

/// Workloads with nothing of navbench in them, timed in a fresh process beside each fresh run
/// of `calibrate --fresh-runs`: their spread between processes is the machine's own floor,
/// which no harness gets below.
///
/// - The copy reference copies 2 × 8 MB per operation, as `seed-snapshot` does at 10^6 (a
///   push and a pop each copy the 8 MB path): the reference for memory-bound cases.
/// - The register reference runs a loop that touches no memory (a xorshift step per
///   iteration): the floor of a processor's own speed for events of a few nanoseconds.
/// - The path reference pushes 10^6 `Int`s onto a Swift array and pops them again (8 MB of
///   fresh heap in a fresh process), as the stacks cases at 10^6 push, pop and replace on a
///   path of 10^6 routes: the same memory work at a few nanoseconds per operation, and the
///   reference for those events.
package struct ReferenceTimes: Sendable, Equatable, Codable {
  /// Median nanoseconds per copy operation (2 × 8 MB).
  package var copy: Double
  /// Median nanoseconds per register-loop iteration.
  package var register: Double
  /// Median nanoseconds per push or pop on a path of 10^6 `Int`s, or `nil` where it was not
  /// timed (a result written before it existed).
  package var path: Double?

  /// Creates reference times.
  package init(copy: Double, register: Double, path: Double? = nil) {
    self.copy = copy
    self.register = register
    self.path = path
  }

  /// Times the references in this process, on the CPU a ``Runner`` measures on (the highest
  /// its affinity allows).
  package static func measure() -> ReferenceTimes {
    let pinned = navbench_pin_current_thread() >= 0
    defer { if pinned { navbench_unpin_current_thread() } }
    return ReferenceTimes(
      copy: copyNanoseconds(), register: registerNanoseconds(), path: pathNanoseconds())
  }

  /// The median over `samples` samples of one pass that pops a path of `size` `Int`s to empty
  /// and pushes it back (2 × `size` operations), on an array built by appends in this process.
  static func pathNanoseconds(samples: Int = 15, size: Int = 1_000_000) -> Double {
    var path: [Int] = []
    for value in 0..<size { path.append(value) }
    var times: [Double] = []
    var sink = 0
    for sample in 0...samples {
      let start = SystemClocks.monotonicNanoseconds()
      while !path.isEmpty { sink &+= path.removeLast() }
      for value in 0..<size { path.append(value &+ sample) }
      let elapsed = Double(SystemClocks.monotonicNanoseconds() &- start) / Double(2 * size)
      if sample > 0 { times.append(elapsed) }  // the first pass warms up
    }
    blackHole(sink &+ path.count)
    return Statistics.median(times)
  }

  /// The median over 25 samples of 2 operations, each copying an 8 MB buffer into another and
  /// back, with a byte changed between the copies.
  static func copyNanoseconds(samples: Int = 25, perSample: Int = 2) -> Double {
    let size = 8 << 20
    let path = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 64)
    let previous = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 64)
    defer {
      path.deallocate()
      previous.deallocate()
    }
    path.initializeMemory(as: UInt8.self, repeating: 1, count: size)
    previous.initializeMemory(as: UInt8.self, repeating: 2, count: size)
    var sink: UInt8 = 0
    func operation(_ index: Int) {
      previous.copyMemory(from: path, byteCount: size)
      path.storeBytes(of: UInt8(truncatingIfNeeded: index), toByteOffset: index, as: UInt8.self)
      path.copyMemory(from: previous, byteCount: size)
      sink ^= path.load(fromByteOffset: size - 1 - index, as: UInt8.self)
    }
    for index in 0..<4 { operation(index) }
    var times: [Double] = []
    for _ in 0..<samples {
      let start = SystemClocks.monotonicNanoseconds()
      for index in 0..<perSample { operation(index) }
      times.append(Double(SystemClocks.monotonicNanoseconds() &- start) / Double(perSample))
    }
    blackHole(sink)
    return Statistics.median(times)
  }

  /// The median over 31 samples of 10^6 iterations of a xorshift step, held in a register.
  static func registerNanoseconds(samples: Int = 31, perSample: Int = 1_000_000) -> Double {
    var times: [Double] = []
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    _ = registerLoop(&state, iterations: perSample / 10)
    for _ in 0..<samples {
      let start = SystemClocks.monotonicNanoseconds()
      state = registerLoop(&state, iterations: perSample)
      times.append(Double(SystemClocks.monotonicNanoseconds() &- start) / Double(perSample))
    }
    blackHole(state)
    return Statistics.median(times)
  }

  @inline(never)
  static func registerLoop(_ state: inout UInt64, iterations: Int) -> UInt64 {
    var x = state
    for _ in 0..<iterations {
      x ^= x << 13
      x ^= x >> 7
      x ^= x << 17
    }
    state = x
    return x
  }

  @inline(never)
  static func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
  }
}
