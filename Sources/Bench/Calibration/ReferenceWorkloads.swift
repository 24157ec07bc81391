import Foundation

#if canImport(CBenchSupport)
  import CBenchSupport
#endif

/// Workloads with nothing of navbench in them, timed in a fresh process beside each fresh run
/// of `calibrate --fresh-runs`: their spread between processes is the machine's own floor,
/// which no harness gets below.
///
/// - The copy reference pushes and pops on an array of 10^6 `Int`s whose buffer the previous
///   path shares, as `seed-snapshot` does at 10^6: each copies the 8 MB path into a fresh
///   allocation and frees the one before (2 × 8 MB per operation), the reference for
///   memory-bound cases.
/// - The register reference runs a loop that touches no memory (a xorshift step per
///   iteration): the floor of a processor's own speed for events of a few nanoseconds.
/// - The path reference pushes 10^6 `Int`s onto a Swift array and pops them again (8 MB of
///   fresh heap in a fresh process), as the stacks cases at 10^6 push, pop and replace on a
///   path of 10^6 routes: the same memory work at a few nanoseconds per operation, and the
///   reference for those events.
/// - The events reference does what the stacks cases do, event by event, with nothing of
///   navbench around it: one non-inlined call per push, pop, replace of the top and pop to root
///   on a path of 10^6 `Int`s built as their `prepare` builds it, timed in as many fresh
///   processes as the run measures in (each its own median, pooled as a run pools its
///   processes). Its spread between runs is what the machine leaves to that work measured
///   that way: the reference for events of a few nanoseconds.
package struct ReferenceTimes: Sendable, Equatable, Codable {
  /// Median nanoseconds per copy operation (a push and a pop, each copying 8 MB into a fresh
  /// allocation).
  package var copy: Double
  /// Median nanoseconds per register-loop iteration.
  package var register: Double
  /// Median nanoseconds per push or pop on a path of 10^6 `Int`s, or `nil` where it was not
  /// timed (a result written before it existed).
  package var path: Double?
  /// Median nanoseconds per stack event (see the type's discussion): the Hodges–Lehmann
  /// estimate of the medians of the fresh processes that timed it, or `nil` where it was not
  /// timed.
  package var events: Double?
  /// The median per event in each fresh process that timed the events reference.
  package var eventsPerProcess: [Double]?
  /// The events reference in the thread's CPU time instead of wall time (pooled the same way),
  /// or `nil` where it was not read: what a machine busy with other work leaves of it, since
  /// the time other processes take the CPU is not counted.
  package var eventsCPU: Double?

  /// Creates reference times.
  package init(
    copy: Double, register: Double, path: Double? = nil, events: Double? = nil,
    eventsPerProcess: [Double]? = nil
  ) {
    self.copy = copy
    self.register = register
    self.path = path
    self.events = events
    self.eventsPerProcess = eventsPerProcess
  }

  /// These times with the events reference pooled from `processes` (each process's median
  /// per event): their Hodges–Lehmann estimate, as a run pools its processes' medians; `cpu`,
  /// the processes' medians in CPU time, pooled the same way when every process read it.
  package func pooling(events processes: [Double], cpu: [Double] = []) -> ReferenceTimes {
    var pooled = self
    let usable = processes.filter { $0 > 0 && $0.isFinite }
    pooled.events = usable.isEmpty ? nil : Statistics.hodgesLehmann(usable)
    pooled.eventsPerProcess = usable.isEmpty ? nil : usable
    let cpuUsable = cpu.filter { $0 > 0 && $0.isFinite }
    pooled.eventsCPU =
      !cpuUsable.isEmpty && cpuUsable.count == processes.count
      ? Statistics.hodgesLehmann(cpuUsable) : nil
    return pooled
  }

  /// Times the references in this process, on the CPU a ``Runner`` measures on (the highest
  /// its affinity allows).
  package static func measure() -> ReferenceTimes {
    let pinned = navbench_pin_current_thread() >= 0
    defer { if pinned { navbench_unpin_current_thread() } }
    let events = eventsTimes()
    var times = ReferenceTimes(
      copy: copyNanoseconds(), register: registerNanoseconds(), path: pathNanoseconds(),
      events: events.wall)
    times.eventsCPU = events.cpu
    return times
  }

  /// Times the events reference alone in this process, on the CPU a ``Runner`` measures on:
  /// the median nanoseconds per event, in wall time and in the thread's CPU time.
  package static func measureEvents() -> (wall: Double, cpu: Double) {
    let pinned = navbench_pin_current_thread() >= 0
    defer { if pinned { navbench_unpin_current_thread() } }
    return eventsTimes()
  }

  /// The median over `samples` samples, after one untimed round, of a round of stack events on
  /// a path of `size` `Int`s (`Array(0..<size)`, as the stacks cases prepare it), each event
  /// one non-inlined call: `size` pushes and pops in turn at depth `size`, `size` replacements
  /// of the top, then `size` pushes onto a path emptied by a pop to root, and the pop to root
  /// back to it. A fork of a run takes 3 samples of about 5 ms; a round here is about 10 ms.
  static func eventsNanoseconds(samples: Int = 3, size: Int = 1_000_000) -> Double {
    eventsTimes(samples: samples, size: size).wall
  }

  /// ``eventsNanoseconds(samples:size:)`` with the same rounds' median in the thread's CPU
  /// time, read around the wall-clock readings.
  static func eventsTimes(samples: Int = 3, size: Int = 1_000_000) -> (wall: Double, cpu: Double) {
    let box = ReferenceEvents.Box(Array(0..<size))
    var wall: [Double] = []
    var cpu: [Double] = []
    for sample in 0...samples {
      let cpuStart = SystemClocks.threadCPUNanoseconds()
      let start = SystemClocks.monotonicNanoseconds()
      let events = Double(ReferenceEvents.round(box, size: size))
      let elapsed = Double(SystemClocks.monotonicNanoseconds() &- start)
      let cpuElapsed = Double(SystemClocks.threadCPUNanoseconds() &- cpuStart)
      if sample > 0 {  // the first round warms up
        wall.append(elapsed / events)
        cpu.append(cpuElapsed / events)
      }
    }
    blackHole(box.path.count)
    return (Statistics.median(wall), Statistics.median(cpu))
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

  /// The median over 25 samples of 2 operations on an array of `size` `Int`s (8 MB at 10^6)
  /// whose buffer a second array shares, as `seed-snapshot` keeps the previous path: each
  /// operation pushes and pops, each copying the whole buffer into a fresh allocation (the
  /// array is shared), and the assignment after each frees the buffer before. The same memory
  /// work as `seed-snapshot`, allocator and page faults included, with plain arrays.
  static func copyNanoseconds(samples: Int = 25, perSample: Int = 2, size: Int = 1_000_000)
    -> Double
  {
    var path = Array(0..<size)
    var previous: [Int] = []
    var sink = 0
    for index in 0..<4 { sink &+= copyOperation(&path, &previous, index) }
    var times: [Double] = []
    for _ in 0..<samples {
      let start = SystemClocks.monotonicNanoseconds()
      for index in 0..<perSample { sink &+= copyOperation(&path, &previous, index) }
      times.append(Double(SystemClocks.monotonicNanoseconds() &- start) / Double(perSample))
    }
    blackHole(sink &+ path.count &+ previous.count)
    return Statistics.median(times)
  }

  /// One operation of the copy reference: a push and a pop, each compared with and then kept as
  /// the previous array.
  @inline(never)
  static func copyOperation(_ path: inout [Int], _ previous: inout [Int], _ value: Int) -> Int {
    path.append(value)
    var changes = path != previous ? 1 : 0
    previous = path
    path.removeLast()
    changes &+= path != previous ? 1 : 0
    previous = path
    return changes
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

/// The stack events of the events reference: each a non-inlined call, as the stacks cases'
/// events are, written here so that nothing of navbench runs between them.
enum ReferenceEvents {
  /// Holds the path between rounds, as a case's workload holds it between samples.
  final class Box: @unchecked Sendable {
    var path: [Int]
    init(_ path: [Int]) { self.path = path }
  }

  @inline(never)
  static func push(_ path: inout [Int], _ value: Int) { path.append(value) }

  @inline(never)
  static func pop(_ path: inout [Int]) { path.removeLast() }

  @inline(never)
  static func replaceTop(_ path: inout [Int], _ value: Int) { path[path.count - 1] = value }

  @inline(never)
  static func popToRoot(_ path: inout [Int]) { path.removeAll(keepingCapacity: true) }

  /// One round on the box's path (see ``ReferenceTimes/eventsNanoseconds(samples:size:)``),
  /// which it leaves at `size` entries; returns the events it performed.
  @inline(never)
  static func round(_ box: Box, size: Int) -> Int {
    var path = box.path
    box.path = []
    for value in 0..<size {
      push(&path, value)
      pop(&path)
    }
    for value in 0..<size { replaceTop(&path, value) }
    popToRoot(&path)
    for value in 0..<size { push(&path, value) }
    box.path = path
    return 4 * size + 1
  }
}
