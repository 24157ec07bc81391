// Prelude of the blocks that use the `registry` and the `strategies` their article resolved.
import Strategies

let registry = StrategyRegistry.standard()
let strategies = registry.resolve(StrategyContext(.iOS, 16, 4, traits: [.stackInTabView]))
