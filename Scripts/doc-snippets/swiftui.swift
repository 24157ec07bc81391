// Prelude of the SwiftUI blocks: the strategies resolved for the running device.
import SwiftUI
import Strategies
import StrategiesSwiftUI

let strategies = StrategyRegistry.standard().resolve(.current())
