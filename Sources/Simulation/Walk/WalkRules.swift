import Strategies

/// The rules of the multi-step primitives and performers the walk's components drive, as the
/// shipped ones decide them; the mutation check runs the walk with one changed
/// (``WalkMutant``) and expects a violation.
package struct WalkRules: Sendable {
  /// How a split pop's second update is run (`SplitPopSchedule`, as `PathChangePerformer`
  /// drives it): the walk runs the shipped performer with these rules.
  package var splitPop = SplitPopRules()
  /// How a component's traits are derived from where it sits in the app's tree: the shipped
  /// derivation, `ContainerPath.traits`, unless a mutant changed it.
  package var traitDerivation: @Sendable (ContainerPath) -> Set<ContextTrait> = { $0.traits }

  /// The shipped rules.
  package init() {}
}
