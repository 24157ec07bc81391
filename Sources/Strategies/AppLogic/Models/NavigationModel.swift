/// A view model over a ``NavigationRouter``: the app pushes and pops through it, each change is
/// published in its plan's transaction, a pop the router split in two is finished on the next
/// turn, and the system's pops are adopted (through a ``PathChangePerformer``).
///
/// The same model drives a `NavigationStack` (iOS 16 and later) and, on iOS 14 and 15, a
/// `NavigationView` of nested links (``isLinkActive(at:)``, ``setLinkActive(_:at:)``): the
/// SwiftUI adapter's `RouterStack` hosts it on both.
///
/// ```swift
/// let model = NavigationModel<Screen>(context: context, host: host)
/// model.push(.detail(42))
/// model.popToRoot()  // on iOS 16 in a TabView: inside a zero-duration animation
/// ```
public final class NavigationModel<Destination: Hashable>: ChangeNotifyingModel {
  private let cell: RouterCell<Destination>
  private let performer: PathChangePerformer<Destination, AnyPlanHost>
  /// The context and registry the model was created with, when it was created from a context:
  /// ``place(at:)`` resolves again from them.
  private var origin: Origin?
  /// The path the model was last placed at.
  public private(set) var containerPath: ContainerPath?

  private struct Origin {
    let context: StrategyContext
    let registry: StrategyRegistry
  }

  /// Creates a model with an empty path, planned with the strategies `registry` resolves for
  /// `context` and published through `host`.
  public convenience init(
    context: StrategyContext, host: some PlanHost, registry: StrategyRegistry = .standard()
  ) {
    self.init(strategies: registry.resolve(context), host: host)
    origin = Origin(context: context, registry: registry)
  }

  /// Creates a model with an empty path, planned with `strategies` and published through
  /// `host`.
  public init(strategies: StrategySet, host: some PlanHost) {
    let cell = RouterCell(NavigationRouter<Destination>(strategies: strategies))
    self.cell = cell
    performer = PathChangePerformer(
      host: AnyPlanHost(base: host), get: { cell.router },
      set: { router in
        cell.beforeChange?()
        cell.router = router
      })
    super.init()
    cell.beforeChange = { [weak self] in self?.notifyWillChange() }
  }

  /// The router: the path and the plans of its changes.
  public var router: NavigationRouter<Destination> { cell.router }

  /// The path on screen.
  ///
  /// - Complexity: O(1).
  public var path: [Destination] { cell.router.path }

  /// How a pushed screen takes the system's back gesture (`interactivePop(_:backButton:)` in
  /// SwiftUI).
  public var interactivePop: InteractivePopPlan { cell.router.interactivePop }

  /// Places the stack where it sits in the app's tree (the host that shows it calls this with
  /// its path, `navigation-stack` last): the traits the position derives join the ones the
  /// model was created with, and the model plans with the strategies its registry resolves for
  /// them from then on, keeping its path. A stack nested in a tab view, named nowhere by the
  /// app, plans as one created with ``StackPlacement/tabView``.
  ///
  /// A model created from a resolved set (``init(strategies:host:)``) keeps it: it has no
  /// context to resolve again. A placement while a split pop's second update waits is taken
  /// after the pop.
  ///
  /// - Returns: At a path other than the last one, the traits the model was created with that
  ///   the position contradicts (a stack declared in a tab view at a path with none;
  ///   ``ContainerPath/contradictions(declared:)``), which stay in force: the host reports them
  ///   (`StrategiesSwiftUI` prints a warning in debug builds); empty otherwise.
  /// - Complexity: O(d) in the path's depth when unchanged; a resolution (cached by the
  ///   registry) and O(1) otherwise.
  @discardableResult
  public func place(at path: ContainerPath) -> [ContextTrait] {
    guard let origin, path != containerPath else { return [] }
    containerPath = path
    var context = origin.context
    context.traits.formUnion(path.traits)
    let strategies = origin.registry.resolve(context)
    if strategies.pathChanges != cell.router.pathChangePolicy, !performer.isPending {
      cell.router = NavigationRouter(strategies: strategies, path: cell.router.path)
    } else if strategies.pathChanges != cell.router.pathChangePolicy {
      containerPath = nil  // taken again at the next placement, once the pop is done
    }
    return path.contradictions(declared: origin.context.traits)
  }

  /// Whether the second update of a split pop waits for the next turn.
  package var isPending: Bool { performer.isPending }

  /// Pushes `destination`.
  ///
  /// - Complexity: Amortised O(1).
  public func push(_ destination: Destination) {
    performer.perform { $0.push(destination) }
  }

  /// Pops the top screen; nothing on an empty path.
  ///
  /// - Complexity: O(1).
  public func pop() {
    performer.perform { $0.pop() }
  }

  /// Pops every screen; nothing on an empty path.
  ///
  /// - Complexity: O(n) in the depth.
  public func popToRoot() {
    performer.perform { $0.popToRoot() }
  }

  /// Makes any router operation and publishes it as planned.
  ///
  /// - Returns: The plan, or `nil` when the operation changed nothing.
  @discardableResult
  public func perform(_ operation: (inout NavigationRouter<Destination>) -> PathChangePlan?)
    -> PathChangePlan?
  {
    performer.perform(operation)
  }

  /// Adopts a path the system wrote (the back button, a swipe, a long press on the back
  /// button): the `NavigationStack` binding's setter.
  ///
  /// - Complexity: As ``NavigationRouter/adopt(_:)``.
  public func adopt(_ path: [Destination]) {
    performer.adopt(path)
  }

  /// Drops a split pop's second update that waits (the view went away).
  public func cancel() {
    performer.cancel()
  }

  /// Whether the link at `level` of a stack of nested links is active: the link in the root is
  /// level 0, active while the path has a screen; the link in screen `i` is level `i + 1`.
  ///
  /// - Complexity: O(1).
  public func isLinkActive(at level: Int) -> Bool {
    level >= 0 && level < cell.router.count
  }

  /// The binding of the link at `level` was written: `false` is the system's pop back to the
  /// screen that holds the link (adopted as ``adopt(_:)`` does); `true`, which only the app's
  /// own push makes, changes nothing.
  ///
  /// - Complexity: O(1) for the top link; as ``adopt(_:)`` otherwise.
  public func setLinkActive(_ isActive: Bool, at level: Int) {
    guard !isActive, level >= 0, level < cell.router.count else { return }
    adopt(Array(cell.router.path.prefix(level)))
  }
}

/// Where a model keeps its router, shared with the performer's closures.
@MainActor
final class RouterCell<Destination: Hashable> {
  var router: NavigationRouter<Destination>
  var beforeChange: (@MainActor () -> Void)?

  init(_ router: NavigationRouter<Destination>) {
    self.router = router
  }
}
