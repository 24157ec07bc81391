/// An OS defect: what triggers it, what the user sees, on which versions and under which traits.
///
/// The built-in catalogue (``KnownIssue/catalogue``) holds the defects navbench reproduces;
/// plug-ins register their own with ``StrategyRegistry/register(_:)-(KnownIssue)``.
public struct KnownIssue: Hashable, Sendable, Codable, Identifiable {
  /// The stable identifier.
  public let id: IssueID
  /// A one-line title.
  public var title: String
  /// The versions on which the defect occurs.
  public var affected: VersionSet
  /// Traits that must all hold for the defect to occur (empty: any context).
  public var requiredTraits: Set<ContextTrait>
  /// What the app does that sets the defect off.
  public var trigger: String
  /// What the user sees.
  public var symptom: String
  /// Where the facts come from: a seed write-up's file name or a public URL.
  public var sources: [String]
  /// Whether the sources name no version that fixes the defect: ``affected`` then ends where
  /// the catalogue's assumption ends (or not at all), and ``fixedIn`` is `nil`. `false` (the
  /// default): the end of ``affected`` is the version the sources name as the fix.
  public var fixedInUnknown = false
  /// Traits the defect needs on part of its versions only, beside ``requiredTraits``: a
  /// defect of UIKit tables that SwiftUI's `List` shares while it is built on a table (below
  /// iOS 16) needs the UIKit trait from 16 on. Empty: every affected version needs only
  /// ``requiredTraits``.
  public var versionBoundTraits: [VersionBoundTrait] = []
  /// Traits under which the defect does not occur (a defect of plain-style lists does not
  /// occur with `ContextTrait.listStyleGrouped`). Empty: none.
  public var excludedTraits: Set<ContextTrait> = []
  /// Whether Apple gates the change that starts or ends the defect on the SDK the app is
  /// linked against ("linked on or after"): the OS then behaves as the older of its version and
  /// the app's SDK (``StrategyContext/linkedVersion``), and ``affected`` is judged on that.
  /// `false` (the default): on the OS version alone.
  public var followsLinkedSDK = false

  /// Describes a defect.
  ///
  /// The version that fixes it, ``fixedIn``, is read from `affected`: where its range ends.
  /// Pass `fixedInUnknown: true` when the sources name no fix and the range ends where the
  /// catalogue's assumption ends.
  public init(
    id: IssueID, title: String, affected: VersionSet, requiredTraits: Set<ContextTrait> = [],
    trigger: String, symptom: String, sources: [String] = [], fixedInUnknown: Bool = false
  ) {
    self.id = id
    self.title = title
    self.affected = affected
    self.requiredTraits = requiredTraits
    self.trigger = trigger
    self.symptom = symptom
    self.sources = sources
    self.fixedInUnknown = fixedInUnknown
  }

  /// Describes a defect, with the version that fixes it stated beside `affected`.
  ///
  /// ``fixedIn`` is read from `affected`; `fixedIn` here only says whether it is known (`nil`:
  /// unknown, as ``fixedInUnknown``).
  @available(
    *, deprecated,
    message: "fixedIn is read from where affected ends; pass fixedInUnknown: true instead of nil"
  )
  public init(
    id: IssueID, title: String, affected: VersionSet, requiredTraits: Set<ContextTrait> = [],
    trigger: String, symptom: String, sources: [String] = [], fixedIn: PlatformVersion?
  ) {
    self.init(
      id: id, title: title, affected: affected, requiredTraits: requiredTraits, trigger: trigger,
      symptom: symptom, sources: sources, fixedInUnknown: fixedIn == nil)
  }

  /// The first version without the defect, where known: the end of ``affected`` on its first
  /// platform (`nil` when the range is open above, or when ``fixedInUnknown``).
  public var fixedIn: PlatformVersion? {
    get {
      guard !fixedInUnknown, let platform = affected.platforms.first,
        let end = affected.ranges.last(where: { $0.platform == platform })?.upperBound
      else { return nil }
      return PlatformVersion(platform, end)
    }
    @available(
      *, deprecated,
      message: "fixedIn is read from where affected ends; set fixedInUnknown or affected instead"
    )
    set { fixedInUnknown = newValue == nil }
  }

  /// Whether the defect occurs in `context`: its version (`judgedVersion(in:)`) is affected
  /// and its traits hold.
  public func affects(_ context: StrategyContext) -> Bool {
    affected.contains(judgedVersion(in: context)) && context.has(requiredTraits)
      && unmetVersionBoundTrait(in: context) == nil && excludedTrait(in: context) == nil
  }

  /// The version ``affected`` is judged on in `context`: the OS version, or, for a defect
  /// that ``followsLinkedSDK``, the older of it and the app's SDK.
  package func judgedVersion(in context: StrategyContext) -> PlatformVersion {
    followsLinkedSDK ? context.linkedVersion : context.version
  }

  /// The first of ``excludedTraits`` (in identifier order) that holds in `context`.
  public func excludedTrait(in context: StrategyContext) -> ContextTrait? {
    excludedTraits.sorted().first { context.has([$0]) }
  }

  /// The first of ``versionBoundTraits`` that `context`'s version calls for and its traits
  /// lack.
  package func unmetVersionBoundTrait(in context: StrategyContext) -> VersionBoundTrait? {
    versionBoundTraits.first { $0.versions.contains(context.version) && !context.has([$0.trait]) }
  }

  private enum CodingKeys: String, CodingKey {
    case id, title, affected, requiredTraits, trigger, symptom, sources, fixedIn
    case fixedInUnknown, versionBoundTraits, excludedTraits, followsLinkedSDK
  }

  /// Decodes an issue; `versionBoundTraits` and `excludedTraits` may be absent (empty), and
  /// `followsLinkedSDK` (`false`). `fixedIn` is read from `affected`: a document's `fixedIn`
  /// only says, when `fixedInUnknown` is absent, whether the fix is known.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(IssueID.self, forKey: .id)
    title = try container.decode(String.self, forKey: .title)
    affected = try container.decode(VersionSet.self, forKey: .affected)
    requiredTraits = try container.decode(Set<ContextTrait>.self, forKey: .requiredTraits)
    trigger = try container.decode(String.self, forKey: .trigger)
    symptom = try container.decode(String.self, forKey: .symptom)
    sources = try container.decode([String].self, forKey: .sources)
    fixedInUnknown =
      try container.decodeIfPresent(Bool.self, forKey: .fixedInUnknown)
      ?? (try container.decodeIfPresent(PlatformVersion.self, forKey: .fixedIn) == nil
        && affected.ranges.contains { !$0.isUnboundedAbove })
    versionBoundTraits =
      try container.decodeIfPresent([VersionBoundTrait].self, forKey: .versionBoundTraits) ?? []
    excludedTraits =
      try container.decodeIfPresent(Set<ContextTrait>.self, forKey: .excludedTraits) ?? []
    followsLinkedSDK =
      try container.decodeIfPresent(Bool.self, forKey: .followsLinkedSDK) ?? false
  }

  /// Encodes the issue, its trait sets sorted (the same issue always encodes to the same
  /// bytes).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(title, forKey: .title)
    try container.encode(affected, forKey: .affected)
    try container.encode(requiredTraits.sorted(), forKey: .requiredTraits)
    try container.encode(trigger, forKey: .trigger)
    try container.encode(symptom, forKey: .symptom)
    try container.encode(sources, forKey: .sources)
    try container.encodeIfPresent(fixedIn, forKey: .fixedIn)
    try container.encode(fixedInUnknown, forKey: .fixedInUnknown)
    try container.encode(versionBoundTraits, forKey: .versionBoundTraits)
    try container.encode(excludedTraits.sorted(), forKey: .excludedTraits)
    try container.encode(followsLinkedSDK, forKey: .followsLinkedSDK)
  }

  /// Whether the defect can occur on `target` or any later version of its platform, in an app
  /// built with `sdk` (`nil`: an SDK not known, at or above `target`).
  ///
  /// A strategy whose every issue is over by the deployment target is dead code. For a defect
  /// that ``followsLinkedSDK``, an app built with `sdk` behaves as `target` up to `sdk` on
  /// every OS it runs on, so the defect is over when no version from `target` through `sdk`
  /// is affected.
  public func canOccur(atOrAbove target: PlatformVersion, sdk: PlatformVersion? = nil) -> Bool {
    guard followsLinkedSDK, let sdk, sdk.platform == target.platform, target <= sdk else {
      return affected.intersects(.atLeast(target))
    }
    return affected.intersects(
      .on(target.platform, versions: target.number...sdk.number))
  }
}

/// A trait a ``KnownIssue`` needs on some of its versions only.
public struct VersionBoundTrait: Hashable, Sendable, Codable {
  /// The trait.
  public var trait: ContextTrait
  /// The versions on which the defect needs it.
  public var versions: VersionSet

  /// Describes the requirement.
  public init(_ trait: ContextTrait, on versions: VersionSet) {
    self.trait = trait
    self.versions = versions
  }
}
