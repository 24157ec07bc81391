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

/// What the host should do for one path change: the transaction to run it in.
public struct PathChangePlan: Hashable, Sendable {
  /// What kind of change it was.
  public let kind: PathChangeKind
  /// The transaction to apply the new path in (`withTransaction` / `withAnimation`).
  public let transaction: TransactionPlan
  /// The router's change token after the change.
  public let token: ChangeToken
  /// The depth before the change.
  public let previousDepth: Int
  /// The depth after the change.
  public let depth: Int

  /// Creates a plan.
  @inlinable
  public init(
    kind: PathChangeKind, transaction: TransactionPlan, token: ChangeToken, previousDepth: Int,
    depth: Int
  ) {
    self.kind = kind
    self.transaction = transaction
    self.token = token
    self.previousDepth = previousDepth
    self.depth = depth
  }
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
