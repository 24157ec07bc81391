import Foundation
import FoundationXML
import Testing

@testable import Bench

@Suite("Charts are readable: ticks, units, legend, no overlapping labels")
struct ChartLayoutTests {
  struct Label {
    var text: String
    var x: Double
    var y: Double
    var anchor: String
    var width: Double

    var span: ClosedRange<Double> {
      switch anchor {
      case "middle": return (x - width / 2)...(x + width / 2)
      case "end": return (x - width)...x
      default: return x...(x + width)
      }
    }
  }

  func labels(_ svg: String) throws -> [Label] {
    let document = try XMLDocument(data: Data(svg.utf8))
    let nodes = try document.nodes(forXPath: "//*[local-name()='text']")
    return nodes.compactMap { node in
      guard let element = node as? XMLElement else { return nil }
      // `attribute(forName:)` misses attributes of elements in a default namespace.
      func attribute(_ name: String) -> String? {
        element.attributes?.first { $0.name == name }?.stringValue
      }
      let text = element.children?.first { $0.kind == .text }?.stringValue ?? ""
      let size = Double(attribute("font-size") ?? "12") ?? 12
      return Label(
        text: text, x: Double(attribute("x") ?? "0") ?? 0, y: Double(attribute("y") ?? "0") ?? 0,
        anchor: attribute("text-anchor") ?? "start",
        width: TextWidth.estimate(text, fontSize: size))
    }
  }

  /// Labels on the same baseline must not overlap horizontally.
  func expectNoHorizontalOverlap(_ labels: [Label]) {
    let rows = Dictionary(grouping: labels) { $0.y }
    for (_, row) in rows {
      let sorted = row.sorted { $0.span.lowerBound < $1.span.lowerBound }
      for (left, right) in zip(sorted, sorted.dropFirst()) {
        #expect(
          left.span.upperBound <= right.span.lowerBound,
          "'\(left.text)' overlaps '\(right.text)'")
      }
    }
  }

  @Test func logLogChartWithManyDecadesThinsTickLabels() throws {
    let series = (0..<3).map { index in
      LogLogChart.Series(
        name: "variant \(index) with a long descriptive name",
        points: stride(from: 0.0, through: 9, by: 1).map {
          let x = pow(10, $0)
          return LogLogChart.Point(x: x, y: x * Double(index + 1), lower: x * 0.9, upper: x * 1.1)
        })
    }
    let chart = LogLogChart(title: "Wide <range>", series: series, plotWidth: 220, plotHeight: 160)
    let svg = chart.svg()
    let found = try labels(svg)
    expectNoHorizontalOverlap(found)
    // Vertical spacing of y tick labels (right-aligned at the same x).
    let yTicks = found.filter { $0.anchor == "end" }.sorted { $0.y < $1.y }
    #expect(yTicks.count >= 2)
    for (upper, lower) in zip(yTicks, yTicks.dropFirst()) {
      #expect(lower.y - upper.y >= 12, "y labels '\(upper.text)' and '\(lower.text)' collide")
    }
    #expect(found.contains { $0.text == "1 ns" || $0.text == "1 s" })
    #expect(found.contains { $0.text == "size n (log scale)" })
    #expect(found.contains { $0.text.hasPrefix("variant 0") })  // legend
    #expect(svg.contains("<polygon"))  // CI bands
    #expect(svg.contains("Wide &lt;range&gt;"))
  }

  @Test func logLogChartWithinOneDecadeStillHasTwoTicks() throws {
    let chart = LogLogChart(
      title: "narrow",
      series: [.init(name: "a", points: [.init(x: 200, y: 30), .init(x: 400, y: 45)])])
    let found = try labels(chart.svg())
    // Round values inside the data's range, not only the enclosing decades.
    let yTicks = found.filter { $0.anchor == "end" }.map(\.text)
    let xTicks = found.filter { $0.anchor == "middle" && $0.text.first?.isNumber == true }
      .map(\.text)
    #expect(yTicks.count >= 3, "\(yTicks)")
    #expect(xTicks.count >= 2, "\(xTicks)")
    #expect(yTicks.contains("30 ns") || yTicks.contains("40 ns"), "\(yTicks)")
    #expect(xTicks.contains("200") || xTicks.contains("300"), "\(xTicks)")
  }

  @Test func emptyAndNonPositiveDataStillRender() throws {
    let chart = LogLogChart(
      title: "empty", series: [.init(name: "zero", points: [.init(x: 0, y: 0)])])
    let found = try labels(chart.svg())
    #expect(found.contains { $0.text == "no data to plot" })
    let ratios = RatioChart(title: "none", bars: [])
    #expect(try labels(ratios.svg()).contains { $0.text == "no comparisons" })
  }

  @Test func ratioChartHasReferenceLineWhiskersAndSeparateRows() throws {
    let bars = (0..<12).map { index -> RatioChart.Bar in
      let ratio: Double = pow(1.6, Double(index - 4))
      let verdict: Verdict = index < 4 ? .faster : (index == 4 ? .same : .slower)
      let size: Double = pow(10, Double(index))
      return RatioChart.Bar(
        label: "strategies vs raw, n = \(Format.size(size))", ratio: ratio, lower: ratio * 0.95,
        upper: ratio * 1.05, verdict: verdict)
    }
    let svg = RatioChart(title: "ratios", bars: bars, plotWidth: 260).svg()
    let found = try labels(svg)
    expectNoHorizontalOverlap(found)
    let rowLabels = found.filter { $0.text.hasPrefix("strategies vs raw") }.map(\.y)
    #expect(Set(rowLabels).count == 12)
    #expect(found.contains { $0.text == "1×" })
    #expect(svg.contains("stroke-dasharray=\"4 3\""))  // the line at 1.0
    #expect(svg.contains("#2ca02c") && svg.contains("#d62728") && svg.contains("#8c8c8c"))
  }
}
