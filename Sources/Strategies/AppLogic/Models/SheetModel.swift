/// A view model of a sheet opened from a list that may be in edit mode: ``present()`` leaves
/// edit mode first and presents on a later turn where the system needs it, and sets the weight
/// the sheet's text fields get (a ``SheetPresenter`` plans, a ``SheetPresentationPerformer``
/// performs).
///
/// ```swift
/// let sheet = SheetModel(context: context, host: host)
/// sheet.isEditing = true
/// sheet.present()  // iOS 15: leaves edit mode, presents one turn later
/// ```
public final class SheetModel: ChangeNotifyingModel {
  /// Whether the list is in edit mode.
  public var isEditing = false {
    willSet { notifyWillChange() }
  }
  /// Whether the sheet shows: bind it to `sheet(isPresented:)`.
  public var isPresented = false {
    willSet { notifyWillChange() }
  }
  /// The weight the sheet's text fields get, or `nil` to leave them alone.
  public private(set) var textFieldWeight: FontWeight? {
    willSet { notifyWillChange() }
  }
  private let presenter: SheetPresenter
  private let performer: SheetPresentationPerformer<AnyPlanHost>

  /// Creates a model with the sheet hidden and the list not editing, planned with the
  /// strategies `registry` resolves for `context` and published through `host`.
  public convenience init(
    context: StrategyContext, host: some PlanHost, registry: StrategyRegistry = .standard()
  ) {
    self.init(strategies: registry.resolve(context), host: host)
  }

  /// Creates a model with the sheet hidden and the list not editing, planned with
  /// `strategies`.
  public init(strategies: StrategySet, host: some PlanHost) {
    presenter = SheetPresenter(strategies: strategies)
    performer = SheetPresentationPerformer(host: AnyPlanHost(base: host))
    super.init()
  }

  /// Whether a presentation waits for its turn.
  package var isPending: Bool { performer.isPending }

  /// Presents the sheet as the strategies plan it for the list's edit mode.
  public func present() {
    let plan = presenter.plan(listIsEditing: isEditing)
    textFieldWeight = plan.textFieldWeight
    performer.present(
      plan, leaveEditMode: { isEditing = false },
      present: { [weak self] in self?.isPresented = true })
  }

  /// Drops a presentation that waits (the view went away).
  public func cancel() {
    performer.cancel()
  }
}
