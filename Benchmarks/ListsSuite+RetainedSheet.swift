import Bench
import Strategies

/// `sheet-content-retained-after-dismiss`: the changes of the state an editor sheet shows, and
/// the sheet's presentations, with the host decided by nothing (raw: SwiftUI's sheet follows the
/// state), by an `if` on the version written inline, and by `SheetContentHostingPlanner`. One
/// event per call: every fourth call presents the sheet for a new view model `i`, and every call
/// changes the unread count it shows; a controller the app owns is created at each presentation
/// and given the new state at each change. The result counts the controller's updates.
enum RetainedSheetEvents: PricedOperation {
  static let name = "lists/sheet-content-hosting"
  static let prices: [StrategyID] = [.presentFromOwnedHostingController]

  /// The presenter's state and the app's own hosting controller.
  struct Sheet: FreshWorkspace {
    var item = 0
    var unread = 0
    var controller = 0
    var controllerUnread = 0
  }

  /// As an app builds its presenter: the plan is resolved once; where it is SwiftUI's own
  /// sheet (the strategy is off), every event as written.
  static func planner(_ strategies: StrategySet) -> SheetContentHosting? {
    let plan = SheetContentHostingPlanner(strategies: strategies).hosting()
    return plan == .system ? nil : plan
  }

  /// Whether call `i` presents a new sheet.
  @inline(__always)
  static func presents(_ i: Int) -> Bool { i & 3 == 0 }

  /// SwiftUI's sheet: the item and the state, which the sheet follows.
  @inline(never)
  static func raw(_ sheet: inout Sheet, _ i: Int) -> Int {
    if presents(i) { sheet.item = i }
    sheet.unread = i
    return 0
  }

  /// The workaround hand-written: on iOS 17.0 and 17.1, the app's own controller, given the
  /// state at every change.
  @inline(never)
  static func inline(_ sheet: inout Sheet, _ i: Int, _ os: PlatformVersion) -> Int {
    if os.number >= VersionNumber(17) && os.number < VersionNumber(17, 2) {
      if presents(i) { sheet.controller = i }
      sheet.unread = i
      sheet.controllerUnread = i
      return 1
    }
    if presents(i) { sheet.item = i }
    sheet.unread = i
    return 0
  }

  /// Through the plan, resolved once: the host as planned.
  @inline(never)
  static func planned(_ sheet: inout Sheet, _ i: Int, _ plan: SheetContentHosting) -> Int {
    switch plan {
    case .system:
      if presents(i) { sheet.item = i }
      sheet.unread = i
      return 0
    case .ownedController:
      if presents(i) { sheet.controller = i }
      sheet.unread = i
      sheet.controllerUnread = i
      return 1
    case .ownedSnapshot:
      if presents(i) {
        sheet.controller = i
        sheet.controllerUnread = i
      }
      sheet.unread = i
      return 0
    }
  }
}
