// Prelude of the blocks that change a `router` and publish its path, as an app's view model does.
import Foundation
import Strategies

var router = NavigationRouter<Int>(
  strategies: StrategyRegistry.standard().resolve(StrategyContext(.iOS, 16, 0)))
router.push(contentsOf: [1, 2, 3])
func publish(_ path: [Int], _ transaction: TransactionPlan) {}
