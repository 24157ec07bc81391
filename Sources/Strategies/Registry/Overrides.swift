/// A per-strategy override mode.
public enum OverrideMode: String, Hashable, Sendable, Codable, CaseIterable {
  /// No override: the strategy's versions and traits decide.
  case auto
  /// Active in every context, whatever its versions, traits or the global switch.
  case enabled
  /// Inactive in every context.
  case disabled
}

/// One strategy's override: a mode and, optionally, versions that replace its declared ones.
public struct StrategyOverride: Hashable, Sendable, Codable {
  /// The mode.
  public var mode: OverrideMode
  /// Versions that replace the strategy's declared versions (used in ``OverrideMode/auto``).
  public var versions: VersionSet?
  /// SDKs that replace the strategy's declared ``StrategyDescriptor/linkedSDKs`` (used in
  /// ``OverrideMode/auto``): the strategy applies only in apps built with one of them.
  public var linkedSDKs: VersionSet?

  /// Creates an override.
  public init(
    mode: OverrideMode = .auto, versions: VersionSet? = nil, linkedSDKs: VersionSet? = nil
  ) {
    self.mode = mode
    self.versions = versions
    self.linkedSDKs = linkedSDKs
  }
}

/// Overrides set in code or loaded from a rule file.
///
/// ## Precedence
/// The registry keeps two layers: overrides set in code (``StrategyRegistry/setOverrides(_:)``)
/// and the rule file last loaded (``StrategyRegistry/loadRules(_:source:)``). For one strategy
/// in one context, the first of these that applies decides:
/// 1. the rule file's mode for the strategy, if `enabled` or `disabled`;
/// 2. the code mode for the strategy, if `enabled` or `disabled`;
/// 3. the global off switch (``disableAll`` in either layer): inactive;
/// 4. the strategy's versions, taken from the rule file, else from code, else as declared;
///    then its SDKs (``StrategyOverride/linkedSDKs``, taken the same way), then its required
///    traits.
///
/// So a rule file can switch off, switch on or re-range any strategy without a rebuild; a
/// per-strategy mode beats the global switch, which lets one strategy be tried alone.
public struct Overrides: Hashable, Sendable, Codable {
  /// Turns every strategy off unless a per-strategy mode says `enabled`.
  public var disableAll: Bool
  /// Per-strategy overrides.
  public var strategies: [StrategyID: StrategyOverride]

  /// Creates overrides; none by default.
  public init(disableAll: Bool = false, strategies: [StrategyID: StrategyOverride] = [:]) {
    self.disableAll = disableAll
    self.strategies = strategies
  }

  /// No overrides.
  public static let none = Overrides()

  /// Makes `id` active everywhere.
  public mutating func forceEnable(_ id: StrategyID) {
    strategies[id, default: StrategyOverride()].mode = .enabled
  }

  /// Makes `id` inactive everywhere.
  public mutating func forceDisable(_ id: StrategyID) {
    strategies[id, default: StrategyOverride()].mode = .disabled
  }

  /// Replaces the versions on which `id` applies.
  public mutating func setVersions(_ versions: VersionSet, for id: StrategyID) {
    strategies[id, default: StrategyOverride()].versions = versions
  }

  /// Replaces the SDKs an app must be built with for `id` to apply.
  public mutating func setLinkedSDKs(_ sdks: VersionSet, for id: StrategyID) {
    strategies[id, default: StrategyOverride()].linkedSDKs = sdks
  }

  /// Whether nothing is overridden.
  public var isEmpty: Bool { !disableAll && strategies.isEmpty }
}

/// Where an override came from.
public enum OverrideSource: Hashable, Sendable, CustomStringConvertible {
  /// Set in code.
  case code
  /// Loaded from a rule file; the associated value names it.
  case ruleFile(String)

  /// `code` or `rule file "name"`.
  public var description: String {
    switch self {
    case .code: "code"
    case .ruleFile(let name): "rule file \"\(name)\""
    }
  }
}
