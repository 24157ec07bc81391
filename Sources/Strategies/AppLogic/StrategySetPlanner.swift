/// A planner or coordinator made from the strategies resolved for where it runs: every one of
/// them is created three ways, from a resolved set, from a context, and (on Apple platforms)
/// for the running device.
///
/// ```swift
/// let sequencer = SheetSequencer(strategies: strategies)           // a set resolved once
/// let rotation = InterfaceRotationPlanner(context: context)         // resolved here
/// let placement = DestinationPlacementPlanner(traits: [])            // the running device
/// ```
///
/// A plug-in's planner conforms by declaring `init(strategies:)`; the other two come with it.
public protocol StrategySetPlanner {
  /// Creates the planner with the policies of `strategies`.
  init(strategies: StrategySet)
}

extension StrategySetPlanner {
  /// Creates the planner with the strategies `registry` resolves for `context`.
  ///
  /// - Complexity: one resolution of `context` (cached by the registry), then O(1).
  public init(context: StrategyContext, registry: StrategyRegistry = .standard()) {
    self.init(strategies: registry.resolve(context))
  }

  #if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS) || os(macOS)
    /// Creates the planner for the running device: the strategies `registry` resolves for
    /// ``StrategyContext/current(traits:)`` with the traits of the container it serves.
    ///
    /// ```swift
    /// let tabs = TabReselectPlanner(traits: [.stackInTabView])
    /// ```
    public init(traits: Set<ContextTrait>, registry: StrategyRegistry = .standard()) {
      self.init(context: .current(traits: traits), registry: registry)
    }
  #endif
}

// The shared planners and coordinators of this module that are made from a resolved set; a
// defect's own planner conforms in its home. Every type with a public
// `init(strategies: StrategySet)` conforms (`PlannerShortcutTests` checks it).
extension BarAppearance: StrategySetPlanner {}
extension ColumnRootPlanner: StrategySetPlanner {}
extension InterfaceRotationPlanner: StrategySetPlanner {}
extension ListAppearance: StrategySetPlanner {}
extension PresentationPlanner: StrategySetPlanner {}
extension RowToggleCoordinator: StrategySetPlanner {}
extension SheetInteractionPlanner: StrategySetPlanner {}
extension SheetPresenter: StrategySetPlanner {}
extension SheetSequencer: StrategySetPlanner {}
extension TransformTransitionCoordinator: StrategySetPlanner {}
