import Bench
import BenchmarkSuites
import Foundation

/// The command-line entry point: dispatches a verb and maps errors to exit codes.
enum Navbench {
  typealias Handler = @Sendable (ParsedArguments, Console) throws(CLIError) -> ExitCode

  struct Verb: Sendable {
    let spec: VerbSpec
    let allowsPositionals: Bool
    let run: Handler
  }

  static let verbs: [Verb] = [
    Verb(spec: ListVerb.spec, allowsPositionals: false, run: ListVerb.run),
    Verb(spec: ExplainVerb.spec, allowsPositionals: false, run: ExplainVerb.run),
    Verb(spec: SimulateVerb.spec, allowsPositionals: false, run: SimulateVerb.run),
    Verb(spec: RunVerb.spec, allowsPositionals: false, run: RunVerb.run),
    Verb(spec: CompareVerb.spec, allowsPositionals: false, run: CompareVerb.run),
    Verb(spec: BaselineVerb.spec, allowsPositionals: true, run: BaselineVerb.run),
    Verb(spec: CalibrateVerb.spec, allowsPositionals: false, run: CalibrateVerb.run),
    Verb(spec: MergeVerb.spec, allowsPositionals: true, run: MergeVerb.run),
  ]

  static var overview: String {
    let width = verbs.map(\.spec.name.count).max() ?? 0
    var lines = [
      "navbench: OS-version workarounds as tested, measured strategies.",
      "",
      "Usage: navbench [VERB] [OPTIONS]",
      "",
      "With no verb, navbench runs every benchmark suite at its default sizes for "
        + Suites.defaultVersionsInWords,
      "(\(Suites.defaultVersionsRule)),",
      "with the simulation, and prints the strategy comparison summary (navbench compare).",
      "",
      "Verbs:",
    ]
    for verb in verbs {
      lines.append(
        "  " + verb.spec.name + String(repeating: " ", count: width - verb.spec.name.count + 2)
          + verb.spec.summary)
    }
    lines += [
      "",
      "Run \"navbench help VERB\" or \"navbench VERB --help\" for a verb's options;",
      "\"navbench --version\" prints the version (\(ToolInfo.navbench.version)).",
      "",
      "Exit codes:",
    ]
    for code in ExitCode.allCases {
      lines.append(
        "  \(code.rawValue)".padding(toLength: 6, withPad: " ", startingAt: 0) + code.meaning)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func main(_ arguments: [String]) -> Int32 {
    if arguments.first == MetricOptions.childVerb {
      return MetricOptions.runChild(Array(arguments.dropFirst()))
    }
    if arguments.first == CalibrateVerb.referenceVerb {
      return CalibrateVerb.runReference(Array(arguments.dropFirst()))
    }
    if arguments.first == MetricOptions.forkVerb {
      return MetricOptions.runFork(Array(arguments.dropFirst()))
    }
    let console = Console()
    do {
      return try dispatch(arguments, console: console).rawValue
    } catch {
      console.err("navbench: error: \(Escaped.message(error.message))\n")
      if error.code == .usage {
        let hint = error.verb.map { "navbench help \($0)" } ?? "navbench --help"
        console.err("Run \"\(hint)\" for usage.\n")
      }
      return error.code.rawValue
    }
  }

  static func dispatch(_ arguments: [String], console: Console) throws(CLIError) -> ExitCode {
    guard let first = arguments.first else {
      return try CompareVerb.runDefault(console: console)
    }
    if first == "--version" || first == "version" {
      guard arguments.count == 1 else {
        throw .usage("\"\(first)\" takes no argument", verb: nil)
      }
      console.out("navbench \(ToolInfo.navbench.version)\n")
      return .success
    }
    if first == "--help" || first == "-h" || first == "help" {
      // `help [VERB]`, `--help [VERB]` and `-h [VERB]` alike; anything more is refused rather
      // than ignored.
      guard arguments.count > 1 else {
        console.out(overview)
        return .success
      }
      let name = arguments[1]
      guard arguments.count == 2 else {
        throw .usage(
          "unexpected argument \"\(arguments[2])\" after \"\(first) \(name)\"", verb: nil)
      }
      guard let verb = verbs.first(where: { $0.spec.name == name }) else {
        if name.hasPrefix("-") {
          throw .usage("unexpected argument \"\(name)\" after \"\(first)\"", verb: nil)
        }
        throw .usage("unknown verb \"\(name)\"" + suggestion(name), verb: nil)
      }
      console.out(verb.spec.help + "\n")
      return .success
    }
    guard let verb = verbs.first(where: { $0.spec.name == first }) else {
      if first.hasPrefix("-") {
        throw .usage("unknown option \"\(first)\"; options follow a verb", verb: nil)
      }
      throw .usage("unknown verb \"\(first)\"" + suggestion(first), verb: nil)
    }
    let parsed = try ParsedArguments(
      Array(arguments.dropFirst()), spec: verb.spec, allowsPositionals: verb.allowsPositionals)
    if parsed.wantsHelp {
      console.out(verb.spec.help + "\n")
      return .success
    }
    return try verb.run(parsed, console)
  }

  static func suggestion(_ name: String) -> String {
    let names = verbs.map(\.spec.name)
    let hint = Suggestion.didYouMean(name, among: names)
    return hint.isEmpty ? " (verbs: \(names.joined(separator: ", ")))" : hint
  }
}
