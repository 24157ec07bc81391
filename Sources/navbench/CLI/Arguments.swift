/// One option a verb accepts.
struct OptionSpec: Sendable {
  /// The long name without dashes (`os`).
  let name: String
  /// The placeholder for its value (`VERSIONS`), or `nil` for a flag.
  let value: String?
  /// One line of help.
  let help: String

  static func flag(_ name: String, _ help: String) -> OptionSpec {
    OptionSpec(name: name, value: nil, help: help)
  }

  static func option(_ name: String, _ value: String, _ help: String) -> OptionSpec {
    OptionSpec(name: name, value: value, help: help)
  }
}

/// A verb's name, options and help.
struct VerbSpec: Sendable {
  let name: String
  let summary: String
  let usage: String
  let options: [OptionSpec]
  let discussion: String

  var help: String {
    var lines = ["\(summary)", "", "Usage: \(usage)", ""]
    if !options.isEmpty {
      lines.append("Options:")
      let rendered = options.map { option in
        ("--\(option.name)" + (option.value.map { " \($0)" } ?? ""), option.help)
      }
      let width = rendered.map(\.0.count).max() ?? 0
      for (left, right) in rendered {
        lines.append("  " + left + String(repeating: " ", count: width - left.count + 2) + right)
      }
      lines.append(
        "  --help" + String(repeating: " ", count: max(2, width - 6 + 2)) + "Show this help.")
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
              ? "unknown option '\(argument)' for '\(spec.name)'"
              : "unexpected argument '\(argument)' for '\(spec.name)'", verb: spec.name)
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
        flags.insert("help")
        continue
      }
      guard let option = spec.options.first(where: { $0.name == name }) else {
        throw .usage(
          "unknown option '--\(name)' for '\(spec.name)'"
            + Self.suggestion(for: name, among: spec.options.map(\.name) + ["help"]),
          verb: spec.name)
      }
      guard option.value != nil else {
        guard inlineValue == nil else {
          throw .usage("option '--\(name)' takes no value", verb: spec.name)
        }
        guard flags.insert(name).inserted else {
          throw .usage("option '--\(name)' is given twice", verb: spec.name)
        }
        continue
      }
      let value: String
      if let inlineValue {
        value = inlineValue
      } else {
        guard index < arguments.count, !arguments[index].hasPrefix("--") else {
          throw .usage("option '--\(name)' needs a value (\(option.value!))", verb: spec.name)
        }
        value = arguments[index]
        index += 1
      }
      guard values.updateValue(value, forKey: name) == nil else {
        throw .usage("option '--\(name)' is given twice", verb: spec.name)
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

  /// ` (did you mean '--os'?)` when a known name is within two edits of `name`.
  static func suggestion(for name: String, among names: [String]) -> String {
    let scored = names.map { ($0, editDistance(name, $0)) }.filter { $0.1 <= 2 }
    guard let best = scored.min(by: { $0.1 < $1.1 }) else { return "" }
    return " (did you mean '--\(best.0)'?)"
  }

  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in 1...b.count {
        current[j] = min(
          previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      previous = current
    }
    return previous[b.count]
  }
}
