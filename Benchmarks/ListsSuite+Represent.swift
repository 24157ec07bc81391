import Bench
import Strategies

/// `sheet-represent-during-dismiss-ignored`: a tap that dismisses one sheet and asks for the
/// next, with the next one's timing decided by nothing (raw: set it now), by an `if` on the
/// version written inline, and by `SheetSequencer`.
extension ListsSuite {
  static func representDuringDismiss(_ context: SuiteContext) throws -> Benchmark {
    let strategies = context.strategies
    let os = context.os
    return try Benchmark(
      "lists/represent-during-dismiss",
      tags: Pricing.tags("lists", prices: .presentAfterDismissal),
      configuration: context.configuration, sizes: context.sizes,
      comparisons: VariantName.standard,
      variants: [
        Variant(VariantName.raw) { _ in sequencingAsWritten() },
        Variant(VariantName.inline) { _ in
          Workload { iterations in
            var sheets = RepresentEvents.Sheets()
            for i in 0..<iterations { RepresentEvents.inline(&sheets, i, os) }
            blackHole(sheets.presented &+ sheets.held)
          }
        },
        Variant(VariantName.strategies) { _ in
          // As an app builds its view model: the sequencer's type is chosen once, here.
          if PassthroughSheetSequencer(strategies: strategies) != nil {
            // The sequencer would be the passthrough one (no strategy holds a sheet asked for
            // during a dismissal): every event as written, the code without navbench (`raw`), its
            // own event function.
            return sequencingAsWritten()
          }
          return sequencing(SheetSequencer(strategies: strategies))
        },
      ])
  }

  /// The `raw` loop of `lists/represent-during-dismiss`, also its `strategies` loop where the
  /// sequencer is the passthrough one.
  static func sequencingAsWritten() -> Workload {
    Workload { iterations in
      var sheets = RepresentEvents.Sheets()
      for i in 0..<iterations { RepresentEvents.raw(&sheets, i) }
      blackHole(sheets.presented &+ sheets.held)
    }
  }

  /// The `strategies` loop, specialised for the sequencer's type.
  static func sequencing(_ sequencer: some SheetSequencing) -> Workload {
    Workload { iterations in
      var sheets = RepresentEvents.Sheets()
      for i in 0..<iterations { RepresentEvents.sequenced(&sheets, i, sequencer) }
      blackHole(sheets.presented &+ sheets.held)
    }
  }
}

/// One tap per call: the sheet on screen is dismissed and sheet `i` is asked for, during the
/// dismissal on every other tap (a quick re-tap), set now or held for `onDismiss`.
enum RepresentEvents {
  /// The app's sheet state: the sheet set to present, the one held for `onDismiss`, counts.
  struct Sheets {
    var item = 0
    var pending = 0
    var presented = 0
    var held = 0
  }

  /// Whether tap `i` comes while a dismiss animation runs.
  @inline(__always)
  static func dismissing(_ i: Int) -> Bool { i & 1 == 1 }

  /// The presentation set now, with no timing decision.
  @inline(never)
  static func raw(_ sheets: inout Sheets, _ i: Int) {
    sheets.item = i
    sheets.presented &+= 1
  }

  /// The workaround hand-written: below iOS 16.4, during a dismissal, hold it.
  @inline(never)
  static func inline(_ sheets: inout Sheets, _ i: Int, _ os: PlatformVersion) {
    if dismissing(i), os.number < VersionNumber(16, 4) {
      sheets.pending = i
      sheets.held &+= 1
    } else {
      sheets.item = i
      sheets.presented &+= 1
    }
  }

  /// Through the sequencer, resolved once.
  @inline(never)
  static func sequenced(_ sheets: inout Sheets, _ i: Int, _ sequencer: some SheetSequencing) {
    switch sequencer.timing(whileDismissing: dismissing(i)) {
    case .now:
      sheets.item = i
      sheets.presented &+= 1
    case .afterDismissal:
      sheets.pending = i
      sheets.held &+= 1
    }
  }
}
