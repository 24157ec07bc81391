// MARK: - `adjacent-row-toggle-animation`: the defect, its identifier and its strategy

extension IssueID {
  /// Showing and hiding adjacent rows in one animation slides them sideways (before iOS 16).
  public static let adjacentRowToggleAnimation: IssueID = "adjacent-row-toggle-animation"
}

extension StrategyID {
  /// ``DeferAdjacentRowToggles``.
  public static let deferAdjacentRowToggles: StrategyID = "defer-adjacent-row-toggles"
}

extension BuiltInDefect {
  /// `adjacent-row-toggle-animation`.
  package static let adjacentRowToggleAnimation = BuiltInDefect(
    issue: KnownIssue(
      id: .adjacentRowToggleAnimation,
      title: "Adjacent rows toggled in one animation slide sideways",
      affected: .on(.iOS, .iPadOS, versions: ..<16),
      requiredTraits: [.listHasMultipleSections, .listFirstSectionHasHeader],
      trigger: "one animated update shows or hides two adjacent rows in a List with two or more "
        + "sections whose first section has a header",
      symptom: "the rows slide sideways instead of fading in and out",
      sources: [KnownIssue.seedSwiftUIAdoption],
      fixedIn: PlatformVersion(.iOS, 16)),
    strategies: [DeferAdjacentRowToggles()])
}

/// Splits animated toggles of adjacent rows so they never share one animation, before iOS 16.
///
/// In a List with several sections and a header on the first, one animated update that shows
/// or hides two adjacent rows makes them slide sideways (iOS 15 and earlier). On 15.x the first
/// toggle animates and the rest follow a run-loop turn later (the seed waits 0.01 s); on 14.x
/// the deferred toggle is lost on the first tap, so every toggle is applied without animation.
/// iOS 13 does not lose it, so there the toggles are deferred as on 15.x.
/// Batches that do not touch adjacent rows are left alone.
public struct DeferAdjacentRowToggles: RowToggleStrategy {
  /// The delay before the deferred toggles, as in the seed.
  public static let deferral = 0.01

  /// Creates the strategy.
  public init() {}

  /// Addresses `adjacent-row-toggle-animation` before iOS 16 in multi-section lists whose first
  /// section has a header.
  public let descriptor = StrategyDescriptor(
    id: .deferAdjacentRowToggles,
    title: "Defer (13.x, 15.x) or de-animate (14.x) toggles of adjacent rows",
    addresses: [.adjacentRowToggleAnimation],
    versions: .on(.iOS, .iPadOS, versions: ..<16),
    requiredTraits: [.listHasMultipleSections, .listFirstSectionHasHeader],
    rationale: "Adjacent rows slide sideways only when they change in the same animated update; "
      + "deferring all but the first keeps one row per animation. iOS 14 drops a toggle "
      + "deferred into a running animation on the first tap, so there the batch is unanimated.",
    sources: [KnownIssue.seedSwiftUIAdoption])

  /// De-animates adjacent toggles on 14.x and defers them on every other version.
  public func adjust(_ policy: inout RowTogglePolicy, for context: Context) {
    policy.adjacentRows =
      context.version.number.major == 14
      ? .unanimated : .firstAnimatedRestDeferred(delay: Self.deferral)
  }
}
