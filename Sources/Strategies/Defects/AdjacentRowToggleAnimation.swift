// MARK: - `adjacent-row-toggle-animation`: the defect, its identifier and its strategy

extension IssueID {
  /// Showing and hiding adjacent rows in one animation slides them sideways (before iOS 16).
  public static let adjacentRowToggleAnimation: IssueID = "adjacent-row-toggle-animation"
}

extension StrategyID {
  /// The built-in strategy that splits animated toggles of adjacent rows so they never share one
  /// animation, for ``IssueID/adjacentRowToggleAnimation``.
  public static let deferAdjacentRowToggles: StrategyID = "defer-adjacent-row-toggles"
}

/// The versions the defect affects: its catalogue entry's range, and that of each strategy
/// that addresses it on exactly those versions.
private let affectedVersions: VersionSet = .on(.iOS, .iPadOS, versions: ..<16)

extension BuiltInDefect {
  /// `adjacent-row-toggle-animation`.
  package static let adjacentRowToggleAnimation = BuiltInDefect(
    issue: KnownIssue(
      id: .adjacentRowToggleAnimation,
      title: "Adjacent rows toggled in one animation slide sideways",
      affected: affectedVersions,
      requiredTraits: [.listHasMultipleSections, .listFirstSectionHasHeader],
      trigger: "one animated update shows or hides two adjacent rows in a List with two or more "
        + "sections whose first section has a header",
      symptom: "the rows slide sideways instead of fading in and out",
      sources: [KnownIssue.seedSwiftUIAdoption]),
    strategies: [DeferAdjacentRowToggles()])
}

/// Splits animated toggles of adjacent rows so they never share one animation, before iOS 16.
///
/// In a List with several sections and a header on the first, one animated update that shows
/// or hides two adjacent rows makes them slide sideways (iOS 15 and earlier). The first toggle
/// animates and the rest follow a moment later (the seed waits 0.01 s); only on 14.x, where the
/// deferred toggle is lost on the first tap, is every toggle applied without animation. The seed
/// reports that loss on 14.x alone (its app dropped iOS 13), so below 14, where the slide is
/// assumed as on 15.x but no loss is known, the deferral is kept: de-animating there would lose
/// an animation nothing requires losing. Batches that do not touch adjacent rows are left alone.
package struct DeferAdjacentRowToggles: RowToggleStrategy {
  /// The delay before the deferred toggles, as in the seed.
  package static let deferral = 0.01

  /// Creates the strategy.
  package init() {}

  /// Addresses `adjacent-row-toggle-animation` before iOS 16 in multi-section lists whose first
  /// section has a header.
  package let descriptor = StrategyDescriptor(
    id: .deferAdjacentRowToggles,
    title: "Defer (15.x and below 14) or de-animate (14.x) toggles of adjacent rows",
    addresses: [.adjacentRowToggleAnimation],
    versions: affectedVersions,
    requiredTraits: [.listHasMultipleSections, .listFirstSectionHasHeader],
    rationale: "Adjacent rows slide sideways only when they change in the same animated update; "
      + "deferring all but the first keeps one row per animation. iOS 14 drops a toggle "
      + "deferred into a running animation on the first tap, so there the batch is unanimated.",
    sources: [KnownIssue.seedSwiftUIAdoption])

  /// De-animates adjacent toggles on 14.x and defers them on every other version it applies to.
  package func adjust(_ policy: inout RowTogglePolicy, for context: StrategyContext) {
    policy.adjacentRows =
      context.version.number.major == 14
      ? .unanimated : .firstAnimatedRestDeferred(delay: Self.deferral)
  }
}
