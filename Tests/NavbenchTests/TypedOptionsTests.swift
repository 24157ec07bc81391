import Bench
import Foundation
import Testing

@Suite("Typed options: generated usage, did you mean, --version")
struct TypedOptionsTests {
  static let verbs = [
    "list", "explain", "simulate", "run", "compare", "baseline", "calibrate", "merge",
  ]

  @Test("every option a verb's help lists is in its usage line", arguments: verbs)
  func usageListsEveryOption(_ verb: String) throws {
    let help = try CLIRunner.run([verb, "--help"])
    #expect(help.status == 0)
    let parts = help.stdout.components(separatedBy: "\nOptions:\n")
    try #require(parts.count == 2)
    let usage = parts[0]
    #expect(usage.contains("Usage: navbench \(verb)"))
    let options = parts[1].split(separator: "\n", omittingEmptySubsequences: false).prefix {
      !$0.isEmpty
    }.compactMap { line in
      line.split(separator: " ").first.map(String.init)
    }
    #expect(options.count > 1)
    for option in options where option != "--help" {
      #expect(usage.contains(option + " ") || usage.contains(option + "]"), "\(verb): \(option)")
    }
  }

  @Test(
    "a mistyped value gets a suggestion, like a mistyped flag",
    arguments: [
      (["list", "--format", "jsn"], "did you mean \"json\"?"),
      (["run", "--format", "mark"], "is not one of text, md, csv, json, github, bmf"),
      (["compare", "--format", "htm"], "did you mean \"html\"?"),
      (["run", "--suite", "stack"], "did you mean \"stacks\"?"),
      (["baseline", "sve"], "did you mean \"save\"?"),
      (
        ["baseline", "compare", "--threshold", "wall_ns_per_ops=0.1"],
        "did you mean \"wall_ns_per_op\"?"
      ),
      (
        ["explain", "--os", "16.4", "--traits", "navigation-stack-in-tabview"],
        "did you mean \"navigation-stack-in-tab-view\"?"
      ),
      (["simulate", "--defect", "list-custom-background-ignore"], "did you mean"),
      (["run", "--quiett"], "did you mean \"--quiet\"?"),
    ])
  func didYouMean(_ arguments: [String], _ message: String) throws {
    let result = try CLIRunner.run(arguments)
    #expect(result.status == 64)
    #expect(result.stderr.contains(message), "\(result.stderr)")
  }

  @Test("--version prints the version every JSON envelope records")
  func version() throws {
    let result = try CLIRunner.run(["--version"])
    #expect(result.status == 0)
    #expect(result.stdout == "navbench \(ToolInfo.packageVersion)\n")
    #expect(try CLIRunner.run(["--version", "x"]).status == 64)
    let listing = try CLIRunner.run(["list", "--format", "json"])
    let header = try JSONDecoder().decode(ToolOutputHeader.self, from: Data(listing.stdout.utf8))
    #expect(header.tool?.version == ToolInfo.packageVersion)
  }
}
