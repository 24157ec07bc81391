import Testing

@testable import Bench

@Suite("Variant against control: ratio, interval, p-value, verdict")
struct RatioComparisonTests {
  func compare(_ variant: [Double], _ control: [Double], threshold: Double = 0.03, seed: UInt64 = 1)
    -> RatioComparison
  {
    var generator = SeededGenerator(seed: seed)
    return RatioComparison(
      variant: variant, control: control, noiseThreshold: threshold, significanceLevel: 0.05,
      resamples: 1_000, generator: &generator)
  }

  @Test func verdictNeedsSignificanceAndSize() {
    #expect(
      RatioComparison.verdict(ratio: 1.10, significant: true, noiseThreshold: 0.03) == .slower)
    #expect(
      RatioComparison.verdict(ratio: 0.90, significant: true, noiseThreshold: 0.03) == .faster)
    #expect(RatioComparison.verdict(ratio: 1.10, significant: false, noiseThreshold: 0.03) == .same)
    #expect(RatioComparison.verdict(ratio: 1.02, significant: true, noiseThreshold: 0.03) == .same)
    #expect(RatioComparison.verdict(ratio: 0.98, significant: true, noiseThreshold: 0.03) == .same)
  }

  @Test("A/A on seeded samples is always the same", arguments: 0..<20)
  func sameDistribution(seed: UInt64) {
    let a = Synthetic.samples(25, center: 1_000, noise: 0.02, seed: seed * 2)
    let b = Synthetic.samples(25, center: 1_000, noise: 0.02, seed: seed * 2 + 1)
    let result = compare(b, a, seed: seed)
    #expect(result.verdict == .same)
    #expect(abs(result.ratio - 1) < 0.02)
  }

  @Test func bootstrapIntervalCoversTheTrueRatioMostOfTheTime() {
    let covered = (UInt64(0)..<40).filter { seed -> Bool in
      let control = Synthetic.samples(25, center: 1_000, noise: 0.02, seed: 1_000 + seed * 2)
      let variant = Synthetic.samples(25, center: 1_100, noise: 0.02, seed: 1_001 + seed * 2)
      return compare(variant, control, seed: seed).ci95.contains(1.1)
    }.count
    #expect(covered >= 32, "the 95% interval covered the true ratio in \(covered) of 40 trials")
  }

  @Test("A/B with a 10% slowdown is slower", arguments: 0..<20)
  func tenPercentSlower(seed: UInt64) {
    let control = Synthetic.samples(25, center: 1_000, noise: 0.02, seed: seed * 2)
    let variant = Synthetic.samples(25, center: 1_100, noise: 0.02, seed: seed * 2 + 1)
    let result = compare(variant, control, seed: seed)
    #expect(result.verdict == .slower)
    #expect(abs(result.ratio - 1.1) < 0.02)
    #expect(compare(control, variant, seed: seed).verdict == .faster)
  }

  @Test func significantButWithinThresholdIsSame() {
    let control = Synthetic.samples(25, center: 1_000, noise: 0.0001, seed: 3)
    let variant = Synthetic.samples(25, center: 1_010, noise: 0.0001, seed: 4)
    let result = compare(variant, control)
    #expect(result.significant)
    #expect(result.verdict == .same)
  }

  @Test func largeButNotSignificantIsSame() {
    let result = compare([100, 300, 130], [120, 90, 280])
    #expect(!result.significant)
    #expect(result.verdict == .same)
  }

  @Test func bootstrapIsReproducibleForASeed() {
    let control = Synthetic.samples(20, center: 50, noise: 0.1, seed: 5)
    let variant = Synthetic.samples(20, center: 60, noise: 0.1, seed: 6)
    #expect(compare(variant, control, seed: 9).ci95 == compare(variant, control, seed: 9).ci95)
    let interval = compare(variant, control, seed: 9).ci95
    #expect(interval.lower < interval.upper)
    #expect(interval.contains(Statistics.median(variant) / Statistics.median(control)))
  }
}
