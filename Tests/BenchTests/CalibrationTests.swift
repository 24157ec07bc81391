import Foundation
import Synchronization
import Testing

@testable import Bench

@Suite("Calibration self-check")
struct CalibrationTests {
  /// Checks the plumbing with tiny settings; asserts on structure only, never on timings.
  @Test("the calibration's estimate holds each trial case to its budget")
  func durationEstimate() {
    // Defaults: 2 × 25 trials × 2 cases × (30 ms + 25 × 5 ms) = 15.5 s.
    #expect(abs(Calibration.estimatedSeconds(settings: RunSettings(), trials: 25) - 15.5) < 1e-9)
    // 10,000 samples of 400 ms would take 4,000 s a case; the runner stops a case at 2 s.
    let long = RunSettings(samples: 10_000, minSampleTime: 400)
    #expect(Calibration.estimatedSeconds(settings: long, trials: 1_000) == 8_000)
    #expect(
      Calibration.estimatedSeconds(settings: long, trials: 1_000)
        > Calibration.maximumEstimatedSeconds)
  }

  @Test func smallCalibrationReportsEveryFigure() {
    let phases = Mutex<[Calibration.Progress.Phase]>([])
    let settings = RunSettings(
      samples: 6, minimumSamples: 5, warmup: 0.5, minSampleTime: 0.2, timeBudgetPerCase: 1,
      bootstrapResamples: 200)
    let report = Calibration.run(
      settings: settings, trials: 2, targetIterationNanoseconds: 200
    ) { progress in
      phases.withLock { $0.append(progress.phase) }
    }
    #expect(report.sameCode.count == 2)
    #expect(report.slowdown.count == 2)
    #expect(report.loopSteps >= 10)
    #expect(report.timerOverheadNanoseconds > 0)
    #expect(report.disturbedSampleFraction != nil)
    #expect((0...1).contains(report.falsePositiveRate))
    #expect((0...1).contains(report.detectionRate))
    #expect(report.sameCode.allSatisfy { $0.variant == "b" && $0.control == "a" })
    #expect(
      phases.withLock { $0 } == [
        .timers, .sameCode, .injectedSlowdown, .sameCode, .injectedSlowdown, .finished,
      ])
    let summary = report.summary()
    #expect(summary.contains("A/A false positives: "))
    #expect(
      summary.contains("A/B detection of a 10% slowdown")
        || summary.contains("A/B detection of a 10.0% slowdown"))
    let decoded = try? JSONDecoder().decode(
      CalibrationReport.self, from: JSONEncoder().encode(report))
    #expect(decoded?.sameCode == report.sameCode)
  }

  /// The real self-check at default settings. It measures real time, so it is excluded by
  /// default: run it in a release build with
  /// `BENCH_CALIBRATION=1 swift test -c release --filter fullCalibrationMeetsTargets`.
  @Test(.enabled(if: ProcessInfo.processInfo.environment["BENCH_CALIBRATION"] != nil))
  func fullCalibrationMeetsTargets() {
    let report = Calibration.run()
    print(report.summary())
    #expect(report.falsePositiveRate <= CalibrationReport.falsePositiveTarget)
    #expect(report.detectionRate >= CalibrationReport.detectionTarget)
    #expect(report.elapsedSeconds <= CalibrationReport.timeTarget)
  }
}
