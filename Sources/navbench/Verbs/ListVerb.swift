import Bench
import BenchmarkSuites
import Foundation
import PackageSupport
import Strategies

/// `navbench list`: the known issues, strategies and traits.
enum ListVerb {
  static let spec = VerbSpec(
    name: "list",
    summary: "List the known issues, the strategies that address them, and the traits.",
    options: [
      .choice("format", TextOrJSON.self, "text (default) or json"),
      .flag(
        "benchmarks",
        "list instead, per benchmark that prices a strategy and OS version, whether any of its "
          + "strategies is active (the active column of compare)"),
      .option(
        "os", "LIST",
        "with --benchmarks: the OS versions (default: \(RunOptions.list(Suites.defaultVersions)))"),
    ],
    discussion: """
      Each known issue is listed with the versions it affects and, where more than the OS
      version decides, "as linked" (it follows the SDK the app is built with: an app built with
      an older SDK keeps the older behaviour) and "UIDesignRequiresCompatibility opts out" (an
      app whose Info.plist sets the key keeps the earlier design, while its SDK is before iOS
      27). JSON carries the same as each issue's followsLinkedSDK and excludedTraits.

      With --benchmarks, one line per benchmark and version: the benchmark, the version,
      "active" or "inactive", and the strategies it prices (an asterisk marks the active ones).
      A strategy is active as compare decides it: in the context of its defects' scenarios.
      """)

  /// What `list --benchmarks --format json` writes.
  struct BenchmarkListing: Codable {
    let benchmarks: [BenchmarkActivity]
  }

  struct Listing: Codable {
    let issues: [KnownIssue]
    let strategies: [StrategyDescriptor]
    let traits: [TraitDescriptor]
  }

  static func run(_ arguments: ParsedArguments, console: Console) throws(CLIError) -> ExitCode {
    let format = try TextOrJSON.parse(
      arguments.value("format"), option: "format", default: .text, verb: spec.name)
    let registry = StrategyRegistry.standard()
    if arguments.flag("benchmarks") {
      return try benchmarks(arguments, format: format, registry: registry, console: console)
    }
    if arguments.value("os") != nil {
      throw .usage("--os applies to --benchmarks only", verb: spec.name)
    }
    if format == .json {
      let listing = Listing(
        issues: registry.issues, strategies: registry.strategies, traits: registry.traits)
      console.out(try JSONOutput.encode(kind: "list", listing, arguments: arguments))
      return .success
    }
    console.out(text(registry))
    return .success
  }

  /// `list --benchmarks`: each priced benchmark's activity per version.
  static func benchmarks(
    _ arguments: ParsedArguments, format: TextOrJSON, registry: StrategyRegistry,
    console: Console
  ) throws(CLIError) -> ExitCode {
    let versions =
      try arguments.value("os").map { (text) throws(CLIError) in
        try Values.versions(text, option: "os", verb: spec.name)
      } ?? Suites.defaultVersions
    let activity: [BenchmarkActivity]
    do {
      activity = try StrategyComparison.benchmarkActivity(versions: versions, registry: registry)
    } catch {
      throw CLIError(code: .failure, message: "cannot build the suites: \(error)")
    }
    if format == .json {
      console.out(
        try JSONOutput.encode(
          kind: "benchmark-activity", BenchmarkListing(benchmarks: activity),
          arguments: arguments))
      return .success
    }
    let rows = activity.map { entry in
      [
        entry.benchmark, entry.os.description, entry.isActive ? "active" : "inactive",
        entry.strategies.map {
          $0.rawValue + (entry.activeStrategies.contains($0) ? "*" : "")
        }.joined(separator: ","),
      ]
    }
    console.out(TextColumns.render(rows).joined(separator: "\n") + "\n")
    return .success
  }

  /// What besides the OS version decides whether `issue` occurs: the SDK the app is linked
  /// with, and an `Info.plist` opt-out (`UIDesignRequiresCompatibility`, through the trait the
  /// registry derives from it); empty when neither does.
  static func gates(of issue: KnownIssue) -> String {
    var gates: [String] = []
    if issue.followsLinkedSDK { gates.append("as linked") }
    if issue.excludedTraits.contains(.compatibilityDesign) {
      gates.append("UIDesignRequiresCompatibility opts out")
    }
    return gates.joined(separator: "; ")
  }

  static func text(_ registry: StrategyRegistry) -> String {
    let strategies = registry.strategies
    var lines = ["Known issues (\(registry.issues.count))"]
    lines += TextColumns.render(
      registry.issues.map { issue in
        let fixes = strategies.filter { $0.addresses.contains(issue.id) }.map(\.id.rawValue)
        return [
          issue.id.rawValue, issue.affected.description, gates(of: issue),
          fixes.isEmpty ? "unmitigated" : "← " + fixes.joined(separator: ", "),
        ]
      })
    lines += ["", "Strategies (\(strategies.count))"]
    lines += TextColumns.render(
      strategies.map { strategy in
        let traits = strategy.requiredTraits.sorted().map(\.id)
        return [
          strategy.id.rawValue,
          strategy.isAlwaysOn ? "always on" : strategy.versions.description,
          traits.isEmpty ? "" : "when " + traits.joined(separator: ", "),
        ]
      })
    lines += ["", "Traits (\(registry.traits.count))"]
    lines += TextColumns.render(registry.traits.map { [$0.trait.id, $0.summary] })
    lines += [
      "",
      "Explain a context: navbench explain --os \"iOS 16.4\" --traits navigation-stack-in-tab-view",
    ]
    return lines.joined(separator: "\n") + "\n"
  }
}

/// Aligned columns for plain-text output, indented by two spaces.
enum TextColumns {
  static func render(_ rows: [[String]]) -> [String] {
    rows.isEmpty ? ["  (none)"] : ColumnLayout.lines(rows, indent: "  ")
  }
}

/// Every JSON document navbench writes: the payload in the tool's envelope (schema version,
/// tool name and version, the command), keys in snake_case, sorted.
enum JSONOutput {
  static func encode(kind: String, _ value: some Codable, arguments: ParsedArguments)
    throws(CLIError) -> String
  {
    do {
      let data = try ToolOutput(kind: kind, data: value, command: arguments.command).jsonData()
      return String(decoding: data, as: UTF8.self)
    } catch {
      throw CLIError(code: .failure, message: "cannot encode JSON: \(error)")
    }
  }

  /// The options of a run's JSON as navbench writes it: keyed by `os`, with the command.
  static func runOptions(_ arguments: ParsedArguments, includeRawSamples: Bool? = nil)
    -> RunJSONOptions
  {
    RunJSONOptions(
      configurationKey: "os", includeRawSamples: includeRawSamples, tool: .navbench,
      command: arguments.command)
  }
}
