import Bench
import Strategies

/// Lists and what an app shows over them (sheets, bars, presentations): each benchmark is one
/// list-hosted defect's events in a list of N rows.
///
/// Every event (a batch of row toggles, a render, a presentation) is one call of a ``ListEvents``
/// function or of the defect's own, as one event in an app.
enum ListsSuite {
  static let suite = Suite(
    name: "lists",
    defaultSizes: [100, 10_000, 1_000_000],
    traits: [.listHasMultipleSections, .listFirstSectionHasHeader, .listStyleGrouped],
    make: { context in
      [
        try rowToggles(context), try backgroundPlan(context), try sheetPresentation(context),
        try PresentationEvents.benchmark(context),
        try BarScrollEdgeEvents.benchmark(context),
        try SectionHeaderPaddingEvents.benchmark(context),
        try RepresentEvents.benchmark(context), try InteractionEvents.benchmark(context),
        try LayerEvents.benchmark(context), try RefreshableFeedEvents.benchmark(context),
        try ModalStyleEvents.benchmark(context), try TabBarPlacementEvents.benchmark(context),
        try BarItemBackgroundEvents.benchmark(context),
        try SearchPlacementEvents.benchmark(context), try SheetSurfaceEvents.benchmark(context),
        try BarGlassBackgroundEvents.benchmark(context), try BarIconLabelEvents.benchmark(context),
        try SheetSizingEvents.benchmark(context), try RowSwipeEvents.benchmark(context),
        try RetainedSheetEvents.benchmark(context), try SearchCollapseEvents.benchmark(context),
        try TabBarHidingEvents.benchmark(context), try PagerStripEvents.benchmark(context),
        try SearchOptionsEvents.benchmark(context),
      ]
    })

  static func rowToggles(_ context: SuiteContext) throws -> Benchmark {
    let strategies = context.strategies
    let os = context.os
    return try Benchmark(
      "lists/row-toggles", tags: Pricing.tags("lists", prices: .deferAdjacentRowToggles),
      configuration: context.configuration, sizes: context.sizes,
      comparisons: VariantName.standard,
      variants: [
        Variant(VariantName.raw) { size in
          let box = Box(ListEvents.ListState(rows: max(size, 2)))
          return Workload { iterations in
            var list = box.take(.placeholder)
            for i in 0..<iterations { ListEvents.rawToggle(&list, i) }
            blackHole(list.animated)
            box.value = list
          }
        },
        Variant(VariantName.inline) { size in
          let box = Box(ListEvents.ListState(rows: max(size, 2)))
          return Workload { iterations in
            var list = box.take(.placeholder)
            for i in 0..<iterations { ListEvents.inlineToggle(&list, i, os) }
            blackHole(list.animated)
            box.value = list
          }
        },
        Variant(VariantName.strategies) { size in
          // As an app builds its view model: the scheduler's type is chosen once, here.
          if let passthrough = PassthroughRowToggleCoordinator(strategies: strategies) {
            return toggling(passthrough, size: size)
          }
          return toggling(RowToggleCoordinator(strategies: strategies), size: size)
        },
      ])
  }

  /// The `strategies` loop of the row toggles, specialised for the scheduler's type.
  static func toggling(_ coordinator: some RowToggleScheduling, size: Int) -> Workload {
    let box = Box(ListEvents.ListState(rows: max(size, 2)))
    return Workload { iterations in
      var list = box.take(.placeholder)
      for i in 0..<iterations { ListEvents.coordinatedToggle(&list, i, coordinator) }
      blackHole(list.animated)
      box.value = list
    }
  }

  static func backgroundPlan(_ context: SuiteContext) throws -> Benchmark {
    let strategies = context.strategies
    let os = context.os
    return try Benchmark(
      "lists/background-plan", tags: Pricing.tags("lists", prices: .hideScrollContentBackground),
      configuration: context.configuration, sizes: context.sizes,
      comparisons: VariantName.standard,
      variants: [
        Variant(VariantName.raw) { _ in renderingBackgroundAsWritten() },
        Variant(VariantName.inline) { _ in
          Workload { iterations in
            var hidden = 0
            for i in 0..<iterations {
              hidden &+= ListEvents.inlineBackground(i & 0xFF != 0xFF, os)
            }
            blackHole(hidden)
          }
        },
        Variant(VariantName.strategies) { _ in
          // As an app builds its view model: the planner is chosen once, here.
          let appearance = ListAppearance(strategies: strategies)
          if !appearance.backgroundPlan(customBackground: true).hidesScrollContentBackground {
            // No plan hides the scroll-content background (the strategy is off, whatever the
            // list's other strategies do): every render as written, the code without
            // navbench (`raw`).
            return renderingBackgroundAsWritten()
          }
          return renderingBackground(appearance)
        },
      ])
  }

  /// The `raw` loop of the background plan, also the `strategies` loop where no plan hides the
  /// scroll-content background.
  static func renderingBackgroundAsWritten() -> Workload {
    Workload { iterations in
      var hidden = 0
      for i in 0..<iterations { hidden &+= ListEvents.rawBackground(i & 0xFF != 0xFF) }
      blackHole(hidden)
    }
  }

  /// The `strategies` loop of the background plan, where the strategy is on.
  static func renderingBackground(_ appearance: some ListAppearancePlanning) -> Workload {
    Workload { iterations in
      var hidden = 0
      for i in 0..<iterations {
        hidden &+= ListEvents.plannedBackground(i & 0xFF != 0xFF, appearance)
      }
      blackHole(hidden)
    }
  }
}

extension ListsSuite {
  static func sheetPresentation(_ context: SuiteContext) throws -> Benchmark {
    let strategies = context.strategies
    let os = context.os
    return try Benchmark(
      "lists/sheet-presentation",
      tags: Pricing.tags(
        "lists", prices: .leaveEditModeBeforeSheet, .explicitTextFieldFontWeight),
      configuration: context.configuration, sizes: context.sizes,
      comparisons: VariantName.standard,
      variants: [
        Variant(VariantName.raw) { _ in presentingAsWritten() },
        Variant(VariantName.inline) { _ in
          Workload { iterations in
            var sum = 0
            for i in 0..<iterations { sum &+= ListEvents.inlinePresent(editing: i & 1 == 0, os) }
            blackHole(sum)
          }
        },
        Variant(VariantName.strategies) { _ in
          // As an app builds its view model: the presenter's type is chosen once, here.
          if PassthroughSheetPresenter(strategies: strategies) != nil {
            // The presenter would be the passthrough one (no strategy changes how a sheet is
            // presented): every event as written, the code without navbench (`raw`), its own event
            // function.
            return presentingAsWritten()
          }
          return presenting(SheetPresenter(strategies: strategies))
        },
      ])
  }

  /// The `raw` loop of `lists/sheet-presentation`, also its `strategies` loop where the presenter
  /// is the passthrough one.
  static func presentingAsWritten() -> Workload {
    Workload { iterations in
      var sum = 0
      for i in 0..<iterations { sum &+= ListEvents.rawPresent(editing: i & 1 == 0) }
      blackHole(sum)
    }
  }

  /// The `strategies` loop, specialised for the presenter's type.
  static func presenting(_ presenter: some SheetPresenting) -> Workload {
    Workload { iterations in
      var sum = 0
      for i in 0..<iterations {
        sum &+= ListEvents.plannedPresent(editing: i & 1 == 0, presenter)
      }
      blackHole(sum)
    }
  }
}

/// One list event per call; see ``StackEvents`` for why every variant goes through an opaque
/// call.
enum ListEvents {
  /// A list's row visibility and the host's bookkeeping: what an app's view model holds.
  struct ListState {
    var visible: [Bool]
    /// Toggles waiting for the next run-loop turn.
    var deferred: [RowToggle] = []
    var animated = 0

    /// An empty state that allocates nothing, left in the box while a sample runs.
    static let placeholder = ListState(rows: 0)

    init(rows: Int) {
      visible = Array(repeating: false, count: rows)
      deferred.reserveCapacity(4)
    }

    /// Applies one toggle, counting animated ones (what `withAnimation` would wrap).
    @inline(__always)
    mutating func apply(_ toggle: RowToggle, animated: Bool) {
      visible[toggle.row.row] = toggle.isVisible
      if animated { self.animated &+= 1 }
    }

    /// The next run-loop turn: apply what was deferred. Out of line, as the closure an app
    /// hands to `asyncAfter` runs as a separate event.
    @inline(never)
    mutating func runDeferred() {
      guard !deferred.isEmpty else { return }
      for toggle in deferred { apply(toggle, animated: false) }
      deferred.removeAll(keepingCapacity: true)
    }
  }

  /// The adjacent pair of slots toggled by event `i` in a list of `rows` rows: one shown, the
  /// other hidden (the seed's picker and stepper rows).
  @inline(__always)
  static func pair(_ i: Int, rows: Int) -> (RowToggle, RowToggle) {
    let first = (2 &* i) % max(rows - 1, 1)
    return (
      RowToggle(RowID(section: 0, row: first), visible: i & 1 == 0),
      RowToggle(RowID(section: 0, row: first + 1), visible: i & 1 != 0)
    )
  }

  /// The seed's first code: both toggles in one `withAnimation`.
  @inline(never)
  static func rawToggle(_ list: inout ListState, _ i: Int) {
    let (a, b) = pair(i, rows: list.visible.count)
    list.apply(a, animated: true)
    list.apply(b, animated: true)
  }

  /// Seed 001's final code: one animated batch on 16+, the second toggle deferred on 15.x,
  /// both unanimated below.
  @inline(never)
  static func inlineToggle(_ list: inout ListState, _ i: Int, _ os: PlatformVersion) {
    let (a, b) = pair(i, rows: list.visible.count)
    if os.number >= VersionNumber(16) {
      list.apply(a, animated: true)
      list.apply(b, animated: true)
    } else if os.number >= VersionNumber(15) {
      list.apply(a, animated: true)
      list.deferred.append(b)  // DispatchQueue.main.asyncAfter(deadline: .now() + 0.01)
      list.runDeferred()  // the next run-loop turn
    } else {
      list.apply(a, animated: false)
      list.apply(b, animated: false)
    }
  }

  /// Through ``RowToggleCoordinator``: schedule the batch and switch on its steps' layout:
  /// apply the step due now, and defer the later one, running it on the next turn only when
  /// there is one (as an app calls `asyncAfter` only then).
  @inline(never)
  static func coordinatedToggle(
    _ list: inout ListState, _ i: Int, _ coordinator: some RowToggleScheduling
  ) {
    let (a, b) = pair(i, rows: list.visible.count)
    // The seed's picker and stepper rows are always adjacent: no need to scan the batch.
    let schedule = coordinator.schedule(count: 2, touchesAdjacentRows: true)
    switch schedule.layout {
    case .empty:
      break
    case .now(let step):
      for index in step.toggles { list.apply(index == 0 ? a : b, animated: step.animated) }
    case .nowAndLater(let now, let later):
      for index in now.toggles { list.apply(index == 0 ? a : b, animated: now.animated) }
      // DispatchQueue.main.asyncAfter(deadline: .now() + later.delay)
      for index in later.toggles { list.deferred.append(index == 0 ? a : b) }
      list.runDeferred()  // the next run-loop turn
    }
  }

  @inline(never)
  static func rawBackground(_ custom: Bool) -> Int {
    custom ? 0 : 1
  }

  @inline(never)
  static func inlineBackground(_ custom: Bool, _ os: PlatformVersion) -> Int {
    custom && os.number >= VersionNumber(16) ? 1 : 0
  }

  @inline(never)
  static func plannedBackground(_ custom: Bool, _ appearance: some ListAppearancePlanning) -> Int {
    appearance.backgroundPlan(customBackground: custom).hidesScrollContentBackground ? 1 : 0
  }

  /// The seed's code: `isSheetPresented = true`, whatever the edit mode.
  @inline(never)
  static func rawPresent(editing: Bool) -> Int {
    editing ? 1 : 2
  }

  /// Seed 001's workarounds hand-written: leave edit mode and present next turn below 16,
  /// an explicit font weight on 14.x.
  @inline(never)
  static func inlinePresent(editing: Bool, _ os: PlatformVersion) -> Int {
    var result = 0
    if editing && os.number < VersionNumber(16) { result &+= 4 }
    if os.number >= VersionNumber(14) && os.number < VersionNumber(15) { result &+= 8 }
    return result &+ (editing ? 1 : 2)
  }

  /// Through a ``SheetPresenting`` presenter.
  @inline(never)
  static func plannedPresent(editing: Bool, _ presenter: some SheetPresenting) -> Int {
    let plan = presenter.plan(listIsEditing: editing)
    return (plan.leavesEditMode ? 4 : 0) &+ (plan.textFieldWeight == nil ? 0 : 8)
      &+ (editing ? 1 : 2)
  }
}
