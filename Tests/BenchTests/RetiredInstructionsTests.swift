import Foundation
import Testing

@testable import Bench

/// The processor's retired-instructions counter: why a system offers none, and the count per
/// operation from the regions a child read it around.
@Suite("Hardware instruction counter")
struct RetiredInstructionsTests {
  @Test("each reason a counter is missing says what it means and what to do")
  func reasons() {
    #expect(
      RetiredInstructions.unavailableReason(errno: ENOENT, paranoid: 2).contains(
        "virtual machine"))
    let forbidden = RetiredInstructions.unavailableReason(errno: EACCES, paranoid: 3)
    #expect(forbidden.contains("perf_event_paranoid is 3"))
    #expect(forbidden.contains("sysctl -w kernel.perf_event_paranoid=2"))
    #expect(
      RetiredInstructions.unavailableReason(errno: EPERM, paranoid: nil).contains(
        "not permitted"))
    #expect(RetiredInstructions.unavailableReason(errno: EOPNOTSUPP, paranoid: 1).contains("user"))
    #expect(!RetiredInstructions.unavailableReason(errno: ENOSYS, paranoid: nil).isEmpty)
    #expect(
      RetiredInstructions.unavailableReason(errno: EINVAL, paranoid: nil).contains(
        "cannot be opened"))
  }

  @Test("where the counter is offered it counts work; where not, it says why")
  func thisMachine() {
    switch RetiredInstructions.open() {
    case .available(let counter):
      let before = counter.read()
      var sum = 0
      for value in 0..<100_000 { sum &+= value &* 7 }
      let after = counter.read()
      #expect(sum != 1)
      #expect((after ?? 0) > (before ?? .max))
      #expect(RetiredInstructions.probe() == nil)
    case .unavailable(let reason):
      #expect(!reason.isEmpty)
      #expect(RetiredInstructions.probe() == reason)
    }
  }

  @Test("instructions per operation: the median over pairs of I(2k) − I(k)")
  func perOperation() {
    // Pairs (k, 2k): differences 1000, 1010 (an interrupt's return path), 1000.
    let regions: [UInt64] = [1_100, 2_100, 1_090, 2_100, 1_105, 2_105]
    #expect(InstructionCounter.perOperation(regions: regions, divisor: 10) == 100)
    // valgrind's two regions.
    #expect(InstructionCounter.perOperation(regions: [500, 900], divisor: 4) == 100)
    // A 2k region that counted less than its k region counts 0; nothing counts 0.
    #expect(InstructionCounter.perOperation(regions: [900, 500], divisor: 4) == 0)
    #expect(InstructionCounter.perOperation(regions: [], divisor: 4) == 0)
    #expect(InstructionCounter.perOperation(regions: [1, 2], divisor: 0) == 0)
  }

  @Test("a request without the field is valgrind's, as before")
  func requestDecodesWithoutTheField() throws {
    let old = #"{"groups":[],"iterations":null,"warmupIterations":null}"#
    let request = try JSONDecoder().decode(InstructionRequest.self, from: Data(old.utf8))
    #expect(request.readsHardwareCounter == nil)
    let hardware = InstructionRequest(
      groups: [], iterations: 2, warmupIterations: nil, readsHardwareCounter: true)
    let decoded = try JSONDecoder().decode(
      InstructionRequest.self, from: try JSONEncoder().encode(hardware))
    #expect(decoded.readsHardwareCounter == true)
  }
}
