import Foundation
import Testing

/// Options that were accepted and ignored, or treated one way by one verb and another way by the
/// next: each is now refused with exit 64 and a message naming it. Every case fails before
/// anything is measured, so these tests run in well under a second each.
@Suite("Option consistency: no ignored flag, one rule for every list")
struct OptionConsistencyTests {
  /// Runs navbench and checks it refused `arguments` as a usage error naming `message`, with
  /// nothing on standard output.
  static func expectUsageError(
    _ arguments: [String], _ message: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let result = try CLIRunner.run(arguments)
    #expect(result.status == 64, "\(arguments): \(result.stderr)", sourceLocation: sourceLocation)
    #expect(
      result.stderr.contains(message), "\(arguments): \(result.stderr)",
      sourceLocation: sourceLocation)
    #expect(result.stdout.isEmpty, "\(arguments)", sourceLocation: sourceLocation)
  }

  @Test(
    "every list option refuses an empty list, an empty item and a repeated item, naming itself",
    arguments: [
      (["run", "--suite", ""], "--suite: an empty list"),
      (["run", "--suite", " "], "--suite: an empty list"),
      (["run", "--suite", "registry,,"], "--suite: an empty item in \"registry,,\""),
      (["run", "--suite", "registry,registry"], "--suite: \"registry\" is given twice"),
      (["run", "--sizes", ""], "--sizes: an empty list"),
      (["run", "--sizes", "10,"], "--sizes: an empty item in \"10,\""),
      (["run", "--sizes", "10,10"], "--sizes: \"10\" is given twice"),
      (["run", "--sizes", "10,010"], "--sizes: \"010\" is given twice (as \"10\")"),
      (["compare", "--os", ","], "--os: an empty list"),
      (["compare", "--os", "16.4,"], "--os: an empty item in \"16.4,\""),
      (["compare", "--os", "16.4,16.4"], "--os: \"16.4\" is given twice"),
      (["baseline", "save", "--os", "16.4,iOS 16.4"], "--os: \"iOS 16.4\" is given twice"),
      (["simulate", "--os", "16.4,,17.5"], "--os: an empty item"),
      (["simulate", "--defect", ""], "--defect: an empty list"),
      (
        ["simulate", "--defect", "section-header-offset,,"],
        "--defect: an empty item in \"section-header-offset,,\""
      ),
      (
        ["simulate", "--defect", "section-header-offset,section-header-offset"],
        "--defect: \"section-header-offset\" is given twice"
      ),
      (["simulate", "--traits", ""], "--traits: an empty list"),
      (["simulate", "--traits", " "], "--traits: an empty list"),
      (["simulate", "--traits", "list-style-grouped,"], "--traits: an empty item"),
      (
        ["simulate", "--traits", "list-style-grouped,list-style-grouped"],
        "--traits: \"list-style-grouped\" is given twice"
      ),
      (["explain", "--os", "16.4", "--traits", ""], "--traits: an empty list"),
      (
        ["explain", "--os", "16.4", "--traits", "list-style-grouped, list-style-grouped"],
        "--traits: \"list-style-grouped\" is given twice"
      ),
    ])
  func listOptions(_ arguments: [String], _ message: String) throws {
    try Self.expectUsageError(arguments, message)
  }

  @Test("a list with spaces around its items, and --traits none, are still accepted")
  func wellFormedLists() throws {
    let result = try CLIRunner.run([
      "simulate", "--os", " 16.4 , 17.5", "--defect", " section-header-offset ", "--traits",
      "none",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("section-header-offset"))
  }

  /// A cheap wall-time run in this process.
  static let cheap = [
    "run", "--suite", "registry", "--sizes", "10", "--os", "17.5", "--filter", "resolve",
    "--quiet", "--time-budget", "0.2", "--forks", "1",
  ]

  @Test(
    "options other settings leave without effect are refused, saying why",
    arguments: [
      (
        ["run", "--iterations", "100", "--min-time", "60000"],
        "--min-time does not apply with fixed iterations"
      ),
      (
        ["compare", "--iterations", "100", "--min-time", "2"],
        "--iterations fixes them at 100"
      ),
      (["run", "--forks", "1", "--samples", "5", "--drift", "50"], "--drift has no effect"),
      (["run", "--forks", "1", "--samples", "8", "--drift", "0"], "--samples 9 or more"),
      (["run", "--metric", "instructions", "--drift", "0"], "--drift applies to wall time"),
      (["baseline", "save", "--metric", "instructions", "--seed", "3"], "--seed applies to wall"),
    ])
  func ineffectiveCombinations(_ arguments: [String], _ message: String) throws {
    try Self.expectUsageError(arguments, message)
  }

  @Test("--drift with --forks 1 and 9 samples or more is accepted: it widens the block interval")
  func driftWithBlocks() throws {
    let result = try CLIRunner.run(
      Self.cheap + ["--samples", "9", "--min-time", "1", "--drift", "5", "--format", "csv"])
    #expect(result.status == 0, "\(result.stderr)")
  }

  @Test("with --iterations the header says how many a sample takes, not a minimum time")
  func iterationsHeader() throws {
    let result = try CLIRunner.run(Self.cheap + ["--samples", "5", "--iterations", "100"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("5 samples of 100 iterations,"), "\(result.stdout)")
    #expect(!result.stdout.contains(" ms, budget"), "\(result.stdout)")
  }

  @Test(
    "with --input every run option is refused, --metric and --quiet too, before anything is read",
    arguments: [
      ["compare"], ["baseline", "save", "/nonexistent/b.json"],
      ["baseline", "compare", "/nonexistent/b.json"],
    ])
  func inputRefusesRunOptions(_ verb: [String]) throws {
    let input = ["--input", "/nonexistent/run.json"]
    for option in [
      ["--metric", "instructions"], ["--metric", "wall"], ["--quiet"], ["--sizes", "10"],
      ["--drift", "2"], ["--warmup-iterations", "3"],
    ] {
      try Self.expectUsageError(
        verb + input + option, "\(option[0]) does not apply with --input")
    }
  }

  /// `script` (util-linux), which runs a command on a pseudo-terminal: progress is shown on a
  /// terminal only.
  static let scriptInstalled = FileManager.default.isExecutableFile(atPath: "/usr/bin/script")

  @Test(
    "calibrate --metric instructions shows its valgrind runs on a terminal, and --quiet hides them",
    .enabled(
      if: InstructionModeTests.valgrindInstalled && scriptInstalled,
      "needs valgrind (and an unsanitized build) and script(1) for a terminal"))
  func instructionCalibrationProgress() throws {
    func onTerminal(_ extra: String) throws -> CLIRunner.Result {
      try ShellRunner.run(
        #"script -qec "\"$NAVBENCH\" calibrate --metric instructions --runs 2 --format json "#
          + extra + #" >/dev/null" /dev/null"#)
    }
    let shown = try onTerminal("")
    #expect(shown.status == 0, "\(shown.stdout) \(shown.stderr)")
    #expect(shown.stdout.contains("valgrind runs: 0/2"), "\(shown.stdout)")
    #expect(shown.stdout.contains("valgrind runs: 2/2"), "\(shown.stdout)")
    let quiet = try onTerminal("--quiet")
    #expect(quiet.status == 0, "\(quiet.stdout) \(quiet.stderr)")
    #expect(!quiet.stdout.contains("valgrind runs"), "\(quiet.stdout)")
  }

  @Test(
    "help refuses what follows it instead of ignoring it, naming the extra argument",
    arguments: [
      (["help", "run", "junk"], "unexpected argument \"junk\" after \"help run\""),
      (["--help", "junk"], "unknown verb \"junk\""),
      (["-h", "--bogus"], "unexpected argument \"--bogus\" after \"-h\""),
      (["--help", "list", "--format"], "unexpected argument \"--format\""),
      (["list", "--help=x"], "option \"--help\" takes no value"),
      (["run", "--help=yes"], "option \"--help\" takes no value"),
      (["list", "-h", "junk"], "unexpected argument \"junk\" for \"list\""),
    ])
  func helpWithExtraArguments(_ arguments: [String], _ message: String) throws {
    try Self.expectUsageError(arguments, message)
  }

  @Test("help, --help and -h take a verb alike")
  func helpForAVerb() throws {
    let expected = try CLIRunner.run(["run", "--help"])
    #expect(expected.status == 0)
    for spelling in ["help", "--help", "-h"] {
      let result = try CLIRunner.run([spelling, "run"])
      #expect(result.status == 0, "\(spelling): \(result.stderr)")
      #expect(result.stdout == expected.stdout, "\(spelling)")
      let overview = try CLIRunner.run([spelling])
      #expect(overview.status == 0 && overview.stdout.contains("Exit codes:"), "\(spelling)")
    }
  }

  @Test("explain refuses a deployment target above --os: such an app never runs there")
  func deploymentTargetAboveOS() throws {
    try Self.expectUsageError(
      ["explain", "--os", "16.4", "--deployment-target", "17.5"],
      "an app deployed at iOS 17.5 never runs on iOS 16.4")
    let same = try CLIRunner.run(["explain", "--os", "16.4", "--deployment-target", "16.4"])
    #expect(same.status == 0, "\(same.stderr)")
    #expect(same.stdout.contains("Deployment target: iOS 16.4"))
  }

  @Test(
    "an empty path is refused as an empty path, naming the option or operand",
    arguments: [
      (["explain", "--os", "16.4", "--rules", ""], "--rules: an empty path"),
      (["compare", "--input", ""], "--input: an empty path"),
      (["compare", "--output", ""], "--output: an empty path"),
      (["compare", "--format", "html", "--baseline", ""], "--baseline: an empty path"),
      (["run", "--output", ""], "--output: an empty path"),
      (["baseline", "save", ""], "baseline save PATH: an empty path"),
      (["baseline", "compare", ""], "baseline compare PATH: an empty path"),
      (["baseline", "save", "--input", ""], "--input: an empty path"),
      (["baseline", "compare", "--input", ""], "--input: an empty path"),
      (["merge", "a.json", "", "c.json"], "input 2 (RUN.json): an empty path"),
      (["merge", "a.json", "b.json", "--output", ""], "--output: an empty path"),
    ])
  func emptyPaths(_ arguments: [String], _ message: String) throws {
    try Self.expectUsageError(arguments, message)
  }

  @Test(
    "the hidden child verbs say what is wrong with their arguments, exit 64",
    arguments: [
      ["__measure-fork"], ["__count-instructions", "a"], ["__measure-fork", "a", "b", "c"],
    ])
  func hiddenVerbsWithWrongArguments(_ arguments: [String]) throws {
    let result = try CLIRunner.run(arguments)
    #expect(result.status == 64)
    #expect(
      result.stderr.contains(
        "\(arguments[0]) takes 2 arguments (REQUEST RESULT), got "
          + "\(arguments.count - 1)"), "\(result.stderr)")
  }
}
