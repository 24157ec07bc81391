import Bench
import Testing

/// Integers at the edges of `Int` and around zero.
private let extremeInts = [Int.min, Int.min + 1, -1, 0, 1, Int.max - 1, Int.max]

/// NaN, infinities, the largest finite values, signed zeros, a subnormal, negatives.
private let extremeDoubles = [
  Double.nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
  0, -0.0, .leastNonzeroMagnitude, -1.5, 1e300, 9.3e27,
]

/// Property tests: Bench's public statistics, formatting and calibration entry points never trap
/// on any value of their parameters' types (no values, NaN, infinities, `Int`'s edges); each
/// answers NaN, an empty result or a clamped value, as documented.
@Suite("Extreme inputs: Bench never traps")
struct BenchExtremeInputTests {
  @Test("statistics of no values are NaN, and no outliers")
  func noValues() {
    #expect(Statistics.quantile(sorted: [], 0.5).isNaN)
    #expect(Statistics.median([]).isNaN)
    #expect(Statistics.mean([]).isNaN)
    #expect(Statistics.medianAbsoluteDeviation([]).isNaN)
    let interval = Statistics.medianConfidenceInterval(sorted: [])
    #expect(interval.lower.isNaN && interval.upper.isNaN)
    #expect(Statistics.outliers(sorted: []) == OutlierCounts())
    let summary = SampleSummary(samples: [])
    #expect(summary.count == 0)
    #expect(summary.min.isNaN && summary.p50.isNaN && summary.max.isNaN && summary.mean.isNaN)
    #expect(summary.outliers.total == 0)
  }

  @Test("quantiles and intervals take any p and level: NaN gives NaN, the rest is clamped")
  func anyProbability() {
    let sorted: [Double] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
    for p in extremeDoubles {
      let value = Statistics.quantile(sorted: sorted, p)
      if p.isNaN { #expect(value.isNaN) } else { #expect((1...10).contains(value)) }
      let interval = Statistics.medianConfidenceInterval(sorted: sorted, level: p)
      if p.isNaN {
        #expect(interval.lower.isNaN)
      } else {
        #expect(interval.lower <= interval.upper)
        #expect(sorted.contains(interval.lower) && sorted.contains(interval.upper))
      }
    }
    #expect(Statistics.quantile(sorted: sorted, -1) == 1)
    #expect(Statistics.quantile(sorted: sorted, .infinity) == 10)
  }

  @Test("outlier totals saturate instead of overflowing (counts can come from a file)")
  func outlierTotals() {
    #expect(OutlierCounts(lowSevere: .max, lowMild: 1).total == .max)
    #expect(OutlierCounts(lowSevere: .min, lowMild: -1).total == .min)
    #expect(OutlierCounts(lowSevere: .max, lowMild: 1, highMild: .min).total == 0)
    #expect(OutlierCounts(lowSevere: 1, lowMild: 2, highMild: 3, highSevere: 4).total == 10)
    for count in extremeInts {
      let counts = OutlierCounts(
        lowSevere: count, lowMild: count, highMild: count, highSevere: count)
      let (product, overflow) = count.multipliedReportingOverflow(by: 4)
      #expect(counts.total == (overflow ? (count > 0 ? .max : .min) : product))
    }
  }

  @Test("a comparison with no samples is inconclusive; resamples are clamped")
  func comparisons() {
    var generator = SeededGenerator(seed: 1)
    for (variant, control) in [([Double](), [1.0]), ([1.0], []), ([], [])] {
      let comparison = RatioComparison(
        variant: variant, control: control, noiseThreshold: 0.03, significanceLevel: 0.05,
        resamples: 100, generator: &generator)
      #expect(comparison.ratio.isNaN)
      #expect(comparison.ci95.lower.isNaN && comparison.ci95.upper.isNaN)
      #expect(comparison.verdict == .inconclusive)
      #expect(!comparison.significant)
    }
    for resamples in extremeInts {
      let comparison = RatioComparison(
        variant: [2, 2.1, 2.2], control: [1, 1.1, 1.2], noiseThreshold: 0.03,
        significanceLevel: 0.05, resamples: resamples, generator: &generator)
      #expect(comparison.ratio > 1.8 && comparison.ratio < 2.2)
      #expect(comparison.ci95.lower <= comparison.ci95.upper)
    }
    #expect(MannWhitney([], [1, 2]).pValue == 1)
  }

  @Test("sizes and numbers format for every Double")
  func formats() {
    for value in extremeDoubles {
      #expect(!Format.size(value).isEmpty)
      #expect(!Format.significant(value).isEmpty)
    }
    #expect(Format.size(1e300) == "1e+300")
    #expect(Format.size(.infinity) == "inf")
    #expect(Format.size(-.infinity) == "-inf")
    #expect(Format.size(1_500_000) == "1.5M")
    #expect(Format.size(9.3e27) == "9.3e+27")
  }

  @Test("a clock's read cost takes any number of reads (at least one is made)")
  func readCost() {
    for reads in [Int.min, -1, 0, 1] {
      var calls = 0
      let cost = SystemClocks.readCost(reads: reads) {
        calls += 1
        return 0
      }
      #expect(calls == 1)
      #expect(cost >= 0 && cost.isFinite)
    }
  }

  @Test("calibration clamps a NaN or huge slowdown and loop length instead of trapping")
  func calibrationArguments() {
    let settings = RunSettings(
      samples: 6, minimumSamples: 5, warmup: 0.5, minSampleTime: 0.2, timeBudgetPerCase: 1,
      bootstrapResamples: 200)
    // (A huge length is clamped to 1 s per iteration: correct, but too slow for a test.)
    for (slowdown, length) in [(Double.nan, Double.nan), (.infinity, -.infinity), (-5, 200)] {
      let report = Calibration.run(
        settings: settings, trials: 1, injectedSlowdown: slowdown,
        targetIterationNanoseconds: length)
      #expect(report.sameCode.count == 1)
      #expect(report.slowdown.count == 1)
    }
  }
}
