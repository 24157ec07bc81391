import Strategies

/// A headless SwiftUI toolbar of icon-only buttons: each item's label, the glass pill the bar
/// draws around it in the Liquid Glass design, and the area where the item takes a touch.
///
/// ## Mechanism
/// - The bar draws the Liquid Glass design where the linked version is 26 or later and the app
///   does not use the compatibility design (``Strategies/StrategyContext/showsDesign26``).
///   Elsewhere items have no pill.
/// - An item's label is ``glyphWidth`` points wide for a bare image or an icon-only `Label`
///   (which looks as the bare image), and as wide as a minimum frame placed inside the label.
///   A frame or content shape outside the `Button` changes neither the label nor the hit area.
/// - In the glass design the pill is the label's width plus ``pillPadding`` points, at
///   ``pillHeight`` points high, and highlights on a touch anywhere inside it.
/// - A button whose label is an icon-only `Label` is hosted as a bar button and takes touches
///   across its whole pill; any other label is hosted as a custom item whose interactive area
///   is the label's frame.
///
/// The model's assumptions, beyond the sources (NativePHP: the pill is the label plus 12 points
/// and highlights where the button takes nothing; MacMagazine: a frame outside the button does
/// not reach its hit area; lemonade: a 36-point item with a 24-point live area, whole for a
/// `Label`): the pill is 36 points high and round for a bare glyph, and a minimum frame inside the
/// label widens the label (the sources disagree whether it widens the hit area past the label;
/// the model takes the label's frame).
///
/// Detectors: ``tap(_:at:)`` reports a touch the pill highlights and the button ignores as
/// ``GlitchKind/pillPressWithoutAction``; ``verifyShapes()`` reports a pill that is not round, or
/// an item wider than its glyph where there is no pill, as ``GlitchKind/barItemReshaped``
/// (over-mitigation).
package final class GlassPillHitModel {
  /// One toolbar item.
  package struct Item: Hashable, Sendable {
    /// The item's name, for reports.
    package var name: String
    /// How its label is built.
    package var label: BarIconLabelPlan
    /// How many times its action ran.
    package var actions = 0
  }

  /// The width of a bare symbol image's frame, in points.
  package static let glyphWidth = 24.0
  /// How much wider than its label an item's pill is, in points.
  package static let pillPadding = 12.0
  /// A pill's height, in points.
  package static let pillHeight = 36.0
  /// The minimum frame some apps put inside the label, in points.
  package static let minimumFrame = 44.0

  /// The simulated OS version.
  package let version: PlatformVersion
  /// The SDK the simulated app is built with.
  package let sdk: PlatformVersion
  /// Whether the bar draws glass pills around its items.
  package let drawsGlass: Bool
  /// The items, leading first.
  package private(set) var items: [Item] = []
  private let session: SimulationSession

  /// Creates a toolbar with no items, in the design `context` gives it.
  ///
  /// - Throws: ``SimulationError/notApplicable(reason:)`` below iOS 14 (no `ToolbarItem`, no
  ///   `Label`) and on platforms other than iOS and iPadOS.
  package init(context: StrategyContext, session: SimulationSession) throws(SimulationError) {
    try context.version.require("ToolbarItem", from: 14)
    self.version = context.version
    self.sdk = context.sdk
    self.drawsGlass = context.showsDesign26
    self.session = session
  }

  /// The toolbar's items set to buttons named `names`, each label built as `label`.
  package func setItems(_ names: [String], label: BarIconLabelPlan) {
    session.countOperation()
    items = names.map { Item(name: $0, label: label) }
  }

  /// The width of an item's label.
  package func labelWidth(_ item: Item) -> Double {
    item.label == .minimumFrameInLabel ? Self.minimumFrame : Self.glyphWidth
  }

  /// The width of an item's pill, `nil` where the bar draws none.
  package func pillWidth(_ item: Item) -> Double? {
    drawsGlass ? labelWidth(item) + Self.pillPadding : nil
  }

  /// The width of the area, centred on the item, where it takes a touch.
  package func hitWidth(_ item: Item) -> Double {
    if item.label == .iconOnlyLabel, let pill = pillWidth(item) { return pill }
    return labelWidth(item)
  }

  /// A finger lifts from item `index`, `offset` points right of its centre (negative: left).
  ///
  /// - Returns: whether the item's action ran.
  @discardableResult
  package func tap(_ index: Int, at offset: Double) -> Bool {
    session.countOperation()
    guard items.indices.contains(index) else { return false }
    let item = items[index]
    let distance = abs(offset)
    let fires = distance <= hitWidth(item) / 2
    if fires { items[index].actions += 1 }
    if let pill = pillWidth(item), distance <= pill / 2, !fires {
      session.record(
        .pillPressWithoutAction,
        "the \(item.name) pill (\(pill) pt) highlighted a touch \(offset) pt from its centre and "
          + "the button, taking touches across \(hitWidth(item)) pt, did nothing (\(context))")
    }
    return fires
  }

  /// Reports each pill that is not round, and each item wider than its glyph where the bar
  /// draws no pill.
  package func verifyShapes() {
    for item in items {
      if let pill = pillWidth(item) {
        guard pill != Self.pillHeight else { continue }
        session.record(
          .barItemReshaped,
          "the \(item.name) pill is \(pill) × \(Self.pillHeight) pt: an oval, designed round "
            + "(\(context))")
      } else if labelWidth(item) != Self.glyphWidth {
        session.record(
          .barItemReshaped,
          "the \(item.name) item is \(labelWidth(item)) pt wide, designed \(Self.glyphWidth): "
            + "its neighbours move (\(context))")
      }
    }
  }

  private var context: String { "\(version), built with the \(sdk) SDK" }
}
