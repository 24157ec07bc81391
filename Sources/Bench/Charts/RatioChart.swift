import Foundation

/// A horizontal bar chart of ratios against a control: one bar per comparison from 1.0 to its
/// ratio on a log scale, with confidence-interval whiskers, a reference line at 1.0 and bars
/// coloured by verdict.
///
/// Each bar has its own row, labels sit in a column sized from their estimated widths, and the
/// value text has a column of its own, so nothing overlaps.
public struct RatioChart: Sendable {
  /// One comparison.
  public struct Bar: Sendable, Equatable {
    /// The row's label (for example "strategies vs raw, n = 1k").
    public var label: String
    /// The ratio (variant / control).
    public var ratio: Double
    /// The interval's lower bound.
    public var lower: Double
    /// The interval's upper bound.
    public var upper: Double
    /// The verdict, which picks the bar's colour.
    public var verdict: Verdict?

    /// Creates a bar.
    public init(label: String, ratio: Double, lower: Double, upper: Double, verdict: Verdict? = nil)
    {
      self.label = label
      self.ratio = ratio
      self.lower = lower
      self.upper = upper
      self.verdict = verdict
    }
  }

  /// The chart's title.
  public var title: String
  /// The axis label.
  public var axisLabel: String
  /// The bars, top to bottom.
  public var bars: [Bar]
  /// The plotting area's width in pixels.
  public var plotWidth: Double

  /// Creates a chart.
  public init(
    title: String, axisLabel: String = "ratio to control (log scale; below 1 is faster)",
    bars: [Bar], plotWidth: Double = 420
  ) {
    self.title = title
    self.axisLabel = axisLabel
    self.bars = bars
    self.plotWidth = plotWidth
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
  public func svg() -> String {
    let fontSize = 12.0
    let rowHeight = 24.0
    let drawable = bars.filter {
      $0.ratio > 0 && $0.ratio.isFinite && $0.lower > 0 && $0.upper.isFinite
    }
    let labels = drawable.map { TextWidth.truncate($0.label, toFit: 340, fontSize: fontSize) }
    let labelWidth = labels.map { TextWidth.estimate($0, fontSize: fontSize) }.max() ?? 60
    let values = drawable.map {
      "\(Format.ratio($0.ratio)) [\(Format.significant($0.lower))–\(Format.significant($0.upper))]"
    }
    let valueWidth = (values.map { TextWidth.estimate($0, fontSize: fontSize) }.max() ?? 0) + 12
    let low = min(drawable.map(\.lower).min() ?? 0.5, drawable.map(\.ratio).min() ?? 0.5, 1) / 1.15
    let high = max(drawable.map(\.upper).max() ?? 2, drawable.map(\.ratio).max() ?? 2, 1) * 1.15
    let left = 16 + labelWidth + 10
    let top = 58.0
    let plotHeight = max(Double(drawable.count), 1) * rowHeight
    let height = top + plotHeight + 30 + fontSize * 2 + 8
    let width = left + plotWidth + 10 + valueWidth + 10
    var svg = SVGWriter(width: width, height: height)
    func px(_ value: Double) -> Double {
      left + (log10(value) - log10(low)) / (log10(high) - log10(low)) * plotWidth
    }

    svg.text(title, x: 16, y: 22, size: 15, bold: true)
    var legendX = 16.0
    for verdict in Verdict.allCases {
      svg.rect(x: legendX, y: 34, width: 12, height: 12, fill: Self.color(for: verdict))
      svg.text(verdict.rawValue, x: legendX + 16, y: 44, size: fontSize)
      legendX += 16 + TextWidth.estimate(verdict.rawValue, fontSize: fontSize) + 18
    }
    svg.rect(x: left, y: top, width: plotWidth, height: plotHeight, fill: "#fafafa", stroke: "#999")
    drawTicks(&svg, low: low, high: high, top: top, bottom: top + plotHeight, px: px)
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
      svg.text(values[row], x: left + plotWidth + 10, y: center + fontSize / 3, size: fontSize)
    }
    svg.line(
      x1: px(1), y1: top - 4, x2: px(1), y2: top + plotHeight + 4, stroke: "#000", width: 1.5,
      dash: "4 3")
    return svg.render(
      title: title, description: "\(drawable.count) ratios against control with 95% intervals")
  }

  private func drawTicks(
    _ svg: inout SVGWriter, low: Double, high: Double, top: Double, bottom: Double,
    px: (Double) -> Double
  ) {
    let fontSize = 12.0
    var ticks = LogTicks.oneTwoFive(from: low, to: high)
    if ticks.count > 2 {
      // Keep labels apart: thin to decades, then to every k-th decade, until they fit.
      func fits(_ candidates: [Double]) -> Bool {
        zip(candidates, candidates.dropFirst()).allSatisfy { pair in
          let gap = px(pair.1) - px(pair.0)
          let need =
            (TextWidth.estimate(ChartUnit.ratio.formatTick(pair.0), fontSize: fontSize)
              + TextWidth.estimate(ChartUnit.ratio.formatTick(pair.1), fontSize: fontSize)) / 2 + 8
          return gap >= need
        }
      }
      if !fits(ticks) { ticks = ticks.filter { log10($0) == log10($0).rounded() } }
      var stride = 2
      let decades = ticks
      while !fits(ticks) && ticks.count > 2 {
        ticks = decades.enumerated().filter { $0.offset % stride == 0 }.map(\.element)
        stride += 1
      }
    }
    for tick in ticks {
      let x = px(tick)
      svg.line(x1: x, y1: top, x2: x, y2: bottom, stroke: "#dddddd")
      svg.line(x1: x, y1: bottom, x2: x, y2: bottom + 5, stroke: "#555")
      svg.text(
        ChartUnit.ratio.formatTick(tick), x: x, y: bottom + 8 + fontSize, anchor: .middle,
        size: fontSize)
    }
  }
}
