import Bench
import Foundation

/// `navbench calibrate`: the harness's self-check.
enum CalibrateVerb {
  static let spec = VerbSpec(
    name: "calibrate",
    summary: "Check the harness: timer overhead, noise floor, false positives and detection.",
    options: [
      .option("trials", "N", "A/A trials and as many A/B trials (default 25, at least 20)"),
      .option("samples", "N", "samples per case (default: run's default, 25)"),
      .option("min-time", "MS", "minimum time per sample in milliseconds (default 5)"),
      .choice("format", TextOrJSON.self, "text (default) or json"),
      .flag("quiet", "no progress on standard error"),
    ],
    discussion: """
      Runs the same closure as both variants (A/A) and with a 10% longer loop (A/B), and
      reports how often the verdict calls an A/A pair different (target ≤ 5%) and how often it
      detects the 10% slowdown (target ≥ 90%), within 60 s. Run it on an idle machine: another
      busy process makes samples bimodal and the report warns about it.
      Exit status: 0 when the targets are met, 1 otherwise.
      """)

  static func run(_ arguments: ParsedArguments, console: Console) throws(CLIError) -> ExitCode {
    let verb = spec.name
    var settings = RunSettings()
    let trials =
      try arguments.value("trials").map { (text) throws(CLIError) in
        try RunOptions.integer(text, option: "trials", range: 20...1000, verb: verb)
      } ?? Calibration.defaultTrials
    if let text = arguments.value("samples") {
      settings.samples = try RunOptions.integer(
        text, option: "samples", range: 5...10_000, verb: verb)
    }
    if let text = arguments.value("min-time") {
      settings.minSampleTime = Double(
        try RunOptions.integer(text, option: "min-time", range: 1...60_000, verb: verb))
    }
    let format = try TextOrJSON.parse(
      arguments.value("format"), option: "format", default: .text, verb: verb)
    let report = Calibration.run(
      settings: settings, trials: trials,
      progress: TerminalProgress.calibrationHandler(quiet: arguments.flag("quiet")))
    console.out(
      format == .json
        ? try JSONOutput.encode(kind: "calibration", report, arguments: arguments)
        : report.summary() + "\n")
    return report.meetsTargets ? .success : .failure
  }
}
