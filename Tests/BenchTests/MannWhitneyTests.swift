import Testing

@testable import Bench

@Suite("Mann–Whitney U test")
struct MannWhitneyTests {
  @Test func completeSeparationOfFiveAndFive() {
    // U = 0; P(U ≤ 0) = 1 / C(10, 5) = 1/252; two-sided p = 2/252.
    let test = MannWhitney([1, 2, 3, 4, 5], [6, 7, 8, 9, 10])
    #expect(test.u == 0)
    #expect(test.exact)
    #expect(abs(test.pValue - 2.0 / 252) < 1e-12)
  }

  @Test func exactTailsForFiveAndFive() {
    // Counts of U = 0, 1, 2, 3 for m = n = 5: 1, 1, 2, 3 (of 252).
    let two = MannWhitney([1, 2, 3, 4, 7], [5, 6, 8, 9, 10])
    #expect(two.u == 2)
    #expect(abs(two.pValue - 8.0 / 252) < 1e-12)
    let three = MannWhitney([1, 2, 3, 4, 8], [5, 6, 7, 9, 10])
    #expect(three.u == 3)
    #expect(abs(three.pValue - 14.0 / 252) < 1e-12)
  }

  @Test func criticalValueForEightAndEight() {
    // Tables give U = 13 as the two-sided 5% critical value for n₁ = n₂ = 8.
    let b: [Double] = [10, 20, 30, 40, 50, 60, 70, 80]
    let atCritical = MannWhitney([5, 6, 7, 8, 15, 25, 45, 65], b)
    #expect(atCritical.u == 13)
    #expect(atCritical.pValue <= 0.05)
    let beyond = MannWhitney([5, 6, 7, 8, 15, 25, 45, 75], b)
    #expect(beyond.u == 14)
    #expect(beyond.pValue > 0.05)
  }

  @Test func exactDistributionSumsToBinomial() {
    let distribution = MannWhitney.exactDistribution(8, 8)
    #expect(distribution.count == 65)
    #expect(distribution.reduce(0, +) == 12_870)
    #expect(distribution == distribution.reversed())
  }

  @Test func normalApproximationWithTies() {
    // a = [1, 2, 2, 3], b = [2, 3, 4, 4, 5, 6] forced to the normal branch by ties.
    // Midranks: 1→1, 2→3 (×3), 3→5.5 (×2), 4→7.5 (×2), 5→9, 6→10; R_a = 1 + 3 + 3 + 5.5 = 12.5,
    // U = 12.5 − 10 = 2.5; tie term Σ(t³ − t) = 24 + 6 + 6 = 36;
    // σ² = 24/12 × (11 − 36/90) = 21.2; z = (12 − 2.5 − 0.5)/√21.2 = 1.954675;
    // p = 2(1 − Φ(1.954675)) = 0.050621.
    let test = MannWhitney([1, 2, 2, 3], [2, 3, 4, 4, 5, 6])
    #expect(test.u == 2.5)
    #expect(!test.exact)
    #expect(abs(test.pValue - 0.050621) < 1e-6)
  }

  @Test func symmetricAndIdentical() {
    let a = Synthetic.samples(30, center: 100, noise: 0.05, seed: 1)
    let b = Synthetic.samples(30, center: 103, noise: 0.05, seed: 2)
    #expect(abs(MannWhitney(a, b).pValue - MannWhitney(b, a).pValue) < 1e-12)
    #expect(MannWhitney(a, a).pValue == 1)
    #expect(MannWhitney([], a).pValue == 1)
  }
}
