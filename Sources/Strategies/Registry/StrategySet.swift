/// The strategies resolved for one ``StrategyContext``: the active ones in application order and the
/// policy each domain ends up with.
///
/// Primitives copy the policy they need when created; consulting it per operation is a field
/// load, with no dictionary lookup, dynamic dispatch or allocation.
///
/// ```swift
/// let strategies = registry.resolve(StrategyContext(.iOS, 16, 4, traits: [.stackInTabView]))
/// strategies.pathChanges.popToRoot   // .animate(.linear(duration: 0.0))
/// ```
public struct StrategySet: Sendable, Hashable {
  /// The context the set was resolved for.
  public let context: StrategyContext
  /// The active strategies, in the order they were applied.
  public let active: [StrategyID]
  /// The resolved policy of ``PathChangeStrategy``s.
  public let pathChanges: PathChangePolicy
  /// The resolved policy of ``RowToggleStrategy``s.
  public let rowToggles: RowTogglePolicy
  /// The resolved policy of ``ViewTransformStrategy``s.
  public let viewTransforms: ViewTransformPolicy
  /// The resolved policy of ``DirectionalTransitionStrategy``s.
  public let directionalTransitions: DirectionalTransitionPolicy
  /// The resolved policy of ``ListAppearanceStrategy``s.
  public let listAppearance: ListAppearancePolicy
  /// The resolved policy of ``SheetPresentationStrategy``s.
  public let sheetPresentation: SheetPresentationPolicy
  /// ``active`` as a set, for ``isActive(_:)``.
  private let activeLookup: Set<StrategyID>
  /// The plans of the policies defects declare for themselves; ``policy(_:)`` reads them.
  package let keyedPolicies: KeyedPolicies

  /// Creates a resolved set; ``StrategyRegistry/resolve(_:usingCache:)`` is the usual source.
  public init(
    context: StrategyContext, active: [StrategyID] = [],
    pathChanges: PathChangePolicy = .passthrough, rowToggles: RowTogglePolicy = .passthrough,
    viewTransforms: ViewTransformPolicy = .passthrough,
    directionalTransitions: DirectionalTransitionPolicy = .passthrough,
    listAppearance: ListAppearancePolicy = .passthrough,
    sheetPresentation: SheetPresentationPolicy = .passthrough
  ) {
    self.context = context
    self.active = active
    self.activeLookup = Set(active)
    self.pathChanges = pathChanges
    self.rowToggles = rowToggles
    self.viewTransforms = viewTransforms
    self.directionalTransitions = directionalTransitions
    self.listAppearance = listAppearance
    self.sheetPresentation = sheetPresentation
    self.keyedPolicies = KeyedPolicies()
  }

  /// Creates a resolved set from the policies resolution built.
  package init(context: StrategyContext, active: [StrategyID], policies: DomainPolicies) {
    self.context = context
    self.active = active
    self.activeLookup = Set(active)
    self.pathChanges = policies.pathChanges
    self.rowToggles = policies.rowToggles
    self.viewTransforms = policies.viewTransforms
    self.directionalTransitions = policies.directionalTransitions
    self.listAppearance = policies.listAppearance
    self.sheetPresentation = policies.sheetPresentation
    self.keyedPolicies = policies.keyed
  }

  /// A set with no strategy active: every primitive behaves like the naive code.
  public static func none(for context: StrategyContext) -> StrategySet {
    StrategySet(context: context)
  }

  /// Whether the strategy `id` is active.
  ///
  /// For strategies that hook no domain protocol and are consulted by the app itself; read the
  /// answer once and keep it, rather than asking per operation.
  ///
  /// - Complexity: O(1) expected: one hash of the identifier.
  public func isActive(_ id: StrategyID) -> Bool {
    activeLookup.contains(id)
  }
}
