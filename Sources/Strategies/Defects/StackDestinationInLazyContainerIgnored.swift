// MARK: - `stack-destination-in-lazy-container-ignored`: the defect, its identifier and its strategy

extension IssueID {
  /// A `navigationDestination` attached inside a lazy container (`List`, `LazyVStack`,
  /// `LazyVGrid`, `Table`) is not seen by the `NavigationStack`: from iOS 18 a
  /// `navigationDestination(for:)` there is never evaluated, and on every version one on a row
  /// that is not on screen is not there.
  public static let stackDestinationInLazyContainerIgnored: IssueID =
    "stack-destination-in-lazy-container-ignored"
}

extension StrategyID {
  /// The built-in strategy that registers the destinations that rows of a lazy container declare at
  /// the `NavigationStack`'s root, for ``IssueID/stackDestinationInLazyContainerIgnored``.
  public static let hoistDestinationsOutOfLazyContainers: StrategyID =
    "hoist-destinations-out-of-lazy-containers"
}

extension BuiltInDefect {
  /// `stack-destination-in-lazy-container-ignored`.
  package static let stackDestinationInLazyContainerIgnored = BuiltInDefect(
    issue: KnownIssue(
      id: .stackDestinationInLazyContainerIgnored,
      title: "A navigationDestination inside a List or lazy stack is ignored",
      affected: .on(.iOS, .iPadOS, versions: 16...),
      trigger: "a row or section inside a List, LazyVStack, LazyHStack, LazyVGrid, LazyHGrid, "
        + "Table or TabView attaches navigationDestination(for:), (isPresented:) or (item:), "
        + "and the app pushes a value or sets the binding. From iOS 18 a "
        + "navigationDestination(for:) there is never evaluated (by design: Apple's release "
        + "note); (isPresented:) and (item:) there log a warning. Before 18 the modifiers were "
        + "documented as unsupported there: a lazy container builds its rows only while they "
        + "are on screen, and Apple's note says navigation state \"could be undefined\" once "
        + "the row declaring a destination had scrolled off. The catalogue's assumption: on "
        + "every version with NavigationStack (16.0 on), a destination on a row that is not "
        + "on screen is not there, and a push that needs it finds no destination",
      symptom: "the push finds no destination: NavigationLink(value:) does nothing and a path "
        + "append shows a blank screen, with \"misplaced navigationDestination ... It will be "
        + "ignored\" in the console",
      sources: [
        KnownIssue.ios18ReleaseNotes,
        "https://github.com/airbnb/lottie-ios/pull/2528",
        "https://github.com/RevenueCat/purchases-ios/pull/5149",
        "https://github.com/ozontech/SUINavigation/issues/2",
      ]),
    strategies: [HoistDestinationsOutOfLazyContainers()])
}

/// Registers the destinations that rows of a lazy container declare once at the
/// `NavigationStack`'s root, outside the container, so that the stack sees them whatever is on
/// screen.
///
/// A lazy container (`List`, `LazyVStack`, `LazyVGrid`, `Table`) builds its rows only while
/// they are on screen, and a `navigationDestination` attached to a row exists only while the
/// row does: a push whose destination lives on a row scrolled off screen finds none. From
/// iOS 18 a `navigationDestination(for:)` inside a lazy container is not evaluated at all, so
/// a `NavigationLink(value:)` in the very row that declares it pushes nothing. The strategy
/// sets the path-change policy's ``PathChangePolicy/destinationPlacement`` to
/// ``DestinationPlacement/stackRoot``: the app registers one `navigationDestination(for:)`
/// per type on the stack's root (the `List` itself) and its rows push values on the path. The
/// registration stays a `for:` one, which exists from iOS 16 (`navigationDestination(item:)`
/// does only from 17), and the row's own registration is dropped rather than kept beside it
/// (two registrations of one type make SwiftUI warn that it was declared earlier on the
/// stack).
package struct HoistDestinationsOutOfLazyContainers: PathChangeStrategy {
  /// Creates the strategy.
  package init() {}

  /// Addresses `stack-destination-in-lazy-container-ignored` on iOS and iPadOS 16 and later.
  package let descriptor = StrategyDescriptor(
    id: .hoistDestinationsOutOfLazyContainers,
    title: "Register row destinations at the stack's root, outside lazy containers",
    addresses: [.stackDestinationInLazyContainerIgnored],
    versions: .on(.iOS, .iPadOS, versions: 16...),
    rationale: "A destination on a lazy row exists only while the row is on screen, and from "
      + "iOS 18 one registered by type there is never evaluated; at the stack's root it is "
      + "always visible, on every version with NavigationStack.",
    sources: [KnownIssue.ios18ReleaseNotes, "https://github.com/airbnb/lottie-ios/pull/2528"])

  /// Hoists row destinations to the stack's root.
  package func adjust(_ policy: inout PathChangePolicy, for context: StrategyContext) {
    policy.destinationPlacement = .stackRoot
  }
}

// MARK: - The plan and its planners

/// Where a `NavigationStack`'s `navigationDestination` modifiers are attached: on the row that
/// declares them, or once at the stack's root, outside every lazy container.
///
/// A view declares a destination at both sites and registers it at the one the plan names
/// (`View.navigationDestination(for:placedAt:plan:destination:)` in `StrategiesSwiftUI`), so
/// that one registration of the type is visible to the stack whatever the plan.
public enum DestinationPlacement: UInt8, Hashable, Sendable, CaseIterable,
  CustomStringConvertible
{
  /// On the row (or section) that declares it, inside the `List`, `LazyVStack`, `LazyVGrid`
  /// or `Table` that holds the row: as written (the default).
  case lazyRow
  /// Once on the stack's root view, outside the lazy container (on the `List` itself); rows
  /// push values on the stack's path.
  case stackRoot

  /// `lazyRow`, `stackRoot`.
  public var description: String {
    switch self {
    case .lazyRow: "lazyRow"
    case .stackRoot: "stackRoot"
    }
  }
}

/// Plans where a `NavigationStack`'s destinations that rows declare are registered:
/// ``DestinationPlacementPlanner``, which follows the policy resolved at run time, or
/// ``PassthroughDestinationPlacementPlanner``, the planner of a version on which no strategy
/// moves them.
///
/// ```swift
/// if let passthrough = PassthroughDestinationPlacementPlanner(strategies: strategies) {
///   LibraryView(model: LibraryModel(planner: passthrough))
/// } else {
///   LibraryView(model: LibraryModel(planner: DestinationPlacementPlanner(strategies: strategies)))
/// }
/// ```
public protocol DestinationPlacementPlanning: Sendable {
  /// Where a destination that a row of a lazy container declares is registered.
  func planPlacement() -> DestinationPlacement
}

/// Plans where the destinations that rows of a lazy container (`List`, `LazyVStack`,
/// `LazyVGrid`, `Table`) declare are registered.
///
/// The plan is read from the path-change policy once, when the planner is created. With
/// ``DestinationPlacement/stackRoot`` the app registers one `navigationDestination(for:)` per
/// type on the stack's root, outside the lazy container, and the rows push values on the
/// stack's path; with ``DestinationPlacement/lazyRow`` the rows keep the modifiers they declare.
///
/// ```swift
/// let placement = DestinationPlacementPlanner(strategies: strategies).planPlacement()
/// List(items) { item in
///   NavigationLink(item.title, value: item)
///     .navigationDestination(for: Item.self, placedAt: .lazyRow, plan: placement) { ItemView($0) }
/// }
/// .navigationDestination(for: Item.self, placedAt: .stackRoot, plan: placement) { ItemView($0) }
/// ```
public struct DestinationPlacementPlanner: DestinationPlacementPlanning, Hashable {
  /// The placement every destination a row declares gets.
  public let placement: DestinationPlacement

  /// Creates a planner with the destination placement of `strategies`.
  public init(strategies: StrategySet) {
    self.placement = strategies.pathChanges.destinationPlacement
  }

  /// Where a destination that a row declares is registered.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func planPlacement() -> DestinationPlacement { placement }
}

/// The destination-placement planner of a version on which no strategy moves destinations:
/// every destination stays on the row that declares it.
///
/// ```swift
/// if let passthrough = PassthroughDestinationPlacementPlanner(strategies: strategies) {
///   // no NavigationStack on this version, or no strategy hoists destinations
/// }
/// ```
public struct PassthroughDestinationPlacementPlanner: DestinationPlacementPlanning, Hashable {
  /// The passthrough planner, whatever the strategies.
  @inlinable
  public init() {}

  /// The passthrough planner if no strategy of `strategies` moves destinations, else `nil`
  /// (use ``DestinationPlacementPlanner`` then).
  public init?(strategies: StrategySet) {
    guard strategies.pathChanges.destinationPlacement == .lazyRow else { return nil }
  }

  /// ``DestinationPlacement/lazyRow``.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func planPlacement() -> DestinationPlacement { .lazyRow }
}

// Made from a context and for the running device, as every planner is.
extension DestinationPlacementPlanner: StrategySetPlanner {}
