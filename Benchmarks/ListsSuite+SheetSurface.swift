import Bench
import Strategies

/// `sheet-partial-detent-glass-background`: the background set on each sheet presented,
/// decided by nothing (raw: the system's), by an `if` on the linked version, the idiom and the
/// compatibility design written inline, and by `SheetSurfacePlanner`. One sheet presented per
/// call: sheet `i` is designed as an opaque card on even calls and on the system's surface on
/// odd ones; the sheets given an opaque background are counted.
enum SheetSurfaceEvents: PricedOperation {
  static let name = "lists/sheet-surface"
  static let prices: [StrategyID] = [.opaqueBackgroundForCardSheets]

  /// The screen: the last sheet presented.
  struct Screen: FreshWorkspace {
    var sheet = 0
  }

  /// What the inline workaround reads: the linked version, the idiom and whether the app keeps
  /// the compatibility design.
  struct Conditions: Sendable {
    var linked: PlatformVersion
    var pad: Bool
    var compatibilityDesign: Bool
  }

  static func conditions(_ context: SuiteContext) -> Conditions {
    let strategies = context.strategies
    return Conditions(
      linked: strategies.context.linkedVersion,
      pad: strategies.context.traits.contains(.padIdiom),
      compatibilityDesign: strategies.context.traits.contains(.compatibilityDesign))
  }

  /// As an app builds its view model: the planner is resolved once; where it sets nothing (the
  /// strategy is off), every sheet is presented as written.
  static func planner(_ strategies: StrategySet) -> SheetSurfacePlanner? {
    let planner = SheetSurfacePlanner(strategies: strategies)
    return planner.route == .systemDefault ? nil : planner
  }

  /// Whether sheet `i` is designed as an opaque card.
  @inline(__always)
  static func opaqueCard(_ i: Int) -> Bool { i & 1 == 0 }

  /// The sheet presented, nothing else.
  @inline(never)
  static func raw(_ screen: inout Screen, _ i: Int) -> Int {
    screen.sheet = i
    return 0
  }

  /// The workaround hand-written: an opaque background on opaque cards, on an iPhone, where the
  /// linked version is 26 or later and the app keeps the new design.
  @inline(never)
  static func inline(_ screen: inout Screen, _ i: Int, _ conditions: Conditions) -> Int {
    screen.sheet = i
    return opaqueCard(i) && !conditions.pad && conditions.linked.number >= VersionNumber(26)
      && !conditions.compatibilityDesign ? 1 : 0
  }

  /// Through the planner, resolved once.
  @inline(never)
  static func planned(_ screen: inout Screen, _ i: Int, _ planner: SheetSurfacePlanner) -> Int {
    let design: SheetSurfaceDesign = opaqueCard(i) ? .opaqueCard : .systemSurface
    screen.sheet = i
    return planner.plan(for: design) == .opaqueBackground ? 1 : 0
  }
}
