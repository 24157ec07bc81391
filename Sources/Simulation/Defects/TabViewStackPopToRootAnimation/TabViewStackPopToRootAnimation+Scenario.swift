import Strategies

extension GlitchKind {
  /// A push the app did not ask to be unanimated rendered without animation, after the stack
  /// was emptied without the fix's transaction.
  public static let pushNotAnimatedAfterPopToRoot = GlitchKind(
    "pushNotAnimatedAfterPopToRoot", summary: "push not animated after pop to root")
}

extension DefectScenario {
  /// `tabview-stack-pop-to-root-animation` (seed 000): the seed's push ×3, return to top, push,
  /// with a pop and a replacement before the return to top so that every kind of path change
  /// is judged against the animation the app intends (`TabViewClients.scenarioSteps`).
  package static let tabViewPopToRoot = tabViewPopToRoot(removalKind: nil)

  /// The scenario with the removals of the mitigated run classified by `removalKind`
  /// (entries removed, entries remaining) instead of the router: for checking that the
  /// scenario tells a wrong classification apart. `nil` runs the router.
  package static func tabViewPopToRoot(
    removalKind: (@Sendable (Int, Int) -> PathChangeKind)?
  ) -> DefectScenario {
    DefectScenario(
      issue: .tabViewStackPopToRootAnimation,
      title: "Push after pop to root in a TabView-hosted NavigationStack",
      defaultTraits: [.stackInTabView], source: KnownIssue.seedTabView,
      steps: "push, push, push, pop, push, replace top, pop to root (path.removeAll(), no "
        + "animation), push; then through the router's adopt: from depth 3 to the root and a "
        + "push, from depth 3 to depth 1 and a push, to depth 1 and a pop to root from there, "
        + "a push; a system pop to root from depth 2 and a push",
      detects: [.pushNotAnimatedAfterPopToRoot, .intendedAnimationLost, .animationChanged]
    ) { (run) throws(SimulationError) in
      let inTabView = run.traits.contains(.stackInTabView)
      switch run.mode {
      case .naive:
        try TabViewClients.runNaive(
          TabViewClients.scenarioSteps, version: run.version, hostedInTabView: inTabView,
          session: run.session)
      case .strategies:
        if let removalKind {
          try TabViewClients.runMitigated(
            TabViewClients.scenarioSteps, version: run.version, hostedInTabView: inTabView,
            strategies: run.strategies, session: run.session, removalKind: removalKind)
        } else {
          try TabViewClients.runMitigated(
            TabViewClients.scenarioSteps, version: run.version, hostedInTabView: inTabView,
            strategies: run.strategies, session: run.session)
        }
      }
    }
  }
}

extension SimulatedDefect {
  /// This defect's scenario, the mutants of its strategy that are equivalent to it, and the
  /// mutants of the primitive that carries it.
  package static let tabViewStackPopToRootAnimation = SimulatedDefect(
    scenario: .tabViewPopToRoot,
    equivalentMutants: [
      EquivalentMutant(
        strategy: .explicitPathChangeAnimation, change: "pathChanges.pop = inherit",
        reason: "a plain write animates a pop with the system animation, which is what the "
          + "explicit default animation gives; pops never meet the stale state"),
      EquivalentMutant(
        strategy: .explicitPathChangeAnimation, change: "pathChanges.replace = inherit",
        reason: "a plain write animates a replacement with the system animation, which is what "
          + "the explicit default animation gives"),
    ], walkComponents: [.tabStack],
    primitiveMutants: [
      PrimitiveMutant(
        strategy: .explicitPathChangeAnimation,
        change: "NavigationRouter classifies every removal as a pop",
        scenario: .tabViewPopToRoot { _, _ in .pop }),
      PrimitiveMutant(
        strategy: .explicitPathChangeAnimation,
        change: "NavigationRouter: a removal leaving one entry is a pop to root",
        scenario: .tabViewPopToRoot { removed, remaining in
          remaining <= 1 && removed >= 2 ? .popToRoot : .pop
        }),
      PrimitiveMutant(
        strategy: .explicitPathChangeAnimation,
        change: "NavigationRouter: emptying a path of one entry is a pop to root",
        scenario: .tabViewPopToRoot { _, remaining in remaining == 0 ? .popToRoot : .pop }),
    ],
    walkMutants: [
      // Where a stack sits in the app's tree decides its traits: the walk places it in
      // generated trees and must reject a wrong derivation.
      WalkMutant(
        strategy: .explicitPathChangeAnimation,
        change: "a stack's traits are not inherited: only its parent container counts",
        rules: WalkMutant.changing(
          \.traitDerivation, to: { ContainerPath(Array($0.containers.suffix(2))).traits }),
        components: ["tab-stack"]),
      WalkMutant(
        strategy: .explicitPathChangeAnimation,
        change: "a stack's context is taken from an ancestor across a presentation",
        rules: WalkMutant.changing(
          \.traitDerivation,
          to: { ContainerPath($0.containers.filter { $0 != .presentation }).traits }),
        components: ["tab-stack"]),
      WalkMutant(
        strategy: .explicitPathChangeAnimation,
        change: "a stack's context is taken from the window, not its ancestors",
        rules: WalkMutant.changing(\.traitDerivation, to: { _ in [] }),
        components: ["tab-stack"]),
    ])
}
