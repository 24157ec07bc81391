/// One step of a random walk through the simulated app: an action of one of its containers
/// (`WalkStep("chain", "dismiss", 2)`), or a run-loop turn (``turn``).
package struct WalkStep: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The container the step acts on (a ``WalkComponentSpec/name``), or `"app"` for a turn.
  package var component: String
  /// The action, one of the container's ``WalkComponentSpec/actions``.
  package var action: String
  /// The action's argument (a level, a count, a row; 0 when the action takes none).
  package var argument: Int

  /// Creates a step.
  package init(_ component: String, _ action: String, _ argument: Int = 0) {
    self.component = component
    self.action = action
    self.argument = argument
  }

  /// A run-loop turn: the user pauses, work scheduled for later runs, nothing of the app's.
  package static let turn = WalkStep("app", "turn")

  /// Whether this step is a run-loop turn.
  package var isTurn: Bool { component == "app" && action == "turn" }

  /// The next event comes within a frame of the one after it: the user taps twice in quick
  /// succession, before a deferral of a few milliseconds has run (``AppWalk/quickInterval``).
  package static let soon = WalkStep("app", "soon")

  /// Whether this step makes the next two events follow each other within a frame.
  package var isSoon: Bool { component == "app" && action == "soon" }

  /// The step as Swift source: `WalkStep("chain", "dismiss", 2)`.
  package var description: String {
    isTurn
      ? ".turn"
      : isSoon
        ? ".soon" : "WalkStep(\(Self.literal(component)), \(Self.literal(action)), \(argument))"
  }

  static func literal(_ text: String) -> String {
    var escaped = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": escaped += "\\\""
      case "\\": escaped += "\\\\"
      case " "..."~": escaped.unicodeScalars.append(scalar)
      default: escaped += "\\u{\(String(scalar.value, radix: 16))}"
      }
    }
    return "\"" + escaped + "\""
  }
}

/// One action a container offers the walk, with the arguments it draws from.
package struct WalkAction: Hashable, Sendable {
  /// The action's name.
  package let name: String
  /// The arguments drawn, uniformly (include values past the valid ones: a pop past the depth).
  package let arguments: ClosedRange<Int>
  /// How often the action is drawn, relative to the container's other actions.
  package let weight: Int

  /// Creates an action.
  package init(_ name: String, arguments: ClosedRange<Int> = 0...0, weight: Int = 1) {
    self.name = name
    self.arguments = arguments
    self.weight = max(weight, 1)
  }
}
