/// The six domain policies side by side, each named as ``StrategySet`` names it, and the plans of the policies defects declare for
/// themselves, as resolution builds them: each starts at its passthrough value and each active
/// strategy's hooks adjust it in application order.
package struct DomainPolicies: Hashable, Sendable {
  package var pathChanges = PathChangePolicy.passthrough
  package var rowToggles = RowTogglePolicy.passthrough
  package var viewTransforms = ViewTransformPolicy.passthrough
  package var directionalTransitions = DirectionalTransitionPolicy.passthrough
  package var listAppearance = ListAppearancePolicy.passthrough
  package var sheetPresentation = SheetPresentationPolicy.passthrough
  package var keyed = KeyedPolicies()

  package init(
    pathChanges: PathChangePolicy = .passthrough, rowToggles: RowTogglePolicy = .passthrough,
    viewTransforms: ViewTransformPolicy = .passthrough,
    directionalTransitions: DirectionalTransitionPolicy = .passthrough,
    listAppearance: ListAppearancePolicy = .passthrough,
    sheetPresentation: SheetPresentationPolicy = .passthrough
  ) {
    self.pathChanges = pathChanges
    self.rowToggles = rowToggles
    self.viewTransforms = viewTransforms
    self.directionalTransitions = directionalTransitions
    self.listAppearance = listAppearance
    self.sheetPresentation = sheetPresentation
  }

  /// Runs every domain hook `strategy` implements on these policies.
  package mutating func apply(_ strategy: any WorkaroundStrategy, for context: StrategyContext) {
    if let hook = strategy as? any PathChangeStrategy { hook.adjust(&pathChanges, for: context) }
    if let hook = strategy as? any RowToggleStrategy { hook.adjust(&rowToggles, for: context) }
    if let hook = strategy as? any ViewTransformStrategy {
      hook.adjust(&viewTransforms, for: context)
    }
    if let hook = strategy as? any DirectionalTransitionStrategy {
      hook.adjust(&directionalTransitions, for: context)
    }
    if let hook = strategy as? any ListAppearanceStrategy {
      hook.adjust(&listAppearance, for: context)
    }
    if let hook = strategy as? any SheetPresentationStrategy {
      hook.adjust(&sheetPresentation, for: context)
    }
    if let hook = strategy as? any KeyedPolicyStrategy {
      hook.adjustKeyed(&keyed, for: context)
    } else if let hook = strategy as? any KeyedPoliciesHook {
      hook.adjustKeyed(&keyed, for: context)
    }
  }
}
