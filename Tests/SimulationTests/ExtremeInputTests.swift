import Simulation
import Strategies
import Testing

/// Integers at the edges of `Int` and around zero.
private let extremeInts = [Int.min, Int.min + 1, -1, 0, 1, Int.max - 1, Int.max]

/// NaN, infinities, the largest finite values, signed zeros, a subnormal, negatives.
private let extremeDoubles = [
  Double.nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
  0, -0.0, .leastNonzeroMagnitude, -1.5, 1e300, 9_007_199_254_740.993,
]

/// Property tests: no public entry point of `Simulation` traps on any value of its parameters'
/// types. `ExitTests` runs the same calls in a child process.
@Suite("Extreme inputs: the simulation never traps")
struct SimulationExtremeInputTests {
  @Test("glitch times print for every Double: negative, NaN, infinite, huge")
  func glitchTimes() {
    for time in extremeDoubles {
      let glitch = Glitch(kind: .rowsSlidSideways, time: time, detail: "x")
      #expect(glitch.description.hasSuffix("rowsSlidSideways: x"))
    }
    #expect(
      Glitch(kind: .rowsSlidSideways, time: -1.5, detail: "").description.hasPrefix("[-1.500s]"))
    #expect(
      Glitch(kind: .rowsSlidSideways, time: 0.01, detail: "").description.hasPrefix("[0.010s]"))
    #expect(Glitch(kind: .rowsSlidSideways, time: .nan, detail: "").description.hasPrefix("[nans]"))
  }

  @Test("the virtual clock takes any delay, deadline and step bound")
  func clock() {
    for value in extremeDoubles {
      let clock = VirtualClock()
      var ran = 0
      clock.schedule(after: value) { ran += 1 }
      clock.advance(by: value)
      clock.run(until: value)
      #expect(clock.runUntilIdle() <= 1)
      #expect(ran == 1)
      #expect(!clock.now.isNaN)
    }
    for steps in extremeInts {
      let clock = VirtualClock()
      clock.nextTurn {}
      let ran = clock.runUntilIdle(maxSteps: steps)
      #expect(ran == (steps > 0 ? 1 : 0))
      clock.cancelAll()
      #expect(clock.isIdle)
    }
  }

  @Test("a list refuses rows and sections it does not have, at the edges of Int")
  func listRows() throws {
    let session = SimulationSession()
    let list = try ListModel(
      version: iOS(15, 7), layout: .timerEditor(traits: [.listHasMultipleSections]),
      session: session)
    for section in extremeInts {
      #expect(!list.isAnimating(section: section))
      for row in extremeInts {
        let id = RowID(section: section, row: row)
        let exists = (section == 0 && (0...2).contains(row)) || (section == 1 && row == 0)
        if !exists {
          #expect(throws: SimulationError.unknownRow(id)) { try list.isVisible(id) }
          #expect(throws: SimulationError.unknownRow(id)) {
            try list.update([RowToggle(id, visible: true)], animation: .systemDefault)
          }
        }
      }
    }
    for duration in extremeDoubles {
      try list.update(
        [RowToggle(ListLayout.stepperRow, visible: true)], animation: .linear(duration: duration))
      try list.update([RowToggle(ListLayout.stepperRow, visible: false)])
      session.clock.runUntilIdle(maxSteps: 100)
    }
    list.verifyRequestedVisibility()
  }

  @Test("a sheet plan with any number of turns is executed without trapping")
  func sheetTurns() throws {
    for turns in extremeInts {
      let session = SimulationSession()
      let host = try SheetHostModel(version: iOS(17), session: session)
      SheetClients.present(
        SheetContent(title: "t"), on: host,
        plan: SheetPresentationPlan(
          leavesEditMode: false, presentAfterTurns: turns, textFieldWeight: nil),
        session: session)
      // A bounded run: Int.max turns never finish, and must not hang or trap either.
      let steps = session.clock.runUntilIdle(maxSteps: 50)
      #expect(steps == max(0, min(turns, 50)))
      session.clock.cancelAll()
    }
  }

  @Test("the matrix and a stack model at the edges of the version space")
  func versionEdges() throws {
    let versions = [
      PlatformVersion(.iOS, 0), PlatformVersion(.iOS, .max, .max, .max),
      PlatformVersion(.iPadOS, 13), PlatformVersion(.visionOS, .max),
    ]
    let outcomes = SimulationMatrix.run(versions: versions, registry: standardRegistry)
    #expect(!outcomes.isEmpty && outcomes.count % (versions.count * 2) == 0)
    #expect(!SimulationMatrix.renderTable(outcomes).isEmpty)
    let stack = try NavigationStackModel<Int>(
      version: PlatformVersion(.iOS, .max), hostedInTabView: true, session: SimulationSession())
    for path in [extremeInts, [], [Int.min], extremeInts.reversed()] {
      stack.setPath(path, transaction: SimTransaction(.animate(.linear(duration: .nan))))
    }
    #expect(stack.path == extremeInts.reversed())
  }

  @Test("geometry and transitions with NaN, infinite and huge values")
  func geometry() {
    for value in extremeDoubles {
      let view = SimulatedView(
        name: "v", frame: ViewRect(x: value, y: -value, width: value, height: value))
      view.transform = .scale(x: value, y: 0)
      view.frame = ViewRect(x: 0, y: 0, width: value, height: 1)
      _ = view.frame.description
      _ = view.description
      let transition = StackTransition(
        kind: .push, fromDepth: .min, toDepth: .max, animation: .linear(duration: value),
        transaction: SimTransaction(.animate(.easeInOut(duration: value))), time: value)
      _ = transition.description
      #expect(transition.isAnimated)
    }
  }

  static let coordinator = RowToggleCoordinator(
    policy: RowTogglePolicy(adjacentRows: .firstAnimatedRestDeferred(delay: 0.01)))

  @Test("the timer editor clients take any number of taps (none when 0 or less)")
  func timerEditorTaps() throws {
    let layout = ListLayout.timerEditor(traits: [.listHasMultipleSections])
    for taps in [Int.min, -1, 0] {
      let naive = try TimerEditorClients.runNaive(
        taps: taps, version: PlatformVersion(.iOS, 15, 7), layout: layout,
        session: SimulationSession())
      let mitigated = try TimerEditorClients.runMitigated(
        taps: taps, version: PlatformVersion(.iOS, 15, 7), layout: layout,
        coordinator: Self.coordinator, session: SimulationSession())
      #expect(try !naive.isVisible(ListLayout.stepperRow))
      #expect(try !mitigated.isVisible(ListLayout.stepperRow))
    }
  }
}

#if os(macOS) || os(Linux) || os(Windows)
  /// The simulation's extreme-input calls in a child process: a trap fails this test with its
  /// exit status instead of killing the test run.
  @Suite("Exit tests: the simulation over extreme values")
  struct SimulationExitTests {
    @Test("glitch times, clocks, lists and sheets over extreme values exit normally")
    func simulationExitsNormally() async {
      await #expect(processExitsWith: .success) {
        exerciseSimulationExtremes()
      }
    }
  }
#endif

/// Calls the simulation's public entry points with extreme values; returns if nothing traps.
func exerciseSimulationExtremes() {
  var sink = 0
  for time in extremeDoubles {
    sink &+= Glitch(kind: .rowsSlidSideways, time: time, detail: "").description.count
    let clock = VirtualClock()
    clock.schedule(after: time) { sink &+= 1 }
    clock.advance(by: time)
    clock.run(until: time)
    sink &+= clock.runUntilIdle(maxSteps: 10)
  }
  let session = SimulationSession()
  if let list = try? ListModel(
    version: iOS(15, 7), layout: .timerEditor(traits: []), session: session)
  {
    for value in extremeInts {
      if list.isAnimating(section: value) { sink &+= 1 }
      if (try? list.isVisible(RowID(section: 0, row: value))) == true { sink &+= 1 }
      try? list.update([RowToggle(RowID(section: value, row: value), visible: true)])
    }
  }
  if sink == Int.min { print(sink) }
}
