// Prelude of the blocks that drive the simulation.
import Simulation
import Strategies
