/// One option a verb accepts.
struct OptionSpec: Sendable {
  /// The long name without dashes (`os`).
  let name: String
  /// The placeholder for its value (`VERSIONS`, `text|json`), or `nil` for a flag.
  let value: String?
  /// One line of help.
  let help: String
  /// Whether the verb needs it (shown without brackets in the usage line).
  var isRequired = false

  static func flag(_ name: String, _ help: String) -> OptionSpec {
    OptionSpec(name: name, value: nil, help: help)
  }

  static func option(_ name: String, _ value: String, _ help: String) -> OptionSpec {
    OptionSpec(name: name, value: value, help: help)
  }

  /// An option whose values are the cases of `Choice`: `--format text|json`.
  static func choice<Choice: OptionChoice>(_ name: String, _ type: Choice.Type, _ help: String)
    -> OptionSpec
  {
    OptionSpec(name: name, value: Choice.placeholder, help: help)
  }

  /// The same option, required.
  var required: OptionSpec {
    var copy = self
    copy.isRequired = true
    return copy
  }

  /// `--os LIST` or `--quiet`.
  var synopsis: String { "--\(name)" + (value.map { " \($0)" } ?? "") }
}

/// A verb's name, options and help.
struct VerbSpec: Sendable {
  let name: String
  let summary: String
  /// What comes before the options (`save|compare [PATH]`, `RUN.json RUN.json ...`).
  var operands = ""
  let options: [OptionSpec]
  let discussion: String

  /// The usage line, generated from the options: every option, required ones unbracketed,
  /// wrapped at 100 columns.
  var usage: String {
    let head = "navbench \(name)" + (operands.isEmpty ? "" : " \(operands)")
    let words = options.map { $0.isRequired ? $0.synopsis : "[\($0.synopsis)]" }
    var lines = [head]
    for word in words {
      if lines[lines.count - 1].count + 1 + word.count > 92 {
        lines.append(String(repeating: " ", count: 9) + word)
      } else {
        lines[lines.count - 1] += " " + word
      }
    }
    return lines.joined(separator: "\n       ")
  }

  var help: String {
    var lines = ["\(summary)", "", "Usage: \(usage)", ""]
    if !options.isEmpty {
      lines.append("Options:")
      let rendered = options.map { ($0.synopsis, $0.help) } + [("--help", "Show this help.")]
      lines += TextColumns.render(rendered.map { [$0.0, $0.1] })
      lines.append("")
    }
    if !discussion.isEmpty { lines.append(discussion) }
    return lines.joined(separator: "\n")
  }
}

/// The options given to a verb, validated against its spec.
struct ParsedArguments {
  let verb: String
  /// The arguments as given, after the verb.
  let original: [String]
  private(set) var values: [String: String] = [:]
  private(set) var flags: Set<String> = []
  private(set) var positionals: [String] = []
  var wantsHelp: Bool { flags.contains("help") }

  /// Parses `arguments` (after the verb) against `spec`: `--name value`, `--name=value`, flags.
  ///
  /// - Throws: a usage ``CLIError`` for an unknown option (with a suggestion), a missing value,
  ///   a value given to a flag, a repeated option or an unexpected positional argument.
  init(_ arguments: [String], spec: VerbSpec, allowsPositionals: Bool = false) throws(CLIError) {
    verb = spec.name
    original = arguments
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      guard argument.hasPrefix("--"), argument.count > 2 else {
        if argument == "-h" {
          flags.insert("help")
          continue
        }
        guard allowsPositionals, !argument.hasPrefix("-") else {
          throw .usage(
            argument.hasPrefix("-")
              ? "unknown option \"\(argument)\" for \"\(spec.name)\""
              : "unexpected argument \"\(argument)\" for \"\(spec.name)\"", verb: spec.name)
        }
        positionals.append(argument)
        continue
      }
      let body = argument.dropFirst(2)
      let name: String
      var inlineValue: String?
      if let equals = body.firstIndex(of: "=") {
        name = String(body[..<equals])
        inlineValue = String(body[body.index(after: equals)...])
      } else {
        name = String(body)
      }
      if name == "help" {
        guard inlineValue == nil else {
          throw .usage("option \"--help\" takes no value", verb: spec.name)
        }
        flags.insert("help")
        continue
      }
      guard let option = spec.options.first(where: { $0.name == name }) else {
        throw .usage(
          "unknown option \"--\(name)\" for \"\(spec.name)\""
            + Suggestion.didYouMean(name, among: spec.options.map(\.name) + ["help"], prefix: "--"),
          verb: spec.name)
      }
      guard option.value != nil else {
        guard inlineValue == nil else {
          throw .usage("option \"--\(name)\" takes no value", verb: spec.name)
        }
        guard flags.insert(name).inserted else {
          throw .usage("option \"--\(name)\" is given twice", verb: spec.name)
        }
        continue
      }
      let value: String
      if let inlineValue {
        value = inlineValue
      } else {
        guard index < arguments.count, !arguments[index].hasPrefix("--") else {
          throw .usage("option \"--\(name)\" needs a value (\(option.value!))", verb: spec.name)
        }
        value = arguments[index]
        index += 1
      }
      guard values.updateValue(value, forKey: name) == nil else {
        throw .usage("option \"--\(name)\" is given twice", verb: spec.name)
      }
    }
  }

  /// The command line as a shell would take it back: `navbench VERB ARGUMENTS`.
  var command: String {
    (["navbench", verb] + original.map(Self.shellQuoted)).joined(separator: " ")
  }

  static func shellQuoted(_ argument: String) -> String {
    let safe =
      !argument.isEmpty
      && argument.allSatisfy { $0.isLetter || $0.isNumber || "-_.,=/:".contains($0) }
    return safe ? argument : "'" + argument.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  func value(_ name: String) -> String? { values[name] }
  func flag(_ name: String) -> Bool { flags.contains(name) }

}
