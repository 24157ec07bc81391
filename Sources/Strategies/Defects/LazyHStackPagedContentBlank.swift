// MARK: - `lazy-hstack-paged-content-blank`: the defect, its identifiers and its strategy

extension IssueID {
  /// On iOS 18 a lazy horizontal stack whose children register themselves with their parent
  /// when they appear (a pager's tab strip, whose items register the pages) builds only its
  /// first child: the others never appear, never register, and the pager shows one page or
  /// none.
  public static let lazyHStackPagedContentBlank: IssueID = "lazy-hstack-paged-content-blank"
}

extension StrategyID {
  /// The built-in strategy that lays out a small, fixed set of self-registering children in an
  /// eager `HStack` instead of a `LazyHStack`, for ``IssueID/lazyHStackPagedContentBlank``.
  public static let eagerStackForRegisteringChildren: StrategyID =
    "eager-stack-for-registering-children"
}

extension KnownIssue {
  /// A pager library's report: blank on iOS 18.0, fine on 17.5; an eager `HStack` for the
  /// tabs fixes it.
  package static let pagerTabStripBlank =
    "https://github.com/xmartlabs/PagerTabStripView/issues/140"
  /// The library's fix: the tab strip's `LazyHStack` replaced by an `HStack`.
  package static let pagerTabStripEagerStack =
    "https://github.com/xmartlabs/PagerTabStripView/pull/141"
}

/// The versions the defect affects: its catalogue entry's range (no fix is known, so it has no
/// end), and its strategy's.
private let affectedVersions: VersionSet = .on(.iOS, .iPadOS, versions: 18...)

extension BuiltInDefect {
  /// `lazy-hstack-paged-content-blank`.
  package static let lazyHStackPagedContentBlank = BuiltInDefect(
    issue: KnownIssue(
      id: .lazyHStackPagedContentBlank,
      title: "A lazy stack of self-registering children builds only the first",
      affected: affectedVersions,
      trigger: "a `LazyHStack` whose children register themselves with a parent when they "
        + "appear (`onAppear`, a preference), and whose size follows what has registered: a "
        + "pager's tab strip, whose tab items register the pages the pager shows. A pager "
        + "library reports it blank on iOS 18.0 and fine on 17.5, built with Xcode 16, and "
        + "an eager `HStack` for the tabs fixes it (an app reports the same after updating "
        + "the library). The sources name no fixed release and do not say whether the SDK "
        + "matters: the catalogue judges the OS version and assumes every release from 18.0 "
        + "keeps it",
      symptom: "only the first child is built: the pager shows one page (or none) and its tab "
        + "strip one tab; swiping finds nothing",
      sources: [
        KnownIssue.pagerTabStripBlank,
        KnownIssue.pagerTabStripEagerStack,
        "https://github.com/isaced/V2exOS/pull/35",
      ],
      fixedInUnknown: true),
    strategies: [EagerStackForRegisteringChildren()])
}

/// Lays out a small, fixed set of children that register themselves with their parent in an
/// eager `HStack`, on iOS and iPadOS 18 and later.
///
/// There a `LazyHStack` sized from what its children registered builds only its first child,
/// so the others never appear and never register. An `HStack` builds every child at once, so
/// every one registers; for a handful of tab items that costs nothing a lazy stack saved. Long
/// content (a feed of rows) keeps its lazy stack: built eagerly, every row would be made at
/// once. On earlier releases the lazy stack builds the children that fit, and the strategy is
/// off.
package struct EagerStackForRegisteringChildren: KeyedPolicyStrategy {
  /// The plan's key.
  package typealias Policy = LazyStackPolicy

  /// Creates the strategy.
  package init() {}

  /// Addresses `lazy-hstack-paged-content-blank` on iOS and iPadOS 18 and later.
  package let descriptor = StrategyDescriptor(
    id: .eagerStackForRegisteringChildren,
    title: "Lay out self-registering children in an eager HStack",
    addresses: [.lazyHStackPagedContentBlank],
    versions: affectedVersions,
    rationale: "On iOS 18 a LazyHStack sized from what its children registered builds only the "
      + "first; an HStack builds the handful of tab items at once, and long content keeps its "
      + "lazy stack.",
    sources: [KnownIssue.pagerTabStripEagerStack, KnownIssue.pagerTabStripBlank])

  /// Makes the stacks of self-registering children eager.
  package func adjust(_ policy: inout LazyStackRoute, for context: StrategyContext) {
    policy = .eagerForRegisteringChildren
  }
}

// MARK: - The policy, the plan and its planner

/// Which horizontal stacks an app builds eagerly.
public enum LazyStackRoute: UInt8, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// Every stack as written (the default): lazy where the app wrote `LazyHStack`.
  case asWritten
  /// A small, fixed set of children that register with their parent in an `HStack`; the rest
  /// as written.
  case eagerForRegisteringChildren
  /// Every stack in an `HStack`, long content included: no strategy should write it; the
  /// mutation check tries it.
  case eagerEverywhere

  /// `asWritten`, `eagerForRegisteringChildren` or `eagerEverywhere`.
  public var description: String {
    switch self {
    case .asWritten: "asWritten"
    case .eagerForRegisteringChildren: "eagerForRegisteringChildren"
    case .eagerEverywhere: "eagerEverywhere"
    }
  }
}

/// What a horizontal stack the app wrote as a `LazyHStack` holds.
public enum LazyStackContent: UInt8, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// A small, fixed set of children that register themselves with their parent when they
  /// appear (a pager's tab items).
  case registeringChildren
  /// Long content the app means to build lazily (a feed's rows).
  case longContent

  /// `registeringChildren` or `longContent`.
  public var description: String {
    switch self {
    case .registeringChildren: "registeringChildren"
    case .longContent: "longContent"
    }
  }
}

/// The stack to build.
public enum HorizontalStackKind: UInt8, Hashable, Sendable, CaseIterable,
  CustomStringConvertible
{
  /// `LazyHStack`.
  case lazy
  /// `HStack`.
  case eager

  /// `lazy` or `eager`.
  public var description: String {
    switch self {
    case .lazy: "lazy"
    case .eager: "eager"
    }
  }
}

/// The plan for `lazy-hstack-paged-content-blank`: which stacks are built eagerly
/// (``LazyStackRoute/asWritten`` unless a strategy changes it).
public enum LazyStackPolicy: StrategyPolicyKey {
  /// Every stack as written.
  public static let passthrough = LazyStackRoute.asWritten
}

/// Plans, per the resolved strategies, whether a horizontal stack the app wrote as a
/// `LazyHStack` is built lazily or eagerly, from what it holds.
///
/// ```swift
/// let stacks = LazyStackPlanner(strategies: strategies)
/// stacks.stack(for: .registeringChildren)   // iOS 18 and later: .eager; elsewhere .lazy
/// stacks.stack(for: .longContent)           // .lazy
/// ```
public struct LazyStackPlanner: Sendable, Hashable {
  /// Which stacks are built eagerly.
  public let route: LazyStackRoute

  /// Creates the planner with the strategies `registry` resolves for `context`.
  public init(context: StrategyContext, registry: StrategyRegistry = .standard()) {
    self.init(strategies: registry.resolve(context))
  }

  /// Creates the planner with the lazy-stack plan of `strategies`.
  public init(strategies: StrategySet) {
    self.route = strategies.policy(LazyStackPolicy.self)
  }

  /// The stack to build for `content`.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func stack(for content: LazyStackContent) -> HorizontalStackKind {
    switch route {
    case .asWritten: .lazy
    case .eagerForRegisteringChildren: content == .registeringChildren ? .eager : .lazy
    case .eagerEverywhere: .eager
    }
  }
}

// Made from a context and for the running device, as every planner is.
extension LazyStackPlanner: StrategySetPlanner {}
