import Foundation
import Testing

@testable import Bench

@Suite("A run holds each case once, ordered intervals and summaries, p-values in 0...1")
struct RunValidationTests {
  static func refusal(_ run: RunResult) throws -> String? {
    do {
      _ = try Baseline.decode(Baseline.jsonForTests(run), path: "r.json")
      return nil
    } catch let error as BaselineError {
      return "\(error)"
    }
  }

  @Test("the same case twice in one file is refused, naming it and both positions")
  func duplicateCase() throws {
    var run = Synthetic.run()
    run.cases.append(run.cases[1])
    let message = try #require(try Self.refusal(run))
    #expect(
      message.contains(
        "at results[\(run.cases.count - 1)]: \(run.cases[1].key) again (first at results[1])"),
      "\(message)")
  }

  @Test("a summary's min above its max, or its interval reversed, is refused")
  func summaries() throws {
    var run = Synthetic.run()
    run.cases[0].metrics?.wall?.min = 1e12
    #expect(
      try Self.refusal(run)?.contains(
        "results[0].metrics.wall_ns_per_op: min 1000000000000.0 is "
          + "above max") == true)
    run = Synthetic.run()
    let interval = try #require(run.cases[0].metrics?.wall?.ci95)
    run.cases[0].metrics?.wall?.ci95 = ConfidenceInterval(
      lower: interval.upper + 1, upper: interval.upper)
    #expect(
      try Self.refusal(run)?.contains("results[0].metrics.wall_ns_per_op.ci95: the lower bound")
        == true)
  }

  @Test("a comparison's p-value outside 0...1 or reversed interval is refused")
  func comparisons() throws {
    for pValue in [-0.1, 1.5] {
      var run = Synthetic.run()
      run.comparisons[0].pValue = pValue
      #expect(
        try Self.refusal(run)?.contains("comparisons[0].p_value: \(pValue) is not a probability")
          == true)
    }
    var run = Synthetic.run()
    run.comparisons[0].ci95 = ConfidenceInterval(lower: 2, upper: 1)
    #expect(try Self.refusal(run)?.contains("comparisons[0].ci95: the lower bound 2.0") == true)
    // A comparison of no samples has NaN bounds and no p-value: still read.
    run = Synthetic.run()
    run.comparisons[0].ci95 = ConfidenceInterval(lower: .nan, upper: .nan)
    run.comparisons[0].pValue = nil
    #expect(try Self.refusal(run) == nil)
  }
}
