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
  /// The first version without the defect, where known.
  public var fixedIn: PlatformVersion?

  /// Describes a defect.
  public init(
    id: IssueID, title: String, affected: VersionSet, requiredTraits: Set<ContextTrait> = [],
    trigger: String, symptom: String, sources: [String] = [], fixedIn: PlatformVersion? = nil
  ) {
    self.id = id
    self.title = title
    self.affected = affected
    self.requiredTraits = requiredTraits
    self.trigger = trigger
    self.symptom = symptom
    self.sources = sources
    self.fixedIn = fixedIn
  }

  /// Whether the defect occurs in `context`: its version is affected and its traits hold.
  public func affects(_ context: Context) -> Bool {
    affected.contains(context.version) && context.has(requiredTraits)
  }

  /// Whether the defect can occur on `target` or any later version of its platform.
  ///
  /// A strategy whose every issue is over by the deployment target is dead code.
  public func canOccur(atOrAbove target: PlatformVersion) -> Bool {
    affected.intersects(.atLeast(target))
  }
}
