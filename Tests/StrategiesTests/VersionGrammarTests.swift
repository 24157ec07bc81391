import Foundation
import Testing

@testable import Strategies

/// The version-set grammar a person can predict: an item without a platform takes the
/// platform before it; items of a platform ascend and do not overlap; leading zeros are
/// dropped. The Strategies article "Explaining, overrides, version sets and rule files"
/// documents the same rules.
@Suite("Version-set grammar")
struct VersionGrammarTests {
  @Test(
    "an item without a platform takes the platform of the item before it",
    arguments: [
      ("iPadOS 16.0..<16.4, 17.0..<17.1", "iPadOS 16.0..<16.4, iPadOS 17.0..<17.1"),
      ("16.0..<16.4, macOS 13...14, 15", "iOS 16.0..<16.4, macOS 13.0...14.0, macOS 15.0"),
      ("macOS 13, iOS 16, 17", "iOS 16.0, iOS 17.0, macOS 13.0"),
    ])
  func platformCarriesForward(_ text: String, _ canonical: String) throws {
    let set = try VersionSet(parsing: text)
    #expect(set.description == canonical)
    // The item after iPadOS is not iOS.
    if text.hasPrefix("iPadOS") { #expect(!set.contains(PlatformVersion(.iOS, 17))) }
  }

  @Test(
    "lists out of order or overlapping are refused with an error that says so",
    arguments: [
      ("iOS 16,4", "item 2 \"4\": starts below item 1 \"iOS 16\""),
      ("iOS 16,4", "(a decimal comma? versions use dots: \"iOS 16.4\")"),
      ("16.4,1", "versions use dots: \"16.4.1\""),
      ("iOS 17, iOS 16", "list the items of each platform in ascending order"),
      ("iOS 16.0..<17.0, 16.4", "item 2 \"16.4\": overlaps item 1 \"iOS 16.0..<17.0\""),
      ("iOS 16.0..., 20", "overlaps item 1"),
      ("iOS 16, 16", "overlaps item 1"),
      ("*, macOS 13", "item 2 \"macOS 13\": overlaps item 1 \"*\""),
      ("macOS 13, *", "item 2 \"*\": overlaps item 1 \"macOS 13\""),
      ("iOS *, 16", "overlaps item 1"),
      ("iOS 15, macOS 13, iOS 14", "item 3 \"iOS 14\": starts below item 1 \"iOS 15\""),
    ])
  func refusesDisorder(_ text: String, _ message: String) {
    do {
      let set = try VersionSet(parsing: text)
      Issue.record("parsed \(set) from \(text)")
    } catch {
      #expect(error.description.contains(message), "\(error.description)")
      switch error.reason {
      case .notAscending, .overlaps: break
      default: Issue.record("unexpected reason \(error.reason)")
      }
    }
  }

  @Test("no decimal-comma hint where a comma is not one")
  func noHintElsewhere() throws {
    // Two versions in order are fine, and a refused range item gets no hint.
    #expect(try VersionSet(parsing: "iOS 16, 17") == VersionSet(parsing: "iOS 16.0, iOS 17.0"))
    do {
      _ = try VersionSet(parsing: "iOS 16.0..<17.0, 16..<16.5")
      Issue.record("accepted an overlap")
    } catch {
      #expect(!error.description.contains("decimal comma"), "\(error)")
    }
  }

  @Test("items may touch, and platforms may come in any order")
  func touchingAndPlatformOrder() throws {
    #expect(try VersionSet(parsing: "14..<15, 15..<16").description == "iOS 14.0..<16.0")
    #expect(
      try VersionSet(parsing: "iPadOS 16, iOS 16").description == "iOS 16.0, iPadOS 16.0")
  }

  @Test("leading zeros are dropped", arguments: ["iOS 016.04", "iOS 16.04.0", "iOS 0016.4"])
  func leadingZeros(_ text: String) throws {
    #expect(try PlatformVersion(parsing: text) == PlatformVersion(.iOS, 16, 4))
    #expect(try VersionSet(parsing: text).description == "iOS 16.4")
  }

  @Test("every canonical form is sorted, so it still parses back", arguments: 0..<40)
  func canonicalFormsParseBack(seed: Int) throws {
    // A deterministic spread of ranges across platforms, merged by `VersionSet`.
    let ranges = (0..<8).compactMap { index -> VersionRange? in
      let platform = Platform.allCases[(seed + index * 5) % Platform.allCases.count]
      let lower = VersionNumber(UInt32((seed * 7 + index * 13) % 30))
      let upper = VersionNumber(UInt32((seed * 7 + index * 13) % 30 + 1 + index % 3))
      return VersionRange(platform, from: lower, below: index % 4 == 0 ? nil : upper)
    }
    let set = VersionSet(ranges)
    #expect(try VersionSet(parsing: set.description) == set)
  }

  @Test("decoding a StrategyContext validates its trait ids")
  func contextTraitsAreValidated() throws {
    let good = #"{"os": "iOS 16.4", "traits": ["navigation-stack-in-tab-view"]}"#
    let context = try JSONDecoder().decode(StrategyContext.self, from: Data(good.utf8))
    #expect(context == StrategyContext(.iOS, 16, 4, traits: [.stackInTabView]))
    for bad in ["Not A Trait!", "", "trailing-", "UPPER"] {
      let json = #"{"os": "iOS 16.4", "traits": ["\#(bad)"]}"#
      do {
        let decoded = try JSONDecoder().decode(StrategyContext.self, from: Data(json.utf8))
        Issue.record("decoded \(decoded) from \(json)")
      } catch DecodingError.dataCorrupted(let context) {
        #expect(context.debugDescription.contains("invalid trait id"), "\(context)")
      } catch {
        Issue.record("unexpected \(error)")
      }
    }
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(StrategyID.self, from: Data(#""Bad Id""#.utf8))
    }
    #expect(try JSONDecoder().decode(IssueID.self, from: Data(#""ok-id""#.utf8)) == "ok-id")
  }
}
