import Bench
import Strategies

/// `stack-destination-in-lazy-container-ignored`: the user pushes the value of a row of a
/// `List`, and the push looks for its destination where the app registered it: on the row that
/// declares it (raw: as written), where an `if` on the version written inline says, or where
/// `DestinationPlacementPlanner` plans it.
///
/// One event per call: a push of the value of row `i` modulo `size`; the result is the index
/// of the registration the push finds (the row's own, or the one on the stack's root, past
/// the rows).
enum LazyDestinationEvents: PricedOperation {
  static let name = "stacks/lazy-destination"
  static let prices: [StrategyID] = [.hoistDestinationsOutOfLazyContainers]

  /// As an app builds its view: the placement is planned once; where destinations stay on
  /// their rows (the strategy is off), every push looks there as written.
  static func planner(_ strategies: StrategySet) -> DestinationPlacement? {
    let placement = DestinationPlacementPlanner(strategies: strategies).planPlacement()
    return placement == .lazyRow ? nil : placement
  }

  /// The row pushed at event `i`.
  @inline(__always)
  static func row(_ i: Int, _ size: Int) -> Int {
    i % max(size, 1)
  }

  /// The registration a push of `row` finds with destinations at `placement`.
  @inline(__always)
  static func found(_ row: Int, _ size: Int, _ placement: DestinationPlacement) -> Int {
    placement == .stackRoot ? size : row
  }

  /// As written: each row registers its destination; also the `strategies` event where the
  /// plan keeps them there.
  @inline(never)
  static func raw(_ size: inout Int, _ i: Int) -> Int {
    found(row(i, size), size, .lazyRow)
  }

  /// The workaround hand-written: from iOS 16 (with NavigationStack) the destination is
  /// registered once on the stack's root.
  @inline(never)
  static func inline(_ size: inout Int, _ i: Int, _ os: PlatformVersion) -> Int {
    let placement: DestinationPlacement =
      os.number >= VersionNumber(16) ? .stackRoot : .lazyRow
    return found(row(i, size), size, placement)
  }

  /// Through the plan, resolved once.
  @inline(never)
  static func planned(_ size: inout Int, _ i: Int, _ placement: DestinationPlacement) -> Int {
    found(row(i, size), size, placement)
  }
}
