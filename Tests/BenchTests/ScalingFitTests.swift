import Foundation
import Testing

@testable import Bench

@Suite("Scaling fits and growth classes")
struct ScalingFitTests {
  static let sizes: [Double] = [16, 64, 256, 1_024, 4_096, 16_384, 65_536]

  static func costs(_ growth: (Double) -> Double, noise: Double = 0.01, seed: UInt64 = 11)
    -> [Double]
  {
    var generator = SeededGenerator(seed: seed)
    return sizes.map { growth($0) * (1 + Double.random(in: -noise...noise, using: &generator)) }
  }

  @Test("Each class is recognised on noisy synthetic data", arguments: ComplexityClass.allCases)
  func recognisesClass(expected: ComplexityClass) throws {
    for seed in [UInt64(1), 2, 3] {
      let costs = Self.costs({ 7 * expected.growth($0) }, seed: seed)
      let fit = try #require(ScalingFit(sizes: Self.sizes, costs: costs))
      #expect(fit.complexity == expected, "seed \(seed): residuals \(fit.classResiduals)")
    }
  }

  @Test func smallExponentWithBetterLogFitIsLogarithmic() throws {
    // Over 1k–8k, 20 log₂ n grows by a factor 1.3: a log-log slope of only 0.13.
    let sizes: [Double] = [1_024, 2_048, 4_096, 8_192]
    let fit = try #require(ScalingFit(sizes: sizes, costs: sizes.map { 20 * log2($0) }))
    #expect(fit.exponent < 0.15)
    #expect(fit.complexity == .logarithmic)
  }

  @Test func exponentsAndIntervals() throws {
    let constant = try #require(ScalingFit(sizes: Self.sizes, costs: Self.costs { _ in 100 }))
    #expect(constant.exponentCI95.contains(0))
    #expect(abs(constant.exponent) < 0.01)
    let linear = try #require(ScalingFit(sizes: Self.sizes, costs: Self.costs { 2 * $0 }))
    #expect(linear.exponentCI95.contains(1))
    #expect(linear.rSquared > 0.999)
    let quadratic = try #require(ScalingFit(sizes: Self.sizes, costs: Self.costs { $0 * $0 }))
    #expect(quadratic.exponentCI95.contains(2))
    #expect(quadratic.exponentCI95.lower < quadratic.exponent)
    #expect(quadratic.exponent < quadratic.exponentCI95.upper)
  }

  @Test func exactPowerLawHasExactExponent() throws {
    let fit = try #require(ScalingFit(sizes: [10, 100, 1_000], costs: [5, 50, 500]))
    #expect(abs(fit.exponent - 1) < 1e-12)
    #expect(abs(fit.cost(at: 10_000) - 5_000) < 1e-6)
    #expect(fit.complexity == .linear)
  }

  @Test func needsThreeDistinctSizes() {
    #expect(ScalingFit(sizes: [10, 100], costs: [1, 2]) == nil)
    #expect(ScalingFit(sizes: [10, 10, 100], costs: [1, 1, 2]) == nil)
    #expect(ScalingFit(sizes: [10, 100, 1_000], costs: [1, 0, 2]) == nil)
  }

  @Test func crossoverOfConstantAndLinear() throws {
    let constant = try #require(ScalingFit(sizes: Self.sizes, costs: Self.sizes.map { _ in 1_000 }))
    let linear = try #require(ScalingFit(sizes: Self.sizes, costs: Self.sizes))
    let size = try #require(ScalingFit.crossover(constant, linear))
    #expect(abs(size - 1_000) < 1e-6)
    let parallel = try #require(ScalingFit(sizes: Self.sizes, costs: Self.sizes.map { 3 * $0 }))
    #expect(ScalingFit.crossover(linear, parallel) == nil)
    let farAway = try #require(
      ScalingFit(sizes: Self.sizes, costs: Self.sizes.map { _ in 1e9 }))
    #expect(ScalingFit.crossover(farAway, linear) == nil)
  }
}
