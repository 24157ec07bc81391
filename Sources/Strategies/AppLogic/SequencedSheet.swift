/// A sheet's presentation that keeps its own dismissal bookkeeping: what is presented, whether
/// its dismiss animation still runs, and the item held for after it, as a ``SheetSequencer``
/// plans.
///
/// The app calls ``present(_:)`` and ``dismiss()``; the sheet modifier that hosts it
/// (`sheet(sequenced:onDismiss:content:)` in `StrategiesSwiftUI`) reports a dismissal the
/// system starts (a swipe down clears the binding) through ``dismiss()`` and its end through
/// ``dismissalDidEnd()``. No flag is left for the app to set.
///
/// ```swift
/// @State private var sheet = SequencedSheet<Route>(sequencer: SheetSequencer(strategies: strategies))
/// Button("Edit") { sheet.present(.editor) }  // from the filter sheet: it leaves, the editor comes
///   .sheet(sequenced: $sheet) { route in RouteView(route) }
/// // iOS 16.3 and earlier: the editor is held until the filters' dismiss animation ends;
/// // iOS 16.4 and later: it is presented at once.
/// ```
public struct SequencedSheet<Item> {
  /// The item presented: what the sheet's `item` binding holds.
  public private(set) var item: Item?
  /// The item held until the running dismissal ends, if any.
  public private(set) var pending: Item?
  /// Whether a dismissal runs: from the moment the presentation is cleared until the sheet's
  /// `onDismiss` (``dismissalDidEnd()``).
  public private(set) var isDismissing = false
  /// The timing plan.
  public let sequencer: SheetSequencer

  /// Creates the presentation, showing `item` (`nil`: nothing).
  public init(sequencer: SheetSequencer, item: Item? = nil) {
    self.sequencer = sequencer
    self.item = item
  }

  /// Presents `next`: at once, or (while a dismissal runs, where the sequencer holds) when the
  /// dismissal ends. A sheet already presented is dismissed first, so asking for another
  /// sheet from inside one is one call.
  ///
  /// - Returns: When `next` is presented.
  /// - Complexity: O(1).
  @discardableResult
  public mutating func present(_ next: Item) -> PresentationTiming {
    if item != nil { dismiss() }
    let timing = sequencer.timing(whileDismissing: isDismissing)
    switch timing {
    case .now: item = next
    case .afterDismissal: pending = next
    }
    return timing
  }

  /// Dismisses what is presented and drops a held item: the app's close button, or the system's
  /// swipe down (the sheet modifier reports it). Nothing presented and nothing held: no change.
  ///
  /// - Complexity: O(1).
  public mutating func dismiss() {
    pending = nil
    guard item != nil else { return }
    item = nil
    isDismissing = true
  }

  /// The dismiss animation ended (the sheet's `onDismiss`): a held item is presented now.
  ///
  /// - Complexity: O(1).
  public mutating func dismissalDidEnd() {
    isDismissing = false
    if let next = pending {
      pending = nil
      item = next
    }
  }
}

extension SequencedSheet: Equatable where Item: Equatable {}
extension SequencedSheet: Hashable where Item: Hashable {}
extension SequencedSheet: Sendable where Item: Sendable {}
