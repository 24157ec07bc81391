import Foundation
import StrategiesTesting
import Testing

@testable import Strategies

@Suite("StrategyRegistry: registration, ordering, resolution")
struct RegistryTests {
  static let matrix: [(String, Set<ContextTrait>, [StrategyID])] = [
    (
      "14.8", [],
      [
        .resetTransformAfterTransition, .recordDirectionBeforeChange, .leaveEditModeBeforeSheet,
        .explicitTextFieldFontWeight, .presentAfterDismissal, .stageLayerDismissals,
        .presentFullScreenExplicitly,
      ]
    ),
    (
      "15.7", [],
      [
        .resetTransformAfterTransition, .recordDirectionBeforeChange,
        .standardAppearanceAtScrollEdge, .leaveEditModeBeforeSheet, .presentAfterDismissal,
        .stageLayerDismissals, .hostRefreshableFeedInList,
        .presentFullScreenExplicitly,
      ]
    ),
    (
      "15.7", [.listHasMultipleSections, .listFirstSectionHasHeader],
      [
        .deferAdjacentRowToggles, .resetTransformAfterTransition, .recordDirectionBeforeChange,
        .standardAppearanceAtScrollEdge, .leaveEditModeBeforeSheet,
        .zeroListSectionHeaderTopPadding, .presentAfterDismissal, .stageLayerDismissals,
        .hostRefreshableFeedInList,
        .presentFullScreenExplicitly,
      ]
    ),
    (
      "16.0", [],
      [
        .hideScrollContentBackground, .resetTransformAfterTransition, .recordDirectionBeforeChange,
        .stageMultiLevelPops, .disableInteractivePop, .drivePresentationFromPath,
        .wrapConditionalColumnRoot, .clearSelectionToDismissDetail, .standardAppearanceAtScrollEdge,
        .presentAfterDismissal, .undimDetentsThroughSheetController, .stageLayerDismissals,
        .requestGeometryUpdateToRotate, .hoistDestinationsOutOfLazyContainers,
        .presentFullScreenExplicitly,
      ]
    ),
    (
      "16.4", [.stackInTabView],
      [
        .explicitPathChangeAnimation, .hideScrollContentBackground, .resetTransformAfterTransition,
        .recordDirectionBeforeChange, .drivePresentationFromPath, .wrapConditionalColumnRoot,
        .clearSelectionToDismissDetail,
        .standardAppearanceAtScrollEdge, .stageLayerDismissals, .requestGeometryUpdateToRotate,
        .hoistDestinationsOutOfLazyContainers,
        .popToRootOnTabReselect,
        .presentFullScreenExplicitly,
      ]
    ),
    (
      "16.7", [],
      [
        .hideScrollContentBackground, .resetTransformAfterTransition, .recordDirectionBeforeChange,
        .drivePresentationFromPath,
        .wrapConditionalColumnRoot, .clearSelectionToDismissDetail,
        .standardAppearanceAtScrollEdge, .stageLayerDismissals, .requestGeometryUpdateToRotate,
        .hoistDestinationsOutOfLazyContainers,
        .presentFullScreenExplicitly,
      ]
    ),
    (
      "17.0", [.stackInTabView],
      [
        .hideScrollContentBackground, .resetTransformAfterTransition, .recordDirectionBeforeChange,
        .wrapConditionalColumnRoot, .clearSelectionToDismissDetail,
        .standardAppearanceAtScrollEdge, .requestGeometryUpdateToRotate,
        .hoistDestinationsOutOfLazyContainers, .popToRootOnTabReselect,
        .presentFullScreenExplicitly, .presentFromOwnedHostingController,
        .hostFlowInNavigationView,
      ]
    ),
    (
      "26.0", [.listHasMultipleSections, .listFirstSectionHasHeader],
      [
        .hideScrollContentBackground, .resetTransformAfterTransition, .recordDirectionBeforeChange,
        .wrapConditionalColumnRoot,
        .standardAppearanceAtScrollEdge, .requestGeometryUpdateToRotate,
        .hoistDestinationsOutOfLazyContainers,
        .presentFullScreenExplicitly, .directionalPanForRowSwipes,
        .hideSharedBackgroundOnCustomBarItems, .keepSearchInNavigationBar,
        .opaqueBackgroundForCardSheets, .ignoreBackDuringTransition,
        .defaultBarBackgroundOnGlass, .iconOnlyLabelForBarIcons,
        .opaqueBackgroundForCardSheets, .eagerStackForRegisteringChildren,
      ]
    ),
  ]

  @Test("the built-ins resolve as DESIGN.md's table says", arguments: matrix)
  func builtInMatrix(_ os: String, _ traits: Set<ContextTrait>, _ expected: [StrategyID]) throws {
    let registry = StrategyRegistry.standard()
    let set = registry.resolve(StrategyContext(try PlatformVersion(parsing: os), traits: traits))
    #expect(Set(set.active) == Set(expected))
  }

  @Test("policies follow the version: zero-duration pop to root only on 16.x in a TabView")
  func pathPolicies() {
    let registry = StrategyRegistry.standard()
    let on16 = registry.resolve(.iOS(16, 4, [.stackInTabView])).pathChanges
    #expect(on16.popToRoot == .animate(.linear(duration: 0)))
    #expect(on16.push == .animate(.systemDefault))
    // On 17.x in a TabView only the reselected tab's pop to root and, from 16 on, the
    // placement of row destinations differ.
    #expect(
      registry.resolve(.iOS(17, 5, [.stackInTabView])).pathChanges
        == PathChangePolicy(tabReselection: .popToRoot, destinationPlacement: .stackRoot))
    #expect(
      registry.resolve(.iOS(18, 0, [.stackInTabView])).pathChanges
        == PathChangePolicy(destinationPlacement: .stackRoot))
    #expect(registry.resolve(.iOS(15, 7)).pathChanges == .passthrough)
    // Outside a TabView only the presentation chains' binding and the row destinations'
    // placement differ on 16.x.
    #expect(
      registry.resolve(.iOS(16, 4)).pathChanges
        == PathChangePolicy(presentationBinding: .path, destinationPlacement: .stackRoot))
  }

  @Test("row toggles: deferred on 15.x, unanimated on 14.x, one batch on 16+")
  func rowPolicies() {
    let registry = StrategyRegistry.standard()
    let layout: Set<ContextTrait> = [.listHasMultipleSections, .listFirstSectionHasHeader]
    #expect(
      registry.resolve(.iOS(15, 7, layout)).rowToggles.adjacentRows
        == .firstAnimatedRestDeferred(delay: 0.01))
    #expect(registry.resolve(.iOS(14, 8, layout)).rowToggles.adjacentRows == .unanimated)
    #expect(registry.resolve(.iOS(16, 4, layout)).rowToggles == .passthrough)
    #expect(registry.resolve(.iOS(15, 7, [.listHasMultipleSections])).rowToggles == .passthrough)
  }

  @Test("the standard registry holds the whole catalogue and its strategies")
  func standardContents() {
    let registry = StrategyRegistry.standard()
    #expect(registry.issues.map(\.id) == KnownIssue.catalogue.map(\.id))
    #expect(registry.issues.count == BuiltInDefect.all.count)
    #expect(registry.strategies.count == BuiltInDefect.all.flatMap(\.strategies).count)
    let addressed = Set(registry.strategies.flatMap(\.addresses))
    #expect(addressed == Set(KnownIssue.catalogue.map(\.id)).subtracting([.sectionHeaderOffset]))
    #expect(registry.domains(of: .explicitPathChangeAnimation) == [.pathChanges])
  }

  @Test("implied traits count: a header on the first section means the list has headers")
  func traitImplications() throws {
    let registry = StrategyRegistry.standard()
    let context = StrategyContext.iOS(14, 8, [.listFirstSectionHasHeader])
    let issue = registry.explain(context).issues.first { $0.id == .sectionHeaderOffset }!
    #expect(issue.status == .unmitigated)
    #expect(registry.resolve(context).context == context)
    #expect(throws: RegistryError.unknownTrait(ContextTrait("b"), owner: "trait \"a\"")) {
      try registry.register(
        TraitDescriptor(ContextTrait("a"), summary: "a", implies: [ContextTrait("b")]))
    }
  }

  @Test("duplicate ids are errors")
  func duplicates() throws {
    let registry = StrategyRegistry.standard()
    #expect(throws: RegistryError.duplicateStrategy(.explicitPathChangeAnimation)) {
      try registry.register(ExplicitPathChangeAnimation())
    }
    #expect(throws: RegistryError.duplicateIssue(KnownIssue.catalogue.last!.id)) {
      try registry.register(KnownIssue.catalogue.last!)
    }
    #expect(throws: RegistryError.duplicateTrait(.stackInTabView)) {
      try registry.register(TraitDescriptor(.stackInTabView, summary: "again"))
    }
    #expect(registry.strategies.count == BuiltInStrategies.all.count)
  }

  @Test("registration refuses unknown issues, unknown traits, bad ids and empty addresses")
  func refusals() {
    let registry = emptyRegistry()
    #expect(throws: RegistryError.unknownIssue("nope", strategy: "a")) {
      try registry.register(StampingStrategy("a", issue: "nope"))
    }
    #expect(
      throws: RegistryError.unknownTrait(ContextTrait("no-such-trait"), owner: "strategy \"b\"")
    ) {
      try registry.register(StampingStrategy("b", traits: [ContextTrait("no-such-trait")]))
    }
    #expect(throws: RegistryError.self) { try registry.register(StampingStrategy("Bad_ID")) }
    do {
      try registry.register(StampingStrategy("Bad_ID"))
    } catch {
      #expect(error.description.contains("Bad_ID"))
    }
    let nothing = RecordingStrategy(
      StrategyDescriptor(id: "c", title: "c", addresses: [], versions: .all, rationale: ""),
      log: StrategyCallLog())
    #expect(throws: RegistryError.addressesNothing("c")) { try registry.register(nothing) }
    #expect(registry.strategies.isEmpty)
  }

  @Test("order: constraints first, then priority, then id; never registration order")
  func ordering() throws {
    let strategies = [
      StampingStrategy("zeta", priority: 10),
      StampingStrategy("alpha"),
      StampingStrategy("beta", before: ["alpha"]),
      StampingStrategy("gamma", after: ["zeta"], before: ["beta"]),
      StampingStrategy("delta", priority: 5),
    ]
    var orders: Set<[StrategyID]> = []
    var generator = SplitMix(seed: 7)
    for _ in 0..<12 {
      let registry = emptyRegistry()
      for strategy in strategies.shuffled(using: &generator) { try registry.register(strategy) }
      orders.insert(registry.resolve(.iOS(16)).active)
    }
    #expect(orders == [["zeta", "delta", "gamma", "beta", "alpha"]])
  }

  @Test("the last strategy applied wins a conflict, whatever the registration order")
  func conflictsFollowOrder() throws {
    for reversed in [false, true] {
      let registry = emptyRegistry()
      let pair = [
        StampingStrategy("early", priority: 1, stamp: 1), StampingStrategy("late", stamp: 2),
      ]
      for strategy in reversed ? pair.reversed() : pair { try registry.register(strategy) }
      #expect(registry.resolve(.iOS(16)).pathChanges.push == .animate(.linear(duration: 2)))
    }
  }

  @Test("a constraint cycle is refused and leaves the registry as it was")
  func cycles() throws {
    let registry = emptyRegistry()
    try registry.register(StampingStrategy("a", before: ["b"]))
    try registry.register(StampingStrategy("b", before: ["c"]))
    #expect(throws: RegistryError.orderingCycle(["c", "a", "b", "c"])) {
      try registry.register(StampingStrategy("c", before: ["a"]))
    }
    #expect(throws: RegistryError.self) {
      try registry.register(StampingStrategy("c", after: ["c"]))
    }
    #expect(registry.strategies.map(\.id) == ["a", "b"])
    try registry.register(StampingStrategy("c", after: ["b"]))
    #expect(registry.resolve(.iOS(16)).active == ["a", "b", "c"])
  }

  @Test("resolution is cached per context and invalidated by changes")
  func caching() throws {
    let log = StrategyCallLog()
    let registry = emptyRegistry()
    try registry.register(StampingStrategy("a", log: log))
    _ = registry.resolve(.iOS(16))
    _ = registry.resolve(.iOS(16))
    #expect(log.calls.count == 1)
    _ = registry.resolve(.iOS(16, 1))
    #expect(log.calls.count == 2)
    _ = registry.resolve(.iOS(16), usingCache: false)
    #expect(log.calls.count == 3)
    registry.updateOverrides { $0.forceDisable("a") }
    #expect(registry.resolve(.iOS(16)).active.isEmpty)
    registry.setOverrides(.none)
    _ = registry.resolve(.iOS(16))
    #expect(log.calls.count == 4)
  }

  @Test("concurrent resolution from many tasks agrees with serial resolution")
  func concurrentResolve() async throws {
    let registry = StrategyRegistry.standard()
    let traitSets: [Set<ContextTrait>] = [
      [], [.stackInTabView], [.listHasMultipleSections, .listFirstSectionHasHeader],
    ]
    var contexts: [StrategyContext] = []
    for os in ["14.8", "15.7", "16.0", "16.4", "17.5", "26.0"] {
      let version = try PlatformVersion(parsing: os)
      contexts += traitSets.map { StrategyContext(version, traits: $0) }
    }
    let all = contexts
    let serial = StrategyRegistry.standard()
    let expected = Dictionary(uniqueKeysWithValues: contexts.map { ($0, serial.resolve($0)) })
    let results = await withTaskGroup(of: [StrategySet].self) { group in
      for task in 0..<8 {
        group.addTask {
          (0..<200).map { i in
            let context = all[(i * 7 + task) % all.count]
            return registry.resolve(context, usingCache: i % 3 != 0)
          }
        }
      }
      return await group.reduce(into: []) { $0 += $1 }
    }
    #expect(results.count == 1600)
    #expect(results.allSatisfy { expected[$0.context] == $0 })
  }
}

/// A seeded generator, so shuffles are reproducible.
struct SplitMix: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
