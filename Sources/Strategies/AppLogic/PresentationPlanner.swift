/// How a view presents modally: as a sheet or as a full-screen cover.
public enum PresentationStyle: String, Hashable, Sendable, Codable, CaseIterable {
  /// `sheet(item:)` or `sheet(isPresented:)`.
  case sheet
  /// `fullScreenCover(item:)` or `fullScreenCover(isPresented:)`.
  case fullScreenCover
}

/// How a view that declares several presentations attaches their modifiers.
public enum PresentationHosting: UInt8, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// One modifier per presentation, chained on the same view, as written (what naive code
  /// gets).
  case chained
  /// One modifier driven by one item, an enum of the view's presentations: the item says which
  /// presentation and its style, so the view attaches a single presentation modifier.
  case singleItem

  /// `chained`, `singleItem`.
  public var description: String {
    switch self {
    case .chained: "chained"
    case .singleItem: "singleItem"
    }
  }
}

/// How to attach the presentation modifiers of one view.
public struct PresentationHostingPlan: Hashable, Sendable {
  /// The hosting to apply.
  public let hosting: PresentationHosting
  /// The count the plan was created with (what ``modifierCount`` returns).
  @usableFromInline let declaredModifierCount: Int

  /// How many presentation modifiers the view attaches: one per declared presentation when
  /// chained, one when driven by a single item (none when it declares none).
  @available(
    *, deprecated,
    message: "read usesSingleItem: one item-driven modifier when true, the declared ones when false"
  )
  @inlinable
  public var modifierCount: Int { declaredModifierCount }

  /// Creates a plan.
  @inlinable
  public init(hosting: PresentationHosting, modifierCount: Int) {
    self.hosting = hosting
    self.declaredModifierCount = modifierCount
  }

  /// Whether the view's presentations go through one item-driven modifier.
  @inlinable
  public var usesSingleItem: Bool { hosting == .singleItem }
}

/// Plans how a view attaches its presentation modifiers (`sheet`, `fullScreenCover`) when it
/// declares several.
///
/// The app declares the view's presentations; the plan says whether to chain one modifier per
/// presentation or to drive them all through one item (an enum of the presentations). The
/// hosting is resolved once, when the planner is created.
///
/// ```swift
/// // A screen that declares a sheet and a full-screen cover:
/// let plan = PresentationPlanner(strategies: strategies).plan(declaring: 2)
/// // iOS 14.0 to 14.4: one item-driven modifier; iOS 14.5 and later: chained, as written
/// ```
public struct PresentationPlanner: Hashable, Sendable {
  /// The hosting of views that declare two or more presentations.
  public let hosting: PresentationHosting

  /// Creates a planner with the presentation hosting of `strategies`.
  public init(strategies: StrategySet) {
    self.hosting = strategies.sheetPresentation.multiplePresentations
  }

  /// The plan for a view that declares `count` presentation modifiers (a negative count is
  /// none).
  ///
  /// A view with fewer than two presentations has nothing to chain: its plan is `chained`,
  /// with one modifier or none.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func plan(declaring count: Int) -> PresentationHostingPlan {
    guard count > 1, hosting == .singleItem else {
      return PresentationHostingPlan(hosting: .chained, modifierCount: max(count, 0))
    }
    return PresentationHostingPlan(hosting: .singleItem, modifierCount: 1)
  }
}
