import Testing

@testable import Bench

@Suite("One progress printer: calibration's lines come from TerminalProgress too")
struct CalibrationProgressTests {
  @Test func calibrationLinesRewriteInPlaceAndEndWithANewline() {
    let trial = TerminalProgress.line(
      for: Calibration.Progress(phase: .sameCode, trial: 3, trials: 25, elapsedSeconds: 1.5))
    #expect(trial == "\r\u{1B}[2KA/A 3/25  1.5 s")
    let done = TerminalProgress.line(
      for: Calibration.Progress(phase: .finished, trial: 0, trials: 25, elapsedSeconds: 42))
    #expect(done.hasPrefix("\r\u{1B}[2Kfinished") && done.hasSuffix("\n"))
  }
}
