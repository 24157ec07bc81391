/// Why the registry refused a registration.
public enum RegistryError: Error, Hashable, Sendable, CustomStringConvertible {
  /// An identifier has invalid syntax.
  case invalidIdentifier(InvalidIdentifierError)
  /// An issue with this identifier is already registered.
  case duplicateIssue(IssueID)
  /// A trait with this identifier is already registered.
  case duplicateTrait(ContextTrait)
  /// A strategy with this identifier is already registered.
  case duplicateStrategy(StrategyID)
  /// A strategy addresses an issue that is not registered.
  case unknownIssue(IssueID, strategy: StrategyID)
  /// An issue or strategy requires a trait that is not registered; `owner` names it.
  case unknownTrait(ContextTrait, owner: String)
  /// A strategy addresses no issue.
  case addressesNothing(StrategyID)
  /// The ordering constraints would form a cycle through these strategies.
  case orderingCycle([StrategyID])

  /// A sentence naming the offending identifier.
  public var description: String {
    switch self {
    case .invalidIdentifier(let error): return error.description
    case .duplicateIssue(let id): return "issue \"\(id)\" is already registered"
    case .duplicateTrait(let trait): return "trait \"\(trait)\" is already registered"
    case .duplicateStrategy(let id): return "strategy \"\(id)\" is already registered"
    case .unknownIssue(let issue, let strategy):
      return "strategy \"\(strategy)\" addresses issue \"\(issue)\", which is not registered "
        + "(register the issue first)"
    case .unknownTrait(let trait, let owner):
      return "\(owner) requires trait \"\(trait)\", which is not registered "
        + "(register a TraitDescriptor first)"
    case .addressesNothing(let id):
      return "strategy \"\(id)\" addresses no issue"
    case .orderingCycle(let ids):
      return "ordering constraints form a cycle: "
        + ids.map(\.rawValue).joined(separator: " → ")
    }
  }
}
