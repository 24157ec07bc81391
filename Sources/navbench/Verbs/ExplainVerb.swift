import Bench
import Strategies

/// `navbench explain`: which strategies a context activates, and why.
enum ExplainVerb {
  static let spec = VerbSpec(
    name: "explain",
    summary: "Explain which strategies are active for an OS version and traits, and why.",
    options: [
      .option("os", "VERSION", "the OS version, e.g. \"iOS 16.4\" or 16.4 (iOS) — required")
        .required,
      .option("traits", "LIST", "comma-separated trait ids that hold (see navbench list)"),
      .option(
        "deployment-target", "VERSION",
        "also list strategies that are dead code at this deployment target (same platform as "
          + "--os, at or below it)"),
      .option(
        "sdk", "VERSION",
        "the SDK the app is built with (default: --os); with --deployment-target, strategies "
          + "for defects that apps built with it cannot meet are dead code too"),
      .flag(
        "design-requires-compatibility",
        "the app's Info.plist sets UIDesignRequiresCompatibility: on iOS 26 and later it keeps "
          + "the earlier design while the SDK is before iOS 27, and the iOS 26 design's issues "
          + "do not occur (reason excluded-trait, compatibility-design)"),
      .option("rules", "FILE", "a JSON rule file of overrides to apply first"),
      .choice("format", TextOrJSON.self, "text (default) or json"),
    ],
    discussion: """
      Every registered strategy is shown active or inactive with its reason (version range,
      SDK, traits, override); every known issue as mitigated, unmitigated or not affected.
      With --format json each strategy has "reason", a stable code, and "detail", the sentence.
      Codes: \(reasonCodes).

      Example: navbench explain --os "iOS 16.4" --traits navigation-stack-in-tab-view
      """)

  /// Every activation reason code, for the help text.
  static let reasonCodes = ActivationReasonCode.allCases.map(\.rawValue).joined(separator: ", ")

  static func run(_ arguments: ParsedArguments, console: Console) throws(CLIError) -> ExitCode {
    let verb = spec.name
    try Values.refuseEmptyPaths(arguments, options: ["rules"])
    guard let osText = arguments.value("os") else {
      throw .usage("missing --os (e.g. --os \"iOS 16.4\")", verb: verb)
    }
    let version = try Values.version(osText, option: "os", verb: verb)
    let registry = StrategyRegistry.standard()
    let traits =
      try arguments.value("traits").map { (text) throws(CLIError) in
        try Values.traits(text, registry: registry, verb: verb)
      } ?? []
    let target = try arguments.value("deployment-target").map { (text) throws(CLIError) in
      try Values.version(text, option: "deployment-target", verb: verb)
    }
    if let target, target.platform != version.platform {
      throw .usage(
        "--deployment-target: \(target) is for \(target.platform), but --os is \(version); a "
          + "deployment target on another platform says nothing about this one (give one for "
          + "\(version.platform), or leave it out)", verb: verb)
    }
    if let target, version < target {
      throw .usage(
        "--deployment-target: an app deployed at \(target) never runs on \(version) (--os); "
          + "give a target at or below --os (it lists the strategies dead code at that target)",
        verb: verb)
    }
    let sdk = try arguments.value("sdk").map { (text) throws(CLIError) in
      try Values.sdk(text, for: [version], verb: verb)
    }
    if let sdk, let target, sdk < target {
      throw .usage(
        "--sdk: an app built with the \(sdk) SDK cannot be deployed at \(target) "
          + "(--deployment-target); give an SDK at or above the target", verb: verb)
    }
    let format = try TextOrJSON.parse(
      arguments.value("format"), option: "format", default: .text, verb: verb)
    if let path = arguments.value("rules") {
      try RulesOption.load(path, into: registry)
    }
    var context = StrategyContext(version, sdk: sdk, traits: traits)
    context.designRequiresCompatibility = arguments.flag("design-requires-compatibility")
    let explanation = registry.explain(context, deploymentTarget: target)
    console.out(
      format == .json
        ? try JSONOutput.encode(kind: "explain", explanation, arguments: arguments)
        : Escaped.text(explanation.text))
    return .success
  }
}

/// Loading `--rules FILE`: the exit code comes from the error's case (unreadable 66,
/// invalid 65), the message names the file and, for content, the JSON path.
enum RulesOption {
  static func load(_ path: String, into registry: StrategyRegistry) throws(CLIError) {
    do {
      try registry.loadRules(contentsOfFile: path)
    } catch {
      switch error {
      case .missing:
        throw CLIError(code: .noInput, message: "rule file \(path) does not exist")
      case .unreadable(_, let reason):
        throw CLIError(code: .noInput, message: "cannot read rule file \(path): \(reason)")
      case .tooLarge, .invalid:
        throw CLIError(code: .dataError, message: "rule file \(path): \(error)")
      }
    }
  }
}
