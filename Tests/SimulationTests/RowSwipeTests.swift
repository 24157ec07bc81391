import Simulation
import Strategies
import Testing

/// `scroll-child-drag-blocks-scroll`: where the linked version (the older of the OS and the
/// SDK) is 18 or later, a row's `DragGesture` of the default minimum distance claims vertical
/// pans that start on the row; a pan recognizer that begins only horizontally keeps scrolls
/// and short swipes, a raised minimum distance loses short swipes, and the recognizer below 18
/// is an API that does not exist.
@Suite("A row's drag gesture takes the scroll: linked on or after iOS 18")
struct RowSwipeTests {
  static let before = [iOS(13), iOS(15, 7), iOS(16, 4), iOS(17, 0), iOS(17, 5)]
  static let from18 = [iOS(18), iOS(18, 2), iOS(26)]

  @Test("the original code scrolls below 18 and loses both scrolls started on rows from 18")
  func naive() throws {
    for version in Self.before {
      let session = SimulationSession()
      let feed = try RowSwipeClients.runNaive(
        context: StrategyContext(version), session: session)
      #expect(session.glitches.isEmpty, "\(version): \(session.glitches)")
      #expect(feed.contentOffset == 50)
    }
    for version in Self.from18 {
      let session = SimulationSession()
      let feed = try RowSwipeClients.runNaive(
        context: StrategyContext(version), session: session)
      #expect(kinds(session) == [.scrollBlockedByRowDrag, .scrollBlockedByRowDrag], "\(version)")
      #expect(feed.contentOffset == 0)
    }
  }

  @Test("an app built with the iOS 17 SDK keeps its scrolls on iOS 18 and later")
  func olderSDKKeepsScrolling() throws {
    for version in Self.from18 {
      let context = StrategyContext(version, sdk: iOS(17, 5))
      let session = SimulationSession()
      try RowSwipeClients.runNaive(context: context, session: session)
      #expect(session.glitches.isEmpty, "\(version): \(session.glitches)")
      let strategies = standardRegistry.resolve(context)
      #expect(!strategies.isActive(.directionalPanForRowSwipes), "\(version)")
      #expect(RowSwipeGesturePlanner(strategies: strategies).swipeGesturePlan() == .dragGesture)
    }
  }

  @Test("with strategies every scroll moves the list and every swipe slides its row")
  func mitigated() throws {
    for version in Self.before + Self.from18 {
      let session = SimulationSession()
      let strategies = standardRegistry.resolve(StrategyContext(version))
      let from18 = Self.from18.contains(version)
      #expect(strategies.isActive(.directionalPanForRowSwipes) == from18, "\(version)")
      let planner = RowSwipeGesturePlanner(strategies: strategies)
      #expect(planner.swipeGesturePlan() == (from18 ? .directionalPan : .dragGesture))
      let feed = try RowSwipeClients.runMitigated(
        context: StrategyContext(version), planner: planner, session: session)
      #expect(session.glitches.isEmpty, "\(version): \(session.glitches)")
      #expect(feed.contentOffset == 50)
    }
  }

  @Test("a raised minimum distance gives the scroll back and loses the short swipe")
  func raisedMinimumDistanceIsOverMitigation() throws {
    for version in Self.before + Self.from18 {
      let session = SimulationSession()
      let feed = try RowSwipeClients.run(
        .raisedMinimumDistance, context: StrategyContext(version), session: session)
      #expect(kinds(session) == [.rowSwipeMissed], "\(version)")
      #expect(feed.contentOffset == 50)
    }
    #expect(GlitchKind.rowSwipeMissed.isOverMitigation)
  }

  @Test("below iOS 18, or built with an older SDK, the pan recognizer is an unavailable API")
  func directionalPanBelow18IsUnavailable() throws {
    for context in [StrategyContext(iOS(17, 5)), StrategyContext(iOS(18), sdk: iOS(17, 5))] {
      let session = SimulationSession()
      try RowSwipeClients.run(.directionalPan, context: context, session: session)
      #expect(kinds(session) == [.unavailableAPICalled], "\(context)")
    }
  }

  @Test("from 18 a drag that starts beyond the scroll view's slop loses vertical pans no more")
  func arbitrationFollowsTheMinimumDistance() throws {
    let session = SimulationSession()
    let feed = try RowSwipeScrollModel(context: StrategyContext(iOS(18)), session: session)
    #expect(feed.rowGesturesArbitrateWithScroll)
    #expect(!feed.pan(dx: 0, dy: 60).scrolled)
    feed.attachDragGesture(minimumDistance: RowSwipeScrollModel.scrollSlop + 1)
    #expect(feed.pan(dx: 0, dy: 60).scrolled)
    #expect(feed.pan(dx: 40, dy: 0).swiped)
    #expect(!feed.pan(dx: 0, dy: 4).scrolled)
  }

  @Test("below iOS 13 SwiftUI's scroll view does not exist")
  func notApplicableBelow13() {
    #expect(throws: SimulationError.self) {
      try RowSwipeScrollModel(context: StrategyContext(iOS(12, 4)), session: SimulationSession())
    }
  }
}
