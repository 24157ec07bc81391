import Strategies

/// Where a bar button item sits in a navigation bar.
package enum SimulatedBarSide: String, Hashable, Sendable, CaseIterable {
  /// `leftBarButtonItems`.
  case leading
  /// `rightBarButtonItems`.
  case trailing
}

/// A headless `UINavigationBar`'s bar button items: what each shows, whether the app set its
/// `hidesSharedBackground`, and the glass the bar draws behind it.
///
/// ## Mechanism
/// - The bar draws the Liquid Glass design where the linked version
///   (``Strategies/StrategyContext/linkedVersion``, the older of the OS and the SDK) is 26 or
///   later and the app does not use the compatibility design
///   (``Strategies/ContextTrait/compatibilityDesign``: `UIDesignRequiresCompatibility` set, with
///   an SDK that honours it). Elsewhere items have no shared background.
/// - In the glass design each item is drawn on the bar's shared glass background unless its
///   `hidesSharedBackground` is set; adjacent items of one side that both have it share one
///   capsule.
/// - Setting the items (`leftBarButtonItems`, `rightBarButtonItems`) makes new items, whose
///   `hidesSharedBackground` is `false`.
/// - `hidesSharedBackground` exists from iOS 26, in the iOS 26 SDK and later: elsewhere setting
///   it is an unavailable API.
///
/// The model's assumptions, beyond the sources: the grouping does not depend on the item's
/// width or on the bar's other content (the title, a search field), and every custom view that
/// draws its own background is judged as one (the sources show filled buttons, avatars and
/// labels).
///
/// Detector: ``verify()`` reports an item that draws its own background and sits on the glass
/// as ``GlitchKind/barItemDoubleBackground``, and a plain item taken off the glass of the glass
/// design as ``GlitchKind/barItemGlassRemoved`` (over-mitigation).
package final class GlassBarItemsModel {
  /// One bar button item.
  package struct Item: Hashable, Sendable {
    /// What the item shows.
    package var content: BarItemContent
    /// Its `hidesSharedBackground`.
    package var hidesSharedBackground = false
  }

  /// The simulated OS version.
  package let version: PlatformVersion
  /// The SDK the simulated app is built with.
  package let sdk: PlatformVersion
  /// Whether the bar draws the Liquid Glass design (shared backgrounds behind its items).
  package let drawsGlass: Bool
  /// The items of each side, in order from the bar's edge.
  package private(set) var items: [SimulatedBarSide: [Item]] = [:]
  private let linkedVersion: PlatformVersion
  private let session: SimulationSession

  /// Creates a navigation bar with no items, in the design `context` gives it.
  ///
  /// - Throws: ``SimulationError/notApplicable(reason:)`` on platforms other than iOS and
  ///   iPadOS.
  package init(context: StrategyContext, session: SimulationSession) throws(SimulationError) {
    try context.version.require("UINavigationBar", from: 2)
    self.version = context.version
    self.sdk = context.sdk
    self.linkedVersion = context.linkedVersion
    self.drawsGlass = context.showsDesign26
    self.session = session
  }

  /// `navigationItem.leftBarButtonItems` or `rightBarButtonItems` set to new items showing
  /// `contents`.
  package func setItems(_ contents: [BarItemContent], on side: SimulatedBarSide) {
    session.countOperation()
    items[side] = contents.map { Item(content: $0) }
  }

  /// `item.hidesSharedBackground = true` on the item at `index` of `side`.
  ///
  /// - Throws: ``SimulationError/notApplicable(reason:)`` below iOS 26 or in an older SDK.
  package func hideSharedBackground(on side: SimulatedBarSide, at index: Int)
    throws(SimulationError)
  {
    session.countOperation()
    guard linkedVersion.major >= 26 else {
      throw .notApplicable(
        reason: "hidesSharedBackground does not exist below iOS 26 or in an older SDK "
          + "(\(context))")
    }
    guard items[side]?.indices.contains(index) == true else { return }  // no such item
    items[side]?[index].hidesSharedBackground = true
  }

  /// Whether the item at `index` of `side` is drawn on the bar's shared glass background.
  package func isOnGlass(_ side: SimulatedBarSide, _ index: Int) -> Bool {
    guard drawsGlass, let item = items[side]?[index] else { return false }
    return !item.hidesSharedBackground
  }

  /// The capsules of `side`: each run of adjacent items on the glass, as their indices.
  package func capsules(_ side: SimulatedBarSide) -> [[Int]] {
    var result: [[Int]] = []
    var run: [Int] = []
    for index in (items[side] ?? []).indices {
      if isOnGlass(side, index) {
        run.append(index)
      } else if !run.isEmpty {
        result.append(run)
        run = []
      }
    }
    if !run.isEmpty { result.append(run) }
    return result
  }

  /// Reports what the user sees differ from the app's design: an item that draws its own
  /// background on the glass too, and a plain item the glass design leaves bare.
  package func verify() {
    for side in SimulatedBarSide.allCases {
      let capsules = capsules(side)
      for (index, item) in (items[side] ?? []).enumerated() {
        let onGlass = isOnGlass(side, index)
        if item.content == .ownBackground, onGlass {
          let shared = capsules.first { $0.contains(index) }?.count ?? 1
          session.record(
            .barItemDoubleBackground,
            "\(side) item \(index) draws its own background on the bar's glass too, in a "
              + "capsule of \(shared) item\(shared == 1 ? "" : "s") (\(context))")
        }
        if item.content == .plain, drawsGlass, !onGlass {
          session.record(
            .barItemGlassRemoved,
            "\(side) item \(index), a plain item, lost its glass background: its touch area is "
              + "the glyph's (\(context))")
        }
      }
    }
  }

  private var context: String { "\(version), built with the \(sdk) SDK" }
}
