import Bench
import Foundation
import Simulation
import Strategies

/// `navbench simulate`: the defect × version table, naive against with strategies.
enum SimulateVerb {
  /// `--os`'s help: the default versions.
  private static let osHelp =
    "comma-separated versions (default: \(RunOptions.list(SimulationMatrix.defaultVersions)))"
  /// `--seed`'s help.
  private static let seedHelp =
    "the random walk's seed (default \(RandomWalk.Settings.defaultSeed); 0...\(UInt64.max))"
  /// `--length`'s help.
  private static let lengthHelp =
    "steps per random sequence (default \(RandomWalk.Settings.defaultLength); "
    + "1...\(AppWalk.lengthLimit))"

  static let spec = VerbSpec(
    name: "simulate",
    summary: "Reproduce every defect in the headless simulation, naive and with strategies.",
    options: [
      .option(
        "os", "LIST",
        osHelp),
      .option("defect", "LIST", "comma-separated issue ids to run (default: every defect)"),
      .option(
        "traits", "LIST",
        "traits that replace each scenario's own (the traits its defect needs); \"none\" for "
          + "no traits"),
      .option(
        "sdk", "VERSION",
        "the SDK the simulated app is built with, in every cell (default: each cell's OS)"),
      .option(
        "rules", "FILE",
        "a JSON rule file of overrides to apply first (as for explain): the strategies are "
          + "checked as the file leaves them"),
      .flag(
        "mutants",
        "check the simulation against strategy mutants instead: print the kill table and score"),
      .option(
        "random", "N",
        "walk N random sequences per version through one app holding every container instead "
          + "(1...\(AppWalk.sequenceLimit))"),
      .option("seed", "S", seedHelp),
      .option("length", "L", lengthHelp),
      .choice("format", TextOrJSON.self, "text (default) or json"),
    ],
    discussion: """
      Each cell runs the defect's scenario (its steps) twice: with the original app code (naive)
      and through the primitives with the strategies resolved for the cell's version and traits.
      Exit status: 0 when every applicable cell whose defect has a strategy is glitch-free with
      strategies (no remaining symptom, no over-mitigation) and every cell agrees with the
      catalogue, 1 otherwise (model drift is marked ≠). A defect without a known strategy
      (section-header-offset) is reported, marked †, and does not fail the run.

      Without --os and --traits the matrix also derives cells from the declarations: a column
      for every bound of every registered issue's and strategy's versions and the version just
      below it (the --rules file's versions included), and a row per defect without each of
      its scenario's traits (a strategy active there that changes the outcome is
      over-mitigation). --os or --traits run exactly the versions and traits given.

      With --mutants, every registered strategy is perturbed in one respect at a time (a range
      bound moved by one minor version, a required trait dropped, a policy field set to each
      other value) and the simulation must reject each variant on the versions (with the
      declared bounds unless --os is given) and the versions a moved bound lets in or out,
      with and without each trait; exit 1 if a variant that is not declared equivalent survives. --defect,
      --traits and --sdk do not apply to --mutants.

      With --random N, one simulated app holds every container at once (a TabView's stack, an
      isPresented chain, a swipe-back stack, lists, ...), each driven through the primitives
      and performers with the strategies resolved for its own context, and N seeded random
      sequences of --length steps (app operations, system events, run-loop turns) run on each
      version (--os, default the matrix's columns; --traits are added to every container's
      context). After every step the walk checks that what the app holds is what the screen
      shows, that every multi-step plan finishes by the next turn, that nothing glitches and
      that no strategy is active where its issue cannot occur. A version's first failing
      sequence is shrunk to a minimal one and printed as a Swift Testing test. Progress goes to
      standard error every 1,000 sequences. Exit status: 0 when no sequence violates an
      invariant, 1 otherwise.

      With --sdk, every cell's app is built with that SDK (behaviour Apple gates on the SDK
      an app is linked against follows it); without, each cell's SDK is its OS version, and
      the default run (no --os, --traits or --sdk) runs each column again for an app built
      with an earlier release's SDK (the newest column of an earlier major version), in a
      table of its own. --random takes --os, --traits and --sdk (its app is built with that
      SDK on every version; without, every second sequence's app is built with an earlier
      release's SDK, the others with each version's own). About one draw in ten is two
      events of one container within a frame (2 ms apart, printed as .soon).
      """)

  static func run(_ arguments: ParsedArguments, console: Console) throws(CLIError) -> ExitCode {
    let verb = spec.name
    let registry = StrategyRegistry.standard()
    try Values.refuseEmptyPaths(arguments, options: ["rules"])
    if let path = arguments.value("rules") {
      try RulesOption.load(path, into: registry)
    }
    if arguments.flag("mutants") {
      for option in ["defect", "traits", "sdk"] where arguments.value(option) != nil {
        throw .usage("--\(option) does not apply to --mutants", verb: verb)
      }
    }
    let chosenVersions = try arguments.value("os").map { (text) throws(CLIError) in
      try Values.versions(text, option: "os", verb: verb)
    }
    let versions = chosenVersions ?? SimulationMatrix.defaultVersions
    let traits = try arguments.value("traits").map { (text) throws(CLIError) in
      try Values.traits(text, registry: registry, verb: verb)
    }
    let sdk = try arguments.value("sdk").map { (text) throws(CLIError) in
      try Values.sdk(text, for: versions, verb: verb)
    }
    let issues = try arguments.value("defect").map { (text) throws(CLIError) in
      try defects(text, verb: verb)
    }
    let format = try TextOrJSON.parse(
      arguments.value("format"), option: "format", default: .text, verb: verb)
    // The walk, like the matrix, adds a column at every bound the registry declares (a rule
    // file's included) unless --os names the versions.
    let walkVersions =
      chosenVersions == nil
      ? SimulationMatrix.derivedVersions(versions, registry: registry) : versions
    if let code = try runRandom(
      arguments, registry: registry, versions: walkVersions, traits: traits, sdk: sdk,
      format: format, console: console)
    {
      return code
    }
    if arguments.flag("mutants") {
      return try runMutants(
        arguments, registry: registry, versions: versions,
        derivingBounds: chosenVersions == nil, format: format, console: console)
    }
    let outcomes =
      chosenVersions == nil && traits == nil
      ? SimulationMatrix.runDerived(
        versions: versions, issues: issues, registry: registry, catalog: nil, sdk: sdk,
        olderSDKs: true)
      : SimulationMatrix.run(
        versions: versions, issues: issues, traits: traits, registry: registry, sdk: sdk)
    if format == .json {
      console.out(
        try JSONOutput.encode(
          kind: "simulate", SimulationMatrix.report(outcomes), arguments: arguments))
    } else {
      let table = SimulationMatrix.renderTable(outcomes)
      console.out(table.hasSuffix("\n") ? table : table + "\n")
    }
    return SimulationMatrix.failures(in: outcomes).isEmpty ? .success : .failure
  }

  /// The defects `--defect` names, each one the simulation knows.
  ///
  /// - Throws: `CLIError.usage` for an unknown defect (with the closest name) or a bad list.
  static func defects(_ text: String, verb: String) throws(CLIError) -> [IssueID] {
    let known = SimulationMatrix.scenarios.map(\.issue.rawValue)
    return try Values.list(text, option: "defect", noun: "defects", verb: verb) {
      (name) throws(CLIError) in
      let id = IssueID(rawValue: name)
      guard SimulationMatrix.unknownIssues([id]).isEmpty else {
        let hint = Suggestion.didYouMean(name, among: known)
        throw .usage(
          "--defect: unknown defect \"\(name)\""
            + (hint.isEmpty ? " (known: \(known.joined(separator: ", ")))" : hint), verb: verb)
      }
      return id
    }
  }

  /// `--mutants`: the mutation check and the random walk's, then the proofs that each detector
  /// fires, as a table or JSON.
  static func runMutants(
    _ arguments: ParsedArguments, registry: StrategyRegistry, versions: [PlatformVersion],
    derivingBounds: Bool, format: TextOrJSON, console: Console
  ) throws(CLIError) -> ExitCode {
    let report = MainActor.assumeIsolated {
      StrategyMutation.runIncludingWalk(
        registry: registry, versions: versions, derivingBounds: derivingBounds)
    }
    let proofs = MainActor.assumeIsolated {
      DetectorProofs.proofs(registry: registry, mutants: report)
    }
    let detectorsFire = proofs.allSatisfy { $0.proof != nil }
    if format == .json {
      console.out(try JSONOutput.encode(kind: "mutants", report, arguments: arguments))
      if !detectorsFire { console.err(DetectorProofs.render(proofs) + "\n") }
    } else {
      console.out(report.renderTable() + "\n\n" + DetectorProofs.render(proofs) + "\n")
    }
    return report.passed && detectorsFire ? .success : .failure
  }
}
