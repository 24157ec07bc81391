// Prelude of the blocks that declare and run benchmarks.
import Bench
import Foundation
