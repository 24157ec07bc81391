import Foundation
import Synchronization
import Testing

@testable import Bench

/// A wall clock and a CPU clock that run together, except while the thread is "preempted".
final class TwoClocks: Sendable {
  let wall = VirtualClock()
  private let cpuTime = Mutex<UInt64>(1_000)
  private let reads = Mutex<[UInt64]>([])
  /// The allocation reading with this index (a gap between samples) takes `stall` nanoseconds
  /// of wall time: preempted, or on the CPU where `busy`.
  private let stallAt = Mutex<(index: Int, calls: Int, stall: UInt64, busy: Bool)>(
    (-1, 0, 0, false))

  /// Runs on the CPU for `nanoseconds`.
  func run(_ nanoseconds: UInt64) {
    wall.advance(by: nanoseconds)
    cpuTime.withLock { $0 &+= nanoseconds }
  }

  /// Preempted for `nanoseconds`: the wall clock moves, the CPU clock does not.
  func preempt(_ nanoseconds: UInt64) { wall.advance(by: nanoseconds) }

  /// The wall-clock times at which the CPU clock was read.
  var cpuReads: [UInt64] { reads.withLock { $0 } }

  /// Makes allocation reading number `index` (0-based) a preemption of `nanoseconds`.
  func stall(atAllocationReading index: Int, for nanoseconds: UInt64, busy: Bool = false) {
    stallAt.withLock { $0 = (index, 0, nanoseconds, busy) }
  }

  var measurement: MeasurementSource {
    MeasurementSource(
      wallClock: { self.wall.now() },
      cpuClock: .available({
        self.reads.withLock { $0.append(self.wall.now()) }
        return self.cpuTime.withLock { $0 }
      }),
      allocations: .available({
        let (stall, busy) = self.stallAt.withLock { state -> (UInt64, Bool) in
          defer { state.calls += 1 }
          return (state.calls == state.index ? state.stall : 0, state.busy)
        }
        if stall > 0 { busy ? self.run(stall) : self.preempt(stall) }
        return (0, 0)
      }))
  }
}

@Suite("A sample's CPU time starts from the reading that ended the sample before it")
struct CPUTimeChainTests {
  static func benchmark(_ clocks: TwoClocks, preemptedSample: Int? = nil) throws -> Benchmark {
    let calls = Mutex(0)
    return try Benchmark(
      "chain", sizes: [1],
      variants: [
        Variant("only") { _ in
          Workload { iterations in
            let call = calls.withLock { value -> Int in
              defer { value += 1 }
              return value
            }
            clocks.run(UInt64(iterations) * 1_000)
            // A call after the warm-up's (which probe the fixed count first).
            if let preemptedSample, call == preemptedSample + 2 { clocks.preempt(7_000) }
          }
        }
      ])
  }

  static var settings: RunSettings {
    var settings = Synthetic.settings
    settings.samples = 6
    settings.minimumSamples = 5
    settings.blocks = 1
    settings.warmup = 0
    settings.iterations = 100
    return settings
  }

  /// The one case of ``benchmark(_:preemptedSample:)`` measured on `clocks`.
  static func measure(
    _ clocks: TwoClocks, settings: RunSettings = settings, preemptedSample: Int? = nil
  ) throws -> CaseResult {
    let run = Runner(settings: settings, measurement: clocks.measurement).run([
      try benchmark(clocks, preemptedSample: preemptedSample)
    ])
    return try #require(run.cases.first)
  }

  @Test("the CPU clock is read after each sample, not before it, and the times are exact")
  func readAfterEachSample() throws {
    let clocks = TwoClocks()
    let result = try Self.measure(clocks, preemptedSample: 3)
    #expect(result.sampleCount == 6)
    // One reading to start the chain before the round, then one after each sample: 7, where
    // readings on both sides would take 12.
    #expect(clocks.cpuReads.count == 7, "\(clocks.cpuReads)")
    // One sample was preempted for 7 µs inside its timed region: its CPU time leaves it out.
    let preempted = result.rawSamples.filter { $0.wallNanoseconds == 107_000 }
    #expect(preempted.count == 1)
    #expect(preempted.first?.cpuNanoseconds == 100_000)
    for sample in result.rawSamples where sample.wallNanoseconds != 107_000 {
      #expect(sample.wallNanoseconds == 100_000)
      #expect(sample.cpuNanoseconds == sample.wallNanoseconds)
    }
  }

  @Test("a gap between samples longer than the chain allows reads the clock before the sample")
  func longGapBreaksTheChain() throws {
    let clocks = TwoClocks()
    // Allocation readings: 2 a sample (before and after); number 4 is before sample 2.
    clocks.stall(atAllocationReading: 4, for: Runner.longestCPUChainGap + 1)
    let result = try Self.measure(clocks)
    #expect(clocks.cpuReads.count == 8, "\(clocks.cpuReads)")
    // The preemption was in the gap, not in the sample: every sample's CPU time is its wall time.
    #expect(result.rawSamples.allSatisfy { $0.cpuNanoseconds == $0.wallNanoseconds })
  }

  @Test("the bookkeeping between two samples is not charged to the second one's CPU time")
  func gapIsNotCharged() throws {
    let clocks = TwoClocks()
    // Number 4 is before sample 2: 5 µs of work there, on the CPU, within the chain's limit.
    clocks.stall(atAllocationReading: 4, for: 5_000, busy: true)
    let result = try Self.measure(clocks)
    #expect(clocks.cpuReads.count == 7, "\(clocks.cpuReads)")
    #expect(result.rawSamples.allSatisfy { $0.cpuNanoseconds == $0.wallNanoseconds })
  }

  @Test("bare samples keep the chain going, so the samples after them need no reading first")
  func bareSamplesKeepTheChain() throws {
    let clocks = TwoClocks()
    var settings = Self.settings
    settings.bareReference = true
    let result = try Self.measure(clocks, settings: settings)
    #expect(result.bareSamples.count == 6)
    // The chain's start, then one after each sample and each bare sample.
    #expect(clocks.cpuReads.count == 13, "\(clocks.cpuReads)")
    #expect(result.rawSamples.allSatisfy { $0.cpuNanoseconds == $0.wallNanoseconds })
  }

  @Test("without a CPU clock, nothing is chained and no sample has CPU time")
  func noCPUClock() throws {
    let clock = VirtualClock()
    var settings = Self.settings
    settings.bareReference = true
    let benchmark = try Benchmark(
      "plain", sizes: [1],
      variants: [
        Variant("only") { _ in Workload { clock.advance(by: UInt64($0) * 1_000) } }
      ])
    let run = Runner(settings: settings, measurement: clock.measurement).run([benchmark])
    let result = try #require(run.cases.first)
    #expect(result.rawSamples.allSatisfy { $0.cpuNanoseconds == nil })
    #expect(result.bareSamples.count == result.sampleCount)
  }
}
