/// A workaround for one or more ``KnownIssue``s, selected per ``StrategyContext`` by a
/// ``StrategyRegistry``.
///
/// The base protocol only describes the strategy. A strategy acts by also conforming to one or
/// more domain protocols (``PathChangeStrategy``, ``RowToggleStrategy``, ...), each with a single
/// requirement that adjusts that domain's policy. The registry calls these once per context at
/// resolution; primitives then read the resolved policy on every operation, so a strategy costs
/// nothing per operation beyond a field load.
///
/// ```swift
/// struct AlwaysAnimatePushes: PathChangeStrategy {
///   let descriptor = StrategyDescriptor(
///     id: "com.example.always-animate-pushes", title: "Animate every push",
///     addresses: ["com.example.flat-push"], versions: .on(.iOS, versions: 18..<19),
///     rationale: "Pushes on iOS 18.0 render flat without an explicit animation.")
///
///   func adjust(_ policy: inout PathChangePolicy, for context: StrategyContext) {
///     policy.push = .animate(.systemDefault)
///   }
/// }
/// ```
public protocol WorkaroundStrategy: Sendable {
  /// What the strategy is, where it applies and why.
  var descriptor: StrategyDescriptor { get }
}

/// A strategy that shapes the transactions of navigation path changes.
public protocol PathChangeStrategy: WorkaroundStrategy {
  /// Adjusts the plan for each kind of path change in `context`.
  func adjust(_ policy: inout PathChangePolicy, for context: StrategyContext)
}

/// A strategy that shapes how row-visibility changes are scheduled.
public protocol RowToggleStrategy: WorkaroundStrategy {
  /// Adjusts how batches of row toggles are applied in `context`.
  func adjust(_ policy: inout RowTogglePolicy, for context: StrategyContext)
}

/// A strategy that shapes view transforms in custom navigation transitions.
public protocol ViewTransformStrategy: WorkaroundStrategy {
  /// Adjusts the transform steps of custom push and pop animations in `context`.
  func adjust(_ policy: inout ViewTransformPolicy, for context: StrategyContext)
}

/// A strategy that shapes directional transitions of state-driven containers.
public protocol DirectionalTransitionStrategy: WorkaroundStrategy {
  /// Adjusts how insertion and removal transitions are assigned in `context`.
  func adjust(_ policy: inout DirectionalTransitionPolicy, for context: StrategyContext)
}

/// A strategy that shapes list appearance, and that of the navigation and tab bars over lists.
public protocol ListAppearanceStrategy: WorkaroundStrategy {
  /// Adjusts the list background and bar appearance plans in `context`.
  func adjust(_ policy: inout ListAppearancePolicy, for context: StrategyContext)
}

/// A strategy that shapes sheet presentation.
public protocol SheetPresentationStrategy: WorkaroundStrategy {
  /// Adjusts how sheets are presented in `context`.
  func adjust(_ policy: inout SheetPresentationPolicy, for context: StrategyContext)
}

/// The policy a domain protocol adjusts; a strategy hooks every domain it conforms to.
public enum StrategyDomain: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
  /// ``PathChangeStrategy``.
  case pathChanges = "path-changes"
  /// ``RowToggleStrategy``.
  case rowToggles = "row-toggles"
  /// ``ViewTransformStrategy``.
  case viewTransforms = "view-transforms"
  /// ``DirectionalTransitionStrategy``.
  case directionalTransitions = "directional-transitions"
  /// ``ListAppearanceStrategy``.
  case listAppearance = "list-appearance"
  /// ``SheetPresentationStrategy``.
  case sheetPresentation = "sheet-presentation"

  /// Orders domains by declaration.
  public static func < (lhs: StrategyDomain, rhs: StrategyDomain) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }

  /// The domains `strategy` hooks, from its protocol conformances.
  public static func domains(of strategy: any WorkaroundStrategy) -> [StrategyDomain] {
    var result: [StrategyDomain] = []
    if strategy is any PathChangeStrategy { result.append(.pathChanges) }
    if strategy is any RowToggleStrategy { result.append(.rowToggles) }
    if strategy is any ViewTransformStrategy { result.append(.viewTransforms) }
    if strategy is any DirectionalTransitionStrategy { result.append(.directionalTransitions) }
    if strategy is any ListAppearanceStrategy { result.append(.listAppearance) }
    if strategy is any SheetPresentationStrategy { result.append(.sheetPresentation) }
    return result
  }
}
