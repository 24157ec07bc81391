import Testing

@testable import Bench

@Suite("Descriptive statistics against hand-computed values")
struct StatisticsTests {
  let oneToTen: [Double] = (1...10).map(Double.init)

  @Test func quantilesInterpolateLinearly() {
    // Type 7: position (n − 1)p, so p25 = 1 + 0.25 × 9 = 3.25.
    #expect(Statistics.quantile(sorted: oneToTen, 0.25) == 3.25)
    #expect(Statistics.quantile(sorted: oneToTen, 0.5) == 5.5)
    #expect(Statistics.quantile(sorted: oneToTen, 0.75) == 7.75)
    #expect(abs(Statistics.quantile(sorted: oneToTen, 0.9) - 9.1) < 1e-12)
    #expect(abs(Statistics.quantile(sorted: oneToTen, 0.99) - 9.91) < 1e-12)
    #expect(Statistics.quantile(sorted: oneToTen, 0) == 1)
    #expect(Statistics.quantile(sorted: oneToTen, 1) == 10)
    #expect(Statistics.quantile(sorted: [42], 0.9) == 42)
  }

  @Test func summaryOfOneToTen() {
    let summary = SampleSummary(samples: oneToTen.reversed())
    #expect(summary.count == 10)
    #expect(summary.min == 1)
    #expect(summary.max == 10)
    #expect(summary.p50 == 5.5)
    #expect(summary.mean == 5.5)
    // |x − 5.5| = 0.5, 0.5, 1.5, 1.5, 2.5, 2.5, 3.5, 3.5, 4.5, 4.5: median 2.5.
    #expect(summary.mad == 2.5)
    #expect(summary.outliers.total == 0)
  }

  @Test func medianIntervalUsesBinomialOrderStatistics() {
    // n = 10: P(B ≤ 1) = 11/1024 ≤ 0.025 < P(B ≤ 2) = 56/1024, so k = 2: [x₍₂₎, x₍₉₎].
    let interval = Statistics.medianConfidenceInterval(sorted: oneToTen)
    #expect(interval == ConfidenceInterval(lower: 2, upper: 9))
    // n = 5 is too few for 95%: the whole range.
    let small = Statistics.medianConfidenceInterval(sorted: [1, 2, 3, 4, 5])
    #expect(small == ConfidenceInterval(lower: 1, upper: 5))
    // n = 6: P(B ≤ 0) = 1/64 ≤ 0.025 < P(B ≤ 1) = 7/64, so k = 1: [x₍₁₎, x₍₆₎].
    let six = Statistics.medianConfidenceInterval(sorted: [1, 2, 3, 4, 5, 6])
    #expect(six == ConfidenceInterval(lower: 1, upper: 6))
  }

  @Test func tukeyOutliersAreCountedNotDropped() {
    // [1…9, 100]: Q1 = 3.25, Q3 = 7.75, IQR = 4.5; the severe fence is 7.75 + 13.5 = 21.25.
    let severe = SampleSummary(samples: (1...9).map(Double.init) + [100])
    #expect(severe.outliers == OutlierCounts(highSevere: 1))
    #expect(severe.count == 10)
    #expect(severe.max == 100)
    // 16 lies between the mild fence (14.5) and the severe fence.
    let mild = SampleSummary(samples: (1...9).map(Double.init) + [16])
    #expect(mild.outliers == OutlierCounts(highMild: 1))
    let low = SampleSummary(samples: [-50] + (1...9).map(Double.init))
    #expect(low.outliers.lowSevere == 1)
  }

  @Test func normalCDF() {
    #expect(abs(Statistics.normalCDF(0) - 0.5) < 1e-12)
    #expect(abs(Statistics.normalCDF(1.959964) - 0.975) < 1e-6)
    #expect(abs(Statistics.normalCDF(-1) - 0.158655) < 1e-6)
  }

  @Test(
    "Student t quantiles match tables",
    arguments: [
      (1.0, 12.7062), (2, 4.3027), (5, 2.5706), (10, 2.2281), (30, 2.0423), (1000, 1.9623),
    ]
  )
  func studentTQuantiles(degreesOfFreedom: Double, expected: Double) {
    let value = StudentT.quantile(0.975, degreesOfFreedom: degreesOfFreedom)
    #expect(abs(value - expected) < 1e-3)
    #expect(abs(StudentT.quantile(0.025, degreesOfFreedom: degreesOfFreedom) + expected) < 1e-3)
  }

  @Test func seededGeneratorIsReproducible() {
    var first = SeededGenerator(seed: 99, labels: ["a", "b"])
    var second = SeededGenerator(seed: 99, labels: ["a", "b"])
    var other = SeededGenerator(seed: 99, labels: ["ab"])
    let a = (0..<5).map { _ in first.next() }
    #expect(a == (0..<5).map { _ in second.next() })
    #expect(a != (0..<5).map { _ in other.next() })
  }
}

@Suite("Selection-based median")
struct MedianSelectionTests {
  @Test(arguments: [1, 2, 3, 4, 5, 10, 25, 26, 101])
  func matchesSortedMedian(count: Int) {
    for seed in UInt64(0)..<20 {
      var values = Synthetic.samples(count, center: 10, noise: 0.5, seed: seed)
      if seed % 3 == 0 { values = values.map { ($0 * 2).rounded() / 2 } }  // with ties
      let expected = Statistics.median(values)
      let selected = values.withUnsafeMutableBufferPointer { Statistics.medianInPlace($0) }
      #expect(selected == expected)
    }
  }
}
