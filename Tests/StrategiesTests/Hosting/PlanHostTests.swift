import Strategies
import Testing

@Suite("PlanHost: what the performers ask of a host")
@MainActor
struct PlanHostTests {
  /// A small deterministic generator, so that a failure names its seed.
  struct Generator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  static let delays: [Double] = [
    0, -0, -1, 0.01, 2, .nan, .infinity, -.infinity, .greatestFiniteMagnitude,
    .leastNonzeroMagnitude,
  ]

  @Test(
    "random operations on every performer: delays finite and non-negative, changes inside updates",
    arguments: 0..<8 as Range<UInt64>)
  func randomOperations(_ seed: UInt64) {
    var random = Generator(state: seed)
    let host = RecordingHost()
    let tally = OutsideUpdates(host)
    let rows = RowTogglePerformer(host: host)
    let sheets = SheetPresentationPerformer(host: host)
    let directions = DirectionalTransitionPerformer(
      navigator: DirectionalNavigator(
        initial: 0,
        strategies: StrategySet(
          context: StrategyContext(.iOS, 16),
          directionalTransitions: DirectionalTransitionPolicy(style: .currentDirection))),
      host: host)
    var router = NavigationRouter(
      policy: PathChangePolicy(
        push: .animate(.systemDefault), pop: .animate(.systemDefault),
        popToRoot: .animate(.systemDefault), multiLevelPops: .dropCoveredFirst),
      path: [0, 1, 2])
    let paths = PathChangePerformer(
      host: host, get: { router },
      set: {
        tally.check()
        router = $0
      })
    for step in 0..<400 {
      switch Int.random(in: 0..<10, using: &random) {
      case 0:
        let mode: RowToggleMode =
          [
            .animatedBatch, .unanimated,
            .firstAnimatedRestDeferred(delay: Self.delays.randomElement(using: &random)!),
          ]
          .randomElement(using: &random)!
        rows.perform(RowToggleSchedule(count: Int.random(in: -2...4, using: &random), mode: mode)) {
          _ in tally.check()
        }
      case 1:
        sheets.present(
          SheetPresentationPlan(
            leavesEditMode: Bool.random(using: &random),
            presentAfterTurns: Int.random(in: -1...3, using: &random), textFieldWeight: nil),
          leaveEditMode: { tally.check() }, present: { tally.check() })
      case 2: directions.go(to: Int.random(in: -3...3, using: &random)) { _ in tally.check() }
      case 3: paths.perform { $0.push(step) }
      case 4: paths.perform { try? $0.pop(Int.random(in: -1...4, using: &random)) }
      case 5: paths.perform { $0.popToRoot() }
      case 6: paths.adopt(Array(router.path.prefix(Int.random(in: 0...3, using: &random))))
      case 7: [rows.cancel, sheets.cancel, paths.cancel].randomElement(using: &random)!()
      case 8: [rows.flush, directions.flush, paths.flush].randomElement(using: &random)!()
      default: host.runNext()
      }
    }
    host.runAll()
    #expect(tally.count == 0, "seed \(seed)")
    #expect(host.delays.allSatisfy { $0.isFinite && $0 >= 0 }, "seed \(seed): \(host.delays)")
    #expect(rows.pendingCount == 0, "seed \(seed)")
    #expect(!directions.isPending && !paths.isPending && !sheets.isPending, "seed \(seed)")
  }
}

/// Counts the changes made outside an update of `host`.
@MainActor
final class OutsideUpdates {
  let host: RecordingHost
  private(set) var count = 0

  init(_ host: RecordingHost) {
    self.host = host
  }

  func check() {
    if !host.isUpdating { count += 1 }
  }
}
