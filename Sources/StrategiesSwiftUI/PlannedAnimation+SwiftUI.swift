#if canImport(SwiftUI)
  import SwiftUI
  import Strategies

  extension Animation {
    /// The SwiftUI animation of a planned one: `.default`, `.linear(duration:)` or
    /// `.easeInOut(duration:)`.
    public init(_ planned: PlannedAnimation) {
      switch planned {
      case .systemDefault: self = .default
      case .linear(let duration): self = .linear(duration: duration)
      case .easeInOut(let duration): self = .easeInOut(duration: duration)
      }
    }
  }

  extension Transaction {
    /// The transaction a plan asks for: the current one for ``TransactionPlan/inherit``, an
    /// explicit animation for ``TransactionPlan/animate(_:)``, animations disabled for
    /// ``TransactionPlan/disableAnimations``.
    public init(_ plan: TransactionPlan) {
      switch plan {
      case .inherit: self.init()
      case .animate(let animation): self.init(animation: Animation(animation))
      case .disableAnimations:
        self.init()
        disablesAnimations = true
      }
    }
  }

  /// Runs `body` in the transaction `plan` asks for; ``TransactionPlan/inherit`` runs it as it
  /// is, in the caller's transaction.
  @MainActor
  public func withTransaction<Result>(_ plan: TransactionPlan, _ body: () throws -> Result)
    rethrows -> Result
  {
    if case .inherit = plan { return try body() }
    return try withTransaction(Transaction(plan), body)
  }

  /// The ``PlanHost`` of a SwiftUI app: updates in `withTransaction`, later turns on the main
  /// queue.
  public struct SwiftUIPlanHost: PlanHost {
    /// Creates the host.
    nonisolated public init() {}

    /// Applies `change` in the transaction `transaction` asks for.
    public func update(in transaction: TransactionPlan, _ change: () -> Void) {
      withTransaction(transaction, change)
    }

    /// Runs `work` on the main queue after `delay` seconds (the next turn for 0).
    public func schedule(after delay: Double, _ work: @escaping @MainActor @Sendable () -> Void) {
      let run: @Sendable () -> Void = { MainActor.assumeIsolated { work() } }
      if delay > 0 {
        DispatchQueue.main.asyncAfter(deadline: .now() + delay, execute: run)
      } else {
        DispatchQueue.main.async(execute: run)
      }
    }
  }
#endif
