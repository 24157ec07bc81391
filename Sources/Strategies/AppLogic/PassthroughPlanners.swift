// The planners of versions on which none of their strategies is active. Each plans as code
// without navbench does, with a constant plan: code generic over the planner's protocol and
// specialised for the passthrough type folds the plan away, so that a strategy that is off
// costs nothing. Choose the type once, where the view model is built, as
// ``PassthroughSheetPresenter`` shows.

/// Plans how a view attaches its presentation modifiers: ``PresentationPlanner``, which
/// follows the hosting resolved at run time, or `PassthroughPresentationPlanner`, the planner
/// of a version on which no presentation-hosting strategy is active.
///
/// ```swift
/// if let passthrough = PassthroughPresentationPlanner(strategies: strategies) {
///   EditorView(model: EditorModel(planner: passthrough))
/// } else {
///   EditorView(model: EditorModel(planner: PresentationPlanner(strategies: strategies)))
/// }
/// ```
public protocol PresentationPlanning: Sendable {
  /// The plan for a view that declares `count` presentation modifiers (a negative count is
  /// none).
  func plan(declaring count: Int) -> PresentationHostingPlan
}

extension PresentationPlanner: PresentationPlanning {}

/// The presentation planner of a version on which no strategy changes how a view hosts its
/// presentations: every plan chains the modifiers as written.
///
/// ```swift
/// PassthroughPresentationPlanner().plan(declaring: 2)  // chained, 2 modifiers
/// ```
public struct PassthroughPresentationPlanner: PresentationPlanning, Hashable {
  /// The passthrough planner, whatever the strategies.
  @inlinable
  public init() {}

  /// The passthrough planner if no strategy of `strategies` changes how presentations are
  /// hosted, else `nil` (use ``PresentationPlanner`` then).
  public init?(strategies: StrategySet) {
    guard strategies.sheetPresentation.multiplePresentations == .chained else { return nil }
  }

  /// The modifiers chained as written: one per declared presentation (none for a negative
  /// count).
  ///
  /// - Complexity: O(1).
  @inlinable
  public func plan(declaring count: Int) -> PresentationHostingPlan {
    PresentationHostingPlan(hosting: .chained, modifierCount: max(count, 0))
  }
}

/// Plans a navigation column's conditional root and the way back from a content or detail
/// column: ``ColumnRootPlanner``, which follows the plans resolved at run time, or
/// `PassthroughColumnRootPlanner`, the planner of a version on which no column strategy is
/// active.
public protocol ColumnRootPlanning: Sendable {
  /// The plan for the column's root.
  func plan() -> ColumnRootPlan
  /// How a view in the content or detail column goes back to the sidebar.
  func dismissDetail() -> DetailDismissal
}

extension ColumnRootPlanner: ColumnRootPlanning {}

/// The column planner of a version on which no strategy changes how a conditional root is
/// hosted or how a column goes back: every plan is ``ColumnRootPlan/asWritten``, and every
/// way back is the captured ``DetailDismissal/dismissAction``.
///
/// ```swift
/// if let passthrough = PassthroughColumnRootPlanner(strategies: strategies) {
///   // the conditional and the DismissAction as written: nothing to work around
/// }
/// ```
public struct PassthroughColumnRootPlanner: ColumnRootPlanning, Hashable {
  /// The passthrough planner, whatever the strategies.
  @inlinable
  public init() {}

  /// The passthrough planner if no strategy of `strategies` changes how conditional roots are
  /// hosted or how a column goes back, else `nil` (use ``ColumnRootPlanner`` then).
  public init?(strategies: StrategySet) {
    let policy = strategies.directionalTransitions
    guard policy.conditionalColumnRoots == .asWritten, policy.detailDismissal == .dismissAction
    else { return nil }
  }

  /// ``ColumnRootPlan/asWritten``.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func plan() -> ColumnRootPlan { .asWritten }

  /// ``DetailDismissal/dismissAction``: call the captured `DismissAction`.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func dismissDetail() -> DetailDismissal { .dismissAction }
}

/// Plans the appearances of navigation and tab bars: ``BarAppearance``, which follows the
/// policy resolved at run time, or `PassthroughBarAppearance`, the planner of a version on
/// which no bar-appearance strategy is active.
public protocol BarAppearancePlanning: Sendable {
  /// The plan for one bar, once, after the app has configured its appearances.
  ///
  /// - Parameters:
  ///   - bar: The kind of bar.
  ///   - appSetsScrollEdgeAppearance: Whether the app sets the bar's `scrollEdgeAppearance`
  ///     itself.
  func scrollEdgePlan(for bar: BarKind, appSetsScrollEdgeAppearance: Bool) -> BarAppearancePlan
}

extension BarAppearance: BarAppearancePlanning {}

/// The bar-appearance planner of a version on which no strategy changes a bar's appearances:
/// every plan leaves them as the app set them.
///
/// ```swift
/// if let passthrough = PassthroughBarAppearance(strategies: strategies) {
///   // iOS 14: nothing to work around
/// }
/// ```
public struct PassthroughBarAppearance: BarAppearancePlanning, Hashable {
  /// The passthrough planner, whatever the strategies.
  @inlinable
  public init() {}

  /// The passthrough planner if no strategy of `strategies` changes a bar's appearances, else
  /// `nil` (use ``BarAppearance`` then).
  public init?(strategies: StrategySet) {
    guard !strategies.listAppearance.barScrollEdgeUsesStandardAppearance else { return nil }
  }

  /// The appearances as the app set them: the scroll-edge appearance left alone.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func scrollEdgePlan(for bar: BarKind, appSetsScrollEdgeAppearance: Bool)
    -> BarAppearancePlan
  {
    BarAppearancePlan(setsScrollEdgeToStandard: false)
  }
}

/// Schedules batches of row toggles: ``RowToggleCoordinator``, which follows the policy
/// resolved at run time, or ``PassthroughRowToggleCoordinator``, the scheduler of a version on
/// which no row-toggle strategy is active.
public protocol RowToggleScheduling: Sendable {
  /// Schedules a batch of `count` toggles the caller already knows to touch adjacent rows or
  /// not.
  func schedule(count: Int, touchesAdjacentRows: Bool) -> RowToggleSchedule
  /// Schedules `toggles`.
  func schedule(_ toggles: some Collection<RowToggle>) -> RowToggleSchedule
}

extension RowToggleCoordinator: RowToggleScheduling {}

/// The row-toggle scheduler of a version on which no strategy changes how a batch is applied:
/// every batch is one animated update, as code without navbench applies it.
///
/// ```swift
/// if let passthrough = PassthroughRowToggleCoordinator(strategies: strategies) {
///   // iOS 16 and later: every batch in one withAnimation
/// }
/// ```
public struct PassthroughRowToggleCoordinator: RowToggleScheduling, Hashable {
  /// The passthrough scheduler, whatever the strategies.
  @inlinable
  public init() {}

  /// The passthrough scheduler if no strategy of `strategies` changes how a batch of row
  /// toggles is applied, else `nil` (use ``RowToggleCoordinator`` then).
  public init?(strategies: StrategySet) {
    guard strategies.rowToggles == .passthrough else { return nil }
  }

  /// One animated batch of `count` toggles (none for a negative count).
  ///
  /// - Complexity: O(1).
  @inlinable
  public func schedule(count: Int, touchesAdjacentRows: Bool) -> RowToggleSchedule {
    RowToggleSchedule(count: max(count, 0), mode: .animatedBatch, shape: .oneAnimatedStep)
  }

  /// One animated batch of `toggles`.
  ///
  /// - Complexity: O(1) for a random-access collection; O(k) otherwise, to count them.
  @inlinable
  public func schedule(_ toggles: some Collection<RowToggle>) -> RowToggleSchedule {
    RowToggleSchedule(count: toggles.count, mode: .animatedBatch, shape: .oneAnimatedStep)
  }
}

/// Plans a list's appearance: ``ListAppearance``, which follows the policy resolved at run
/// time, or `PassthroughListAppearance`, the planner of a version on which no list-appearance
/// strategy is active.
public protocol ListAppearancePlanning: Sendable {
  /// The background plan for a list.
  ///
  /// - Parameter customBackground: Whether the app wants its own background behind the list.
  func backgroundPlan(customBackground: Bool) -> ListBackgroundPlan
  /// The plan for the list's section headers.
  func sectionHeaderPlan() -> SectionHeaderPlan
  /// The container of a refreshable feed.
  func refreshableFeedPlan() -> RefreshableFeedPlan
}

extension ListAppearancePlanning {
  /// The feed in the `ScrollView` it was designed in: the default of a planner that changes no
  /// refreshable feed.
  @inlinable
  public func refreshableFeedPlan() -> RefreshableFeedPlan {
    RefreshableFeedPlan(container: .scrollView)
  }
}

extension ListAppearance: ListAppearancePlanning {}

/// The list-appearance planner of a version on which no strategy changes a list's background,
/// its section headers or the container of a refreshable feed: every plan leaves the list as
/// the app built it.
///
/// ```swift
/// if let passthrough = PassthroughListAppearance(strategies: strategies) {
///   // iOS 14: nothing to work around
/// }
/// ```
public struct PassthroughListAppearance: ListAppearancePlanning, Hashable {
  /// The passthrough planner, whatever the strategies.
  @inlinable
  public init() {}

  /// The passthrough planner if no strategy of `strategies` changes a list's background,
  /// section headers or refreshable feeds, else `nil` (use ``ListAppearance`` then).
  public init?(strategies: StrategySet) {
    let policy = strategies.listAppearance
    guard !policy.hidesScrollContentBackground, !policy.zeroesSectionHeaderTopPadding,
      policy.refreshableFeedContainer == .scrollView
    else {
      return nil
    }
  }

  /// The app's background, if it wants one, with the scroll-content background left alone.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func backgroundPlan(customBackground: Bool) -> ListBackgroundPlan {
    ListBackgroundPlan(
      appliesCustomBackground: customBackground, hidesScrollContentBackground: false)
  }

  /// The headers' padding left alone.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func sectionHeaderPlan() -> SectionHeaderPlan {
    SectionHeaderPlan(zeroesTopPadding: false)
  }
}

/// Plans when to present a sheet asked for during a dismissal: ``SheetSequencer``, which
/// follows the timing resolved at run time, or ``PassthroughSheetSequencer``, the planner of a
/// version on which no strategy holds such a presentation.
public protocol SheetSequencing: Sendable {
  /// When to present a sheet asked for now.
  ///
  /// - Parameter dismissing: Whether a presentation's dismiss animation is running (its
  ///   binding cleared, its `onDismiss` not yet run).
  func timing(whileDismissing dismissing: Bool) -> PresentationTiming
}

extension SheetSequencer: SheetSequencing {}

/// The sheet sequencer of a version on which no strategy holds a presentation asked for during
/// a dismissal: every presentation is set now, as code without navbench sets it.
///
/// ```swift
/// if let passthrough = PassthroughSheetSequencer(strategies: strategies) {
///   // iOS 16.4 and later: set the presentation now, whatever the dismissal
/// }
/// ```
public struct PassthroughSheetSequencer: SheetSequencing, Hashable {
  /// The passthrough sequencer, whatever the strategies.
  @inlinable
  public init() {}

  /// The passthrough sequencer if no strategy of `strategies` holds a presentation asked for
  /// during a dismissal, else `nil` (use ``SheetSequencer`` then).
  public init?(strategies: StrategySet) {
    guard !strategies.sheetPresentation.presentsAfterDismissal else { return nil }
  }

  /// ``PresentationTiming/now``, whatever the dismissal.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func timing(whileDismissing dismissing: Bool) -> PresentationTiming { .now }
}
