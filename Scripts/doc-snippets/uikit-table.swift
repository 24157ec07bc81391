// Prelude of the blocks that style a table.
import UIKit
import Strategies
import StrategiesUIKit

let strategies = StrategyRegistry.standard().resolve(
  .current(traits: [.listIsUIKitTableView, .listHasSectionHeaders]))
let tableView = UITableView()
