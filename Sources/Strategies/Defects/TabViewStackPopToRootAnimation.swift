// MARK: - `tabview-stack-pop-to-root-animation`: the defect, its identifier and its strategy

extension IssueID {
  /// A push after popping a TabView-hosted NavigationStack to its root is not animated (iOS 16).
  public static let tabViewStackPopToRootAnimation: IssueID = "tabview-stack-pop-to-root-animation"
}

extension StrategyID {
  /// The built-in strategy that gives every path change of a TabView-hosted NavigationStack an
  /// explicit animation, and pops to root inside a zero-duration one, for
  /// ``IssueID/tabViewStackPopToRootAnimation``.
  public static let explicitPathChangeAnimation: StrategyID = "explicit-path-change-animation"
}

/// The versions the defect affects: its catalogue entry's range, and that of each strategy
/// that addresses it on exactly those versions.
private let affectedVersions: VersionSet = .on(.iOS, .iPadOS, versions: 16..<17)

extension BuiltInDefect {
  /// `tabview-stack-pop-to-root-animation`.
  package static let tabViewStackPopToRootAnimation = BuiltInDefect(
    issue: KnownIssue(
      id: .tabViewStackPopToRootAnimation,
      title: "Push not animated after pop to root in a TabView-hosted NavigationStack",
      affected: affectedVersions,
      requiredTraits: [.stackInTabView],
      trigger: "the path bound to app state is emptied from depth 2 or more with no explicit "
        + "animation in the transaction",
      symptom: "the next push from the root renders without animation",
      sources: [KnownIssue.seedTabView]),
    strategies: [ExplicitPathChangeAnimation()])
}

/// Gives every path change of a TabView-hosted NavigationStack an explicit animation on iOS 16,
/// and pops to root inside a zero-duration one.
///
/// On iOS 16, emptying the path from depth two or more leaves the TabView's stack unable to
/// animate the next push. The seed needs both halves of its fix: the pop to root inside
/// `withAnimation(.linear(duration: 0))` lets the multi-level pop settle at once, and the
/// explicit animation on every other change (the seed's `.animation(.default, value: path)`)
/// gives the next push the explicit animation the settled-but-stale stack still honours. Either
/// alone leaves the push flat (see the simulation's `NavigationStackModel`). Nothing changes on
/// iOS 17, where the defect is fixed.
package struct ExplicitPathChangeAnimation: PathChangeStrategy {
  /// Creates the strategy.
  package init() {}

  /// Addresses `tabview-stack-pop-to-root-animation` on iOS and iPadOS 16.x in a TabView.
  package let descriptor = StrategyDescriptor(
    id: .explicitPathChangeAnimation,
    title: "Explicit animation on path changes; zero-duration pop to root",
    addresses: [.tabViewStackPopToRootAnimation],
    versions: affectedVersions,
    requiredTraits: [.stackInTabView],
    rationale: "A pop to root inside linear(duration: 0) lets the multi-level pop settle at "
      + "once, and the next push, like every other change, runs inside the default animation, "
      + "which the stack still honours; either half alone leaves the next push unanimated.",
    sources: [KnownIssue.seedTabView])

  /// Animates pushes, pops and replacements with the default animation and pops to root with
  /// a zero-duration linear one.
  package func adjust(_ policy: inout PathChangePolicy, for context: StrategyContext) {
    policy.push = .animate(.systemDefault)
    policy.pop = .animate(.systemDefault)
    policy.replace = .animate(.systemDefault)
    policy.popToRoot = .animate(.linear(duration: 0))
  }
}
