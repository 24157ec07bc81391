import Bench
import Foundation
import Strategies

/// Parsers for option values; each failure is a usage error naming the option and the value.
enum Values {
  /// A number written in plain decimal (`0.5`, `12`, `1e-3`), or `nil`: the hexadecimal
  /// (`0x10`), `inf` and `nan` spellings `Double(_:)` also accepts are refused, so that a
  /// value means what it reads as; at most 64 characters.
  static func decimal(_ text: some StringProtocol) -> Double? {
    guard text.utf8.count <= 64, text.utf8.allSatisfy({ "0123456789.eE+-".utf8.contains($0) }),
      let value = Double(String(text)), value.isFinite
    else { return nil }
    return value
  }

  /// The most digits a whole-number option reads (`UInt64.max` has 20).
  static let maximumDigits = 20

  /// `text` as a whole number in `range`: the one grammar of every whole-number option
  /// (`--samples`, `--seed`, `--random`, a `--sizes` item, ...). Plain ASCII decimal digits
  /// only, at most ``maximumDigits`` of them: no sign (`+5`, `-0`), no separators (`1_000`,
  /// `1,000`), no exponent (`1e3`), no spaces; leading zeros are read (`007` is 7).
  ///
  /// - Throws: a usage ``CLIError`` naming the option, the value (clipped, escaped) and the
  ///   range.
  static func wholeNumber(
    _ text: some StringProtocol, option: String, range: ClosedRange<UInt64>, verb: String
  ) throws(CLIError) -> UInt64 {
    let shown = "\"\(clipped(text))\""
    let digits = text.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    let expected = "is not an integer in \(range.lowerBound)...\(range.upperBound)"
    guard !text.isEmpty, digits else {
      throw .usage(
        "--\(option): \(shown) \(expected) (write decimal digits only: no sign, separator, "
          + "exponent or space)", verb: verb)
    }
    guard text.utf8.count <= maximumDigits, let value = UInt64(text), range.contains(value) else {
      throw .usage("--\(option): \(shown) \(expected)", verb: verb)
    }
    return value
  }

  /// ``wholeNumber(_:option:range:verb:)`` for a range of `Int`s (whose lower bound is not
  /// negative).
  static func wholeNumber(
    _ text: some StringProtocol, option: String, range: ClosedRange<Int>, verb: String
  ) throws(CLIError) -> Int {
    let bounds = UInt64(max(range.lowerBound, 0))...UInt64(max(range.upperBound, 0))
    return Int(try wholeNumber(text, option: option, range: bounds, verb: verb))
  }

  /// `text` as a message shows a value read from the command line or a file: control
  /// characters escaped and at most 40 Unicode scalars (then `…`).
  static func clipped(_ text: some StringProtocol) -> String {
    ControlEscaping.clip(text)
  }

  /// The items of a comma-separated list option (`--suite`, `--sizes`, `--os`, `--defect`,
  /// `--traits`), each trimmed of spaces and parsed by `parse`, in the order given. Every list
  /// option goes through here, so that all of them treat the same mistakes the same way.
  ///
  /// - Throws: a usage ``CLIError`` naming the option for an empty list or item, more than
  ///   `limit` items, an item `parse` refuses, or two items with the same value (`10,10`, and
  ///   `10,1e1` too): a repeated item is a mistake to point out, not to drop silently.
  static func list<Item: Equatable>(
    _ text: String, option: String, limit: Int = 64, noun: String = "items", verb: String,
    parse: (String) throws(CLIError) -> Item
  ) throws(CLIError) -> [Item] {
    let items = text.split(separator: ",", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    guard items.contains(where: { !$0.isEmpty }) else {
      throw .usage("--\(option): an empty list; give one or more, comma-separated", verb: verb)
    }
    guard !items.contains(where: \.isEmpty) else {
      throw .usage(
        "--\(option): an empty item in \"\(text)\" (a stray comma?)", verb: verb)
    }
    guard items.count <= limit else {
      throw .usage("--\(option): at most \(limit) \(noun), got \(items.count)", verb: verb)
    }
    var result: [Item] = []
    for item in items {
      let value = try parse(item)
      if let earlier = result.firstIndex(of: value) {
        let same = items[earlier] == item ? "" : " (as \"\(items[earlier])\")"
        throw .usage(
          "--\(option): \"\(item)\" is given twice\(same); give each once",
          verb: verb)
      }
      result.append(value)
    }
    return result
  }

  static func versions(_ text: String, option: String, verb: String) throws(CLIError)
    -> [PlatformVersion]
  {
    try list(text, option: option, limit: 64, noun: "versions", verb: verb) {
      (item) throws(CLIError) in
      try version(item, option: option, verb: verb)
    }
  }

  /// Refuses an empty value of the path options `options` (`--output ''` would name nothing,
  /// `--input ''` the current directory, `--rules ''` a file called ""), naming the option.
  static func refuseEmptyPaths(_ arguments: ParsedArguments, options: [String]) throws(CLIError) {
    for option in options {
      if let path = arguments.value(option) {
        try refuseEmptyPath(path, what: "--\(option)", verb: arguments.verb)
      }
    }
  }

  /// Refuses an empty path operand, described in the message as `what` (`PATH`, `RUN.json 2`).
  static func refuseEmptyPath(_ path: String, what: String, verb: String) throws(CLIError) {
    guard path.isEmpty else { return }
    throw .usage("\(what): an empty path; give a file name", verb: verb)
  }

  static func version(_ text: String, option: String, verb: String) throws(CLIError)
    -> PlatformVersion
  {
    let version: PlatformVersion
    do {
      version = try PlatformVersion(parsing: text)
    } catch {
      throw .usage("--\(option): \(error)", verb: verb)
    }
    if let problem = version.releaseProblem {
      throw .usage("--\(option): \(problem)", verb: verb)
    }
    return version
  }

  /// `--sdk VERSION`: the SDK an app is built with, one that builds apps for every version in
  /// `versions` (an iOS SDK for iOS and iPadOS versions), judged as the library judges a
  /// context's SDK (``StrategyContext/sdkMismatch``).
  static func sdk(_ text: String, for versions: [PlatformVersion], verb: String)
    throws(CLIError) -> PlatformVersion
  {
    let sdk = try version(text, option: "sdk", verb: verb)
    for version in versions {
      if let mismatch = StrategyContext(version, sdk: sdk).sdkMismatch {
        throw .usage("--sdk: \(mismatch)", verb: verb)
      }
    }
    return sdk
  }

  /// Comma-separated trait ids, each registered in `registry`; `none` for no traits.
  static func traits(_ text: String, registry: StrategyRegistry, verb: String) throws(CLIError)
    -> Set<ContextTrait>
  {
    if text.trimmingCharacters(in: .whitespaces) == "none" { return [] }
    let known = registry.traits.map(\.trait)
    guard !text.trimmingCharacters(in: .whitespaces).isEmpty else {
      throw .usage("--traits: an empty list; give trait ids, or \"none\" for no traits", verb: verb)
    }
    let traits = try list(text, option: "traits", verb: verb) { (id) throws(CLIError) in
      let trait: ContextTrait
      do {
        trait = try ContextTrait(validating: id)
      } catch {
        throw .usage("--traits: \(error)", verb: verb)
      }
      guard known.contains(trait) else {
        let names = known.map(\.id)
        let hint = Suggestion.didYouMean(id, among: names)
        throw .usage(
          "--traits: unknown trait \"\(id)\""
            + (hint.isEmpty ? " (known: \(names.joined(separator: ", ")))" : hint), verb: verb)
      }
      return trait
    }
    return Set(traits)
  }
}
