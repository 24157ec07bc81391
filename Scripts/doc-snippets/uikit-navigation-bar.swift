// Prelude of the blocks that style a navigation bar.
import UIKit
import Strategies
import StrategiesUIKit

let strategies = StrategyRegistry.standard().resolve(.current())
let navigationBar = UINavigationBar()
let brand = UINavigationBarAppearance()
