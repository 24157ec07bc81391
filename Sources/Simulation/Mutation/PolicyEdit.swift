import Strategies

/// The six resolved policies side by side, as one strategy's hooks leave them.
typealias Policies = DomainPolicies

/// One field of one domain policy, as the mutation check sees it: where it lives, a value other
/// than its passthrough value, and the values its type allows. ``PolicyField/all`` is the one
/// table of fields; the defect that introduces a field declares its row in its home
/// (``SimulatedDefect/policyFields``).
package struct PolicyField: Sendable {
  /// `pathChanges.pop`, `rowToggles.adjacentRows`, ...
  let name: String
  /// The policy the field belongs to: a domain's, or one a defect declares for itself.
  let group: PolicyGroup
  fileprivate let read: @Sendable (Policies) -> any Hashable & Sendable
  fileprivate let write: @Sendable (inout Policies, any Hashable & Sendable) -> Void
  fileprivate let text: @Sendable (any Hashable & Sendable) -> String
  /// The variants of the field given the values a strategy writes to it and to fields of the
  /// same type.
  fileprivate let variants: @Sendable ([any Hashable & Sendable]) -> [any Hashable & Sendable]
  fileprivate let alternate: any Hashable & Sendable

  /// A field at `keyPath` whose variants are `values` plus, for each value a strategy writes to
  /// a field of this type, that value and `scaled(value)` (ten times its duration or delay).
  init<Value: Hashable & Sendable>(
    _ domain: StrategyDomain, _ name: String,
    _ keyPath: WritableKeyPath<Policies, Value> & Sendable, alternate: Value, values: [Value],
    scaled: @escaping @Sendable (Value) -> [Value] = { _ in [] },
    text: @escaping @Sendable (Value) -> String = { String(describing: $0) }
  ) {
    self.init(
      .domain(domain), "\(domain.fieldPrefix).\(name)", read: { $0[keyPath: keyPath] },
      write: { $0[keyPath: keyPath] = $1 }, alternate: alternate, values: values, scaled: scaled,
      text: text)
  }

  /// The plan of a policy a defect declares for itself (`key`), named `name` in mutants'
  /// descriptions; its variants are `values` plus each value a strategy writes to it.
  static func keyed<Key: StrategyPolicyKey>(
    _ key: Key.Type, _ name: String, alternate: Key.Value, values: [Key.Value],
    text: @escaping @Sendable (Key.Value) -> String = { String(describing: $0) }
  ) -> PolicyField {
    PolicyField(
      .keyed(ObjectIdentifier(key)), name, read: { $0.keyed[key] },
      write: { $0.keyed[key] = $1 }, alternate: alternate, values: values, text: text)
  }

  /// A Boolean plan of a policy a defect declares for itself: both values, the opposite of
  /// its passthrough value as the alternate.
  static func keyedFlag<Key: StrategyPolicyKey>(_ key: Key.Type, _ name: String) -> PolicyField
  where Key.Value == Bool {
    keyed(key, name, alternate: !Key.passthrough, values: [false, true])
  }

  private init<Value: Hashable & Sendable>(
    _ group: PolicyGroup, _ name: String, read: @escaping @Sendable (Policies) -> Value,
    write: @escaping @Sendable (inout Policies, Value) -> Void, alternate: Value, values: [Value],
    scaled: @escaping @Sendable (Value) -> [Value] = { _ in [] },
    text: @escaping @Sendable (Value) -> String
  ) {
    self.name = name
    self.group = group
    self.read = read
    self.write = { policies, value in
      if let value = value as? Value { write(&policies, value) }
    }
    self.text = { ($0 as? Value).map(text) ?? "?" }
    self.variants = { written in
      var result = values
      for case let value as Value in written { result += [value] + scaled(value) }
      return result
    }
    self.alternate = alternate
  }

  /// Every policy field, grouped by domain in ``StrategyDomain`` order, then the plans of the
  /// policies defects declare for themselves: the transactions of the path changes, which
  /// several defects' strategies write, then the fields each built-in defect declares in its
  /// home (``SimulatedDefect/policyFields``), in the order of ``SimulatedDefect/all``.
  static let all: [PolicyField] = {
    let fields =
      PathChangeKind.allCases.map { PolicyField.transaction($0) }
      + SimulatedDefect.all.flatMap(\.policyFields)
    return fields.enumerated().sorted { lhs, rhs in
      let left = lhs.element.group.order
      let right = rhs.element.group.order
      return left != right ? left < right : lhs.offset < rhs.offset
    }.map(\.element)
  }()

  /// The transaction of one kind of path change: a representative of each kind of animation
  /// (inherited, none, the system default, zero duration, another curve), and each animation
  /// written with ten times its duration.
  private static func transaction(_ kind: PathChangeKind) -> PolicyField {
    let plans: [TransactionPlan] = [
      .inherit, .disableAnimations, .animate(.systemDefault), .animate(.linear(duration: 0)),
      .animate(.easeInOut(duration: 0.35)),
    ]
    return PolicyField(
      .pathChanges, kind.rawValue, \.pathChanges[kind],
      alternate: TransactionPlan.disableAnimations,
      values: plans,
      scaled: { (plan: TransactionPlan) -> [TransactionPlan] in
        switch plan.animation {
        case .linear(let duration)? where duration > 0:
          [.animate(.linear(duration: duration * 10))]
        case .easeInOut(let duration)? where duration > 0:
          [.animate(.easeInOut(duration: duration * 10))]
        default: []
        }
      })
  }

  /// A Boolean field: both values, `true` as the alternate (every passthrough is `false`).
  static func flag(
    _ domain: StrategyDomain, _ name: String, _ keyPath: WritableKeyPath<Policies, Bool> & Sendable
  ) -> PolicyField {
    let values: [Bool] = [false, true]
    return PolicyField(domain, name, keyPath, alternate: true, values: values)
  }

  /// A row-toggle mode: the batch and unanimated modes, and each deferral written with ten
  /// times its delay.
  static func rowToggle(
    _ name: String, _ keyPath: WritableKeyPath<Policies, RowToggleMode> & Sendable
  ) -> PolicyField {
    // No zero deferral: a schedule clamps it to RowToggleMode.deferralRange.
    let modes: [RowToggleMode] = [.animatedBatch, .unanimated]
    return PolicyField(
      .rowToggles, name, keyPath, alternate: RowToggleMode.unanimated, values: modes,
      scaled: { (mode: RowToggleMode) -> [RowToggleMode] in
        if case .firstAnimatedRestDeferred(let delay) = mode {
          return [.firstAnimatedRestDeferred(delay: delay * 10)]
        }
        return []
      })
  }
}

/// The policy a field belongs to: one of the six domains', or one a defect declares for itself
/// (its ``StrategyPolicyKey``'s identity).
enum PolicyGroup: Hashable, Sendable {
  case domain(StrategyDomain)
  case keyed(ObjectIdentifier)

  /// The groups whose fields `strategy`'s hooks may write.
  static func groups(of strategy: any WorkaroundStrategy) -> [PolicyGroup] {
    var groups = StrategyDomain.domains(of: strategy).map(PolicyGroup.domain)
    if let keyed = strategy as? any KeyedPolicyStrategy { groups.append(.keyed(keyed.policyKeyID)) }
    return groups
  }

  /// Domains in declaration order, then every keyed policy.
  var order: Int {
    switch self {
    case .domain(let domain): StrategyDomain.allCases.firstIndex(of: domain) ?? 0
    case .keyed: StrategyDomain.allCases.count
    }
  }
}

extension StrategyDomain {
  /// The prefix of the domain's field names, the name ``StrategySet`` and `DomainPolicies`
  /// give its policy: the raw value in camel case (`path-changes` is `pathChanges`).
  package var fieldPrefix: String {
    let words = rawValue.split(separator: "-")
    return words.enumerated().map { $0.offset == 0 ? String($0.element) : $0.element.capitalized }
      .joined()
  }
}

extension DomainPolicies {
  /// Policies whose every field differs from ``passthrough``'s (each field's alternate value),
  /// to see which fields a strategy writes even when it writes the passthrough value.
  static let alternate: Policies = {
    var policies = Policies()
    for field in PolicyField.all { field.write(&policies, field.alternate) }
    return policies
  }()
}

/// One field of one policy set to one value: the unit of a policy mutation.
struct PolicyEdit: Hashable, Sendable, CustomStringConvertible {
  /// The field set.
  let policyField: PolicyField
  /// The value it is set to.
  let value: any Hashable & Sendable

  /// Every field of `group`, each with its value in `policies`.
  static func fields(of group: PolicyGroup, in policies: Policies) -> [PolicyEdit] {
    PolicyField.all.filter { $0.group == group }.map {
      PolicyEdit(policyField: $0, value: $0.read(policies))
    }
  }

  /// `pathChanges.pop`, `rowToggles.adjacentRows`, ...
  var field: String { policyField.name }

  /// `pathChanges.pop = inherit`.
  var description: String { "\(field) = \(policyField.text(value))" }

  static func == (lhs: PolicyEdit, rhs: PolicyEdit) -> Bool {
    lhs.field == rhs.field && AnyHashable(lhs.value) == AnyHashable(rhs.value)
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(field)
    hasher.combine(AnyHashable(value))
  }

  /// Sets the field to the value.
  func apply(to policies: inout Policies) {
    policyField.write(&policies, value)
  }

  /// The values the field's type allows, as edits of the same field: every value of a finite
  /// type; for animations and delays, a representative of each kind (none, inherited, the
  /// system default, zero duration, another curve) plus each value `written` holds for a field
  /// of the same type and ten times its duration or delay.
  func variants(written: [PolicyEdit]) -> [PolicyEdit] {
    var unique: [PolicyEdit] = []
    for value in policyField.variants(written.map(\.value)) {
      let edit = PolicyEdit(policyField: policyField, value: value)
      if !unique.contains(edit) { unique.append(edit) }
    }
    return unique
  }
}

/// A registered strategy with one respect changed: its descriptor (range, traits), or one
/// policy field set after its own hooks ran.
struct MutantStrategy: PathChangeStrategy, RowToggleStrategy, ViewTransformStrategy,
  DirectionalTransitionStrategy, ListAppearanceStrategy, SheetPresentationStrategy,
  KeyedPoliciesHook
{
  let base: any WorkaroundStrategy
  let descriptor: StrategyDescriptor
  let edit: PolicyEdit?

  func adjust(_ policy: inout PathChangePolicy, for context: StrategyContext) {
    var all = Policies(pathChanges: policy)
    run(&all, context)
    policy = all.pathChanges
  }

  func adjust(_ policy: inout RowTogglePolicy, for context: StrategyContext) {
    var all = Policies(rowToggles: policy)
    run(&all, context)
    policy = all.rowToggles
  }

  func adjust(_ policy: inout ViewTransformPolicy, for context: StrategyContext) {
    var all = Policies(viewTransforms: policy)
    run(&all, context)
    policy = all.viewTransforms
  }

  func adjust(_ policy: inout DirectionalTransitionPolicy, for context: StrategyContext) {
    var all = Policies(directionalTransitions: policy)
    run(&all, context)
    policy = all.directionalTransitions
  }

  func adjust(_ policy: inout ListAppearancePolicy, for context: StrategyContext) {
    var all = Policies(listAppearance: policy)
    run(&all, context)
    policy = all.listAppearance
  }

  func adjust(_ policy: inout SheetPresentationPolicy, for context: StrategyContext) {
    var all = Policies(sheetPresentation: policy)
    run(&all, context)
    policy = all.sheetPresentation
  }

  func adjustKeyed(_ policies: inout KeyedPolicies, for context: StrategyContext) {
    var all = Policies()
    all.keyed = policies
    run(&all, context)
    policies = all.keyed
  }

  /// The base's hooks, then the edit. The other domains of `all` are discarded by the caller.
  private func run(_ all: inout Policies, _ context: StrategyContext) {
    all.apply(base, for: context)
    edit?.apply(to: &all)
  }
}
