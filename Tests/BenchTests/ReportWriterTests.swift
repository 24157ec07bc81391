import Foundation
import FoundationXML
import Testing

@testable import Bench

@Suite("Report writers produce output that parses back")
struct ReportWriterTests {
  @Test("reports state the verdict rule the analysis applies, per metric")
  func verdictRuleNamesTheMetricsRule() {
    var settings = RunSettings()
    let wall = Report.verdictRule(settings)
    #expect(wall.contains("Mann–Whitney") && wall.contains("inconclusive"))
    #expect(wall.contains("±3.00%") && wall.contains("±9.00%"))
    settings.metric = .instructions
    let counts = Report.verdictRule(settings)
    #expect(counts.contains("no p-value") && !counts.contains("Mann–Whitney"))
  }

  static let run = Synthetic.run()

  /// Splits RFC 4180 CSV into rows of fields.
  static func parseCSV(_ text: String) -> [[String]] {
    var rows: [[String]] = []
    var row: [String] = []
    var field = ""
    var quoted = false
    var characters = Array(text)[...]
    while let character = characters.popFirst() {
      if quoted {
        if character == "\"" {
          if characters.first == "\"" {
            field.append("\"")
            characters.removeFirst()
          } else {
            quoted = false
          }
        } else {
          field.append(character)
        }
      } else if character == "\"" {
        quoted = true
      } else if character == "," {
        row.append(field)
        field = ""
      } else if character == "\r\n" || character == "\n" {
        row.append(field)
        rows.append(row)
        row = []
        field = ""
      } else {
        field.append(character)
      }
    }
    if !field.isEmpty || !row.isEmpty { rows.append(row + [field]) }
    return rows
  }

  @Test func csvHasOneRowPerCaseAndMetricWithConsistentColumns() throws {
    let csv = Report.csv(Self.run, configurationColumn: "os")
    let rows = Self.parseCSV(csv)
    #expect(rows.first?[1] == "os")
    #expect(rows.count == 1 + Self.run.cases.count * Metric.allCases.count)
    #expect(rows.allSatisfy { $0.count == Report.csvColumns.count })
    let quotedName = try #require(rows.dropFirst().first?[0])
    #expect(quotedName == "stack, \"push\" <&>")
    let allocation = try #require(rows.first { $0[5] == "allocs_per_op" })
    #expect(allocation[7] == "")
    #expect(allocation.last == "no allocation counter in tests")
    let failed = try #require(rows.first { $0[4] == "failed" })
    #expect(failed.last == "prepare threw: fixture missing")
    #expect(Report.csvField("a\nb") == "\"a\nb\"")
  }

  @Test func svgChartsAreWellFormedXML() throws {
    let charts = Report.charts(Self.run)
    #expect(charts.map(\.name).contains("stack-push-ios-16-4-scaling"))
    #expect(charts.map(\.name).contains("stack-push-ios-16-4-ratios"))
    for chart in charts {
      let document = try XMLDocument(data: Data(chart.svg.utf8))
      #expect(document.rootElement()?.name == "svg")
      #expect(chart.svg.contains("&lt;&amp;&gt;") || chart.name.contains("failing"))
    }
  }

  @Test func htmlIsWellFormedXMLWithInlineSVG() throws {
    let html = Report.html(Self.run, title: "Report <&> \"quoted\"")
    let document = try XMLDocument(data: Data(html.utf8))
    #expect(document.rootElement()?.name == "html")
    let svgs = try document.nodes(forXPath: "//*[local-name()='svg']")
    #expect(svgs.count == Report.charts(Self.run).count)
    let tables = try document.nodes(forXPath: "//*[local-name()='table']")
    #expect(tables.count >= 3)
    #expect(!html.contains("src=\"http") && !html.contains("href=\"http"))
    // XMLParser agrees.
    let parser = XMLParser(data: Data(html.utf8))
    #expect(parser.parse())
  }

  @Test func htmlDocumentBuilderEscapesAndEmbeds() throws {
    var table = TextTable(columns: [.init("name"), .init("value", alignment: .right)])
    table.append(["a<b", "1 & 2"])
    let chart = LogLogChart(
      title: "t", series: [.init(name: "x", points: [.init(x: 1, y: 2), .init(x: 10, y: 20)])])
    let document = HTMLDocument(
      title: "T",
      blocks: [
        .heading("H & H", level: 2), .paragraph("p < q"), .table(table), .list(["i > j"]),
        .preformatted("line 1\n<line 2>"), .svg("<?xml version=\"1.0\"?>" + chart.svg()),
        .rawXHTML("<p><em>raw</em></p>"),
      ])
    let html = document.render()
    let parsed = try XMLDocument(data: Data(html.utf8))
    let cells = try parsed.nodes(forXPath: "//*[local-name()='td']").compactMap {
      $0 as? XMLElement
    }
    #expect(
      cells.filter { $0.attributes?.first { $0.name == "class" }?.stringValue == "num" }.count == 1)
    #expect(html.contains("a&lt;b") && html.contains("1 &amp; 2") && html.contains("<em>raw</em>"))
    #expect(!html.contains("<?xml"))
  }

  @Test func githubBenchmarkJSONDecodes() throws {
    let data = try Report.githubBenchmark(Self.run)
    let entries = try JSONDecoder().decode([Report.GitHubBenchmarkEntry].self, from: data)
    let measured = Self.run.cases.filter { $0.status == .measured }
    #expect(entries.count == measured.count)
    #expect(entries.allSatisfy { $0.unit == "ns/op" && $0.value > 0 })
    let raw = try #require(entries.first)
    #expect(raw.name == "stack, \"push\" <&>/raw/10 [iOS 16.4]")
    #expect(raw.range?.hasPrefix("± ") == true)
    let json = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
    #expect(json.allSatisfy { $0["name"] is String && $0["value"] is Double })
  }

  @Test func textAndMarkdownReportsContainEveryTable() {
    let text = Report.text(Self.run, configurationTitle: "os")
    for heading in ["Cases", "Comparisons", "Scaling", "Crossovers", "Notes"] {
      #expect(text.contains(heading), "\(heading)")
    }
    #expect(text.contains("failing/broken/5 failed: prepare threw: fixture missing"))
    #expect(text.contains("allocs_per_op unavailable: no allocation counter in tests"))
    let markdown = Report.markdown(Self.run)
    #expect(markdown.contains("| benchmark |"))
    #expect(markdown.contains("| ---: |") || markdown.contains(" ---: |"))
    let tableLines = markdown.split(separator: "\n").filter { $0.hasPrefix("|") }
    #expect(tableLines.allSatisfy { $0.hasSuffix("|") })
  }
}
