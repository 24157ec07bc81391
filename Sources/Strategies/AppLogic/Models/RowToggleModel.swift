/// A view model over rows the app shows and hides, named by the app's own row type: the app
/// reads ``isVisible(_:)`` and changes rows with ``toggle(_:)`` or ``set(_:)``; each batch is
/// scheduled by a ``RowToggleCoordinator`` and performed through a ``RowTogglePerformer``.
///
/// The rows are listed once, in the order they appear in their section, so the model knows
/// which are adjacent.
///
/// ```swift
/// enum TimeRow: Hashable { case picker, stepper }
/// let rows = RowToggleModel([TimeRow.picker: true, .stepper: false], context: context, host: host)
/// rows.toggle(.picker, .stepper)  // iOS 15: the second toggle on the next turn
/// ```
public final class RowToggleModel<Row: Hashable>: ChangeNotifyingModel {
  private var visible: [Row: Bool]
  private let slots: [Row: RowID]
  private let coordinator: RowToggleCoordinator
  private let performer: RowTogglePerformer<AnyPlanHost>

  /// Creates a model of `rows` (in display order, each with whether it shows), planned with the
  /// strategies `registry` resolves for `context` (the list's traits) and published through
  /// `host`; animated steps run in `animation`.
  public convenience init(
    _ rows: KeyValuePairs<Row, Bool>, context: StrategyContext, host: some PlanHost,
    registry: StrategyRegistry = .standard(), animation: PlannedAnimation = .systemDefault
  ) {
    self.init(rows, strategies: registry.resolve(context), host: host, animation: animation)
  }

  /// Creates a model of `rows` (in display order, each with whether it shows), planned with
  /// `strategies`. A row listed twice keeps its first place and value.
  public init(
    _ rows: KeyValuePairs<Row, Bool>, strategies: StrategySet, host: some PlanHost,
    animation: PlannedAnimation = .systemDefault
  ) {
    var visible: [Row: Bool] = [:]
    var slots: [Row: RowID] = [:]
    for (position, (row, isVisible)) in rows.enumerated() where slots[row] == nil {
      visible[row] = isVisible
      slots[row] = RowID(section: 0, row: position)
    }
    self.visible = visible
    self.slots = slots
    coordinator = RowToggleCoordinator(strategies: strategies)
    performer = RowTogglePerformer(host: AnyPlanHost(base: host), animation: animation)
    super.init()
  }

  /// Whether `row` shows (`false` for a row the model was not created with).
  ///
  /// - Complexity: O(1).
  public func isVisible(_ row: Row) -> Bool { visible[row] ?? false }

  /// The number of deferred steps that have not run yet.
  package var pendingCount: Int { performer.pendingCount }

  /// Shows each hidden row of `rows` and hides each shown one, as one batch.
  ///
  /// - Complexity: O(k) in the rows.
  public func toggle(_ rows: Row...) {
    set(rows.map { ($0, !isVisible($0)) })
  }

  /// Sets each row's visibility, in order, as one batch; rows the model was not created with
  /// are left out.
  ///
  /// - Complexity: O(k) in the changes.
  public func set(_ changes: KeyValuePairs<Row, Bool>) {
    set(changes.map { ($0.key, $0.value) })
  }

  /// Drops the deferred steps that have not run yet (the list went away).
  public func cancel() {
    performer.cancel()
  }

  private func set(_ changes: [(Row, Bool)]) {
    let known = changes.compactMap { change in slots[change.0].map { (change.0, $0, change.1) } }
    let toggles = known.map { RowToggle($0.1, visible: $0.2) }
    performer.perform(coordinator.schedule(toggles)) { [weak self] range in
      guard let self else { return }
      notifyWillChange()
      for (row, _, isVisible) in known[range] { visible[row] = isVisible }
    }
  }
}
