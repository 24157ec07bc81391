import Bench
import Strategies

/// `sheet-background-interaction-blocked`: a sheet presented over the list that keeps the view
/// behind it interactive (or not), with its route decided by nothing (raw: SwiftUI's modifier),
/// by an `if` on the version written inline, and by `SheetInteractionPlanner`. One presentation
/// per call: sheet `i` keeps the view behind it interactive on three calls of four (a bottom
/// sheet) and is modal on the fourth; the result names its route (0 modal, 1 the modifier,
/// 2 the sheet presentation controller).
enum InteractionEvents: PricedOperation {
  static let name = "lists/background-interaction"
  static let prices: [StrategyID] = [.undimDetentsThroughSheetController]

  /// What the sheets set: the detent handed to the route.
  struct Routes: FreshWorkspace {
    var detent = 0
  }

  /// As an app builds its view model: the planner's type is chosen once; where it would be the
  /// passthrough one (no strategy changes a sheet's route), every sheet as written.
  static func planner(_ strategies: StrategySet) -> SheetInteractionPlanner? {
    strategies.planner(unless: PassthroughSheetInteractionPlanner.init(strategies:))
  }

  /// Whether sheet `i` keeps the view behind it interactive.
  @inline(__always)
  static func interactive(_ i: Int) -> Bool { i & 3 != 3 }

  /// SwiftUI's modifier, with no route decision.
  @inline(never)
  static func raw(_ routes: inout Routes, _ i: Int) -> Int {
    guard interactive(i) else { return 0 }
    routes.detent = i
    return 1
  }

  /// The workaround hand-written: below iOS 16.4, the sheet presentation controller.
  @inline(never)
  static func inline(_ routes: inout Routes, _ i: Int, _ os: PlatformVersion) -> Int {
    guard interactive(i) else { return 0 }
    routes.detent = i
    return os.number < VersionNumber(16, 4) ? 2 : 1
  }

  /// Through the planner, resolved once.
  @inline(never)
  static func planned(_ routes: inout Routes, _ i: Int, _ planner: SheetInteractionPlanner)
    -> Int
  {
    switch planner.plan(interactiveBehind: interactive(i)) {
    case .modal: return 0
    case .presentationModifier:
      routes.detent = i
      return 1
    case .sheetController:
      routes.detent = i
      return 2
    }
  }
}
