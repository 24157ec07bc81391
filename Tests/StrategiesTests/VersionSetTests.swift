import Foundation
import Testing

@testable import Strategies

@Suite("Version ranges and sets")
struct VersionSetTests {
  let v16_4 = PlatformVersion(.iOS, 16, 4)

  @Test("half-open, closed, from, through and unbounded ranges contain what they should")
  func rangeKinds() {
    let halfOpen = VersionSet.on(.iOS, versions: 16..<17)
    #expect(halfOpen.contains(PlatformVersion(.iOS, 16)))
    #expect(halfOpen.contains(PlatformVersion(.iOS, 16, 7, 9)))
    #expect(!halfOpen.contains(PlatformVersion(.iOS, 17)))
    #expect(!halfOpen.contains(PlatformVersion(.iPadOS, 16, 4)))

    let closed = VersionSet.on(.iOS, versions: VersionNumber(14)...VersionNumber(14, 8))
    #expect(closed.contains(PlatformVersion(.iOS, 14, 8)))
    #expect(!closed.contains(PlatformVersion(.iOS, 14, 8, 1)))

    let from = VersionSet.on(.iOS, versions: 16...)
    #expect(from.contains(PlatformVersion(.iOS, 26)))
    #expect(!from.contains(PlatformVersion(.iOS, 15, 7)))

    let through = VersionSet.on(.iOS, versions: ...VersionNumber(15, 7))
    #expect(through.contains(PlatformVersion(.iOS, 15, 7)))
    #expect(!through.contains(PlatformVersion(.iOS, 15, 7, 1)))

    let upTo = VersionSet.on(.iOS, versions: ..<16)
    #expect(upTo.contains(PlatformVersion(.iOS, 0)))
    #expect(!upTo.contains(PlatformVersion(.iOS, 16)))

    #expect(VersionSet.every(.iOS).contains(PlatformVersion(.iOS, .max, .max, .max)))
    #expect(VersionSet.all.contains(PlatformVersion(.watchOS, 3)))
    #expect(!VersionSet.empty.contains(v16_4))
  }

  @Test("union merges overlapping and adjacent ranges; closed and half-open forms agree")
  func unionMerges() {
    let a = VersionSet.on(.iOS, versions: 14..<15)
    let b = VersionSet.on(.iOS, versions: 15..<16)
    let c = VersionSet.on(.iOS, versions: VersionNumber(15, 5)..<VersionNumber(17))
    #expect(a.union(b) == VersionSet.on(.iOS, versions: 14..<16))
    #expect(a.union(b).union(c).ranges.count == 1)
    #expect(a.union(c).ranges.count == 2)
    #expect(
      VersionSet.on(.iOS, versions: VersionNumber(14)...VersionNumber(14, 8))
        == VersionSet.on(.iOS, versions: VersionNumber(14)..<VersionNumber(14, 8, 1)))
    #expect(a.union(.empty) == a)
    #expect(VersionSet.all.union(a) == .all)
  }

  @Test("intersection keeps platforms apart")
  func intersection() {
    let family = VersionSet.on(.iOS, .iPadOS, versions: 16..<17)
    let later = VersionSet.atLeast(PlatformVersion(.iOS, 16, 4))
    #expect(
      family.intersection(later) == .on(.iOS, versions: VersionNumber(16, 4)..<VersionNumber(17)))
    #expect(!family.intersects(.atLeast(PlatformVersion(.iOS, 17))))
    #expect(family.intersects(.on(.iPadOS, versions: ..<17)))
  }

  @Test(
    "text form round-trips",
    arguments: [
      ("iOS 16.0..<17.0", "iOS 16.0..<17.0"),
      ("16..<17", "iOS 16.0..<17.0"),
      ("iPadOS 16.0..<17.0, iOS 16.0..<17.0", "iOS 16.0..<17.0, iPadOS 16.0..<17.0"),
      ("iOS 14.0...14.8", "iOS 14.0...14.8"),
      ("iOS ..<16", "iOS ..<16.0"),
      ("iOS ...15.7", "iOS ...15.7"),
      ("iOS 16.0...", "iOS 16.0..."),
      ("iOS 16.4", "iOS 16.4"),
      ("iOS 16.4.1", "iOS 16.4.1"),
      ("iOS *", "iOS *"),
      ("*", "*"),
      ("none", "none"),
      ("iOS 14..<15, iOS 15..<16", "iOS 14.0..<16.0"),
      ("iOS 16.0 ..< 17.0 , macOS 13...", "iOS 16.0..<17.0, macOS 13.0..."),
      ("iPadOS 16.0..<16.4, 17.0..<17.1", "iPadOS 16.0..<16.4, iPadOS 17.0..<17.1"),
      ("iOS 016.04", "iOS 16.4"),
      ("iOS 16.4\r\n", "iOS 16.4"),
    ])
  func textRoundTrip(_ text: String, _ canonical: String) throws {
    let set = try VersionSet(parsing: text)
    #expect(set.description == canonical)
    #expect(try VersionSet(parsing: set.description) == set)
  }

  @Test(
    "refuses bad sets, naming the item and the reason",
    arguments: [
      ("", "is empty"),
      ("iOS 16.0..<banana", "item 1"),
      ("iOS 16.0..<banana", "upper bound"),
      ("iOS 17.0..<16.0", "reversed range"),
      ("iOS 16.0..<16.0", "empty range"),
      ("iOS 16.0..<16.0", "empty range"),
      ("iOS 16.0..=17", "not a range operator"),
      ("iOS 16.0..<17.0,", "item 2"),
      ("iOS 16.0..<", "upper bound"),
      ("fooOS 1..<2", "unknown platform \"fooOS\""),
      ("iOS 16.x", "component \"x\""),
      ("iOS 1.2.3.4...5", "4 components"),
    ])
  func refuses(_ text: String, _ message: String) {
    do {
      let set = try VersionSet(parsing: text)
      Issue.record("parsed \(set) from \(text)")
    } catch {
      #expect(error.description.contains(message), "\(error.description)")
    }
  }

  @Test("oversized and over-long inputs are refused up front")
  func limits() {
    let long = String(repeating: "iOS 1, ", count: 1000)
    #expect(throws: VersionSetParseError.self) { try VersionSet(parsing: long) }
    let many = Array(repeating: "iOS 1", count: 200).joined(separator: ",")
    do {
      _ = try VersionSet(parsing: many)
      Issue.record("accepted 200 items")
    } catch {
      #expect(error.reason == .tooManyItems(count: 200))
    }
  }

  @Test("Codable uses the text form")
  func codable() throws {
    let set = VersionSet.on(.iOS, .iPadOS, versions: 16..<17)
    let data = try JSONEncoder().encode(set)
    #expect(String(decoding: data, as: UTF8.self) == #""iOS 16.0..<17.0, iPadOS 16.0..<17.0""#)
    #expect(try JSONDecoder().decode(VersionSet.self, from: data) == set)
  }
}
