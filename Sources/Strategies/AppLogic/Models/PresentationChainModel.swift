/// A view model over a ``PresentationChain``: screens pushed one from another, each shown while
/// its Bool is `true`. Each change is published in its plan's transaction and the system's pops
/// are adopted. A dismissal is always one update (``PresentationChain`` never splits one), so
/// nothing waits for a later turn.
///
/// The same model drives the stack on every version: the SwiftUI adapter's `RouterStack` binds
/// its path to a `NavigationStack` from iOS 16 (the binding the strategies choose on 16.x,
/// ``PresentationBindingPlan/path``, for every version), and maps it onto nested links on iOS 14
/// and 15 (``isLinkActive(at:)``, ``setLinkActive(_:at:)``).
///
/// ```swift
/// let model = PresentationChainModel(levels: [Screen.list, .detail, .edit], context: context,
///                                    host: host)
/// model.setPresented(.edit, true)    // list, detail and edit shown
/// model.setPresented(.list, false)   // back to the root
/// ```
public final class PresentationChainModel<Level: Hashable>: ChangeNotifyingModel {
  /// The chain on screen.
  public private(set) var chain: PresentationChain<Level>
  private let host: AnyPlanHost

  /// Creates a model of `levels` with none presented, planned with the strategies `registry`
  /// resolves for `context` and published through `host`.
  public convenience init(
    levels: [Level], context: StrategyContext, host: some PlanHost,
    registry: StrategyRegistry = .standard()
  ) {
    self.init(levels: levels, strategies: registry.resolve(context), host: host)
  }

  /// Creates a model of `levels` with none presented, planned with `strategies`.
  public init(levels: [Level], strategies: StrategySet, host: some PlanHost) {
    chain = PresentationChain(levels: levels, strategies: strategies)
    self.host = AnyPlanHost(base: host)
    super.init()
  }

  /// The presented levels, in order.
  public var path: [Level] { chain.path }

  /// Whether `level` is presented.
  ///
  /// - Complexity: O(1).
  public func isPresented(_ level: Level) -> Bool { chain.isPresented(level) }

  /// Sets `level`'s Bool, as ``PresentationChain/setPresented(_:_:)`` does, and publishes the
  /// change in its plan's transaction.
  ///
  /// - Complexity: As ``PresentationChain/setPresented(_:_:)``.
  public func setPresented(_ level: Level, _ isPresented: Bool) {
    var next = chain
    guard let plan = next.setPresented(level, isPresented) else { return }
    publish(next, in: plan.transaction(for: .app))
  }

  /// Adopts a path the system wrote (the back button, a swipe), as it is.
  public func adopt(_ path: [Level]) {
    var next = chain
    guard let plan = next.adopt(path) else { return }
    publish(next, in: plan.transaction(for: .system))
  }

  /// Whether the link at `level` of a stack of nested links is active (the root's link is
  /// level 0), as ``NavigationModel/isLinkActive(at:)``.
  public func isLinkActive(at level: Int) -> Bool {
    level >= 0 && level < chain.depth
  }

  /// The binding of the link at `level` was written: `false` is the system's pop back to the
  /// screen that holds the link, adopted; `true` changes nothing.
  public func setLinkActive(_ isActive: Bool, at level: Int) {
    guard !isActive, level >= 0, level < chain.depth else { return }
    adopt(Array(chain.path.prefix(level)))
  }

  private func publish(_ next: PresentationChain<Level>, in transaction: TransactionPlan) {
    host.update(in: transaction) {
      notifyWillChange()
      chain = next
    }
  }
}
