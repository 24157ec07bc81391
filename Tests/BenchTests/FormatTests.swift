import Testing

@testable import Bench

@Suite("Human units and aligned tables")
struct FormatTests {
  @Test func durations() {
    #expect(Format.duration(nanoseconds: 12.34) == "12.3 ns")
    #expect(Format.duration(nanoseconds: 999) == "999 ns")
    #expect(Format.duration(nanoseconds: 1_500) == "1.50 µs")
    #expect(Format.duration(nanoseconds: 250_000_000) == "250 ms")
    #expect(Format.duration(seconds: 1.2) == "1.20 s")
    #expect(Format.duration(nanoseconds: 0.5) == "0.500 ns")
    #expect(Format.trimmingZeros(Format.duration(seconds: 2)) == "2 s")
    #expect(Format.trimmingZeros("1.20 s") == "1.2 s")
    #expect(Format.trimmingZeros("120 ms") == "120 ms")
  }

  @Test func bytesCountsRatiosSizes() {
    #expect(Format.bytes(512) == "512 B")
    #expect(Format.bytes(1_536) == "1.50 KiB")
    #expect(Format.bytes(3 * 1_048_576) == "3.00 MiB")
    #expect(Format.count(0) == "0")
    #expect(Format.count(0.0123) == "0.0123")
    #expect(Format.count(2_500) == "2.50k")
    #expect(Format.ratio(1.234) == "1.23×")
    #expect(Format.percentChange(0.1) == "+10.0%")
    #expect(Format.percentChange(-0.04) == "-4.00%")
    #expect(Format.size(1_000) == "1k")
    #expect(Format.size(2_500) == "2.5k")
    #expect(Format.size(10_000) == "10k")
    #expect(Format.size(1_500_000) == "1.5M")
    #expect(ChartUnit.ratio.formatTick(0.5) == "0.5×")
    #expect(ChartUnit.nanoseconds.formatTick(1_000) == "1 µs")
  }

  @Test func textTableAlignsColumns() {
    var table = TextTable(columns: [.init("name"), .init("time", alignment: .right)])
    table.append(["raw", "9.00 ns"])
    table.append(["strategies", "1.50 µs"])
    table.append(["extra", "1", "dropped"])
    table.append(["multi\nline"])
    let lines = table.render().split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0] == "name           time")
    #expect(lines[1] == "----------  -------")
    #expect(lines[2] == "raw         9.00 ns")
    #expect(lines[3] == "strategies  1.50 µs")
    #expect(lines[4] == "extra             1")
    #expect(lines[5] == "multi line", "no line ends in spaces")
    #expect(table.rows.allSatisfy { $0.count == 2 })
  }

  @Test func markdownEscapesPipes() {
    var table = TextTable(columns: [.init("a"), .init("b", alignment: .right)])
    table.append(["x|y", "1"])
    #expect(table.renderMarkdown() == "| a | b |\n| --- | ---: |\n| x\\|y | 1 |\n")
  }

  @Test func xmlEscaping() {
    #expect(XMLText.escape("a<b>&\"c'") == "a&lt;b&gt;&amp;&quot;c&#39;")
    #expect(XMLText.escape("bell\u{07}") == "bell\u{FFFD}")
    #expect(XMLText.escape("tab\tnew\nline") == "tab\tnew\nline")
  }
}
