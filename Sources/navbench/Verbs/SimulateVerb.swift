import Foundation
import Simulation
import Strategies

/// `navbench simulate`: the defect × version table, naive against with strategies.
enum SimulateVerb {
  static let spec = VerbSpec(
    name: "simulate",
    summary: "Reproduce every defect in the headless simulation, naive and with strategies.",
    usage:
      "navbench simulate [--os LIST] [--defect LIST] [--traits LIST] [--format text|json]",
    options: [
      .option(
        "os", "LIST",
        "comma-separated versions (default: 14.8,15.7,16.0,16.4,16.7,17.0,17.5,18.0,26.0)"),
      .option("defect", "LIST", "comma-separated issue ids to run (default: every defect)"),
      .option(
        "traits", "LIST",
        "traits that replace each scenario's own (its seed's setup); 'none' for no traits"),
      .option("format", "FORMAT", "text (default) or json"),
    ],
    discussion: """
      Each cell runs the seed's repro steps twice: with the seed's original code (naive) and
      through the primitives with the strategies resolved for the cell's version and traits.
      Exit status: 0 when every applicable cell whose defect has a strategy is glitch-free with
      strategies, 1 otherwise. A defect without a known strategy (section-header-offset) is
      reported, marked †, and does not fail the run.
      """)

  static func run(_ arguments: ParsedArguments, console: Console) throws(CLIError) -> ExitCode {
    let verb = spec.name
    let registry = StrategyRegistry.standard()
    let versions =
      try arguments.value("os").map { (text) throws(CLIError) in
        try Values.versions(text, option: "os", verb: verb)
      } ?? SimulationMatrix.defaultVersions
    let traits = try arguments.value("traits").map { (text) throws(CLIError) in
      try Values.traits(text, registry: registry, verb: verb)
    }
    var issues: [IssueID]?
    if let text = arguments.value("defect") {
      let ids = text.split(separator: ",").map {
        IssueID(rawValue: $0.trimmingCharacters(in: .whitespaces))
      }
      let unknown = SimulationMatrix.unknownIssues(ids)
      guard ids.count > 0, unknown.isEmpty else {
        let known = SimulationMatrix.scenarios.map(\.issue.rawValue).joined(separator: ", ")
        throw .usage(
          "--defect: unknown defect '\(unknown.first?.rawValue ?? text)' (known: \(known))",
          verb: verb)
      }
      issues = ids
    }
    let format = try Values.choice(
      arguments.value("format"), option: "format", allowed: ["text", "json"], default: "text",
      verb: verb)
    let outcomes = SimulationMatrix.run(
      versions: versions, issues: issues, traits: traits, registry: registry)
    if format == "json" {
      do {
        console.out(try SimulationMatrix.report(outcomes).jsonString() + "\n")
      } catch {
        throw CLIError(code: .failure, message: "cannot encode JSON: \(error)")
      }
    } else {
      let table = SimulationMatrix.renderTable(outcomes)
      console.out(table.hasSuffix("\n") ? table : table + "\n")
    }
    return SimulationMatrix.failures(in: outcomes).isEmpty ? .success : .failure
  }
}
