/// What a navigation path change does, classified by its effect.
public enum PathChangeKind: String, Hashable, Sendable, CaseIterable, Codable {
  /// Entries were appended.
  case push
  /// Entries were removed and the path is not emptied from depth two or more.
  case pop
  /// Two or more entries were removed at once and the path is now empty.
  case popToRoot
  /// Entries were replaced (the new path is not a prefix or extension of the old one).
  case replace
}

/// How a pop that removes two or more entries at once reaches the screen.
public enum MultiLevelPopPlan: UInt8, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// In one update, as the app asked: the default.
  case oneUpdate
  /// In two updates: first the entries under the top are dropped (nothing visible moves), then
  /// the top is popped alone on the next run-loop turn, as a single-level pop. A pop planned
  /// with no visible animation (`TransactionPlan.hasVisibleAnimation`) stays one update:
  /// there is no animation to save, and a strategy that plans it so (a zero-duration pop to
  /// root) needs it whole.
  case dropCoveredFirst

  /// `oneUpdate`, `dropCoveredFirst`.
  public var description: String {
    switch self {
    case .oneUpdate: "oneUpdate"
    case .dropCoveredFirst: "dropCoveredFirst"
    }
  }
}

/// The resolved transaction plan for each kind of path change.
///
/// Path-change strategies write it once at resolution; ``NavigationRouter`` reads one field per
/// operation, so a strategy's per-operation cost is a field load.
public struct PathChangePolicy: Hashable, Sendable {
  /// The plan for pushes.
  public var push: TransactionPlan
  /// The plan for pops that do not empty the path from depth two or more.
  public var pop: TransactionPlan
  /// The plan for pops that empty the path from depth two or more.
  public var popToRoot: TransactionPlan
  /// The plan for replacements.
  public var replace: TransactionPlan
  /// How pops of two or more entries reach the screen (``MultiLevelPopPlan/oneUpdate`` unless
  /// a strategy splits them).
  public var multiLevelPops: MultiLevelPopPlan
  /// Whether pushed screens offer the system's edge-swipe pop (``InteractivePopPlan/system``
  /// unless a strategy takes it away).
  public var interactivePop: InteractivePopPlan
  /// How a ``PresentationChain`` is bound to its stack (``PresentationBindingPlan/flags``
  /// unless a strategy binds it as a path).
  public var presentationBinding: PresentationBindingPlan
  /// What the app does when the user taps the tab hosting the stack while it is selected
  /// (``TabReselectPlan/system`` unless a strategy pops the stack itself).
  public var tabReselection: TabReselectPlan
  /// Where the stack's `navigationDestination` modifiers that a row declares are attached
  /// (``DestinationPlacement/lazyRow`` unless a strategy hoists them to the stack's root).
  public var destinationPlacement: DestinationPlacement

  /// Creates a policy; every kind inherits the host's transaction unless given, multi-level
  /// pops are one update, pushed screens offer the system's edge swipe, and presentation
  /// chains are bound by flags, a reselected tab is left to the system, and destinations stay
  /// on the rows that declare them.
  public init(
    push: TransactionPlan = .inherit, pop: TransactionPlan = .inherit,
    popToRoot: TransactionPlan = .inherit, replace: TransactionPlan = .inherit,
    multiLevelPops: MultiLevelPopPlan = .oneUpdate, interactivePop: InteractivePopPlan = .system,
    presentationBinding: PresentationBindingPlan = .flags,
    tabReselection: TabReselectPlan = .system,
    destinationPlacement: DestinationPlacement = .lazyRow
  ) {
    self.push = push
    self.pop = pop
    self.popToRoot = popToRoot
    self.replace = replace
    self.multiLevelPops = multiLevelPops
    self.interactivePop = interactivePop
    self.presentationBinding = presentationBinding
    self.tabReselection = tabReselection
    self.destinationPlacement = destinationPlacement
  }

  /// The policy with no strategy applied: every change inherits the host's transaction.
  public static let passthrough = PathChangePolicy()

  /// The plan for `kind`.
  ///
  /// - Complexity: O(1).
  @inlinable
  public subscript(kind: PathChangeKind) -> TransactionPlan {
    get {
      switch kind {
      case .push: push
      case .pop: pop
      case .popToRoot: popToRoot
      case .replace: replace
      }
    }
    set {
      switch kind {
      case .push: push = newValue
      case .pop: pop = newValue
      case .popToRoot: popToRoot = newValue
      case .replace: replace = newValue
      }
    }
  }
}
