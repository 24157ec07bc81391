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

  static func versions(_ text: String, option: String, verb: String) throws(CLIError)
    -> [PlatformVersion]
  {
    let items = text.split(separator: ",", omittingEmptySubsequences: false)
    guard items.count <= 64 else {
      throw .usage("--\(option): at most 64 versions, got \(items.count)", verb: verb)
    }
    var result: [PlatformVersion] = []
    for item in items {
      do {
        let version = try PlatformVersion(parsing: item)
        if !result.contains(version) { result.append(version) }
      } catch {
        throw .usage("--\(option): \(error)", verb: verb)
      }
    }
    return result
  }

  static func version(_ text: String, option: String, verb: String) throws(CLIError)
    -> PlatformVersion
  {
    do {
      return try PlatformVersion(parsing: text)
    } catch {
      throw .usage("--\(option): \(error)", verb: verb)
    }
  }

  /// Comma-separated trait ids, each registered in `registry`; `none` or empty for no traits.
  static func traits(_ text: String, registry: StrategyRegistry, verb: String) throws(CLIError)
    -> Set<ContextTrait>
  {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    if trimmed.isEmpty || trimmed == "none" { return [] }
    let known = registry.traits.map(\.trait)
    var result: Set<ContextTrait> = []
    for item in trimmed.split(separator: ",", omittingEmptySubsequences: false) {
      let id = item.trimmingCharacters(in: .whitespaces)
      guard !id.isEmpty else {
        throw .usage("--traits: an empty trait id in \"\(text)\"", verb: verb)
      }
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
      result.insert(trait)
    }
    return result
  }
}
