/// A policy a defect declares for itself: its type of plan and the plan without workarounds.
///
/// The six domain policies (``PathChangePolicy``, ``ListAppearancePolicy``, ...) hold what
/// several defects share. A defect whose fix is its own declares a key instead, beside its
/// strategy and planner, and leaves the shared policies alone. The key is a type, usually a
/// caseless enum; its ``Value`` is the plan a primitive reads.
///
/// ```swift
/// enum GlassButtonPolicy: StrategyPolicyKey {
///   static let passthrough = GlassButtonPlan.sharedBackground
/// }
///
/// struct SeparateGlassButtons: KeyedPolicyStrategy {
///   typealias Policy = GlassButtonPolicy
///   let descriptor = StrategyDescriptor(...)
///   func adjust(_ policy: inout GlassButtonPlan, for context: StrategyContext) {
///     policy = .separateBackgrounds
///   }
/// }
///
/// let plan = registry.resolve(context).policy(GlassButtonPolicy.self)
/// ```
public protocol StrategyPolicyKey: Sendable {
  /// The plan the key holds.
  associatedtype Value: Hashable & Sendable
  /// The plan with no strategy applied: the behaviour of the code without workarounds.
  static var passthrough: Value { get }
}

/// A strategy that adjusts a policy its defect declares for itself (``StrategyPolicyKey``).
///
/// Like a domain protocol's hook, ``adjust(_:for:)`` runs once per context at resolution, in
/// application order among the strategies that adjust the same key; primitives read the result
/// with ``StrategySet/policy(_:)`` when they are created.
public protocol KeyedPolicyStrategy: WorkaroundStrategy {
  /// The key of the policy the strategy adjusts (`typealias Policy = <Key>`: it cannot be
  /// inferred from ``adjust(_:for:)``, which names only the key's value).
  associatedtype Policy: StrategyPolicyKey
  /// Adjusts the plan in `context`.
  func adjust(_ policy: inout Policy.Value, for context: StrategyContext)
}

/// The plans of every ``StrategyPolicyKey`` some active strategy adjusted, by key. A key no
/// strategy adjusted reads as its ``StrategyPolicyKey/passthrough``.
package struct KeyedPolicies: Hashable, Sendable {
  /// A plan, kept as `AnyHashable`; only values of a key's `Sendable` `Value` are stored.
  private struct Plan: Hashable, @unchecked Sendable {
    let value: AnyHashable
  }

  private var plans: [ObjectIdentifier: Plan] = [:]

  package init() {}

  /// Whether no key holds a plan.
  package var isEmpty: Bool { plans.isEmpty }

  /// The plan of `key`: the one stored, else its passthrough value.
  package subscript<Key: StrategyPolicyKey>(_ key: Key.Type) -> Key.Value {
    get { plans[ObjectIdentifier(key)]?.value.base as? Key.Value ?? Key.passthrough }
    set { plans[ObjectIdentifier(key)] = Plan(value: AnyHashable(newValue)) }
  }
}

/// A strategy (or a tool's wrapper of one) that adjusts plans kept by key. Every
/// ``KeyedPolicyStrategy`` is one; the registry runs this hook for it.
package protocol KeyedPoliciesHook: Sendable {
  /// Adjusts the plans in `policies` for `context`.
  func adjustKeyed(_ policies: inout KeyedPolicies, for context: StrategyContext)
}

extension KeyedPolicyStrategy {
  /// Runs ``adjust(_:for:)`` on the plan of ``Policy`` in `policies`.
  package func adjustKeyed(_ policies: inout KeyedPolicies, for context: StrategyContext) {
    var plan = policies[Policy.self]
    adjust(&plan, for: context)
    policies[Policy.self] = plan
  }

  /// The identity of ``Policy``, as ``KeyedPolicies`` keys it.
  package var policyKeyID: ObjectIdentifier { ObjectIdentifier(Policy.self) }
}

extension StrategySet {
  /// The plan of `key`: what the active strategies that adjust it left, in application order,
  /// or the key's ``StrategyPolicyKey/passthrough`` when none is active.
  ///
  /// Read it once, when a primitive or planner is created, and keep it: the lookup hashes the
  /// key's type.
  ///
  /// - Complexity: O(1).
  public func policy<Key: StrategyPolicyKey>(_ key: Key.Type) -> Key.Value {
    keyedPolicies[key]
  }
}
