import Bench
import Strategies

/// `modal-default-page-sheet`: the style set before each UIKit presentation, decided by nothing
/// (raw: the system's default), by an `if` on the linked version written inline, and by
/// `ModalPresentationPlanner`. One presentation per call: presentation `i` is a flow designed
/// full screen on three calls of four and a sheet meant as a card on the fourth; the style is
/// set before it is presented, and the presentations set full screen are counted.
enum ModalStyleEvents: PricedOperation {
  static let name = "lists/modal-style"
  static let prices: [StrategyID] = [.presentFullScreenExplicitly]

  /// The app's window: the last presentation.
  struct Window: FreshWorkspace {
    var presented = 0
  }

  /// The workaround reads the version the app is linked against.
  static func conditions(_ context: SuiteContext) -> PlatformVersion {
    context.strategies.context.linkedVersion
  }

  /// As an app builds its view model: the planner is resolved once; where it sets no style
  /// (the strategy is off), every presentation is left to the system as written.
  static func planner(_ strategies: StrategySet) -> ModalPresentationPlanner? {
    let planner = ModalPresentationPlanner(strategies: strategies)
    return planner.route == .systemDefault ? nil : planner
  }

  /// Whether presentation `i` is designed full screen.
  @inline(__always)
  static func designedFullScreen(_ i: Int) -> Bool { i & 3 != 3 }

  /// The presentation with no style set.
  @inline(never)
  static func raw(_ window: inout Window, _ i: Int) -> Int {
    window.presented = i
    return 0
  }

  /// The workaround hand-written: `.fullScreen` on flows designed full screen, where the
  /// linked version is 13 or later.
  @inline(never)
  static func inline(_ window: inout Window, _ i: Int, _ linked: PlatformVersion) -> Int {
    window.presented = i
    return designedFullScreen(i) && linked.number >= VersionNumber(13) ? 1 : 0
  }

  /// Through the planner, resolved once.
  @inline(never)
  static func planned(_ window: inout Window, _ i: Int, _ planner: ModalPresentationPlanner)
    -> Int
  {
    let intent: PresentationStyle = designedFullScreen(i) ? .fullScreenCover : .sheet
    window.presented = i
    return planner.plan(for: intent) == .fullScreen ? 1 : 0
  }
}
