/// Where the versions a strategy was judged against came from.
public enum VersionsSource: Hashable, Sendable, CustomStringConvertible {
  /// The strategy's own descriptor.
  case declared
  /// An override set in code or loaded from a rule file.
  case overridden(OverrideSource)

  /// `declared`, `code`, `rule file "name"`.
  public var description: String {
    switch self {
    case .declared: "declared"
    case .overridden(let source): source.description
    }
  }
}

/// Why a strategy is active or inactive in a context.
public enum ActivationReason: Hashable, Sendable {
  /// Forced on by an override.
  case forcedOn(OverrideSource)
  /// Forced off by an override.
  case forcedOff(OverrideSource)
  /// Off because every strategy is switched off.
  case allDisabled(OverrideSource)
  /// The context's version is in the strategy's versions and its traits hold.
  case applies(versions: VersionSet, source: VersionsSource)
  /// The context's version is outside the strategy's versions.
  case versionOutOfRange(versions: VersionSet, source: VersionsSource)
  /// Required traits do not hold in the context.
  case missingTraits([ContextTrait])

  /// A stable kebab-case code for machine-readable output.
  public var code: String {
    switch self {
    case .forcedOn: "forced-on"
    case .forcedOff: "forced-off"
    case .allDisabled: "all-disabled"
    case .applies(let versions, _): versions.isUniversal ? "always-on" : "version-in-range"
    case .versionOutOfRange: "version-out-of-range"
    case .missingTraits: "missing-traits"
    }
  }

  /// A sentence explaining the decision for `context`.
  public func explanation(for context: Context) -> String {
    switch self {
    case .forcedOn(let source): return "forced on by \(source)"
    case .forcedOff(let source): return "forced off by \(source)"
    case .allDisabled(let source): return "all strategies switched off by \(source)"
    case .applies(let versions, let source):
      if versions.isUniversal { return "always on (a correctness pattern for every version)" }
      return "\(context.version) is in \(versions) (\(source))"
    case .versionOutOfRange(let versions, let source):
      return "\(context.version) is outside \(versions) (\(source))"
    case .missingTraits(let traits):
      return "needs trait\(traits.count == 1 ? "" : "s") "
        + traits.map(\.id).joined(separator: ", ")
    }
  }
}

/// Whether a strategy is active in a context, and why.
public struct Activation: Hashable, Sendable {
  /// Whether the strategy is active.
  public let isActive: Bool
  /// Why.
  public let reason: ActivationReason

  /// Decides activation of `descriptor` in `context` under the two override layers, in the
  /// precedence documented on ``Overrides``.
  static func decide(
    _ descriptor: StrategyDescriptor, in context: Context,
    code: Overrides, rules: Overrides?, rulesSource: OverrideSource
  ) -> Activation {
    let ruleOverride = rules?.strategies[descriptor.id]
    let codeOverride = code.strategies[descriptor.id]
    for (override, source) in [(ruleOverride, rulesSource), (codeOverride, .code)] {
      switch override?.mode {
      case .enabled?: return Activation(isActive: true, reason: .forcedOn(source))
      case .disabled?: return Activation(isActive: false, reason: .forcedOff(source))
      case .auto?, nil: continue
      }
    }
    if rules?.disableAll == true {
      return Activation(isActive: false, reason: .allDisabled(rulesSource))
    }
    if code.disableAll { return Activation(isActive: false, reason: .allDisabled(.code)) }
    let versions: VersionSet
    let versionsSource: VersionsSource
    if let replaced = ruleOverride?.versions {
      (versions, versionsSource) = (replaced, .overridden(rulesSource))
    } else if let replaced = codeOverride?.versions {
      (versions, versionsSource) = (replaced, .overridden(.code))
    } else {
      (versions, versionsSource) = (descriptor.versions, .declared)
    }
    guard versions.contains(context.version) else {
      return Activation(
        isActive: false, reason: .versionOutOfRange(versions: versions, source: versionsSource))
    }
    let missing = descriptor.requiredTraits.subtracting(context.traits)
    guard missing.isEmpty else {
      return Activation(isActive: false, reason: .missingTraits(missing.sorted()))
    }
    return Activation(isActive: true, reason: .applies(versions: versions, source: versionsSource))
  }
}
