import Bench
import Strategies

/// `sheet-represent-during-dismiss-ignored`: a tap that dismisses one sheet and asks for the
/// next, with the next one's timing decided by nothing (raw: set it now), by an `if` on the
/// version written inline, and by `SheetSequencer`. One tap per call: the sheet on screen is
/// dismissed and sheet `i` is asked for, during the dismissal on every other tap (a quick
/// re-tap), set now or held for `onDismiss`; the sheets held are counted.
enum RepresentEvents: PricedOperation {
  static let name = "lists/represent-during-dismiss"
  static let prices: [StrategyID] = [.presentAfterDismissal]

  /// The app's sheet state: the sheet set to present, the one held for `onDismiss`.
  struct Sheets: FreshWorkspace {
    var item = 0
    var pending = 0
  }

  /// As an app builds its view model: the sequencer's type is chosen once; where it would be
  /// the passthrough one (no strategy holds a sheet asked for during a dismissal), every tap
  /// as written.
  static func planner(_ strategies: StrategySet) -> SheetSequencer? {
    strategies.planner(unless: PassthroughSheetSequencer.init(strategies:))
  }

  /// Whether tap `i` comes while a dismiss animation runs.
  @inline(__always)
  static func dismissing(_ i: Int) -> Bool { i & 1 == 1 }

  /// The presentation set now, with no timing decision.
  @inline(never)
  static func raw(_ sheets: inout Sheets, _ i: Int) -> Int {
    sheets.item = i
    return 0
  }

  /// The workaround hand-written: below iOS 16.4, during a dismissal, hold it.
  @inline(never)
  static func inline(_ sheets: inout Sheets, _ i: Int, _ os: PlatformVersion) -> Int {
    if dismissing(i), os.number < VersionNumber(16, 4) {
      sheets.pending = i
      return 1
    }
    sheets.item = i
    return 0
  }

  /// Through the sequencer, resolved once.
  @inline(never)
  static func planned(_ sheets: inout Sheets, _ i: Int, _ sequencer: SheetSequencer) -> Int {
    switch sequencer.timing(whileDismissing: dismissing(i)) {
    case .now:
      sheets.item = i
      return 0
    case .afterDismissal:
      sheets.pending = i
      return 1
    }
  }
}
