import Strategies

/// One container of the walk's simulated app, driven the way an app's view model drives it:
/// through the public primitives and performers, with the strategies resolved for its context.
///
/// A defect joins the walk by declaring a ``WalkComponentSpec`` in its own home
/// (`Defects/<Name>/`) and naming it in its ``SimulatedDefect``: the generator draws from
/// every declared action, and the walk checks every component's invariants after each step.
@MainActor
package protocol WalkComponent: AnyObject {
  /// Performs one of the component's actions; an action it does not know is ignored.
  func perform(_ action: String, _ argument: Int)

  /// Reports what does not hold right after any step (an invariant of the primitive, such as a
  /// path that must stay a prefix of the chain's levels).
  func checkAfterStep(_ report: (String) -> Void)

  /// Reports what does not hold after a run-loop turn with no app code in between: what the
  /// app's model holds equals what the simulated screen shows, every multi-step plan is
  /// finished, the intended end state is reached.
  func checkSettled(_ report: (String) -> Void)
}

extension WalkComponent {
  /// No invariant beyond the settled ones.
  package func checkAfterStep(_ report: (String) -> Void) {}
}

/// How a container joins the walk: its name, its actions, and how it is built for a run.
package struct WalkComponentSpec: Sendable {
  /// Builds the component for a run; throws ``SimulationError/notApplicable(reason:)`` where the
  /// container does not exist on the version (it then takes no part in the run).
  package typealias Make =
    @MainActor @Sendable (WalkEnvironment) throws(SimulationError) -> any WalkComponent

  /// The name steps use (`"chain"`).
  package let name: String
  /// The actions the generator draws from.
  package let actions: [WalkAction]
  /// How often the generator picks this component, relative to the others.
  package let weight: Int
  /// The container the component is, when where it sits changes its traits: the walk places
  /// it at a node of this kind in each sequence's ``AppTree`` and derives its context from the
  /// node's ancestors; `nil` for a component that is a tree of its own.
  package let container: ContainerKind?
  /// The containers above it where no tree is given (a replayed sequence of the old form).
  package let defaultAncestors: [ContainerKind]
  /// Whether the generator may give the component two events within a frame
  /// (``WalkStep/soon``): `false` only where a detector cannot tell the app's own quick change
  /// from a plan's, which the component's documentation says.
  package let takesQuickEvents: Bool
  package let make: Make

  /// Describes a component.
  package init(
    name: String, actions: [WalkAction], weight: Int = 1, takesQuickEvents: Bool = true,
    container: ContainerKind? = nil, defaultAncestors: [ContainerKind] = [],
    make: @escaping Make
  ) {
    self.name = name
    self.actions = actions
    self.weight = max(weight, 1)
    self.takesQuickEvents = takesQuickEvents
    self.container = container
    self.defaultAncestors = defaultAncestors
    self.make = make
  }
}

/// What a component is given to build itself: the version, the session the models share, and
/// the strategies for each container context, resolved once per context.
@MainActor
package final class WalkEnvironment {
  /// The simulated version.
  package let version: PlatformVersion
  /// Traits every container context gets beside its own (`simulate --traits`).
  package let commonTraits: Set<ContextTrait>
  /// The SDK the app is built with (`simulate --sdk`); `nil`: the version's own.
  package let sdk: PlatformVersion?
  /// The registry strategies come from.
  package let registry: StrategyRegistry
  /// The session every model of the run records into.
  package let session: SimulationSession
  /// The rules of the multi-step performers the components drive (the shipped ones, unless
  /// the mutation check changed one).
  package let rules: WalkRules
  /// The tree the app is built as, if the run has one.
  package let tree: AppTree?
  /// The component being built (``AppWalk`` sets it around each component's `make`).
  var building: WalkComponentSpec?
  private(set) var violations: [String] = []
  private var checked: Set<StrategyContext> = []

  init(
    version: PlatformVersion, sdk: PlatformVersion? = nil, commonTraits: Set<ContextTrait>,
    registry: StrategyRegistry, session: SimulationSession, rules: WalkRules = WalkRules(),
    tree: AppTree? = nil
  ) {
    self.version = version
    self.sdk = sdk
    self.commonTraits = commonTraits
    self.registry = registry
    self.session = session
    self.rules = rules
    self.tree = tree
  }

  /// Where the component being built sits: its path in the tree (its default ancestors and its
  /// container where the run has no tree, or the tree does not place it), the traits derived
  /// from the path (by ``WalkRules/traitDerivation``), and whether its stack is in a tab view
  /// by the tree's own statement (``AppTree/stackIsInTabView(at:)``), which the simulated
  /// containers follow.
  package func placement() -> (
    path: ContainerPath, traits: Set<ContextTrait>, stackInTabView: Bool
  ) {
    guard let spec = building, let kind = spec.container else {
      return (ContainerPath(), [], false)
    }
    if let tree, let node = tree.placements[spec.name] {
      let path = tree.path(of: node)
      return (path, rules.traitDerivation(path), tree.stackIsInTabView(at: node))
    }
    let path = ContainerPath(spec.defaultAncestors + [kind])
    let nodes = path.containers.enumerated().map {
      AppTree.Node($0.element, parent: $0.offset == 0 ? nil : $0.offset - 1)
    }
    let stand = AppTree(nodes: nodes, placements: [:])
    return (
      path, rules.traitDerivation(path), stand.stackIsInTabView(at: max(nodes.count - 1, 0))
    )
  }

  /// The strategies for a container with `traits` (and the common traits) on the version, for
  /// an app built with the walk's SDK. The
  /// first time a context is resolved, every active strategy must address an issue that can
  /// occur in it; one that cannot is reported (over-mitigation).
  package func strategies(for traits: Set<ContextTrait>) -> StrategySet {
    let context = StrategyContext(version, sdk: sdk, traits: traits.union(commonTraits))
    let set = registry.resolve(context)
    if checked.insert(context).inserted { checkApplicability(set, in: context) }
    return set
  }

  /// Records a violation found outside a component's checks.
  package func report(_ violation: String) {
    violations.append(violation)
  }

  private func checkApplicability(_ set: StrategySet, in context: StrategyContext) {
    guard !set.active.isEmpty else { return }
    let descriptors = registry.strategies
    let issues = registry.issues
    for id in set.active {
      guard let descriptor = descriptors.first(where: { $0.id == id }) else { continue }
      let addressed = issues.filter { descriptor.addresses.contains($0.id) }
      guard !addressed.isEmpty, !addressed.contains(where: { $0.affects(context) }) else {
        continue
      }
      let names = addressed.map(\.id.rawValue).joined(separator: ", ")
      report(
        "over-mitigation: \(id) is active in \(context), where \(names) cannot occur")
    }
  }
}

/// A ``PlanHost`` over the walk's virtual clock: `published` renders each update on the
/// simulated screen in the update's transaction.
@MainActor
package final class WalkHost: PlanHost {
  private let clock: VirtualClock
  /// Renders an update: set by the component that owns the host.
  package var published: (TransactionPlan) -> Void = { _ in }
  /// The transaction of the update being applied, while its change runs.
  package private(set) var transaction: TransactionPlan?

  /// A host over `clock`.
  package init(clock: VirtualClock) {
    self.clock = clock
  }

  /// Applies `change`, then renders it in `transaction`.
  package func update(in transaction: TransactionPlan, _ change: () -> Void) {
    self.transaction = transaction
    change()
    self.transaction = nil
    published(transaction)
  }

  /// Runs `work` on the clock, `delay` seconds from now.
  package func schedule(after delay: Double, _ work: @escaping @MainActor @Sendable () -> Void) {
    clock.schedule(after: delay) { MainActor.assumeIsolated { work() } }
  }
}
