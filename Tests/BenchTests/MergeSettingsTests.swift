import Foundation
import Testing

@testable import Bench

@Suite("merge compares every setting that changes how a case was measured")
struct MergeSettingsTests {
  /// Settings with every optional field set, so that each key is in the JSON.
  static let settings = RunSettings(
    samples: 12, minimumSamples: 5, warmup: 2, minSampleTime: 1.5, timeBudgetPerCase: 2, seed: 42,
    bootstrapResamples: 500, quiet: true, includeRawSamples: true, iterations: 10,
    warmupIterations: 3, blocks: 2, forks: 2, runDrift: 0.01)

  /// A value of the same JSON type as `value`, but different (the settings hold no number 0
  /// or 1, which could read as a Boolean).
  static func changed(_ value: Any) -> Any {
    switch value {
    case let text as String: return text == "wall" ? "instructions" : "wall"
    case let flag as Bool: return !flag
    case let number as NSNumber:
      return number.doubleValue.rounded() == number.doubleValue
        ? NSNumber(value: number.int64Value + 1) : NSNumber(value: number.doubleValue + 1)
    default:
      Issue.record("unexpected \(value)")
      return value
    }
  }

  @Test("a change to any setting but quiet and include_raw_samples is a difference")
  func everySettingCompared() throws {
    let data = try JSONEncoder().encode(Self.settings)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(object.keys.contains("run_drift") && object.keys.contains("warmup_iterations"))
    for (key, value) in object {
      var edited = object
      edited[key] = Self.changed(value)
      let other = try JSONDecoder().decode(
        RunSettings.self, from: JSONSerialization.data(withJSONObject: edited))
      let fields = Self.settings.differences(from: other)
      if ["quiet", "include_raw_samples"].contains(key) {
        #expect(fields.isEmpty, "\(key)")
      } else {
        #expect(fields.count == 1, "\(key): \(fields)")
        // Named as the file names it, not by the Swift property.
        #expect(fields.first?.hasPrefix(key) == true, "\(key): \(fields)")
      }
    }
  }

  @Test("the settings message names each setting as a run's JSON does, and no tool's flag")
  func settingsMessageNamesFields() {
    var other = Self.settings
    other.minSampleTime += 1
    other.timeBudgetPerCase += 1
    let message = RunMergeError.settings(
      run: 2, fields: Self.settings.differences(from: other)
    ).description
    #expect(message.contains("(min_sample_time_ms, time_budget_per_case_s differ)"), "\(message)")
    #expect(!message.contains("--"), "\(message)")
    #expect(!message.contains("minSampleTime") && !message.contains("timeBudgetPerCase"))
  }

  @Test("runs measured with another metric, forks or iterations are not merged")
  func mergeRefusesOtherSettings() throws {
    let first = Synthetic.run()
    // The other shard: another configuration, without the configuration-free "failing" case.
    var other = Synthetic.run(configuration: "iOS 17.5")
    other.cases.removeAll { $0.key.benchmark == "failing" }
    var second = other
    second.settings.metric = .instructions
    second.settings.forks = 3
    second.settings.iterations = 7
    #expect(
      throws: RunMergeError.settings(
        run: 2, fields: ["metric", "iterations", "forks"])
    ) {
      try RunResult.merge([first, second])
    }
    var quiet = other
    quiet.settings.quiet.toggle()
    quiet.settings.includeRawSamples.toggle()
    #expect(
      try RunResult.merge([first, quiet]).cases.count == first.cases.count + other.cases.count)
  }
}
