import Foundation
import Testing

@testable import Strategies

@Suite("Messages and values that careful users found misleading")
struct CarefulUserTests {
  @Test("a deployment target on another platform judges no strategy expired")
  func deploymentTargetOnAnotherPlatform() {
    let registry = StrategyRegistry.standard()
    let context = StrategyContext.iOS(16, 4)
    let explanation = registry.explain(context, deploymentTarget: PlatformVersion(.macOS, 14))
    #expect(explanation.expired.isEmpty, "\(explanation.expired.map(\.id))")
    #expect(!explanation.judgesExpiry)
    #expect(explanation.text.contains("Expired strategies: not judged"))
    // On the context's platform expiry is judged as before.
    let same = registry.explain(context, deploymentTarget: PlatformVersion(.iOS, 17))
    #expect(same.judgesExpiry)
    #expect(!same.expired.isEmpty)
    #expect(!same.expired.contains { $0.id == .resetTransformAfterTransition })
  }

  static func message(_ text: String) -> String {
    do {
      let set = try VersionSet(parsing: text)
      Issue.record("parsed \(set) from \(text)")
      return ""
    } catch {
      return error.description
    }
  }

  @Test(
    "version-set messages name what is wrong",
    arguments: [
      ("iOS 16, *", "item 2 \"*\": overlaps item 1 \"iOS 16\""),
      ("iOS 16, *", "\"*\" is every version of every platform: write it alone"),
      ("macOS 13, *", "item 2 \"*\": overlaps item 1 \"macOS 13\""),
      ("iOS 16, iOS *", "item 2 \"iOS *\": overlaps item 1 \"iOS 16\""),
      ("iOS 15, 16..<17, 14...16", "item 3 \"14...16\": overlaps item 1 \"iOS 15\""),
      ("iOS 13, 14, 15, 12", "item 4 \"12\": starts below item 3 \"15\""),
      ("17..16", "is a reversed range: 17 is above 16; write the lower bound first (16...17)"),
      ("17...16", "is a reversed range: 17 is above 16"),
      ("iOS 17.1..<17", "is a reversed range: 17.1 is above 17"),
      ("16..17", "\"..\" is not a range operator"),
      ("16..>17", "\"..>\" is not a range operator"),
      ("16..<16", "is an empty range"),
    ])
  func versionSetMessages(text: String, message: String) {
    let description = Self.message(text)
    #expect(description.contains(message), "\(description)")
  }

  @Test(
    "the decimal-comma hint fires only on a comma with no space around it",
    arguments: [
      ("iOS 13, 14, 15, 12", false), ("iOS 15, 12", false), ("iOS 16,4", true),
      ("16.4,1", true), ("iOS 16 ,4", false),
    ])
  func decimalCommaHint(text: String, hints: Bool) {
    #expect(Self.message(text).contains("decimal comma") == hints, "\(Self.message(text))")
  }

  @Test(
    "a deferral that is not a working duration is clamped to the documented range",
    arguments: [
      (0.0, 0.001), (-1.0, 0.001), (-0.0, 0.001), (Double.nan, 0.001),
      (-Double.infinity, 0.001), (Double.infinity, 1.0), (5.0, 1.0), (0.01, 0.01),
      (Double.leastNonzeroMagnitude, 0.001),
    ])
  func deferralClamped(delay: Double, expected: Double) {
    #expect(RowToggleMode.clampedDeferral(delay) == expected)
    let schedule = RowToggleSchedule(count: 2, mode: .firstAnimatedRestDeferred(delay: delay))
    let deferred = schedule.steps.last
    #expect(deferred?.isDeferred == true)
    #expect(deferred?.delay == expected)
    #expect(RowToggleMode.deferralRange.contains(deferred?.delay ?? .nan))
  }

  @Test(
    "an animation's duration is clamped to the documented range",
    arguments: [
      (-1.0, 0.0), (Double.nan, 0.0), (-Double.infinity, 0.0), (Double.infinity, 60.0),
      (120.0, 60.0), (0.3, 0.3), (0.0, 0.0),
    ])
  func animationDurationClamped(duration: Double, expected: Double) {
    #expect(PlannedAnimation.linear(duration: duration).duration == expected)
    #expect(PlannedAnimation.easeInOut(duration: duration).duration == expected)
  }
}
