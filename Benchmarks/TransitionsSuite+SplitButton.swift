import Bench
import Strategies

/// `split-display-mode-button-reset`: the assignment of a split view controller's display-mode
/// button visibility in the introspection callback of each update (one selection change per
/// call), made by nothing but the callback (raw: now), by an `if` on the idiom and the version
/// written inline, and by `DisplayModeButtonPlanner`. The context is an iPad's (the scenario's
/// traits). An assignment for the next turn is counted as pending; the result counts them.
enum SplitButtonEvents: PricedOperation {
  static let name = "transitions/split-button-visibility"
  static let prices: [StrategyID] = [.reapplyDisplayModeButtonNextTurn]

  /// The controller's visibility and the assignments waiting for the next turn.
  struct Split: FreshWorkspace {
    var hidden = 0
    var pending = 0
  }

  /// What the inline workaround reads: the version and the idiom.
  struct Conditions: Sendable {
    var os: PlatformVersion
    var pad: Bool
  }

  /// An iPad's context.
  static func strategies(_ context: SuiteContext) -> StrategySet {
    context.registry.resolve(StrategyContext(context.os, traits: [.padIdiom]))
  }

  static func conditions(_ context: SuiteContext) -> Conditions {
    let strategies = strategies(context)
    return Conditions(
      os: strategies.context.version, pad: strategies.context.traits.contains(.padIdiom))
  }

  /// As an app builds its split view: the plan is resolved once; where it assigns in the
  /// callback only (the strategy is off), every update as written.
  static func planner(_ strategies: StrategySet) -> DisplayModeButtonAssignment? {
    let plan = DisplayModeButtonPlanner(strategies: strategies).assignment()
    return plan == .now ? nil : plan
  }

  /// The assignment in the callback.
  @inline(never)
  static func raw(_ split: inout Split, _ i: Int) -> Int {
    split.hidden = i | 1
    return 0
  }

  /// The workaround hand-written: on an iPad on iOS 17, assign now and again on the next turn.
  @inline(never)
  static func inline(_ split: inout Split, _ i: Int, _ conditions: Conditions) -> Int {
    split.hidden = i | 1
    if conditions.pad && conditions.os.number.major == 17 {
      split.pending &+= 1
      return 1
    }
    return 0
  }

  /// Through the plan, resolved once: the assignments as planned.
  @inline(never)
  static func planned(_ split: inout Split, _ i: Int, _ plan: DisplayModeButtonAssignment) -> Int {
    switch plan {
    case .now:
      split.hidden = i | 1
      return 0
    case .nowAndNextTurn:
      split.hidden = i | 1
      split.pending &+= 1
      return 1
    case .nextTurnOnly:
      split.pending &+= 1
      return 1
    }
  }
}
