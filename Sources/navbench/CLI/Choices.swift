/// A closed set of values an option takes (`--format`, the baseline action): parsed into the
/// enum, listed in help and usage from its cases, and a mistyped value gets a suggestion.
protocol OptionChoice: RawRepresentable, CaseIterable, Sendable where RawValue == String {
  /// Other spellings accepted (`instr` for `instructions`); not listed in help.
  static var aliases: [String: Self] { get }
}

extension OptionChoice {
  static var aliases: [String: Self] { [:] }

  /// Every value, in declaration order.
  static var names: [String] { allCases.map(\.rawValue) }
  /// `text|json`, for usage lines.
  static var placeholder: String { names.joined(separator: "|") }

  /// Parses `text` (the value of `--option`), or returns `defaultValue` when it is absent.
  ///
  /// - Throws: a usage ``CLIError`` naming the option, the value, the choices and the closest.
  static func parse(_ text: String?, option: String, default defaultValue: Self, verb: String)
    throws(CLIError) -> Self
  {
    guard let text else { return defaultValue }
    return try parse(text, what: "--\(option): \"\(text)\"", verb: verb)
  }

  /// Parses `text`, described in an error as `what` (`--format: 'jsn'`, `unknown action 'sve'`).
  static func parse(_ text: String, what: String, verb: String) throws(CLIError) -> Self {
    guard let value = Self(rawValue: text) ?? aliases[text] else {
      throw .usage(
        "\(what) is not one of \(names.joined(separator: ", "))"
          + Suggestion.didYouMean(text, among: names), verb: verb)
    }
    return value
  }
}

/// `--format text|json`, the formats of the verbs that print a table or its JSON.
enum TextOrJSON: String, OptionChoice {
  case text, json
}

/// "Did you mean": the closest known name within two edits.
enum Suggestion {
  /// The known name closest to `value` within two edits (ties: the first), if any.
  static func closest(to value: String, among names: [String]) -> String? {
    let scored = names.map { ($0, editDistance(value.lowercased(), $0.lowercased())) }
    return scored.filter { $0.1 <= 2 }.min { $0.1 < $1.1 }?.0
  }

  /// ` (did you mean 'json'?)`, or "" when no name is close.
  static func didYouMean(_ value: String, among names: [String], prefix: String = "") -> String {
    closest(to: value, among: names).map { " (did you mean \"\(prefix)\($0)\"?)" } ?? ""
  }

  /// The Levenshtein distance between two strings, in characters.
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
