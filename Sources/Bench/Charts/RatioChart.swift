import Foundation

/// A horizontal bar chart of ratios against a control: one bar per comparison from 1.0 to its
/// ratio on a log scale, with confidence-interval whiskers, a reference line at 1.0 and bars
/// coloured by verdict.
///
/// Each bar has its own row, labels sit in a column sized from their estimated widths, and the
/// value text has a column of its own, so nothing overlaps.
package struct RatioChart: Sendable {
  /// One comparison.
  package struct Bar: Sendable, Equatable {
    /// The row's label (for example "strategies vs raw, n = 1k").
    package var label: String
    /// The ratio (variant / control).
    package var ratio: Double
    /// The interval's lower bound.
    package var lower: Double
    /// The interval's upper bound.
    package var upper: Double
    /// The verdict, which picks the bar's colour.
    package var verdict: Verdict?
    /// The significance test's p-value, when known: it explains a verdict of `same` beside an
    /// interval that excludes 1.
    package var pValue: Double?

    /// Creates a bar.
    package init(
      label: String, ratio: Double, lower: Double, upper: Double, verdict: Verdict? = nil,
      pValue: Double? = nil
    ) {
      self.label = label
      self.ratio = ratio
      self.lower = lower
      self.upper = upper
      self.verdict = verdict
      self.pValue = pValue
    }
  }

  /// The chart's title.
  package var title: String
  /// The axis label.
  package var axisLabel: String
  /// The bars, top to bottom.
  package var bars: [Bar]
  /// The plotting area's width in pixels.
  package var plotWidth: Double
  /// Ratios within `1 ± noiseThreshold` count as the same whatever the test says; the band is
  /// shaded, so a grey bar whose interval excludes 1 shows why it is grey.
  package var noiseThreshold: Double?
  /// The significance level of the verdicts' test.
  package var significanceLevel: Double?

  /// Creates a chart.
  package init(
    title: String, axisLabel: String = "ratio to control (log scale; below 1 is faster)",
    bars: [Bar], plotWidth: Double = 420, noiseThreshold: Double? = nil,
    significanceLevel: Double? = nil
  ) {
    self.title = title
    self.axisLabel = axisLabel
    self.bars = bars
    self.plotWidth = plotWidth
    self.noiseThreshold = noiseThreshold
    self.significanceLevel = significanceLevel
  }

  /// Why a bar's verdict differs from what its drawn interval suggests, if it does: `same`
  /// while the interval excludes 1 (within the noise threshold, or not significant), or a
  /// verdict while the interval contains 1 (the rank test and the bootstrap disagree).
  func disagreement(_ bar: Bar) -> String? {
    let excludesOne = bar.lower > 1 || bar.upper < 1
    switch bar.verdict {
    case .same where excludesOne:
      if let noiseThreshold, abs(bar.ratio - 1) <= noiseThreshold {
        return "within ±" + Format.percent(noiseThreshold)
      }
      if let pValue = bar.pValue { return "p = " + Format.significant(pValue) }
      return "not significant"
    case .faster, .slower:
      guard !excludesOne else { return nil }
      return "CI spans 1" + (bar.pValue.map { ", p = " + Format.significant($0) } ?? "")
    default:
      return nil
    }
  }

  static func color(for verdict: Verdict?) -> String {
    switch verdict {
    case .faster: return "#2ca02c"
    case .slower: return "#d62728"
    case .same, .inconclusive, nil: return "#8c8c8c"
    }
  }

  /// Renders the chart as a standalone SVG document.
  ///
  /// - Complexity: O(bars).
  package func svg() -> String {
    let fontSize = 12.0
    let rowHeight = 24.0
    let drawable = bars.filter {
      $0.ratio > 0 && $0.ratio.isFinite && $0.lower > 0 && $0.upper.isFinite
        && $0.lower <= $0.upper
    }
    let labels = drawable.map { TextWidth.truncate($0.label, toFit: 340, fontSize: fontSize) }
    let labelWidth = labels.map { TextWidth.estimate($0, fontSize: fontSize) }.max() ?? 60
    let values = drawable.map { valueText($0) }
    let valueWidth = (values.map { TextWidth.estimate($0, fontSize: fontSize) }.max() ?? 0) + 12
    let (low, high) = axisRange(drawable)
    let left = 16 + labelWidth + 10
    let top = 58.0
    let plotHeight = max(Double(drawable.count), 1) * rowHeight
    let height = top + plotHeight + 30 + fontSize * 2 + 8
    let width = left + plotWidth + 10 + valueWidth + 10
    var svg = SVGWriter(width: width, height: height)
    func px(_ value: Double) -> Double {
      left + (log10(min(max(value, low), high)) - log10(low)) / (log10(high) - log10(low))
        * plotWidth
    }

    svg.text(title, x: 16, y: 22, size: 15, bold: true)
    drawLegend(into: &svg, fontSize: fontSize)
    svg.rect(x: left, y: top, width: plotWidth, height: plotHeight, fill: "#fafafa", stroke: "#999")
    if let noiseThreshold, noiseThreshold > 0, noiseThreshold < 1 {
      let from = px(1 - noiseThreshold)
      let to = px(1 + noiseThreshold)
      svg.rect(
        x: from, y: top, width: to - from, height: plotHeight, fill: "#e6e0a0", opacity: 0.6)
    }
    let ticks = AxisTicks.logAxis(from: low, to: high, length: plotWidth) { low, high in
      (TextWidth.estimate(ChartUnit.ratio.formatTick(low), fontSize: fontSize)
        + TextWidth.estimate(ChartUnit.ratio.formatTick(high), fontSize: fontSize)) / 2 + 10
    }
    for tick in ticks {
      let x = px(tick)
      svg.xTick(
        ChartUnit.ratio.formatTick(tick), x: x, top: top, height: plotHeight, fontSize: fontSize)
    }
    svg.text(
      axisLabel, x: left + plotWidth / 2, y: top + plotHeight + 26 + fontSize * 2,
      anchor: .middle, size: fontSize)
    if drawable.isEmpty {
      svg.text(
        "no comparisons", x: left + plotWidth / 2, y: top + rowHeight * 0.65, anchor: .middle,
        fill: "#666")
    }
    for (row, bar) in drawable.enumerated() {
      let center = top + (Double(row) + 0.5) * rowHeight
      let color = Self.color(for: bar.verdict)
      let start = px(1)
      let end = px(bar.ratio)
      svg.rect(
        x: min(start, end), y: center - rowHeight * 0.3, width: abs(end - start),
        height: rowHeight * 0.6, fill: color, opacity: 0.85)
      svg.line(
        x1: px(bar.lower), y1: center, x2: px(bar.upper), y2: center, stroke: "#222", width: 1.2)
      for bound in [bar.lower, bar.upper] {
        svg.line(
          x1: px(bound), y1: center - 5, x2: px(bound), y2: center + 5, stroke: "#222", width: 1.2)
      }
      svg.text(
        labels[row], x: left - 8, y: center + fontSize / 3, anchor: .end, size: fontSize,
        tooltip: bar.label)
      svg.text(
        values[row], x: left + plotWidth + 10, y: center + fontSize / 3, size: fontSize,
        fill: disagreement(bar) == nil ? "#222" : "#8a5a00")
    }
    svg.line(
      x1: px(1), y1: top - 4, x2: px(1), y2: top + plotHeight + 4, stroke: "#000", width: 1.5,
      dash: "4 3")
    return svg.render(
      title: title, description: "\(drawable.count) ratios against control with 95% intervals")
  }

  /// A bar's value column: its ratio, interval, verdict and any disagreement between them.
  private func valueText(_ bar: Bar) -> String {
    var text =
      "\(Format.ratio(bar.ratio)) [\(Format.significant(bar.lower))–\(Format.significant(bar.upper))]"
    if let verdict = bar.verdict { text += " " + verdict.rawValue }
    if let why = disagreement(bar) { text += " (\(why))" }
    return text
  }

  /// The ratio axis's ends: every bar, its interval, 1 and the noise band, padded a little in
  /// log space, and at least 0.9–1.1 wide around 1.
  private func axisRange(_ drawable: [Bar]) -> (low: Double, high: Double) {
    var low = min(drawable.map(\.lower).min() ?? 0.9, drawable.map(\.ratio).min() ?? 0.9, 1)
    var high = max(drawable.map(\.upper).max() ?? 1.1, drawable.map(\.ratio).max() ?? 1.1, 1)
    if let noiseThreshold, noiseThreshold > 0, noiseThreshold < 1 {
      low = min(low, 1 - noiseThreshold)
      high = max(high, 1 + noiseThreshold)
    }
    let pad = max(pow(high / low, 0.06), 1.02)
    return (min(low / pad, 0.9), max(high * pad, 1.1))
  }

  /// The legend under the title: a swatch per verdict, then the noise band's.
  private func drawLegend(into svg: inout SVGWriter, fontSize: Double) {
    var legendX = 16.0
    for verdict in Verdict.allCases {
      svg.rect(x: legendX, y: 34, width: 12, height: 12, fill: Self.color(for: verdict))
      svg.text(verdict.rawValue, x: legendX + 16, y: 44, size: fontSize)
      legendX += 16 + TextWidth.estimate(verdict.rawValue, fontSize: fontSize) + 18
    }
    if let noiseThreshold, noiseThreshold > 0, noiseThreshold < 1 {
      svg.rect(x: legendX, y: 34, width: 12, height: 12, fill: "#e6e0a0", stroke: "#bbb")
      svg.text(
        "noise band ±" + Format.percent(noiseThreshold) + " (same whatever the test says)",
        x: legendX + 16, y: 44, size: fontSize)
    }
  }
}
