import Strategies

/// A headless pager: a tab strip of a few tab items, each of which registers its page with the
/// pager's store when it appears, and on the first page a horizontal feed of many cards; each
/// stack built lazily (`LazyHStack`) or eagerly (`HStack`).
///
/// ## Mechanism
/// - An eager stack builds every child at once; each child of the strip appears and registers
///   its page.
/// - A lazy stack builds the children within its frame. The strip's frame follows what the
///   store has registered (the pager sizes its strip from its pages), and it is laid out again
///   whenever a child registers, until nothing changes. On iOS 17 and earlier the lazy strip
///   builds every item that fits the screen's width at its first layout, so a few tabs all
///   register. On iOS 18 and later it builds only the children within its current frame, and
///   the first child, which it always builds; with nothing registered the frame holds that
///   child alone, so the others never appear and never register.
/// - The feed's lazy stack builds the cards on screen; an eager one builds every card.
///
/// The model's assumptions, beyond the sources (a pager library's report on 18.0 and 17.5, its
/// fix and an app that took it): the first child is the only one a lazy strip builds on 18 and
/// later, whatever the number of tabs; on 17 and earlier a strip whose tabs fit the screen
/// builds them all; no later release restores the earlier layout; the SDK does not matter.
///
/// Detectors: ``verify()`` reports a pager with pages that never registered as
/// ``GlitchKind/pagerPagesNotRegistered``, and a feed built whole where its cards were meant
/// to be built as they scroll in as ``GlitchKind/lazyContentBuiltEagerly`` (over-mitigation).
package final class PagerStripModel {
  /// The simulated OS version.
  package let version: PlatformVersion
  /// The pager's tabs (its pages).
  package static let tabs = 3
  /// The tab items that fit the screen's width.
  package static let itemsOnScreen = 4
  /// The feed's cards, and those on screen.
  package static let feedCards = 200
  /// The feed's cards on screen at once.
  package static let feedCardsOnScreen = 3
  /// The pages registered with the pager's store.
  package private(set) var registered: Set<Int> = []
  /// The layout passes the strip took.
  package private(set) var stripPasses = 0
  /// The feed's cards built.
  package private(set) var feedBuilt = 0
  private let session: SimulationSession

  /// Creates the pager, nothing laid out.
  ///
  /// - Throws: ``SimulationError/notApplicable(reason:)`` below iOS 14 (no `LazyHStack`) and on
  ///   platforms other than iOS and iPadOS.
  package init(version: PlatformVersion, session: SimulationSession) throws(SimulationError) {
    try version.require("LazyHStack", from: 14)
    self.version = version
    self.session = session
  }

  /// The tab items a lazy strip builds in a frame sized from `registered` pages.
  private func lazyItems(registered count: Int) -> Int {
    version.number >= VersionNumber(18)
      ? min(Self.tabs, max(1, count)) : min(Self.tabs, Self.itemsOnScreen)
  }

  /// The strip is laid out as `kind`: each child built appears and registers its page, and the
  /// strip is laid out again until no child registers.
  package func layOutStrip(_ kind: HorizontalStackKind) {
    session.countOperation()
    while true {
      stripPasses += 1
      let built = kind == .eager ? Self.tabs : lazyItems(registered: registered.count)
      let before = registered.count
      registered.formUnion(0..<built)
      if registered.count == before { return }
    }
  }

  /// The feed is laid out as `kind`.
  package func layOutFeed(_ kind: HorizontalStackKind) {
    session.countOperation()
    feedBuilt = kind == .eager ? Self.feedCards : Self.feedCardsOnScreen
  }

  /// Reports pages that never registered, and a feed built whole.
  package func verify() {
    if registered.count < Self.tabs {
      session.record(
        .pagerPagesNotRegistered,
        "the pager registered \(registered.count) of \(Self.tabs) pages: its lazy strip built "
          + "\(registered.count) tab item(s) (\(version))")
    }
    if feedBuilt > Self.feedCardsOnScreen {
      session.record(
        .lazyContentBuiltEagerly,
        "the feed built \(feedBuilt) cards at once where \(Self.feedCardsOnScreen) are on "
          + "screen (\(version))")
    }
  }
}
