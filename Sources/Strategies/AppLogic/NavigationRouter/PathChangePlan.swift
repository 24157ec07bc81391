/// A counter bumped by every change of a ``NavigationRouter``'s path.
///
/// A host that needs to know whether the path changed compares tokens, in O(1), instead of
/// keeping a copy of the old path and comparing arrays (what `.animation(_:value: path)` makes
/// SwiftUI do, O(n) per change).
public struct ChangeToken: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The number of changes so far.
  public var value: UInt64

  /// Creates a token.
  @inlinable
  public init(_ value: UInt64 = 0) {
    self.value = value
  }

  /// Orders tokens by the number of changes.
  @inlinable
  public static func < (lhs: ChangeToken, rhs: ChangeToken) -> Bool { lhs.value < rhs.value }

  /// The number of changes.
  public var description: String { "#\(value)" }
}

/// A ``TransactionPlan`` as its case in one byte, the animation's curve in another and its
/// duration: a host's `switch` over a plan's transaction then reads one byte, where the
/// multi-payload enum must be decoded from the spare bits of its payload's payload.
@usableFromInline
struct PackedTransaction: Hashable, Sendable {
  /// The case of the transaction plan.
  @usableFromInline
  enum Code: UInt8, Hashable, Sendable {
    case inherit, animate, disableAnimations
  }

  /// The case of the planned animation.
  @usableFromInline
  enum Curve: UInt8, Hashable, Sendable {
    case systemDefault, linear, easeInOut
  }

  @usableFromInline let code: Code
  /// `systemDefault` unless `code` is `animate`.
  @usableFromInline let curve: Curve
  /// 0 unless the animation is `linear` or `easeInOut`.
  @usableFromInline let duration: Double

  @inlinable
  init(_ plan: TransactionPlan) {
    switch plan {
    case .inherit: (code, curve, duration) = (.inherit, .systemDefault, 0)
    case .animate(.systemDefault): (code, curve, duration) = (.animate, .systemDefault, 0)
    case .animate(.linear(let duration)):
      (code, curve, self.duration) = (.animate, .linear, duration)
    case .animate(.easeInOut(let duration)):
      (code, curve, self.duration) = (.animate, .easeInOut, duration)
    case .disableAnimations: (code, curve, duration) = (.disableAnimations, .systemDefault, 0)
    }
  }

  /// The plan: a switch over its case reads only ``code`` (the animation is decoded apart, so
  /// that a host that reads only the case decodes no curve).
  @inlinable
  var plan: TransactionPlan {
    switch code {
    case .inherit: .inherit
    case .animate: .animate(animation)
    case .disableAnimations: .disableAnimations
    }
  }

  /// The animation of an `animate` plan.
  @inlinable
  var animation: PlannedAnimation {
    switch curve {
    case .systemDefault: .systemDefault
    case .linear: .linear(duration: duration)
    case .easeInOut: .easeInOut(duration: duration)
    }
  }
}

/// Whether a plan finishes its change, or is the first of two updates.
public enum PathChangeStage: UInt8, Hashable, Sendable, CustomStringConvertible {
  /// The change is complete once published.
  case complete
  /// The entries under the top were dropped (publish the path with animations disabled: the
  /// top stays, nothing visible moves); on the next run-loop turn, call
  /// ``NavigationRouter/pop()`` and publish its plan to finish the pop.
  case coveredEntriesDropped

  /// `complete`, `coveredEntriesDropped`.
  public var description: String {
    switch self {
    case .complete: "complete"
    case .coveredEntriesDropped: "coveredEntriesDropped"
    }
  }
}

/// What the host should do for one path change: the transaction to run it in.
public struct PathChangePlan: Hashable, Sendable {
  /// What kind of change it was.
  public let kind: PathChangeKind
  /// The transaction, packed: its case is one byte.
  @usableFromInline let packedTransaction: PackedTransaction
  /// The router's change token after the change.
  public let token: ChangeToken
  /// The depth before the change.
  public let previousDepth: Int
  /// The depth after the change.
  public let depth: Int
  /// Whether the change is complete, or its second update is still to come
  /// (``PathChangeStage/coveredEntriesDropped``).
  public let stage: PathChangeStage

  /// Creates a plan.
  @inlinable
  public init(
    kind: PathChangeKind, transaction: TransactionPlan, token: ChangeToken, previousDepth: Int,
    depth: Int, stage: PathChangeStage = .complete
  ) {
    self.init(
      kind: kind, packedTransaction: PackedTransaction(transaction), token: token,
      previousDepth: previousDepth, depth: depth, stage: stage)
  }

  @inlinable
  init(
    kind: PathChangeKind, packedTransaction: PackedTransaction, token: ChangeToken,
    previousDepth: Int, depth: Int, stage: PathChangeStage = .complete
  ) {
    self.kind = kind
    self.packedTransaction = packedTransaction
    self.token = token
    self.previousDepth = previousDepth
    self.depth = depth
    self.stage = stage
  }

  /// The transaction to apply the new path in (`withTransaction` / `withAnimation`).
  ///
  /// - Complexity: O(1): a `switch` over it reads one byte.
  @inlinable
  public var transaction: TransactionPlan { packedTransaction.plan }
}

/// Why a ``NavigationRouter`` refused an operation; the path is left unchanged.
public enum NavigationRouterError: Error, Hashable, Sendable, CustomStringConvertible {
  /// More entries were to be popped than the path holds.
  case popBeyondRoot(requested: Int, depth: Int)
  /// A negative count was given.
  case negativeCount(Int)
  /// `pop(to:)` was given a destination that is not in the path.
  case destinationNotInPath

  /// A sentence saying what was refused.
  public var description: String {
    switch self {
    case .popBeyondRoot(let requested, let depth):
      "cannot pop \(requested) entries: the path holds \(depth)"
    case .negativeCount(let count): "cannot pop \(count) entries: the count is negative"
    case .destinationNotInPath: "cannot pop to a destination that is not in the path"
    }
  }
}
