import Testing

@testable import Strategies

/// A sequenced sheet keeps its own dismissal bookkeeping: the app only presents and dismisses.
@Suite("SequencedSheet: the presentation that tracks its own dismissal")
struct SequencedSheetTests {
  func sheet(_ minor: UInt32) -> SequencedSheet<String> {
    SequencedSheet(sequencer: SheetSequencer(context: StrategyContext(.iOS, 16, minor)))
  }

  @Test("before 16.4 another sheet asked for from a sheet is held until the first has left")
  func heldBelow164() {
    var sheet = sheet(3)
    #expect(sheet.present("filters") == .now)
    #expect(sheet.present("editor") == .afterDismissal)
    #expect(sheet.item == nil)
    #expect(sheet.isDismissing)
    #expect(sheet.pending == "editor")
    sheet.dismissalDidEnd()
    #expect(sheet.item == "editor")
    #expect(!sheet.isDismissing)
    #expect(sheet.pending == nil)
  }

  @Test("from 16.4 it is presented at once")
  func nowFrom164() {
    var sheet = sheet(4)
    sheet.present("filters")
    #expect(sheet.present("editor") == .now)
    #expect(sheet.item == "editor")
    #expect(sheet.pending == nil)
    sheet.dismissalDidEnd()
    #expect(sheet.item == "editor")
  }

  @Test(
    "a dismissal during a dismissal drops the held item; a dismissal of nothing changes nothing")
  func dismissDropsPending() {
    var sheet = sheet(0)
    sheet.dismiss()
    #expect(sheet == self.sheet(0))
    sheet.present("a")
    sheet.present("b")
    sheet.dismiss()
    #expect(sheet.pending == nil)
    #expect(sheet.isDismissing)
    sheet.dismissalDidEnd()
    #expect(sheet.item == nil)
    #expect(!sheet.isDismissing)
  }
}
