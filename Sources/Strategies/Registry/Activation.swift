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

/// The stable code of an ``ActivationReason``: what `navbench explain --format json` writes in
/// each strategy's `reason`, beside the sentence in `detail`.
///
/// The raw values are kebab-case and never change once published; a new code is a new case
/// (and a new `schema_version` of navbench's JSON envelope, for consumers that switch
/// exhaustively).
public enum ActivationReasonCode: String, Hashable, Sendable, Codable, CaseIterable,
  CustomStringConvertible
{
  /// Forced on by an override (`forced-on`).
  case forcedOn = "forced-on"
  /// Forced off by an override (`forced-off`).
  case forcedOff = "forced-off"
  /// Off because every strategy is switched off (`all-disabled`).
  case allDisabled = "all-disabled"
  /// On for every version of every platform: a correctness pattern (`always-on`).
  case alwaysOn = "always-on"
  /// On: the version is in the strategy's versions and its traits hold (`version-in-range`).
  case versionInRange = "version-in-range"
  /// Off: the version is outside the strategy's versions (`version-out-of-range`).
  case versionOutOfRange = "version-out-of-range"
  /// Off: a required trait does not hold (`missing-traits`).
  case missingTraits = "missing-traits"
  /// Off: the app is built with an SDK outside the strategy's SDKs (`sdk-out-of-range`).
  case sdkOutOfRange = "sdk-out-of-range"

  /// Whether a strategy with this reason is active.
  public var isActive: Bool {
    switch self {
    case .forcedOn, .alwaysOn, .versionInRange: true
    case .forcedOff, .allDisabled, .versionOutOfRange, .missingTraits, .sdkOutOfRange: false
    }
  }

  /// The kebab-case code, as in JSON.
  public var description: String { rawValue }
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
  /// The context's SDK (``StrategyContext/sdk``) is outside the SDKs the strategy applies to.
  case sdkOutOfRange(sdks: VersionSet, source: VersionsSource)

  /// The stable code of this reason, for machine-readable output and for `switch`es that do not
  /// need the associated values.
  public var code: ActivationReasonCode {
    switch self {
    case .forcedOn: .forcedOn
    case .forcedOff: .forcedOff
    case .allDisabled: .allDisabled
    case .applies(let versions, _): versions.isUniversal ? .alwaysOn : .versionInRange
    case .versionOutOfRange: .versionOutOfRange
    case .missingTraits: .missingTraits
    case .sdkOutOfRange: .sdkOutOfRange
    }
  }

  /// The context's version, with the app's SDK when it differs (`iOS 18.0 (SDK iOS 17.0)`).
  private static func judged(_ versions: VersionSet, _ context: StrategyContext) -> String {
    context.sdk == context.version
      ? context.version.description : "\(context.version) (SDK \(context.sdk))"
  }

  /// A sentence explaining the decision for `context`.
  public func explanation(for context: StrategyContext) -> String {
    switch self {
    case .forcedOn(let source): return "forced on by \(source)"
    case .forcedOff(let source): return "forced off by \(source)"
    case .allDisabled(let source): return "all strategies switched off by \(source)"
    case .applies(let versions, let source):
      if versions.isUniversal { return "always on (a correctness pattern for every version)" }
      return "\(Self.judged(versions, context)) is in \(versions) (\(source))"
    case .versionOutOfRange(let versions, let source):
      return "\(Self.judged(versions, context)) is outside \(versions) (\(source))"
    case .missingTraits(let traits):
      return "needs trait\(traits.count == 1 ? "" : "s") "
        + traits.map(\.id).joined(separator: ", ")
    case .sdkOutOfRange(let sdks, let source):
      return "built with SDK \(context.sdk), outside \(sdks) (\(source))"
    }
  }
}

/// One registered strategy's decision in a context: what ``StrategyRegistry/activations(in:)``
/// returns for each strategy, in application order.
public struct StrategyActivation: Hashable, Sendable {
  /// The strategy's descriptor.
  public let descriptor: StrategyDescriptor
  /// Whether it is active, and why.
  public let activation: Activation

  /// Pairs a descriptor with its decision.
  public init(descriptor: StrategyDescriptor, activation: Activation) {
    self.descriptor = descriptor
    self.activation = activation
  }

  /// The strategy's identifier.
  public var id: StrategyID { descriptor.id }
  /// Whether the strategy is active.
  public var isActive: Bool { activation.isActive }
  /// Why, typed.
  public var reason: ActivationReason { activation.reason }
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
    _ descriptor: StrategyDescriptor, in context: StrategyContext,
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
    guard versions.contains(judgedVersion(of: descriptor, in: context)) else {
      return Activation(
        isActive: false, reason: .versionOutOfRange(versions: versions, source: versionsSource))
    }
    if let gated = sdkGate(
      descriptor, in: context, rules: ruleOverride, code: codeOverride, rulesSource: rulesSource)
    {
      return gated
    }
    let missing = descriptor.requiredTraits.subtracting(context.traits)
    guard missing.isEmpty else {
      return Activation(isActive: false, reason: .missingTraits(missing.sorted()))
    }
    return Activation(isActive: true, reason: .applies(versions: versions, source: versionsSource))
  }

  /// The version a strategy's versions are judged on: the OS version, or, for a strategy that
  /// follows the linked SDK, the older of it and the app's SDK.
  static func judgedVersion(of descriptor: StrategyDescriptor, in context: StrategyContext)
    -> PlatformVersion
  {
    descriptor.followsLinkedSDK ? context.linkedVersion : context.version
  }

  /// The SDK gate: inactive when the app's SDK (``StrategyContext/sdk``) is outside the SDKs
  /// taken from the rule file, else from code, else as declared
  /// (``StrategyDescriptor/linkedSDKs``); `nil` when no SDKs are set or the SDK is in them.
  static func sdkGate(
    _ descriptor: StrategyDescriptor, in context: StrategyContext, rules: StrategyOverride?,
    code: StrategyOverride?, rulesSource: OverrideSource
  ) -> Activation? {
    let sdks: VersionSet
    let source: VersionsSource
    if let replaced = rules?.linkedSDKs {
      (sdks, source) = (replaced, .overridden(rulesSource))
    } else if let replaced = code?.linkedSDKs {
      (sdks, source) = (replaced, .overridden(.code))
    } else if let declared = descriptor.linkedSDKs {
      (sdks, source) = (declared, .declared)
    } else {
      return nil
    }
    guard !sdks.contains(context.sdk) else { return nil }
    return Activation(isActive: false, reason: .sdkOutOfRange(sdks: sdks, source: source))
  }
}
