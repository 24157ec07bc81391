import Simulation
import Strategies
import Testing

/// `split-detail-dismiss-noop`: a `DismissAction` captured in a split view's detail column is
/// answered only where the split view behaves as iOS 18 does: on 18 or later, in an app linked
/// against the 18 SDK or later.
@Suite("Split view: dismiss from the detail column")
struct SplitDismissTests {
  /// Runs the scenario naive and with strategies in `context`.
  func run(_ context: StrategyContext) -> (naive: [GlitchKind], mitigated: [GlitchKind]) {
    let scenario = DefectScenario.splitDetailDismiss
    return (
      scenario.run(.naive, in: context, registry: standardRegistry).glitches.map(\.kind),
      scenario.run(.strategies, in: context, registry: standardRegistry).glitches.map(\.kind)
    )
  }

  @Test(
    "dismiss does nothing where the OS or the SDK is below 18, and the strategy goes back there",
    arguments: [
      (iOS(16), nil as PlatformVersion?, 2), (iOS(17, 5), nil, 2), (iOS(18), nil, 0),
      (iOS(26), nil, 0), (iOS(18), iOS(17, 5), 2), (iOS(26), iOS(17), 2),
      (iOS(17, 5), iOS(18), 2), (iOS(18, 2), iOS(18), 0),
    ])
  func glitches(os: PlatformVersion, sdk: PlatformVersion?, expected: Int) {
    let context = StrategyContext(os, sdk: sdk)
    let (naive, mitigated) = run(context)
    #expect(naive == Array(repeating: .columnDismissIgnored, count: expected), "\(context)")
    #expect(mitigated.isEmpty, "\(context)")
    let issue = KnownIssue.catalogue.first { $0.id == .splitDetailDismissNoop }
    #expect(issue?.affects(context) == (expected > 0), "\(context)")
  }

  @Test(
    "the strategy follows the linked SDK: it clears the selection on 18 in an app built with 17")
  func followsSDK() {
    func dismissal(_ os: PlatformVersion, _ sdk: PlatformVersion?) -> DetailDismissal {
      ColumnRootPlanner(strategies: standardRegistry.resolve(StrategyContext(os, sdk: sdk)))
        .dismissDetail()
    }
    #expect(dismissal(iOS(18), iOS(17)) == .clearSelection)
    #expect(dismissal(iOS(18), nil) == .dismissAction)
    #expect(dismissal(iOS(16, 4), iOS(18)) == .clearSelection)
    #expect(dismissal(iOS(15), nil) == .dismissAction)
  }

  @Test(
    "the model answers the dismiss by the linked version, not by a lookup: a cleared selection always pops"
  )
  func mechanism() throws {
    let session = SimulationSession()
    let split = try SplitDismissModel(context: StrategyContext(iOS(18)), session: session)
    #expect(split.implicitStackHandlesDismiss)
    split.select(3)
    split.clearSelection()
    #expect(split.selection == nil)
    let old = try SplitDismissModel(
      context: StrategyContext(iOS(18), sdk: iOS(17)), session: SimulationSession())
    #expect(!old.implicitStackHandlesDismiss)
    old.select(3)
    old.dismissFromColumn()
    #expect(old.selection == 3)
  }

  @Test("no NavigationSplitView below iOS 16 or in an app built with an older SDK")
  func notApplicable() {
    for context in [StrategyContext(iOS(15, 7)), StrategyContext(iOS(16), sdk: iOS(15))] {
      let outcome = DefectScenario.splitDetailDismiss.run(
        .naive, in: context, registry: standardRegistry)
      #expect(!outcome.applicable, "\(context)")
    }
  }
}
