import Foundation
import Testing

/// Every numeric option's help states the range the option accepts, and the refusal of a value
/// just outside it names the same range.
@Suite("help states every limit an option enforces")
struct HelpLimitsTests {
  /// The help line of `--option` in `navbench help verb` (with its continuation lines).
  static func helpLine(_ verb: String, _ option: String) throws -> String {
    let help = try CLIRunner.run(["help", verb])
    #expect(help.status == 0)
    let lines = help.stdout.components(separatedBy: "\n")
    // The option's own line ("  --load N   ..."), not the usage line.
    guard
      let start = lines.firstIndex(where: {
        $0.trimmingCharacters(in: .whitespaces).hasPrefix("--\(option) ")
      })
    else {
      Issue.record("no --\(option) in help \(verb)")
      return ""
    }
    // The option's text: its line and the indented lines that continue it.
    var text = lines[start]
    for line in lines[(start + 1)...] {
      guard !line.trimmingCharacters(in: .whitespaces).hasPrefix("--"), !line.isEmpty else {
        break
      }
      text += " " + line.trimmingCharacters(in: .whitespaces)
    }
    return text
  }

  @Test(
    "integer options: the help states the range, and one past each end is refused naming it",
    arguments: [
      ("calibrate", "load", 0, 64), ("calibrate", "trials", 20, 1000),
      ("calibrate", "samples", 5, 10_000),
      ("calibrate", "forks", 1, 100), ("run", "samples", 5, 10_000),
      ("run", "min-time", 1, 60_000), ("run", "forks", 1, 100),
      ("run", "iterations", 1, 1_000_000_000), ("run", "warmup-iterations", 0, 1_000_000_000),
      ("compare", "samples", 5, 10_000), ("baseline", "samples", 5, 10_000),
    ])
  func integerRanges(verb: String, option: String, lower: Int, upper: Int) throws {
    let range = "\(lower)...\(upper)"
    let line = try Self.helpLine(verb, option)
    #expect(line.contains(range), "help \(verb) --\(option): \(line)")
    guard verb != "baseline" else { return }
    for value in [lower - 1, upper + 1] {
      let result = try CLIRunner.run([verb, "--\(option)=\(value)"])
      #expect(result.status == 64, "\(verb) --\(option) \(value): \(result.stderr)")
      #expect(result.stderr.contains(range), "\(verb) --\(option) \(value): \(result.stderr)")
    }
  }

  @Test(
    "other numeric options state their limits",
    arguments: [
      ("run", "time-budget", "at most 3600"), ("run", "drift", "0...50"),
      ("run", "shard", "N ≤ 1000"), ("calibrate", "fresh-runs", "2...50"),
      ("calibrate", "min-time", "1...400"), ("calibrate", "runs", "2...100"),
      ("run", "seed", "0...18446744073709551615"),
    ])
  func otherLimits(verb: String, option: String, text: String) throws {
    let line = try Self.helpLine(verb, option)
    #expect(line.contains(text), "help \(verb) --\(option): \(line)")
  }

  @Test("help merge states the size limit exactly and that older runs are upgraded")
  func mergeHelp() throws {
    let help = try CLIRunner.run(["help", "merge"])
    let text = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(text.contains("64 MiB (67108864 bytes)"), "\(text)")
    #expect(text.contains("upgraded when read and merge with current ones"), "\(text)")
    #expect(text.contains("missing, duplicate or other-count shard is refused"), "\(text)")
  }
}
