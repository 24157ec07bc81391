import Foundation
import Testing

@testable import Bench

/// Whether `text` holds a control character a terminal acts on (C0 other than line feed and
/// tab, DEL, C1).
private func hasControl(_ text: String, allowingCR: Bool = false) -> Bool {
  text.unicodeScalars.contains {
    ControlEscaping.isEscaped($0) && !(allowingCR && $0 == "\r")
  }
}

@Suite("Control characters from input are escaped in text, Markdown and CSV reports")
struct ReportEscapingTests {
  static let evil = "\u{1B}[31mRED\u{1B}]0;pwned\u{07}\u{0}\u{7F}\u{9B}"

  /// A run whose benchmark, variant, machine and failure reason carry control characters.
  static func hostileRun() -> RunResult {
    var run = Synthetic.run(name: "bench" + evil)
    run.machine.cpuModel = "CPU" + evil
    run.machine.operatingSystem = "OS\u{1B}[2J"
    for index in run.cases.indices {
      run.cases[index].key.variant += evil
      if case .failed = run.cases[index].status {
        run.cases[index].status = .failed(reason: "why" + evil)
      }
    }
    return run
  }

  @Test("escaping: ESC, BEL, NUL, DEL and C1 become \\u{…}; newline, tab and text stay")
  func escaping() {
    #expect(ControlEscaping.escape("a\u{1B}[1mb\u{7}") == #"a\u{1B}[1mb\u{7}"#)
    #expect(ControlEscaping.escape("\u{0}\u{7F}\u{85}\u{9F}") == #"\u{0}\u{7F}\u{85}\u{9F}"#)
    #expect(ControlEscaping.escape("line\nnext\tcol ✓ µs") == "line\nnext\tcol ✓ µs")
    #expect(ControlEscaping.escape("\r") == #"\u{D}"#)
    let once = ControlEscaping.escape(Self.evil)
    #expect(ControlEscaping.escape(once) == once)
  }

  @Test("text, Markdown and CSV of a hostile run hold no raw control character")
  func runReports() {
    let run = Self.hostileRun()
    for (format, report) in [
      ("text", Report.text(run)), ("md", Report.markdown(run)),
    ] {
      #expect(!hasControl(report), "\(format)")
      #expect(
        report.contains(#"bench\u{1B}[31mRED\u{1B}]0;pwned\u{7}\u{0}\u{7F}\u{9B}"#), "\(format)")
      #expect(report.contains(#"CPU\u{1B}[31m"#), "\(format)")
    }
    let csv = Report.csv(run)
    // CSV ends its lines with CR LF; no other control character.
    #expect(!hasControl(csv, allowingCR: true))
    #expect(!csv.replacingOccurrences(of: "\r\n", with: "").contains("\r"))
    #expect(csv.contains(#"why\u{1B}[31m"#))
  }

  @Test("a baseline comparison's text holds no raw control character")
  func comparisonText() {
    let baseline = Self.hostileRun()
    let current = Synthetic.run()
    let text = Report.text(BaselineComparison(current: current, baseline: baseline))
    #expect(!hasControl(text))
    #expect(text.contains(#"\u{1B}[31mRED"#), "\(text)")
  }

  @Test("table cells escape control characters before aligning")
  func tableCells() {
    var table = TextTable(columns: [.init("name"), .init("x", alignment: .right)])
    table.append(["a\u{1B}b", "1"])
    table.append(["longer", "2"])
    let lines = table.render().split(separator: "\n")
    #expect(lines[2] == #"a\u{1B}b  1"#)
    #expect(lines[3] == "longer    2")
  }

  @Test("a name or reason with a line break cannot start a line of the report")
  func lineBreaks() {
    var baseline = Synthetic.run()
    for index in baseline.cases.indices {
      baseline.cases[index].key.variant += "\nFAKE variant"
      if case .failed = baseline.cases[index].status {
        baseline.cases[index].status = .failed(reason: "why\r\n- FAKE reason")
      }
    }
    #expect(ControlEscaping.escapeLine("a\nb\r\nc\u{1B}") == #"a\u{A}b\u{D}\u{A}c\u{1B}"#)
    #expect(ControlEscaping.escapeLine("plain ✓") == "plain ✓")
    let reports = [
      Report.text(baseline), Report.markdown(baseline),
      Report.text(BaselineComparison(current: Synthetic.run(), baseline: baseline)),
    ]
    for report in reports {
      // (Table cells turn a line break into a space; free text escapes it.)
      for line in report.split(separator: "\n")
      where line.drop(while: { $0 == " " || $0 == "-" || $0 == "*" }).hasPrefix("FAKE") {
        Issue.record("a line of its own: \(line)")
      }
      #expect(report.contains(#"\u{A}FAKE variant"#), "\(report)")
    }
    #expect(Report.text(baseline).contains(#"why\u{D}\u{A}- FAKE reason"#))
  }
}
