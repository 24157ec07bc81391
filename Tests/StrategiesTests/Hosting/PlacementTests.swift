import Testing

@testable import Strategies

/// A stack's traits come from where it sits: a model placed in a tab view, a split view's
/// column or a sheet plans as one created with the traits that position has, without the app
/// naming any.
@Suite("Placement: a model's traits derived from its position in the app's tree")
@MainActor
struct PlacementTests {
  /// The transactions of push, push, pop to root, push on a model, as its host saw them.
  func plans(_ model: NavigationModel<Int>, _ host: RecordingHost) -> [TransactionPlan] {
    model.push(1)
    model.push(2)
    model.popToRoot()
    host.runAll()
    model.push(3)
    return host.updates
  }

  func model(_ traits: Set<ContextTrait> = [], minor: UInt32 = 4) -> (
    NavigationModel<Int>, RecordingHost
  ) {
    let host = RecordingHost()
    return (
      NavigationModel(context: StrategyContext(.iOS, 16, minor, traits: traits), host: host),
      host
    )
  }

  static let paths: [(ContainerPath, StackPlacement)] = [
    (ContainerPath([.navigationStack]), .standalone),
    (ContainerPath([.tabView, .navigationStack]), .tabView),
    (ContainerPath([.splitViewColumn, .navigationStack]), .standalone),
    (ContainerPath([.tabView, .splitViewColumn, .navigationStack]), .tabView),
    (
      ContainerPath([.tabView, .navigationStack, .list, .presentation, .navigationStack]),
      .standalone
    ),
    (ContainerPath([.presentation, .tabView, .navigationStack]), .tabView),
  ]

  @Test(
    "a stack placed at a path plans as one created with that position's placement",
    arguments: [UInt32(0), 4])
  func derivedEqualsDeclared(minor: UInt32) {
    for (path, placement) in Self.paths {
      let (placed, placedHost) = model(minor: minor)
      #expect(placed.place(at: path).isEmpty)
      #expect(placed.containerPath == path)
      let (declared, declaredHost) = model(placement.traits, minor: minor)
      #expect(plans(placed, placedHost) == plans(declared, declaredHost), "\(path)")
    }
    // The trait changes the plan on 16.4: the derivation is not vacuous.
    let (tab, tabHost) = model([.stackInTabView])
    let (plain, plainHost) = model()
    #expect(plans(tab, tabHost) != plans(plain, plainHost))
  }

  @Test(
    "the path moves with the model, keeping its path, and a declaration it contradicts is returned")
  func movesAndContradictions() {
    let (model, _) = model()
    model.push(7)
    model.place(at: ContainerPath([.tabView, .navigationStack]))
    #expect(model.path == [7])
    #expect(
      model.router.pathChangePolicy
        == StrategyRegistry.standard().resolve(
          StrategyContext(.iOS, 16, 4, traits: [.stackInTabView])
        ).pathChanges)
    model.place(at: ContainerPath([.navigationStack]))
    #expect(
      model.router.pathChangePolicy
        == StrategyRegistry.standard().resolve(
          StrategyContext(.iOS, 16, 4)
        ).pathChanges)

    let (declared, _) = self.model([.stackInTabView])
    #expect(declared.place(at: ContainerPath([.navigationStack])) == [.stackInTabView])
    // Reported once per new path, and the declaration stays in force.
    #expect(declared.place(at: ContainerPath([.navigationStack])).isEmpty)
    #expect(
      declared.router.pathChangePolicy
        == StrategyRegistry.standard().resolve(
          StrategyContext(.iOS, 16, 4, traits: [.stackInTabView])
        ).pathChanges)
    #expect(declared.place(at: ContainerPath([.tabView, .navigationStack])).isEmpty)
  }

  @Test("a model made from a resolved set keeps it; paths describe themselves")
  func resolvedSetsStay() {
    let host = RecordingHost()
    let strategies = StrategyRegistry.standard().resolve(StrategyContext(.iOS, 16, 4))
    let model = NavigationModel<Int>(strategies: strategies, host: host)
    #expect(model.place(at: ContainerPath([.tabView, .navigationStack])).isEmpty)
    #expect(model.router.pathChangePolicy == strategies.pathChanges)
    #expect(ContainerPath().description == "root")
    #expect(
      ContainerPath([.tabView, .navigationStack]).description == "tab-view › navigation-stack")
    #expect(ContainerPath([.tabView, .list]).traits.isEmpty)
    #expect(ContainerPath([.tabView, .navigationStack, .list]).traits == [.stackInTabView])
  }
}
