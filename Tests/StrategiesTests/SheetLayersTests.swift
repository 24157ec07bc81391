import Testing

@testable import Strategies

/// Stacked sheets keep their own bookkeeping: the app presents and closes, the sheets report.
@Suite("SheetLayers: stacked sheets that stage their own dismissal")
struct SheetLayersTests {
  func layers(_ major: UInt32, _ items: [Int]) -> SheetLayers<Int> {
    SheetLayers(
      planner: LayerDismissalPlanner(context: StrategyContext(.iOS, major)), items: items)
  }

  @Test("below iOS 17 closing all takes one layer per dismissal; from 17 one update")
  func staged() {
    var old = layers(16, [0, 1, 2])
    #expect(old.closeAll() == .oneAtATime)
    #expect(old.items == [0, 1])
    #expect(old.closingTo == 0)
    old.dismissalDidEnd()
    #expect(old.items == [0])
    old.dismissalDidEnd()
    #expect(old.items.isEmpty)
    #expect(old.closingTo == nil)
    old.dismissalDidEnd()
    #expect(old.items.isEmpty)

    var new = layers(17, [0, 1, 2])
    #expect(new.closeAll() == .together)
    #expect(new.items.isEmpty)
    #expect(new.closingTo == nil)
  }

  @Test("out-of-range indices and depths change nothing and never trap")
  func bounds() {
    var stack = layers(16, [0, 1])
    #expect(stack[layer: -1] == nil)
    #expect(stack[layer: 2] == nil)
    #expect(stack[layer: Int.max] == nil)
    #expect(stack[layer: 1] == 1)
    stack.layerWasDismissed(Int.min)
    stack.layerWasDismissed(5)
    #expect(stack.items == [0, 1])
    #expect(stack.close(to: Int.max) == .together)
    #expect(stack.items == [0, 1])
    stack.close(to: Int.min)
    #expect(stack.items == [0])
    #expect(stack.closingTo == 0)
  }

  @Test("a swipe during a staged dismissal, or a new layer, ends it")
  func interrupted() {
    var stack = layers(15, [0, 1, 2, 3])
    stack.close(to: 1)
    #expect(stack.items == [0, 1, 2])
    stack.layerWasDismissed(1)
    #expect(stack.items == [0])
    #expect(stack.closingTo == nil)
    var again = layers(15, [0, 1, 2])
    again.closeAll()
    again.present(9)
    #expect(again.closingTo == nil)
    again.dismissalDidEnd()
    #expect(again.items == [0, 1, 9])
  }
}
