import Strategies

extension AppWalk {
  /// The shortest sequence found that still fails `fails`: delta debugging over `steps`
  /// (chunks removed, halving the chunk size down to single steps), then each argument made
  /// simpler (0, 1, halved, one closer to 0) while the sequence still fails.
  ///
  /// - Parameter budget: The most times `fails` is called.
  /// - Complexity: At most `budget` runs of `fails`.
  package static func shrink(
    _ steps: [WalkStep], budget: Int = 2_000, fails: ([WalkStep]) -> Bool
  ) -> [WalkStep] {
    var current = steps
    var runs = 0
    func stillFails(_ candidate: [WalkStep]) -> Bool {
      guard runs < budget else { return false }
      runs += 1
      return fails(candidate)
    }
    var chunk = max(current.count / 2, 1)
    while !current.isEmpty {
      var start = 0
      var removedAny = false
      while start < current.count {
        var candidate = current
        candidate.removeSubrange(start..<min(start + chunk, current.count))
        if stillFails(candidate) {
          current = candidate
          removedAny = true
        } else {
          start += chunk
        }
      }
      if chunk == 1 && !removedAny { break }
      chunk = max(chunk / 2, 1)
    }
    for index in current.indices where !current[index].isTurn && !current[index].isSoon {
      let argument = current[index].argument
      var tried: Set<Int> = [argument]
      for simpler in [0, 1, argument / 2, argument > 0 ? argument - 1 : argument + 1]
      where abs(simpler) < abs(argument) || (abs(simpler) == abs(argument) && simpler > argument) {
        guard tried.insert(simpler).inserted else { continue }
        var candidate = current
        candidate[index].argument = simpler
        if stillFails(candidate) {
          current = candidate
          break
        }
      }
    }
    return current
  }

  /// The smallest tree found that still fails `fails`: each node no placed component sits at
  /// or under removed (its children moved to its parent where they may be held there), while
  /// the run still fails.
  ///
  /// - Parameter budget: The most times `fails` is called.
  package static func shrink(
    _ tree: AppTree, budget: Int = 200, fails: (AppTree) -> Bool
  ) -> AppTree {
    var current = tree
    var runs = 0
    var index = current.nodes.count - 1
    while index >= 0, runs < budget {
      if !current.placements.values.contains(index), let smaller = current.removing(index) {
        runs += 1
        if fails(smaller) { current = smaller }
      }
      index -= 1
    }
    return current
  }

  /// `steps` as a Swift Testing test an engineer can paste into `Tests/SimulationTests`: it
  /// replays the walk on `version` (with the app built with `sdk`, if given) and expects no
  /// violation.
  package static func testSource(
    _ steps: [WalkStep], version: PlatformVersion, sdk: PlatformVersion? = nil,
    traits: Set<ContextTrait>, tree: AppTree? = nil, name: String, violation: String?
  ) -> String {
    let traitList = traits.sorted().map { "ContextTrait(\(WalkStep.literal($0.id)))" }
    var lines: [String] = []
    if let violation {
      let summary = violation.unicodeScalars.filter { $0.value >= 0x20 && $0 != "\u{7F}" }
      lines.append("// Found: \(String(String.UnicodeScalarView(summary.prefix(300))))")
    }
    lines += [
      "@Test(\(WalkStep.literal(name)))",
      "@MainActor",
      "func \(identifier(name))() throws {",
      "  let steps: [WalkStep] = [",
    ]
    lines += steps.map { "    \($0)," }
    lines += [
      "  ]",
      "  let result = AppWalk.run(",
      "    steps, on: try PlatformVersion(parsing: \(WalkStep.literal(version.description))),",
    ]
    if let sdk {
      lines.append("    sdk: try PlatformVersion(parsing: \(WalkStep.literal(sdk.description))),")
    }
    if let tree {
      lines.append("    tree: \(tree),")
    }
    lines += [
      "    traits: [\(traitList.joined(separator: ", "))], registry: .standard())",
      "  #expect(result.violations.isEmpty, \"\\(result.violations)\")",
      "}",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  static func identifier(_ name: String) -> String {
    var result = ""
    var upper = false
    for character in name {
      if character.isASCII, character.isLetter || character.isNumber {
        result.append(upper ? Character(character.uppercased()) : character)
        upper = false
      } else {
        upper = !result.isEmpty
      }
    }
    guard let first = result.first, !first.isNumber else { return "walk" + result }
    return first.lowercased() + result.dropFirst()
  }
}
