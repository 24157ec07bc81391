import Testing

@testable import Strategies

/// Inputs found by the fuzz targets under `Fuzz/` (or while writing them) that broke a
/// property, and the limits the parsers promise, each at its boundary.
@Suite("Fuzz regressions: version sets and rule files")
struct FuzzRegressionTests {
  // MARK: Version sets

  /// 128 items of 23 bytes: 3,071 bytes of input whose canonical form is 4,222 bytes, over the
  /// old 4,096-byte limit, so the description of a parsed set did not parse back.
  static let shortItemsLongCanonicalForm = (0..<128).map {
    "\(1_000_000_000 + 2 * $0)..<\(1_000_000_001 + 2 * $0)"
  }.joined(separator: ",")

  @Test("a parsed set's canonical form parses back even when longer than the input")
  func canonicalFormLongerThanInput() throws {
    let text = Self.shortItemsLongCanonicalForm
    #expect(text.utf8.count == 3_071)
    let set = try VersionSet(parsing: text)
    #expect(set.ranges.count == 128)
    #expect(set.description.utf8.count == 4_222)
    #expect(try VersionSet(parsing: set.description) == set)
  }

  @Test("the longest canonical form of the most items fits the text limit")
  func longestCanonicalFormFits() throws {
    // visionOS ranges whose bounds have ten-digit components print as 76 bytes each.
    let ranges = (0..<UInt32(VersionSet.maximumItemCount)).map { index in
      let patch = 4_000_000_000 + 4 * index
      return VersionRange(
        .visionOS, from: VersionNumber(.max, .max, patch),
        below: VersionNumber(.max, .max, patch + 2))!
    }
    let set = VersionSet(ranges)
    #expect(set.ranges.count == VersionSet.maximumItemCount)
    #expect(set.ranges.allSatisfy { $0.description.utf8.count == 76 })
    #expect(set.description.utf8.count <= VersionSet.maximumTextLength)
    #expect(try VersionSet(parsing: set.description) == set)
  }

  @Test("text over the length limit is refused up front, whatever it holds")
  func overLongTextIsRefused() {
    let text = String(repeating: " ", count: VersionSet.maximumTextLength) + "1"
    do {
      let set = try VersionSet(parsing: text)
      Issue.record("parsed \(set)")
    } catch {
      #expect(error.reason == .tooLong(length: VersionSet.maximumTextLength + 1))
      #expect(error.description.contains("at most 10240 are allowed"))
      #expect(error.description.utf8.count < 200)
    }
  }

  @Test(
    "a bound whose component overflows is refused, naming the item and the component",
    arguments: [
      ("iOS 16.0..<4294967296", "upper bound", "\"4294967296\" is larger than 4294967295"),
      ("iOS 16.0, 99999999999.0...", "lower bound", "\"99999999999\" is larger than"),
      ("iPadOS 1.4294967296", "version bound", "\"4294967296\" is larger than"),
    ])
  func overflowingComponent(_ text: String, _ bound: String, _ message: String) {
    do {
      let set = try VersionSet(parsing: text)
      Issue.record("parsed \(set)")
    } catch {
      #expect(error.description.contains(bound), "\(error)")
      #expect(error.description.contains(message), "\(error)")
      var isOverflow = false
      if case .badVersion(_, .componentOverflow) = error.reason { isOverflow = true }
      #expect(isOverflow, "\(error)")
    }
  }

  @Test("the largest components parse and print back")
  func largestComponents() throws {
    let text = "visionOS 4294967295.4294967295.4294967295"
    let version = try PlatformVersion(parsing: text)
    #expect(version.description == text)
    #expect(text.utf8.count <= PlatformVersion.maximumLength)
    let set = try VersionSet(parsing: "...4294967295.4294967295.4294967295")
    #expect(set.description == "iOS *")
  }

  // MARK: Rule files

  func parse(_ json: String) throws(RuleFileError) -> RuleFile {
    try RuleFile(parsing: Array(json.utf8))
  }

  @Test("a strategy named twice is refused like any duplicate key, not overwritten")
  func duplicateStrategy() {
    let json = """
      {"schemaVersion": 1, "strategies": {
        "explicit-path-change-animation": {"mode": "enabled"},
        "explicit-path-change-animation": {"mode": "disabled"}}}
      """
    do {
      let file = try parse(json)
      Issue.record("accepted \(file)")
    } catch {
      #expect(error.path == #"$.strategies["explicit-path-change-animation"]"#)
      #expect(error.reason == "duplicate key")
    }
  }

  @Test("a file of exactly the size cap is read; one byte more is refused before parsing")
  func sizeCapBoundary() throws {
    let document = #"{"schemaVersion": 1}"#
    let padding = String(repeating: " ", count: RuleFile.maximumSize - document.utf8.count)
    #expect(try parse(document + padding) == RuleFile(overrides: Overrides()))
    do {
      // Not even JSON: refused for its size alone.
      _ = try parse(document + padding + "x")
      Issue.record("accepted a file over the cap")
    } catch {
      #expect(error.path == "$")
      #expect(error.reason == "file is 1048577 bytes; at most 1048576 are allowed")
    }
  }

  @Test("nesting of exactly the cap is read; one level more is refused")
  func depthCapBoundary() throws {
    func document(depth: Int) -> String {
      // The top-level object is level 1; the comment's arrays are levels 2 through `depth`.
      let arrays = depth - 1
      return #"{"schemaVersion": 1, "x": "# + String(repeating: "[", count: arrays)
        + String(repeating: "]", count: arrays) + "}"
    }
    do {
      _ = try parse(document(depth: RuleFile.maximumDepth))
      Issue.record("a depth-16 document passed the schema")
    } catch {
      // Level 16 parses; the schema then refuses the unknown key, not the depth.
      #expect(error.path == "$.x")
    }
    do {
      _ = try parse(document(depth: RuleFile.maximumDepth + 1))
      Issue.record("accepted a depth-17 document")
    } catch {
      #expect(error.path == "$")
      #expect(error.reason.contains("nesting deeper than 16 levels"), "\(error)")
    }
  }
}
