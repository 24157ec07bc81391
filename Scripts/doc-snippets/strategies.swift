// Prelude of the blocks that use the `strategies` their article resolved.
import Strategies

let strategies = StrategyRegistry.standard().resolve(
  StrategyContext(.iOS, 16, 4, traits: [.stackInTabView]))
