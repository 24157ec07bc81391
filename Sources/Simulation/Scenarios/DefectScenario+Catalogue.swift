import Strategies

// MARK: - One scenario per catalogue defect

extension DefectScenario {
  /// `tabview-stack-pop-to-root-animation` (seed 000): the seed's push ×3, return to top, push,
  /// with a pop and a replacement before the return to top so that every kind of path change
  /// is judged against the animation the app intends (``TabViewClients/scenarioSteps``).
  public static let tabViewPopToRoot = DefectScenario(
    issue: .tabViewStackPopToRootAnimation,
    title: "Push after pop to root in a TabView-hosted NavigationStack",
    defaultTraits: [.stackInTabView], source: KnownIssue.seedTabView,
    steps: "push, push, push, pop, push, replace top, pop to root (path.removeAll(), no "
      + "animation), push",
    detects: [.pushNotAnimatedAfterPopToRoot, .intendedAnimationLost, .animationChanged]
  ) { (run) throws(SimulationError) in
    let inTabView = run.traits.contains(.stackInTabView)
    switch run.mode {
    case .naive:
      try TabViewClients.runNaive(
        TabViewClients.scenarioSteps, version: run.version, hostedInTabView: inTabView,
        session: run.session)
    case .strategies:
      try TabViewClients.runMitigated(
        TabViewClients.scenarioSteps, version: run.version, hostedInTabView: inTabView,
        strategies: run.strategies,
        session: run.session)
    }
  }

  /// `list-custom-background-ignored` (seed 001): a grouped list with the app's background.
  public static let listCustomBackground = DefectScenario(
    issue: .listCustomBackgroundIgnored,
    title: "Grouped List with a custom background",
    defaultTraits: [.listStyleGrouped], source: KnownIssue.seedSwiftUIAdoption,
    steps: "a grouped List of three rows with the app's background behind it, rendered",
    detects: [.customBackgroundNotShown, .unavailableAPICalled]
  ) { (run) throws(SimulationError) in
    let layout = ListScreenClients.timerList(traits: run.traits)
    switch run.mode {
    case .naive:
      try ListScreenClients.runNaiveBackground(
        version: run.version, layout: layout, session: run.session)
    case .strategies:
      try ListScreenClients.runMitigatedBackground(
        version: run.version, layout: layout,
        appearance: ListAppearance(strategies: run.strategies), session: run.session)
    }
  }

  /// `adjacent-row-toggle-animation` (seed 001): tap "Tap" twice in the timer editor.
  public static let adjacentRowToggle = DefectScenario(
    issue: .adjacentRowToggleAnimation,
    title: "Adjacent picker and stepper rows toggled in one animation",
    defaultTraits: [
      .listHasMultipleSections, .listFirstSectionHasHeader, .listHasSectionHeaders,
      .listStyleGrouped,
    ],
    source: KnownIssue.seedSwiftUIAdoption,
    steps: "withAnimation { toggle picker row; toggle stepper row } (adjacent slots of section "
      + "0, a header on each of two sections), tapped twice",
    detects: [.rowsSlidSideways, .rowToggleDropped]
  ) { (run) throws(SimulationError) in
    let layout = ListLayout.timerEditor(traits: run.traits)
    switch run.mode {
    case .naive:
      try TimerEditorClients.runNaive(version: run.version, layout: layout, session: run.session)
    case .strategies:
      try TimerEditorClients.runMitigated(
        version: run.version, layout: layout,
        coordinator: RowToggleCoordinator(strategies: run.strategies), session: run.session)
    }
  }

  /// `transform-not-reset-after-transition` (seed 002): push with the scaling animator, pop.
  public static let transformNotReset = DefectScenario(
    issue: .transformNotResetAfterTransition,
    title: "Custom push scales the covered view; custom pop scales it back",
    defaultTraits: [], source: KnownIssue.seedTransform,
    steps: "push (animator scales the from-view to 0.5 and leaves it), pop (the container "
      + "sets the frame, the animator animates to identity)",
    detects: [.viewLargerThanContainer, .frameJumpedDuringTransition]
  ) { (run) throws(SimulationError) in
    switch run.mode {
    case .naive:
      try ModalAnimatorClients.runNaive(version: run.version, session: run.session)
    case .strategies:
      try ModalAnimatorClients.runMitigated(
        version: run.version,
        coordinator: TransformTransitionCoordinator(strategies: run.strategies),
        session: run.session)
    }
  }

  /// `stale-transition-direction` (seed 004): initial → login → details → login → initial.
  public static let staleTransitionDirection = DefectScenario(
    issue: .staleTransitionDirection,
    title: "State-driven slide transitions with a direction computed after the change",
    defaultTraits: [], source: KnownIssue.seedDirection,
    steps: "initial → login → details → login → initial (forward, forward, back, back)",
    detects: [.outgoingViewLeftByWrongEdge, .incomingViewEnteredFromWrongEdge]
  ) { (run) throws(SimulationError) in
    switch run.mode {
    case .naive:
      try DirectionClients.runNaive(version: run.version, session: run.session)
    case .strategies:
      try DirectionClients.runMitigated(
        version: run.version, strategies: run.strategies, session: run.session)
    }
  }

  /// `sheet-blocked-in-edit-mode` (seed 001): present a sheet while the list is editing.
  public static let sheetInEditMode = DefectScenario(
    issue: .sheetBlockedInEditMode,
    title: "Sheet presented while a List is in edit mode",
    defaultTraits: [], source: KnownIssue.seedSwiftUIAdoption,
    steps: "the list enters edit mode; the user taps a button that presents a sheet",
    detects: [.sheetDidNotPresent]
  ) { (run) throws(SimulationError) in
    try runSheet(SheetClients.plainSheet, startInEditMode: true, run)
  }

  /// `sheet-textfield-bold-font` (seed 001): present a sheet holding a text field.
  public static let sheetTextFieldFont = DefectScenario(
    issue: .sheetTextFieldBoldFont,
    title: "TextField inside a sheet",
    defaultTraits: [], source: KnownIssue.seedSwiftUIAdoption,
    steps: "present the timer editor sheet, which holds a TextField with no explicit weight",
    detects: [.textFieldFontBold]
  ) { (run) throws(SimulationError) in
    try runSheet(SheetClients.timerEditorSheet, startInEditMode: false, run)
  }

  /// `section-header-offset` (seed 001): render a list with section headers. Unmitigated.
  public static let sectionHeaderOffset = DefectScenario(
    issue: .sectionHeaderOffset,
    title: "List with section headers",
    defaultTraits: [.listHasSectionHeaders, .listStyleGrouped],
    source: KnownIssue.seedSwiftUIAdoption,
    steps: "render the timer editor's list, whose sections have headers (no strategy is known: "
      + "the same code runs in both modes)",
    detects: [.listOffsetByHeader]
  ) { (run) throws(SimulationError) in
    try ListScreenClients.runSectionHeaders(
      version: run.version, layout: ListLayout.timerEditor(traits: run.traits),
      session: run.session)
  }

  private static func runSheet(
    _ sheet: SheetContent, startInEditMode: Bool, _ run: ScenarioRun
  ) throws(SimulationError) {
    switch run.mode {
    case .naive:
      try SheetClients.runNaive(
        sheet: sheet, startInEditMode: startInEditMode, version: run.version,
        session: run.session)
    case .strategies:
      // The presenter's type chosen once, as an app builds its view model.
      if let passthrough = PassthroughSheetPresenter(strategies: run.strategies) {
        try SheetClients.runMitigated(
          sheet: sheet, startInEditMode: startInEditMode, version: run.version,
          presenter: passthrough, session: run.session)
      } else {
        try SheetClients.runMitigated(
          sheet: sheet, startInEditMode: startInEditMode, version: run.version,
          presenter: SheetPresenter(strategies: run.strategies), session: run.session)
      }
    }
  }
}
