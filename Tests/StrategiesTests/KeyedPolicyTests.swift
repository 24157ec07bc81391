import Foundation
import Strategies
import Testing

/// A plan of the test's own defect, kept by key.
private enum GlassPlan: Hashable, Sendable {
  case shared
  case separate
  case separateAndTinted
}

private enum GlassPolicy: StrategyPolicyKey {
  static let passthrough = GlassPlan.shared
}

private enum OtherPolicy: StrategyPolicyKey {
  static let passthrough = 7
}

private struct SeparateGlass: KeyedPolicyStrategy {
  typealias Policy = GlassPolicy
  let descriptor = StrategyDescriptor(
    id: "com.example.separate-glass", title: "Separate glass", addresses: ["com.example.glass"],
    versions: .on(.iOS, versions: 26...), rationale: "test")
  func adjust(_ policy: inout GlassPlan, for context: StrategyContext) { policy = .separate }
}

private struct TintAfterSeparating: KeyedPolicyStrategy {
  typealias Policy = GlassPolicy
  let descriptor = StrategyDescriptor(
    id: "com.example.tint-glass", title: "Tint", addresses: ["com.example.glass"],
    versions: .on(.iOS, versions: 26...), rationale: "test",
    ordering: StrategyOrdering(runsAfter: ["com.example.separate-glass"]))
  func adjust(_ policy: inout GlassPlan, for context: StrategyContext) {
    if policy == .separate { policy = .separateAndTinted }
  }
}

/// A registry that knows the test's issue, affecting iOS 26 and later.
private func glassRegistry() throws -> StrategyRegistry {
  let registry = StrategyRegistry()
  try registry.register(
    KnownIssue(
      id: "com.example.glass", title: "Glass", affected: .on(.iOS, versions: 26...),
      trigger: "t", symptom: "s", fixedInUnknown: true))
  return registry
}

@Suite("Policies a defect declares for itself")
struct KeyedPolicyTests {
  @Test("a key no active strategy adjusts reads as its passthrough plan")
  func passthrough() throws {
    let registry = try glassRegistry()
    try registry.register(SeparateGlass())
    let before = registry.resolve(StrategyContext(.iOS, 18, 0))
    #expect(before.policy(GlassPolicy.self) == .shared)
    #expect(StrategySet.none(for: StrategyContext(.iOS, 26, 0)).policy(GlassPolicy.self) == .shared)
    #expect(registry.resolve(StrategyContext(.iOS, 26, 0)).policy(OtherPolicy.self) == 7)
  }

  @Test("an active strategy's plan is read by its key, and strategies apply in order")
  func resolved() throws {
    let registry = try glassRegistry()
    try registry.register(TintAfterSeparating())
    try registry.register(SeparateGlass())
    let set = registry.resolve(StrategyContext(.iOS, 26, 1))
    #expect(set.active == ["com.example.separate-glass", "com.example.tint-glass"])
    #expect(set.policy(GlassPolicy.self) == .separateAndTinted)
    // Two contexts whose keyed plans differ are different sets.
    #expect(set != registry.resolve(StrategyContext(.iOS, 18, 0)))
  }

  @Test("a keyed strategy hooks none of the six domains")
  func domains() throws {
    let registry = try glassRegistry()
    try registry.register(SeparateGlass())
    #expect(registry.domains(of: "com.example.separate-glass") == [])
  }
}

@Suite("UIDesignRequiresCompatibility as a context input")
struct DesignCompatibilityTests {
  /// An issue of the iOS 26 design, as linked, that the compatibility design excludes.
  private func registry() throws -> StrategyRegistry {
    let registry = StrategyRegistry()
    try registry.register(
      try #require(TraitDescriptor.builtIn.first { $0.trait == .compatibilityDesign }))
    var issue = KnownIssue(
      id: "com.example.glass", title: "Glass", affected: .on(.iOS, versions: 26...),
      trigger: "t", symptom: "s", fixedInUnknown: true)
    issue.followsLinkedSDK = true
    issue.excludedTraits = [.compatibilityDesign]
    try registry.register(issue)
    try registry.register(
      GlassFix(
        descriptor: StrategyDescriptor(
          id: "com.example.glass-fix", title: "Fix", addresses: ["com.example.glass"],
          versions: .on(.iOS, versions: 26...), rationale: "r", followsLinkedSDK: true)))
    return registry
  }

  private struct GlassFix: KeyedPolicyStrategy {
    typealias Policy = GlassPolicy
    let descriptor: StrategyDescriptor
    func adjust(_ policy: inout GlassPlan, for context: StrategyContext) { policy = .separate }
  }

  private func context(
    os: UInt32, sdk: UInt32, compatibility: Bool, traits: Set<ContextTrait> = []
  ) -> StrategyContext {
    var context = StrategyContext(
      PlatformVersion(.iOS, os, 0), sdk: PlatformVersion(.iOS, sdk, 0), traits: traits)
    context.designRequiresCompatibility = compatibility
    return context
  }

  @Test(
    "the key turns the 26 design's fix off with SDKs before 27, and is void from SDK 27",
    arguments: [
      (26, 26, false, true), (26, 26, true, false), (27, 26, true, false),
      (27, 27, true, true), (27, 27, false, true), (26, 18, false, false),
      (18, 26, false, false),
    ])
  func gate(os: UInt32, sdk: UInt32, compatibility: Bool, active: Bool) throws {
    let registry = try registry()
    let context = context(os: os, sdk: sdk, compatibility: compatibility)
    let set = registry.resolve(context)
    #expect(set.isActive("com.example.glass-fix") == active, "\(context)")
    #expect(set.policy(GlassPolicy.self) == (active ? .separate : .shared))
  }

  @Test(
    "the 26 design shows on OS and SDK 26 or later, unless the app keeps the earlier one",
    arguments: [
      (26, 26, false, [], true), (26, 18, false, [], false), (18, 18, false, [], false),
      (26, 26, true, [], false), (27, 27, true, [], true),
      (26, 26, false, [ContextTrait.compatibilityDesign], false),
    ] as [(UInt32, UInt32, Bool, [ContextTrait], Bool)])
  func showsDesign26(
    os: UInt32, sdk: UInt32, compatibility: Bool, traits: [ContextTrait], shows: Bool
  ) {
    let context = context(os: os, sdk: sdk, compatibility: compatibility, traits: Set(traits))
    #expect(context.showsDesign26 == shows, "\(context)")
  }

  @Test("explain names the compatibility design as the reason, and keeps the SDK")
  func explained() throws {
    let registry = try registry()
    // A trait that implies another makes the registry expand the context: the SDK and the
    // key must survive the expansion.
    let context = context(
      os: 26, sdk: 26, compatibility: true, traits: [.listFirstSectionHasHeader])
    let activation = try #require(registry.activations(in: context).first)
    #expect(activation.reason == .excludedTrait(.compatibilityDesign))
    let older = self.context(
      os: 26, sdk: 18, compatibility: false, traits: [.listFirstSectionHasHeader])
    let linked = try #require(registry.activations(in: older).first)
    #expect(linked.reason.code == .sdkOutOfRange)
  }

  @Test("the context reads the key from an Info.plist, and writes it in JSON only when set")
  func infoPlist() throws {
    #expect(
      StrategyContext.designRequiresCompatibility(in: ["UIDesignRequiresCompatibility": true]))
    #expect(
      StrategyContext.designRequiresCompatibility(in: ["UIDesignRequiresCompatibility": "YES"]))
    #expect(
      !StrategyContext.designRequiresCompatibility(in: ["UIDesignRequiresCompatibility": false]))
    #expect(
      !StrategyContext.designRequiresCompatibility(in: ["UIDesignRequiresCompatibility": "no"]))
    #expect(!StrategyContext.designRequiresCompatibility(in: [:]))
    #expect(!StrategyContext.designRequiresCompatibility(in: nil))

    let flagged = context(os: 26, sdk: 26, compatibility: true)
    let plain = context(os: 26, sdk: 26, compatibility: false)
    #expect(flagged != plain)
    #expect(flagged.description == "iOS 26.0 (UIDesignRequiresCompatibility)")
    let data = try JSONEncoder().encode(flagged)
    #expect(try JSONDecoder().decode(StrategyContext.self, from: data) == flagged)
    #expect(
      String(decoding: try JSONEncoder().encode(plain), as: UTF8.self).contains("design") == false)
  }
}
