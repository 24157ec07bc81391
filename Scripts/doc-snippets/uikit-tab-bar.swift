// Prelude of the blocks that style a tab bar.
import UIKit
import Strategies
import StrategiesUIKit

let strategies = StrategyRegistry.standard().resolve(.current())
let tabBar = UITabBar()
let brand = UITabBarAppearance()
