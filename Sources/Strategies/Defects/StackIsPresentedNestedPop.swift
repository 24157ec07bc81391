// MARK: - `stack-ispresented-nested-pop`: the defect, its identifier and its strategy

extension IssueID {
  /// Setting the Bool of a `navigationDestination(isPresented:)` two or more levels deep to
  /// `false` in code does not pop (iOS 16; fixed in 17.0).
  public static let stackIsPresentedNestedPop: IssueID = "stack-ispresented-nested-pop"
}

extension StrategyID {
  /// The built-in strategy that drives a chain of `isPresented` screens from a path, for
  /// ``IssueID/stackIsPresentedNestedPop``.
  public static let drivePresentationFromPath: StrategyID = "drive-presentation-from-path"
}

/// The versions the defect affects: its catalogue entry's range, and that of each strategy
/// that addresses it on exactly those versions.
private let affectedVersions: VersionSet = .on(
  .iOS, .iPadOS, versions: VersionNumber(16)..<VersionNumber(17))

extension BuiltInDefect {
  /// `stack-ispresented-nested-pop`.
  package static let stackIsPresentedNestedPop = BuiltInDefect(
    issue: KnownIssue(
      id: .stackIsPresentedNestedPop,
      title: "A nested isPresented destination does not pop when its Bool is set to false",
      affected: affectedVersions,
      trigger: "screens pushed with navigationDestination(isPresented:) chained two or more "
        + "levels deep; the app sets an inner level's Bool to false in code. The sources name "
        + "16.0, 16.1.1, 16.2 and \"16.X\", and 17.0 as fixed; none names 16.3 or 16.4, so "
        + "whether they are affected is unknown: the model assumes every 16.x is",
      symptom: "the screen stays although its Bool is false; the first level pops as asked",
      sources: [
        "https://github.com/VAndrJ/awesome-apple-bugs/blob/main/Bugs/NavigationStackIssuePoppingBackIsPresented/README.md",
        "https://github.com/pointfreeco/swift-composable-architecture/issues/3594",
        "https://github.com/pointfreeco/swift-navigation/issues/65",
      ]),
    strategies: [DrivePresentationFromPath()])
}

/// Drives a chain of `isPresented` screens from a path on iOS 16, so that setting an inner
/// level's Bool to `false` pops.
///
/// On iOS 16 a `navigationDestination(isPresented:)` nested two or more levels deep does not
/// pop when its Bool turns `false` in code; a path bound to `NavigationStack(path:)` pops on
/// every version (the workaround every source gives). ``PresentationChain`` keeps the app's
/// Bool-shaped API (``PresentationChain/setPresented(_:_:)``) and holds the levels as a path;
/// the strategy makes its ``PresentationChain/binding`` ``PresentationBindingPlan/path``, and
/// the host binds the path instead of one Bool per level.
package struct DrivePresentationFromPath: PathChangeStrategy {
  /// Creates the strategy.
  package init() {}

  /// Addresses `stack-ispresented-nested-pop` on iOS and iPadOS 16.
  package let descriptor = StrategyDescriptor(
    id: .drivePresentationFromPath,
    title: "Bind the presented levels as a path",
    addresses: [.stackIsPresentedNestedPop],
    versions: affectedVersions,
    rationale: "A nested isPresented destination ignores its Bool turning false on iOS 16; a "
      + "path bound to the stack pops on every version, and the chain keeps the Bools.",
    sources: ["https://github.com/pointfreeco/swift-navigation/issues/65"])

  /// Binds the chain as a path.
  package func adjust(_ policy: inout PathChangePolicy, for context: StrategyContext) {
    policy.presentationBinding = .path
  }
}
