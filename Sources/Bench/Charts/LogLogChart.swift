import Foundation

/// A log-log line chart of cost against size: one line per series with a shaded confidence
/// band, decade ticks with units on both axes, and a legend.
///
/// Labels never overlap: margins are sized from estimated text widths, and tick labels are
/// thinned to every second (third, …) decade when they would collide.
package struct LogLogChart: Sendable {
  /// One measured point with an optional confidence interval.
  package struct Point: Sendable, Equatable {
    /// The size.
    package var x: Double
    /// The value (for example the median cost per operation).
    package var y: Double
    /// The interval's lower bound, if any.
    package var lower: Double?
    /// The interval's upper bound, if any.
    package var upper: Double?

    /// Creates a point.
    package init(x: Double, y: Double, lower: Double? = nil, upper: Double? = nil) {
      self.x = x
      self.y = y
      self.lower = lower
      self.upper = upper
    }
  }

  /// A fitted power law, cost = e^intercept · size^exponent, drawn as a thin dashed line
  /// across the sizes it was fitted on.
  package struct Fit: Sendable, Equatable {
    /// The exponent.
    package var exponent: Double
    /// The intercept, in natural-log units.
    package var intercept: Double
    /// The smallest and largest size fitted.
    package var sizes: ClosedRange<Double>

    /// Creates a fit.
    package init(exponent: Double, intercept: Double, sizes: ClosedRange<Double>) {
      self.exponent = exponent
      self.intercept = intercept
      self.sizes = sizes
    }

    /// The fitted value at `size`.
    package func value(at size: Double) -> Double { exp(intercept) * pow(size, exponent) }
  }

  /// A named line.
  package struct Series: Sendable, Equatable {
    /// The legend entry.
    package var name: String
    /// The points; non-positive values cannot be drawn on log axes and are left out.
    package var points: [Point]
    /// The fitted scaling line, if any.
    package var fit: Fit?

    /// Creates a series.
    package init(name: String, points: [Point], fit: Fit? = nil) {
      self.name = name
      self.points = points
      self.fit = fit
    }
  }

  /// The chart's title.
  package var title: String
  /// The x axis's label.
  package var xAxisLabel: String
  /// The y axis's label.
  package var yAxisLabel: String
  /// How y values are formatted.
  package var yUnit: ChartUnit
  /// The lines.
  package var series: [Series]
  /// The plotting area's width in pixels.
  package var plotWidth: Double
  /// The plotting area's height in pixels.
  package var plotHeight: Double

  /// Creates a chart.
  package init(
    title: String, xAxisLabel: String = "size n (log scale)",
    yAxisLabel: String = "wall time per operation (log scale)", yUnit: ChartUnit = .nanoseconds,
    series: [Series], plotWidth: Double = 520, plotHeight: Double = 320
  ) {
    self.title = title
    self.xAxisLabel = xAxisLabel
    self.yAxisLabel = yAxisLabel
    self.yUnit = yUnit
    self.series = series
    self.plotWidth = plotWidth
    self.plotHeight = plotHeight
  }

  /// Renders the chart as a standalone SVG document.
  ///
  /// - Complexity: O(points + ticks).
  package func svg() -> String {
    let fontSize = 12.0
    let drawable = drawableSeries()
    let points = drawable.flatMap(\.points)
    let xs = points.map(\.x)
    let ys = points.flatMap { [$0.y, $0.lower ?? $0.y, $0.upper ?? $0.y] }
      .filter { $0 > 0 && $0.isFinite }
    let (xLow, xHigh) = Self.padded(xs.min() ?? 1, xs.max() ?? 10, by: 1.12)
    let (yLow, yHigh) = Self.padded(ys.min() ?? 1, ys.max() ?? 10, by: 1.08)
    let yTicks = AxisTicks.logAxis(from: yLow, to: yHigh, length: plotHeight) { _, _ in
      fontSize * 1.6
    }
    let xTicks = AxisTicks.logAxis(from: xLow, to: xHigh, length: plotWidth) { low, high in
      (TextWidth.estimate(ChartUnit.size.formatTick(low), fontSize: fontSize)
        + TextWidth.estimate(ChartUnit.size.formatTick(high), fontSize: fontSize)) / 2 + 10
    }
    let yLabels = yTicks.map { yUnit.formatTick($0) }
    let yLabelWidth = yLabels.map { TextWidth.estimate($0, fontSize: fontSize) }.max() ?? 0
    let legend = Self.legendEntries(drawable, fontSize: fontSize)
    let legendWidth =
      (legend.map { TextWidth.estimate($0.name, fontSize: fontSize) }.max() ?? 0) + 44
    let left = 24 + fontSize + yLabelWidth + 10
    let top = 40.0
    let bottom = 26 + fontSize * 2 + 8
    let legendHeight = Double(legend.count) * 18 + 24
    let height = top + max(plotHeight, legendHeight) + bottom
    let width = left + plotWidth + 16 + legendWidth
    var svg = SVGWriter(width: width, height: height)
    let plot = LogLogPlot(
      left: left, top: top, width: plotWidth, height: plotHeight, x: xLow...xHigh,
      y: yLow...yHigh)

    svg.text(title, x: left, y: 22, size: 15, bold: true)
    svg.rect(x: left, y: top, width: plotWidth, height: plotHeight, fill: "#fafafa", stroke: "#999")
    for (tick, label) in zip(yTicks, yLabels) {
      let y = plot.y(tick)
      svg.line(x1: left, y1: y, x2: left + plotWidth, y2: y, stroke: "#dddddd")
      svg.line(x1: left - 5, y1: y, x2: left, y2: y, stroke: "#555")
      svg.text(label, x: left - 8, y: y + fontSize / 3, anchor: .end, size: fontSize)
    }
    for tick in xTicks {
      let x = plot.x(tick)
      svg.xTick(
        ChartUnit.size.formatTick(tick), x: x, top: top, height: plotHeight, fontSize: fontSize)
    }
    svg.text(
      xAxisLabel, x: left + plotWidth / 2, y: top + plotHeight + 22 + fontSize * 2,
      anchor: .middle, size: fontSize)
    svg.text(
      yAxisLabel, x: 14 + fontSize / 2, y: top + plotHeight / 2, anchor: .middle, size: fontSize,
      rotation: -90)

    if points.isEmpty {
      svg.text(
        "no data to plot", x: left + plotWidth / 2, y: top + plotHeight / 2, anchor: .middle,
        fill: "#666")
    }
    for (index, line) in drawable.enumerated() {
      draw(line, color: index, on: plot, into: &svg)
    }
    // Legend: the measured lines, then the fitted ones (thin, dashed).
    let legendX = left + plotWidth + 16
    svg.text("variants", x: legendX, y: top + 4, size: fontSize, bold: true)
    for (row, entry) in legend.enumerated() {
      let y = top + 22 + Double(row) * 18
      svg.line(
        x1: legendX, y1: y - 4, x2: legendX + 24, y2: y - 4,
        stroke: ChartPalette.color(entry.index),
        width: entry.fitted ? 1.2 : 2.5,
        dash: entry.fitted ? "7 4" : ChartPalette.dash(entry.index))
      svg.text(
        entry.name, x: legendX + 30, y: y, size: fontSize, tooltip: drawable[entry.index].name)
    }
    return svg.render(
      title: title,
      description: "\(yAxisLabel) against \(xAxisLabel), \(drawable.count) series, log-log axes")
  }

  /// The series with only the points a log-log chart can draw (positive and finite) and only
  /// a fit it can draw.
  private func drawableSeries() -> [Series] {
    series.map { line in
      Series(
        name: line.name,
        points: line.points.filter { $0.x > 0 && $0.x.isFinite && $0.y > 0 && $0.y.isFinite },
        fit: line.fit.flatMap { fit in
          fit.exponent.isFinite && fit.intercept.isFinite && fit.sizes.lowerBound > 0
            && fit.sizes.upperBound.isFinite ? fit : nil
        })
    }
  }

  /// The legend's rows: each series' name, then each fit's, truncated to fit the legend.
  private static func legendEntries(_ drawable: [Series], fontSize: Double)
    -> [(name: String, index: Int, fitted: Bool)]
  {
    var legend: [(name: String, index: Int, fitted: Bool)] = []
    for (index, line) in drawable.enumerated() {
      legend.append((TextWidth.truncate(line.name, toFit: 220, fontSize: fontSize), index, false))
    }
    for (index, line) in drawable.enumerated() {
      if let fit = line.fit {
        let text = "\(line.name) fit: n^" + String(format: "%.2f", fit.exponent)
        legend.append((TextWidth.truncate(text, toFit: 220, fontSize: fontSize), index, true))
      }
    }
    return legend
  }

  /// Draws one series: its interval band (where every point has one), its fitted power law,
  /// its line and its points (each with a tooltip).
  private func draw(
    _ line: Series, color index: Int, on plot: LogLogPlot, into svg: inout SVGWriter
  ) {
    let color = ChartPalette.color(index)
    let (yLow, yHigh) = (plot.yRange.lowerBound, plot.yRange.upperBound)
    let sorted = line.points.sorted { $0.x < $1.x }
    let banded = sorted.filter { ($0.lower ?? 0) > 0 && ($0.upper ?? 0) > 0 }
    if banded.count >= 2 && banded.count == sorted.count {
      let upper = banded.map { (plot.x($0.x), plot.y(min(max($0.upper!, yLow), yHigh))) }
      let lower = banded.reversed().map {
        (plot.x($0.x), plot.y(min(max($0.lower!, yLow), yHigh)))
      }
      svg.polygon(upper + lower, fill: color, opacity: 0.15)
    }
    if let fit = line.fit {
      // The fitted power law, clipped to the plot; straight on log-log axes.
      let from = max(fit.sizes.lowerBound, plot.xRange.lowerBound)
      let to = min(fit.sizes.upperBound, plot.xRange.upperBound)
      let ends = [from, to].map { x in
        (plot.x(x), plot.y(min(max(fit.value(at: x), yLow), yHigh)))
      }
      if from < to {
        svg.polyline(ends, stroke: color, width: 1.2, dash: "7 4")
      }
    }
    svg.polyline(
      sorted.map { (plot.x($0.x), plot.y($0.y)) }, stroke: color, width: 2,
      dash: ChartPalette.dash(index))
    for point in sorted {
      var tooltip = "\(line.name), n = \(Format.size(point.x)): \(yUnit.format(point.y))"
      if let lower = point.lower, let upper = point.upper {
        tooltip += " (95% CI \(yUnit.format(lower)) – \(yUnit.format(upper)))"
      }
      svg.circle(x: plot.x(point.x), y: plot.y(point.y), radius: 3, fill: color, tooltip: tooltip)
    }
  }

  /// A positive range widened by `factor` on both sides (log scale), at least a factor of 2 wide.
  static func padded(_ low: Double, _ high: Double, by factor: Double) -> (Double, Double) {
    var low = low / factor
    var high = high * factor
    if high / low < 2 {
      let middle = (low * high).squareRoot()
      low = middle / 2.0.squareRoot()
      high = middle * 2.0.squareRoot()
    }
    return (low, high)
  }
}

/// Where values fall on a log-log chart's plotting area: its corner and size in pixels and the
/// ranges of x and y it shows.
struct LogLogPlot {
  /// The plotting area's left edge.
  var left: Double
  /// The plotting area's top edge.
  var top: Double
  /// The plotting area's width.
  var width: Double
  /// The plotting area's height.
  var height: Double
  /// The x values shown, positive.
  var xRange: ClosedRange<Double>
  /// The y values shown, positive.
  var yRange: ClosedRange<Double>

  /// Creates a plotting area showing `x` by `y`.
  init(
    left: Double, top: Double, width: Double, height: Double, x: ClosedRange<Double>,
    y: ClosedRange<Double>
  ) {
    self.left = left
    self.top = top
    self.width = width
    self.height = height
    xRange = x
    yRange = y
  }

  /// The pixel column of `x`.
  func x(_ x: Double) -> Double {
    let span = log10(xRange.upperBound) - log10(xRange.lowerBound)
    return left + (log10(x) - log10(xRange.lowerBound)) / span * width
  }

  /// The pixel row of `y`.
  func y(_ y: Double) -> Double {
    let span = log10(yRange.upperBound) - log10(yRange.lowerBound)
    return top + height - (log10(y) - log10(yRange.lowerBound)) / span * height
  }
}
