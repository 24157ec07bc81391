import Simulation
import Testing

@Suite("Virtual clock")
struct VirtualClockTests {
  @Test("Work runs by due time, ties in scheduling order, each in a turn of its own")
  func ordering() {
    let clock = VirtualClock()
    var log: [String] = []
    clock.schedule(after: 0.5) { log.append("b@\(clock.now)#\(clock.turn)") }
    clock.schedule(after: 0.1) { log.append("a@\(clock.now)#\(clock.turn)") }
    clock.schedule(after: 0.5) { log.append("c@\(clock.now)#\(clock.turn)") }
    clock.nextTurn { log.append("next@\(clock.now)#\(clock.turn)") }
    #expect(clock.pendingCount == 4 && clock.nextDueTime == 0)
    #expect(clock.runUntilIdle() == 4)
    #expect(log == ["next@0.0#1", "a@0.1#2", "b@0.5#3", "c@0.5#4"])
    #expect(clock.isIdle)
  }

  @Test("End-of-turn work runs before the next turn's work")
  func endOfTurn() {
    let clock = VirtualClock()
    var log: [String] = []
    clock.nextTurn { log.append("next turn") }
    clock.atEndOfTurn { log.append("end of turn 0") }
    clock.runUntilIdle()
    #expect(log == ["end of turn 0", "next turn"])
  }

  @Test("advance runs only what is due; bad delays count as zero; runaway work is bounded")
  func advanceAndGuards() {
    let clock = VirtualClock()
    var ran: [Double] = []
    clock.schedule(after: 2) { ran.append(clock.now) }
    clock.schedule(after: -1) { ran.append(clock.now) }
    clock.schedule(after: .nan) { ran.append(clock.now) }
    clock.advance(by: 1)
    #expect(ran == [0, 0] && clock.now == 1 && clock.pendingCount == 1)
    clock.run(until: 5)
    #expect(ran == [0, 0, 2] && clock.now == 5)
    func forever() { clock.nextTurn(forever) }
    forever()
    #expect(clock.runUntilIdle(maxSteps: 50) == 50)
    // The endless work still pending holds the clock (clock → work → clock): drop it.
    clock.cancelAll()
    #expect(clock.pendingCount == 0)
  }
}
