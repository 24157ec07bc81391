import Foundation

/// The distribution of samples per variant: one horizontal box per row (quartiles, the median
/// as a bar, whiskers from the smallest to the largest sample) on a log axis, grouped by size,
/// with every sample drawn as a dot when the samples are known.
package struct BoxPlotChart: Sendable {
  /// One distribution.
  package struct Box: Sendable, Equatable {
    /// The row's label (`raw, n = 1k`).
    package var label: String
    /// The colour index (the variant's index in the other charts, so colours agree).
    package var colorIndex: Int
    /// The smallest sample.
    package var min: Double
    /// The 25th percentile.
    package var p25: Double
    /// The median.
    package var p50: Double
    /// The 75th percentile.
    package var p75: Double
    /// The largest sample.
    package var max: Double
    /// How many samples.
    package var count: Int
    /// The samples themselves, when known (drawn as dots; at most a few hundred are drawn).
    package var samples: [Double]

    /// Creates a box.
    package init(
      label: String, colorIndex: Int, min: Double, p25: Double, p50: Double, p75: Double,
      max: Double, count: Int, samples: [Double] = []
    ) {
      self.samples = samples
      self.label = label
      self.colorIndex = colorIndex
      self.min = min
      self.p25 = p25
      self.p50 = p50
      self.p75 = p75
      self.max = max
      self.count = count
    }
  }

  /// The chart's title.
  package var title: String
  /// The axis label.
  package var axisLabel: String
  /// How values are formatted.
  package var unit: ChartUnit
  /// The boxes, top to bottom; a `nil` entry leaves a gap between groups.
  package var boxes: [Box?]
  /// The plotting area's width in pixels.
  package var plotWidth: Double

  /// Creates a chart.
  package init(
    title: String, axisLabel: String = "wall time per operation, per sample (log scale)",
    unit: ChartUnit = .nanoseconds, boxes: [Box?], plotWidth: Double = 460
  ) {
    self.title = title
    self.axisLabel = axisLabel
    self.unit = unit
    self.boxes = boxes
    self.plotWidth = plotWidth
  }

  /// Renders the chart as a standalone SVG document.
  ///
  /// - Complexity: O(boxes).
  package func svg() -> String {
    let fontSize = 12.0
    let rowHeight = 20.0
    let gap = 8.0
    let rows: [Box?] = boxes.map { box in
      guard let box else { return nil }
      let values = [box.min, box.p25, box.p50, box.p75, box.max]
      return values.allSatisfy({ $0 > 0 && $0.isFinite }) && values == values.sorted() ? box : nil
    }
    let drawable = rows.compactMap { $0 }
    let labels = rows.map {
      $0.map { TextWidth.truncate($0.label, toFit: 260, fontSize: fontSize) }
    }
    let labelWidth =
      labels.compactMap { $0 }.map { TextWidth.estimate($0, fontSize: fontSize) }.max() ?? 60
    let (low, high) = LogLogChart.padded(
      drawable.map(\.min).min() ?? 1, drawable.map(\.max).max() ?? 10, by: 1.05)
    let left = 16 + labelWidth + 10
    let top = 36.0
    var offsets: [Double] = []
    var y = 0.0
    for row in rows {
      offsets.append(y)
      y += row == nil ? gap : rowHeight
    }
    let plotHeight = max(y, rowHeight)
    let summaries = rows.map { row in
      row.map { "median \(unit.format($0.p50)), IQR \(unit.format($0.p25))–\(unit.format($0.p75))" }
    }
    let summaryWidth =
      summaries.compactMap { $0 }.map { TextWidth.estimate($0, fontSize: fontSize) }.max() ?? 0
    let height = top + plotHeight + 30 + fontSize * 2 + 8
    let width = left + plotWidth + 10 + summaryWidth + 10
    var svg = SVGWriter(width: width, height: height)
    func px(_ value: Double) -> Double {
      left + (log10(value) - log10(low)) / (log10(high) - log10(low)) * plotWidth
    }
    svg.text(title, x: 16, y: 22, size: 15, bold: true)
    svg.rect(x: left, y: top, width: plotWidth, height: plotHeight, fill: "#fafafa", stroke: "#999")
    let ticks = AxisTicks.logAxis(from: low, to: high, length: plotWidth) { low, high in
      (TextWidth.estimate(unit.formatTick(low), fontSize: fontSize)
        + TextWidth.estimate(unit.formatTick(high), fontSize: fontSize)) / 2 + 10
    }
    for tick in ticks {
      let x = px(tick)
      svg.xTick(unit.formatTick(tick), x: x, top: top, height: plotHeight, fontSize: fontSize)
    }
    svg.text(
      axisLabel, x: left + plotWidth / 2, y: top + plotHeight + 26 + fontSize * 2,
      anchor: .middle, size: fontSize)
    if drawable.isEmpty {
      svg.text(
        "no samples", x: left + plotWidth / 2, y: top + rowHeight * 0.7, anchor: .middle,
        fill: "#666")
    }
    for (index, row) in rows.enumerated() {
      guard let box = row, let label = labels[index] else { continue }
      let center = top + offsets[index] + rowHeight / 2
      draw(box, center: center, rowHeight: rowHeight, position: px, into: &svg)
      svg.text(
        label, x: left - 8, y: center + fontSize / 3, anchor: .end, size: fontSize,
        tooltip: "\(box.label): \(box.count) samples, min \(unit.format(box.min)), max "
          + unit.format(box.max))
      svg.text(
        summaries[index] ?? "", x: left + plotWidth + 10, y: center + fontSize / 3,
        size: fontSize, fill: "#444")
    }
    return svg.render(
      title: title,
      description: "distribution of samples for \(drawable.count) cases: box from the 25th to "
        + "the 75th percentile, bar at the median, whiskers from the smallest to the largest")
  }

  /// Draws one box: whiskers from its smallest to its largest sample, the box from the 25th to
  /// the 75th percentile, a bar at the median, and its samples as dots.
  private func draw(
    _ box: Box, center: Double, rowHeight: Double, position px: (Double) -> Double,
    into svg: inout SVGWriter
  ) {
    let color = ChartPalette.color(box.colorIndex)
    svg.line(x1: px(box.min), y1: center, x2: px(box.max), y2: center, stroke: "#444")
    for bound in [box.min, box.max] {
      svg.line(
        x1: px(bound), y1: center - 4, x2: px(bound), y2: center + 4, stroke: "#444")
    }
    svg.rect(
      x: px(box.p25), y: center - rowHeight * 0.32, width: max(px(box.p75) - px(box.p25), 1),
      height: rowHeight * 0.64, fill: color, opacity: 0.55, stroke: color)
    svg.line(
      x1: px(box.p50), y1: center - rowHeight * 0.36, x2: px(box.p50),
      y2: center + rowHeight * 0.36, stroke: "#000", width: 2)
    // Every sample as a dot, spread vertically by a fixed pattern so that ties stay visible.
    let shown = box.samples.filter { $0 >= box.min && $0 <= box.max && $0.isFinite }.prefix(400)
    for (index, sample) in shown.enumerated() {
      let offset = (Double(index % 5) - 2) * rowHeight * 0.12
      svg.circle(
        x: px(sample), y: center + offset, radius: 1.6, fill: "#222", tooltip: nil,
        opacity: 0.55)
    }
  }
}
