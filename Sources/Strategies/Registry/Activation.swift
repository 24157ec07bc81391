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
  /// Off: a trait under which the issue does not occur holds (`excluded-trait`).
  case excludedTrait = "excluded-trait"

  /// Whether a strategy with this reason is active.
  public var isActive: Bool {
    switch self {
    case .forcedOn, .alwaysOn, .versionInRange: true
    case .forcedOff, .allDisabled, .versionOutOfRange, .missingTraits, .sdkOutOfRange,
      .excludedTrait:
      false
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
  /// Required traits (the strategy's, or those its issue needs on the context's version) do
  /// not hold in the context.
  case missingTraits([ContextTrait])
  /// The context's SDK (``StrategyContext/sdk``) is outside the SDKs the strategy applies to.
  case sdkOutOfRange(sdks: VersionSet, source: VersionsSource)
  /// A trait under which the strategy's issue does not occur holds in the context.
  case excludedTrait(ContextTrait)

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
    case .excludedTrait: .excludedTrait
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
    case .excludedTrait(let trait):
      return "its issue does not occur with \(trait.id)"
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

  /// Decides activation of `descriptor`, which addresses `issues`, in `context` under the two
  /// override layers, in the precedence documented on ``Overrides``.
  ///
  /// Without an override a strategy applies only where one of its issues can occur: on the
  /// versions it declares that its issues affect, with its own required traits and those of
  /// the issue (its required traits, the version-bound traits the context's version calls for),
  /// and without a trait the issue excludes. An override of the versions replaces the versions
  /// (the versions of the issue included); the traits are judged as without one.
  static func decide(
    _ descriptor: StrategyDescriptor, addressing issues: [KnownIssue], in context: StrategyContext,
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
    // `versions` is what the reason names: the override's, or the declared versions (so that
    // a strategy declared for every version still reads "always on"); `applicable` is what
    // the version is judged against: the override's, or the declared ones its issues affect.
    let versions: VersionSet
    let applicable: VersionSet
    let versionsSource: VersionsSource
    if let replaced = ruleOverride?.versions {
      (versions, applicable, versionsSource) = (replaced, replaced, .overridden(rulesSource))
    } else if let replaced = codeOverride?.versions {
      (versions, applicable, versionsSource) = (replaced, replaced, .overridden(.code))
    } else {
      versions = descriptor.versions
      applicable = descriptor.effectiveVersions(addressing: issues)
      versionsSource = .declared
    }
    guard applicable.contains(judgedVersion(of: descriptor, in: context)) else {
      // A strategy that follows the linked SDK, on an OS it applies to, is off because of the
      // SDK the app was built with: say so, with the versions the SDK must reach.
      if descriptor.followsLinkedSDK, applicable.contains(context.version) {
        return Activation(
          isActive: false, reason: .sdkOutOfRange(sdks: applicable, source: versionsSource))
      }
      return Activation(
        isActive: false, reason: .versionOutOfRange(versions: applicable, source: versionsSource))
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
    // The first reason an addressed issue gives for not occurring, if every one gives one.
    var refusal: ActivationReason?
    for issue in issues {
      guard let reason = issue.traitRefusal(in: context) else {
        refusal = nil
        break
      }
      if refusal == nil { refusal = reason }
    }
    if let refusal { return Activation(isActive: false, reason: refusal) }
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
    // The SDK as given, or on the OS's platform (an iOS SDK builds iPadOS apps): a set written
    // for either holds it. An SDK for another platform is judged as given.
    if sdks.contains(context.sdk) || context.judgedSDK.map(sdks.contains) == true { return nil }
    return Activation(isActive: false, reason: .sdkOutOfRange(sdks: sdks, source: source))
  }
}

extension StrategyDescriptor {
  /// The versions the strategy applies on, without overrides: those it declares that one of
  /// `issues` (the issues it addresses) affects.
  ///
  /// - Complexity: O(r) in the ranges of the sets.
  package func effectiveVersions(addressing issues: [KnownIssue]) -> VersionSet {
    guard !issues.isEmpty else { return versions }
    let affected = issues.dropFirst().reduce(issues[0].affected) { $0.union($1.affected) }
    return versions.isUniversal ? affected : versions.intersection(affected)
  }
}

extension KnownIssue {
  /// Why the issue cannot occur in `context` for its traits (its version aside): a required
  /// trait missing, a version-bound trait the context's version calls for missing, or an
  /// excluded trait present; `nil` when its traits allow it.
  func traitRefusal(in context: StrategyContext) -> ActivationReason? {
    let missing = requiredTraits.subtracting(context.traits)
    if !missing.isEmpty { return .missingTraits(missing.sorted()) }
    if let bound = unmetVersionBoundTrait(in: context) { return .missingTraits([bound.trait]) }
    if let excluded = excludedTrait(in: context) { return .excludedTrait(excluded) }
    return nil
  }
}
