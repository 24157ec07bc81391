extension StrategyRegistry {
  /// The registered strategy instances, in application order: for the simulation's strategy
  /// mutation check, which re-registers them beside one perturbed strategy.
  package var registeredStrategies: [any WorkaroundStrategy] {
    let snapshot = orderedSnapshot()
    return snapshot.order!.compactMap { snapshot.strategies[$0]?.strategy }
  }
}
