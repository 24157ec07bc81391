import Simulation
import Strategies

// The plug-in's defect, first-class in the simulation: its own glitch kinds and a scenario that
// reproduces the issue naive and judges its two strategies, registered next to them.

extension GlitchKind {
  /// The search bar hid and reappeared during the pop.
  static let searchBarFlickered = GlitchKind(
    "com.example.search-bar-flickered", summary: "search bar flickered")
  /// The search results jumped under a pop shorter than half a second.
  static let searchContentJumped = GlitchKind(
    "com.example.search-content-jumped", summary: "search content jumped")
}

extension ExamplePlugin {
  /// The plug-in's model of its defect, as its authors understand it:
  /// - on iOS 16.4 up to 17.2, popping back to a searchable root hides the search bar, which
  ///   flickers, unless the app keeps it visible (``SearchBarFlag``, read with `isActive`);
  /// - and a pop shorter than 0.5 s makes the results jump (``SlowPopInSearch`` slows it).
  ///
  /// What the app intends is the system pop with its search bar hidden as usual: a pop slower
  /// than the fix needs (over 1 s), a changed pop where the defect does not strike, or a bar
  /// kept visible there, is over-mitigation.
  static let scenario = DefectScenario(
    issue: .searchPopFlicker, title: "Pop back to a searchable root",
    defaultTraits: [.searchableRoot], source: "https://example.com/radar/1",
    steps: "push a result, pop back to the searchable root",
    detects: [
      .searchBarFlickered, .searchContentJumped, .animationChanged, .intendedStateLost,
    ]
  ) { (run) throws(SimulationError) in
    guard run.version.platform == .iOS, run.version.number >= VersionNumber(16) else {
      throw .notApplicable(reason: "the searchable NavigationStack exists from iOS 16 only")
    }
    var router = NavigationRouter<Int>(strategies: run.strategies)
    _ = router.push(1)
    guard let plan = router.pop() else { return }
    run.session.countOperation()
    let transaction = SimTransaction(plan.transaction)
    let animation =
      transaction.disablesAnimations ? nil : (transaction.animation ?? .systemDefault)
    let duration = animation?.duration ?? 0
    let keepsBar = run.strategies.isActive(.searchBarFlag)
    let strikes =
      run.version.number >= VersionNumber(16, 4) && run.version.number < VersionNumber(17, 2)
      && run.traits.contains(.searchableRoot)
    let how = "pop \(animation.map(\.description) ?? "not animated") on \(run.version)"
    if strikes {
      if !keepsBar { run.session.record(.searchBarFlickered, how) }
      if duration < 0.5 {
        run.session.record(.searchContentJumped, how)
      } else if duration > 1 {
        run.session.record(.animationChanged, how + ": slower than the fix needs")
      }
    } else {
      if keepsBar { run.session.record(.intendedStateLost, "search bar kept visible: " + how) }
      if animation != .systemDefault {
        run.session.record(.animationChanged, how + ", intended the system pop")
      }
    }
  }

  /// Registers the scenario beside the built-in ones.
  static func register(in catalog: ScenarioCatalog) throws {
    try catalog.register(scenario)
  }
}
