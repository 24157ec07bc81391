import Strategies

/// The transaction a state change is published in, as SwiftUI's `Transaction` carries it: an
/// explicit animation (`withAnimation`), or animations disabled, or neither.
///
/// An app maps a `TransactionPlan` onto `withTransaction`; the simulation maps it onto this
/// with ``init(_:)``.
public struct SimTransaction: Hashable, Sendable, CustomStringConvertible {
  /// The explicit animation, or `nil` when the change is published without one.
  public var animation: PlannedAnimation?
  /// Whether the change asks for no animation at all (`transaction.disablesAnimations`).
  public var disablesAnimations: Bool

  /// Creates a transaction.
  public init(animation: PlannedAnimation? = nil, disablesAnimations: Bool = false) {
    self.animation = animation
    self.disablesAnimations = disablesAnimations
  }

  /// The transaction a plain state write gets: no explicit animation, animations allowed.
  public static let implicit = SimTransaction()

  /// The transaction an app builds for `plan`: `inherit` publishes a plain write,
  /// `animate(a)` wraps it in `withAnimation(a)`, `disableAnimations` disables them.
  public init(_ plan: TransactionPlan) {
    switch plan {
    case .inherit: self.init()
    case .animate(let animation): self.init(animation: animation)
    case .disableAnimations: self.init(disablesAnimations: true)
    }
  }

  /// Whether the transaction carries an explicit animation.
  public var isExplicitlyAnimated: Bool { animation != nil && !disablesAnimations }

  /// `implicit`, `animation(default)`, `disablesAnimations`.
  public var description: String {
    if disablesAnimations { return "disablesAnimations" }
    if let animation { return "animation(\(animation))" }
    return "implicit"
  }
}
