import Foundation
import Testing

@testable import Strategies

@Suite("PlatformVersion parsing and ordering")
struct VersionParsingTests {
  @Test(
    "accepts the documented spellings",
    arguments: [
      ("iOS 16.4", PlatformVersion(.iOS, 16, 4)),
      ("iOS16.4.1", PlatformVersion(.iOS, 16, 4, 1)),
      ("16.4", PlatformVersion(.iOS, 16, 4)),
      ("iPadOS 17", PlatformVersion(.iPadOS, 17)),
      ("  ios 15.7  ", PlatformVersion(.iOS, 15, 7)),
      ("iOS 16.4\r\n", PlatformVersion(.iOS, 16, 4)),
      ("macOS 14.2.1", PlatformVersion(.macOS, 14, 2, 1)),
      ("visionOS 1", PlatformVersion(.visionOS, 1)),
      ("tvOS 0.0.0", PlatformVersion(.tvOS, 0)),
      ("watchOS 4294967295", PlatformVersion(.watchOS, UInt32.max)),
    ])
  func parses(_ text: String, _ expected: PlatformVersion) throws {
    #expect(try PlatformVersion(parsing: text) == expected)
  }

  @Test("16, 16.0 and 16.0.0 are the same version")
  func missingComponentsAreZero() throws {
    let a = try PlatformVersion(parsing: "16")
    let b = try PlatformVersion(parsing: "16.0")
    let c = try PlatformVersion(parsing: "iOS 16.0.0")
    #expect(a == b)
    #expect(b == c)
    #expect(a.hashValue == c.hashValue)
  }

  @Test("orders by number within a platform")
  func ordering() throws {
    let versions = try ["17.0", "16.4.1", "16.4", "14.8", "16.10", "16.9"].map {
      try PlatformVersion(parsing: $0)
    }
    #expect(
      versions.sorted().map(\.description) == [
        "iOS 14.8", "iOS 16.4", "iOS 16.4.1", "iOS 16.9", "iOS 16.10", "iOS 17.0",
      ])
    #expect(PlatformVersion(.iOS, 99) < PlatformVersion(.iPadOS, 1))
  }

  @Test(
    "prints a canonical form that parses back",
    arguments: ["iOS 16.4", "iOS16.4.1", "16", "iPadOS 17.0.0", "macOS 13.6.9"])
  func roundTrip(_ text: String) throws {
    let version = try PlatformVersion(parsing: text)
    let printed = version.description
    #expect(try PlatformVersion(parsing: printed) == version)
    #expect(printed == (try PlatformVersion(parsing: printed)).description)
  }

  @Test("canonical form keeps minor, drops a zero patch")
  func canonicalForm() {
    #expect(PlatformVersion(.iOS, 16).description == "iOS 16.0")
    #expect(PlatformVersion(.iOS, 16, 4, 0).description == "iOS 16.4")
    #expect(PlatformVersion(.iPadOS, 16, 4, 1).description == "iPadOS 16.4.1")
  }

  static let garbage = String(repeating: "x9.-", count: 2560)

  @Test(
    "refuses bad strings with an error naming the offending part",
    arguments: [
      ("", VersionParseError.empty, "empty"),
      ("   ", .empty, "empty"),
      ("16.", .emptyComponent(index: 1, input: "16."), "component 2 is empty"),
      (".4", .emptyComponent(index: 0, input: ".4"), "component 1 is empty"),
      ("16..4", .emptyComponent(index: 1, input: "16..4"), "component 2 is empty"),
      ("16.x", .invalidComponent("x", input: "16.x"), "\"x\" is not a number"),
      ("-1", .invalidComponent("-1", input: "-1"), "\"-1\" is not a number"),
      ("+1", .invalidComponent("+1", input: "+1"), "\"+1\" is not a number"),
      ("1.2.3.4", .tooManyComponents(count: 4, input: "1.2.3.4"), "4 components"),
      (
        "4294967296", .componentOverflow("4294967296", input: "4294967296"),
        "larger than 4294967295"
      ),
      (
        "iOS 16.99999999999999999999",
        .componentOverflow("99999999999999999999", input: "16.99999999999999999999"),
        "larger than"
      ),
      ("androidOS 14", .unknownPlatform("androidOS"), "unknown platform \"androidOS\""),
      ("iOS", .missingNumber(input: "iOS"), "no number"),
      ("iOS 16 beta", .invalidComponent("16 beta", input: "16 beta"), "\"16 beta\""),
      ("１６.0", .invalidComponent("１６", input: "１６.0"), "is not a number"),
    ])
  func refuses(_ text: String, _ expected: VersionParseError, _ message: String) {
    #expect(throws: expected) { try PlatformVersion(parsing: text) }
    do {
      _ = try PlatformVersion(parsing: text)
    } catch {
      #expect(error.description.contains(message), "\(error.description)")
    }
  }

  @Test("10 KB of garbage is refused up front, and the message stays short")
  func garbageIsRefused() {
    #expect(throws: VersionParseError.tooLong(length: Self.garbage.utf8.count, limit: 64)) {
      try PlatformVersion(parsing: Self.garbage)
    }
    do {
      _ = try PlatformVersion(parsing: Self.garbage)
    } catch {
      #expect(error.description.count < 120)
    }
  }

  @Test("successor and predecessor walk the lexicographic order, even at the limits")
  func successorAndPredecessor() {
    #expect(VersionNumber(16, 4).successor == VersionNumber(16, 4, 1))
    #expect(VersionNumber(16, 4, .max).successor == VersionNumber(16, 5, 0))
    #expect(VersionNumber(16, .max, .max).successor == VersionNumber(17, 0, 0))
    #expect(VersionNumber(.max, .max, .max).successor == nil)
    #expect(VersionNumber(17).predecessor == VersionNumber(16, .max, .max))
    #expect(VersionNumber.zero.predecessor == nil)
  }

  @Test("Codable uses the canonical string")
  func codable() throws {
    let data = try JSONEncoder().encode([PlatformVersion(.iOS, 16, 4, 1)])
    #expect(String(decoding: data, as: UTF8.self) == #"["iOS 16.4.1"]"#)
    #expect(
      try JSONDecoder().decode([PlatformVersion].self, from: data) == [
        PlatformVersion(.iOS, 16, 4, 1)
      ])
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([PlatformVersion].self, from: Data(#"["16.x"]"#.utf8))
    }
  }
}
