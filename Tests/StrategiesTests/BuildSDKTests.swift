import Foundation
import Testing

@testable import Strategies

/// The SDK an app is built with: a context carries it (defaulting to the OS version), issues
/// and strategies whose behaviour Apple gates on it judge their versions on the older of the
/// two, a strategy can require SDKs, rule files set them, and `explain` says what a deployment
/// target plus an SDK makes dead code.
@Suite("The build SDK: contexts, activation, rule files and expiry")
struct BuildSDKTests {
  let ios18 = PlatformVersion(.iOS, 18)
  let ios17 = PlatformVersion(.iOS, 17)

  /// A registry with one issue gated on the linked SDK (16.0..<18.0, as linked) and its
  /// strategy, plus a strategy that needs the iOS 17 SDK.
  func registry() throws -> StrategyRegistry {
    var issue = KnownIssue(
      id: "com.example.linked", title: "linked", affected: .on(.iOS, versions: 16..<18),
      trigger: "t", symptom: "s")
    issue.followsLinkedSDK = true
    let registry = StrategyRegistry()
    try registry.register(issue)
    try registry.register(
      Probe(
        descriptor: StrategyDescriptor(
          id: "com.example.follows", title: "follows", addresses: [issue.id],
          versions: .on(.iOS, versions: 16..<18), rationale: "r", followsLinkedSDK: true)))
    try registry.register(
      Probe(
        descriptor: StrategyDescriptor(
          id: "com.example.needs-sdk", title: "needs", addresses: [issue.id],
          versions: .on(.iOS, versions: 16...), rationale: "r",
          linkedSDKs: .atLeast(PlatformVersion(.iOS, 17)))))
    return registry
  }

  struct Probe: PathChangeStrategy {
    let descriptor: StrategyDescriptor
    func adjust(_ policy: inout PathChangePolicy, for context: StrategyContext) {}
  }

  @Test("the SDK defaults to the OS version, and a given SDK equal to it makes an equal context")
  func defaults() {
    let plain = StrategyContext(ios18)
    #expect(plain.sdk == ios18)
    #expect(!plain.hasExplicitSDK)
    #expect(plain == StrategyContext(ios18, sdk: ios18))
    #expect(plain.hashValue == StrategyContext(ios18, sdk: ios18).hashValue)
    #expect(plain != StrategyContext(ios18, sdk: ios17))
    #expect(StrategyContext(ios18, sdk: ios17).linkedVersion == ios17)
    #expect(StrategyContext(ios17, sdk: ios18).linkedVersion == ios17)
    #expect(StrategyContext(ios18, sdk: PlatformVersion(.macOS, 14)).linkedVersion == ios18)
    #expect(StrategyContext(ios18, sdk: ios17).description == "iOS 18.0 (SDK iOS 17.0)")
  }

  @Test("JSON without the SDK still decodes, and the SDK round-trips when given")
  func codable() throws {
    let old = try JSONDecoder().decode(
      StrategyContext.self, from: Data(#"{"os": "iOS 18.0", "traits": []}"#.utf8))
    #expect(old == StrategyContext(ios18))
    #expect(!old.hasExplicitSDK)
    let given = StrategyContext(ios18, sdk: ios17)
    let data = try JSONEncoder().encode(given)
    #expect(String(decoding: data, as: UTF8.self).contains("\"sdk\""))
    #expect(try JSONDecoder().decode(StrategyContext.self, from: data) == given)
    #expect(!String(decoding: try JSONEncoder().encode(old), as: UTF8.self).contains("sdk"))
  }

  @Test("an issue and strategy gated on the linked SDK follow the older of OS and SDK")
  func linkedActivation() throws {
    let registry = try registry()
    let issue = try #require(registry.issues.first)
    for (os, sdk, affected) in [
      (ios18, ios18, false), (ios18, ios17, true), (ios17, ios18, true), (ios17, ios17, true),
      (PlatformVersion(.iOS, 15), PlatformVersion(.iOS, 15), false),
    ] {
      let context = StrategyContext(os, sdk: sdk)
      #expect(issue.affects(context) == affected, "\(context)")
      #expect(registry.resolve(context).isActive("com.example.follows") == affected, "\(context)")
    }
  }

  @Test("a strategy that needs an SDK is off, with its own reason, in apps built with an older one")
  func sdkRequirement() throws {
    let registry = try registry()
    let context = StrategyContext(ios17, sdk: PlatformVersion(.iOS, 16, 4))
    let activation = try #require(
      registry.activations(in: context).first { $0.id == "com.example.needs-sdk" })
    #expect(!activation.isActive)
    #expect(activation.reason.code == .sdkOutOfRange)
    #expect(activation.reason.explanation(for: context).contains("SDK iOS 16.4"))
    #expect(registry.resolve(StrategyContext(ios17, sdk: ios17)).isActive("com.example.needs-sdk"))
  }

  @Test("a rule file's linkedSDKs replace a strategy's, and a bad one is refused with its path")
  func ruleFiles() throws {
    let registry = try registry()
    try registry.loadRules(
      RuleFile(
        parsing: Data(
          #"{"schemaVersion": 1, "strategies": {"com.example.needs-sdk": {"linkedSDKs": "iOS 18.0..."}}}"#
            .utf8)), source: "sdk.json")
    #expect(!registry.resolve(StrategyContext(ios17, sdk: ios17)).isActive("com.example.needs-sdk"))
    #expect(registry.resolve(StrategyContext(ios17, sdk: ios18)).isActive("com.example.needs-sdk"))
    #expect {
      try RuleFile(
        parsing: Data(
          #"{"schemaVersion": 1, "strategies": {"com.example.needs-sdk": {"linkedSDKs": "iOS x"}}}"#
            .utf8))
    } throws: { error in
      (error as? RuleFileError)?.path == #"$.strategies["com.example.needs-sdk"].linkedSDKs"#
    }
  }

  @Test("a deployment target plus an SDK says which strategies are dead code")
  func expiry() throws {
    let registry = try registry()
    // Built with the 17 SDK: the linked behaviour stays 17 on every OS, so the issue is live.
    let with17 = registry.explain(
      StrategyContext(ios18, sdk: ios17), deploymentTarget: PlatformVersion(.iOS, 16))
    #expect(with17.expired.isEmpty)
    // Built with the 18 SDK and deployed at 18: nothing runs below 18, the issue is over.
    let with18 = registry.explain(StrategyContext(ios18, sdk: ios18), deploymentTarget: ios18)
    #expect(Set(with18.expired.map(\.id)) == ["com.example.follows", "com.example.needs-sdk"])
    #expect(with18.expired.allSatisfy { $0.detail.contains("iOS 18.0 SDK") })
    // Deployed at 17 with the 18 SDK: an iOS 17 device still has the defect.
    #expect(
      registry.explain(StrategyContext(ios18, sdk: ios18), deploymentTarget: ios17).expired.isEmpty)
  }

  @Test("an iPadOS context built with the iOS SDK is gated as an iOS one, and so is an iPadOS SDK")
  func iPadOSWithIOSSDK() throws {
    let registry = try registry()
    let pad18 = PlatformVersion(.iPadOS, 18, 2)
    let withIOS = StrategyContext(pad18, sdk: PlatformVersion(.iOS, 17, 5))
    #expect(withIOS.linkedVersion == PlatformVersion(.iPadOS, 17, 5))
    #expect(withIOS.sdkMismatch == nil)
    #expect(StrategyContext(ios18, sdk: PlatformVersion(.iPadOS, 17)).linkedVersion == ios17)
    // The strategy that needs the iOS 17 SDK (declared for iOS) is on in an iPad app built with it.
    let pad = StrategyContext(
      PlatformVersion(.iPadOS, 17), sdk: PlatformVersion(.iOS, 17), traits: [])
    let needs = try #require(
      registry.activations(in: pad).first { $0.id == "com.example.needs-sdk" })
    #expect(needs.reason.code != .sdkOutOfRange)
    // An SDK for another platform cannot build the app: the library ignores it, and says why.
    let mac = StrategyContext(ios18, sdk: PlatformVersion(.macOS, 14))
    #expect(mac.linkedVersion == ios18)
    let mismatch = try #require(mac.sdkMismatch)
    #expect(mismatch.contains("macOS 14.0 is an SDK for macOS, but the OS is iOS 18.0"))
    #expect(
      StrategyContext(pad18, sdk: PlatformVersion(.tvOS, 18)).sdkMismatch?.contains(
        "give an SDK for iOS (it builds iPadOS apps too)") == true)
  }

  @Test(
    "a strategy that follows the linked SDK, off only because of the SDK, says sdk-out-of-range")
  func linkedReason() throws {
    let registry = try registry()
    // iOS 17 is in the strategy's 16..<18; the app's 15.0 SDK is not.
    let context = StrategyContext(ios17, sdk: PlatformVersion(.iOS, 15))
    let follows = try #require(
      registry.activations(in: context).first { $0.id == "com.example.follows" })
    #expect(!follows.isActive)
    #expect(follows.reason.code == .sdkOutOfRange)
    #expect(follows.reason.explanation(for: context).hasPrefix("built with SDK iOS 15.0"))
    // An OS outside the versions is a version reason, whatever the SDK.
    let old = StrategyContext(PlatformVersion(.iOS, 15), sdk: PlatformVersion(.iOS, 15))
    #expect(
      registry.activations(in: old).first { $0.id == "com.example.follows" }?.reason.code
        == .versionOutOfRange)
  }
}
