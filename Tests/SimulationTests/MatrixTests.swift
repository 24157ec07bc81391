import Foundation
import Simulation
import Strategies
import Testing

@Suite("Simulation matrix")
struct MatrixTests {
  @Test func printsTable() throws {
    let outcomes = SimulationMatrix.run(versions: matrixVersions, registry: standardRegistry)
    print(SimulationMatrix.renderTable(outcomes))
    for o in outcomes where o.applicable && o.glitchCount > 0 {
      print(o.issue, o.os, o.mode, o.glitches)
    }
  }
}
