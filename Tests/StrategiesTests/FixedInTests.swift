import Foundation
import Strategies
import Testing

/// The version that fixes a defect is read from where its affected range ends, so the two
/// cannot disagree.
@Suite("fixedIn: read from the affected range")
struct FixedInTests {
  func issue(_ affected: VersionSet, fixedInUnknown: Bool = false) -> KnownIssue {
    KnownIssue(
      id: "fixed-in-probe", title: "t", affected: affected, trigger: "t", symptom: "s",
      fixedInUnknown: fixedInUnknown)
  }

  @Test(
    "a range that ends names its end as the fix; one open above, or whose end is assumed, none",
    arguments: [
      (VersionSet.on(.iOS, .iPadOS, versions: 16..<17), false, PlatformVersion(.iOS, 17)),
      (
        VersionSet.on(.iOS, versions: VersionNumber(14)..<VersionNumber(14, 5)), false,
        PlatformVersion(.iOS, 14, 5)
      ),
      (VersionSet.on(.iPadOS, versions: ..<16), false, PlatformVersion(.iPadOS, 16)),
      (
        VersionSet.on(.iOS, versions: 13..<14).union(.on(.iOS, versions: 15..<16)), false,
        PlatformVersion(.iOS, 16)
      ),
      (VersionSet.on(.iOS, .iPadOS, versions: 16...), false, nil),
      (VersionSet.on(.iOS, versions: 16..<17), true, nil),
      (VersionSet.empty, false, nil),
    ] as [(VersionSet, Bool, PlatformVersion?)])
  func derived(affected: VersionSet, unknown: Bool, fixedIn: PlatformVersion?) {
    #expect(issue(affected, fixedInUnknown: unknown).fixedIn == fixedIn)
  }

  @Test("every built-in issue whose range ends either names its end as the fix or says why not")
  func catalogue() {
    for issue in KnownIssue.catalogue {
      let bounded = issue.affected.ranges.contains { !$0.isUnboundedAbove }
      #expect((issue.fixedIn != nil) == (bounded && !issue.fixedInUnknown), "\(issue.id)")
      if issue.fixedInUnknown {
        // The catalogue says where its assumption ends instead of guessing a fix.
        let text = (issue.trigger + " " + issue.symptom).lowercased()
        #expect(text.contains("unknown") || text.contains("assum"), "\(issue.id)")
      }
    }
  }

  @Test("a document's fixedIn says whether the fix is known when fixedInUnknown is absent")
  func decodesOlderDocuments() throws {
    func decode(_ fixedIn: String) throws -> KnownIssue {
      let json = """
        {"id": "fixed-in-probe", "title": "t", "affected": "iOS 16.0..<17.0",
         "requiredTraits": [], "trigger": "t", "symptom": "s", "sources": []\(fixedIn)}
        """
      return try JSONDecoder().decode(KnownIssue.self, from: Data(json.utf8))
    }
    let known = try decode(#", "fixedIn": "iOS 17.0""#)
    #expect(!known.fixedInUnknown)
    #expect(known.fixedIn == PlatformVersion(.iOS, 17))
    let unknown = try decode("")
    #expect(unknown.fixedInUnknown)
    #expect(unknown.fixedIn == nil)
  }

  @Test("an issue round-trips through JSON with its fix known or unknown")
  func roundTrip() throws {
    for unknown in [false, true] {
      let original = issue(.on(.iOS, versions: 16..<17), fixedInUnknown: unknown)
      let data = try JSONEncoder().encode(original)
      #expect(try JSONDecoder().decode(KnownIssue.self, from: data) == original)
    }
  }
}
