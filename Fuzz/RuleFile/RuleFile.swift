// libFuzzer target for the rule-file loader: `RuleFile(parsing:)` (the hand-written JSON parser
// and the schema validation), then `StrategyRegistry.loadRules(_:source:)` on a standard
// registry. Built and run by `Fuzz/run.sh`. A property that fails traps, so libFuzzer reports
// the input as a crash.
import Strategies

/// libFuzzer's entry point: parses the input as a rule file and checks that a refused file
/// names a JSON path, that an accepted one either loads or is refused whole, that a loaded one
/// decides activation as documented, and that its canonical form parses back equal.
///
/// - Returns: 0 (libFuzzer reserves other values).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  let file: RuleFile
  do {
    file = try RuleFile(parsing: bytes)
  } catch {
    checkRefusal(error)
    return 0
  }
  checkCanonicalForm(file)
  let registry = StrategyRegistry.standard()
  do {
    try registry.loadRules(file, source: "fuzz.json")
  } catch {
    checkRefusal(error)
    check(registry.ruleOverrides == nil, "a refused file left rules in force")
    return 0
  }
  check(registry.ruleOverrides == file.overrides, "the registry holds other rules")
  for context in probeContexts(file) {
    checkActivations(registry, file.overrides, context)
  }
  return 0
}

/// A refusal names a JSON path from the root and says why.
private func checkRefusal(_ error: RuleFileError) {
  check(error.path.hasPrefix("$"), "error path \"\(error.path)\" is not a JSON path")
  check(!error.reason.isEmpty, "error at \(error.path) gives no reason")
}

/// Writing the file back canonically (every strategy with its mode and versions) and parsing
/// that gives an equal file.
private func checkCanonicalForm(_ file: RuleFile) {
  var json = "{\"schemaVersion\": 1, \"disableAll\": \(file.overrides.disableAll)"
  if let comment = file.comment { json += ", \"comment\": \(jsonString(comment))" }
  json += ", \"strategies\": {"
  let entries = file.overrides.strategies.sorted { $0.key < $1.key }
  for (index, (id, override)) in entries.enumerated() {
    json += index == 0 ? "" : ", "
    json += "\(jsonString(id.rawValue)): {\"mode\": \"\(override.mode.rawValue)\""
    if let versions = override.versions {
      json += ", \"versions\": \(jsonString(versions.description))"
    }
    json += "}"
  }
  json += "}}"
  do {
    let again = try RuleFile(parsing: Array(json.utf8))
    guard again == file else {
      fatalError("canonical form \(json) parsed as \(again), not \(file)")
    }
  } catch {
    fatalError("canonical form \(json) refused: \(error)")
  }
}

/// `text` as a JSON string literal.
private func jsonString(_ text: String) -> String {
  var result = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\"": result += "\\\""
    case "\\": result += "\\\\"
    case "\u{0}"..."\u{1F}":
      let hex = String(scalar.value, radix: 16)
      result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    default: result.unicodeScalars.append(scalar)
    }
  }
  return result + "\""
}

/// A few contexts: fixed ones with and without traits, and the first version of each range the
/// file gives, on its platform.
private func probeContexts(_ file: RuleFile) -> [StrategyContext] {
  let allTraits = Set(TraitDescriptor.builtIn.map(\.trait))
  var versions = [
    PlatformVersion(.iOS, 15, 7), PlatformVersion(.iOS, 16, 4), PlatformVersion(.iPadOS, 17),
  ]
  for override in file.overrides.strategies.values {
    for range in override.versions?.ranges.prefix(2) ?? [] {
      versions.append(PlatformVersion(range.platform, range.lowerBound))
    }
  }
  return versions.prefix(8).flatMap {
    [StrategyContext($0), StrategyContext($0, traits: allTraits)]
  }
}

/// Each strategy's activation follows the documented precedence, with no overrides in code:
/// the file's mode, then its global switch, then its versions (or the declared ones) and the
/// required traits, which a strategy's issue may narrow further; `resolve` and `explain` agree
/// with it.
private func checkActivations(
  _ registry: StrategyRegistry, _ rules: Overrides, _ context: StrategyContext
) {
  let activations = registry.activations(in: context)
  for entry in activations {
    let (descriptor, activation) = (entry.descriptor, entry.activation)
    let override = rules.strategies[descriptor.id]
    // `expected` nil: active only if allowed (the issue's own versions and traits may narrow
    // further, so inactive is allowed too).
    let expected: Bool?
    var allowed = true
    switch override?.mode {
    case .enabled?: expected = true
    case .disabled?: expected = false
    case .auto?, nil:
      let versions = override?.versions ?? descriptor.versions
      // The probe contexts hold all built-in traits or none, so implied traits change nothing.
      allowed =
        !rules.disableAll && versions.contains(context.version)
        && descriptor.requiredTraits.isSubset(of: context.traits)
      expected = allowed ? nil : false
    }
    guard expected.map({ activation.isActive == $0 }) ?? (!activation.isActive || allowed) else {
      fatalError(
        "\(descriptor.id) in \(context): active \(activation.isActive), expected \(expected.map { "\($0)" } ?? "inactive")"
      )
    }
  }
  let resolved = registry.resolve(context)
  let active = activations.filter(\.isActive).map(\.id)
  guard resolved.active == active else {
    fatalError("resolve(\(context)) gives \(resolved.active), activations give \(active)")
  }
  let explanation = registry.explain(context)
  check(
    explanation.strategies.map(\.active) == activations.map(\.isActive),
    "explain(\(context)) disagrees with activations")
  check(!explanation.text.isEmpty, "empty explanation")
}

/// Traps with `message` when `condition` is false. Unlike `precondition`, it prints the message
/// in optimised builds, so libFuzzer's log says which property failed.
private func check(
  _ condition: Bool, _ message: @autoclosure () -> String, line: UInt = #line
) {
  if !condition { fatalError(message(), line: line) }
}
