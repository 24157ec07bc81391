import Foundation

/// A log-log line chart of cost against size: one line per series with a shaded confidence
/// band, decade ticks with units on both axes, and a legend.
///
/// Labels never overlap: margins are sized from estimated text widths, and tick labels are
/// thinned to every second (third, …) decade when they would collide.
public struct LogLogChart: Sendable {
  /// One measured point with an optional confidence interval.
  public struct Point: Sendable, Equatable {
    /// The size.
    public var x: Double
    /// The value (for example the median cost per operation).
    public var y: Double
    /// The interval's lower bound, if any.
    public var lower: Double?
    /// The interval's upper bound, if any.
    public var upper: Double?

    /// Creates a point.
    public init(x: Double, y: Double, lower: Double? = nil, upper: Double? = nil) {
      self.x = x
      self.y = y
      self.lower = lower
      self.upper = upper
    }
  }

  /// A named line.
  public struct Series: Sendable, Equatable {
    /// The legend entry.
    public var name: String
    /// The points; non-positive values cannot be drawn on log axes and are left out.
    public var points: [Point]

    /// Creates a series.
    public init(name: String, points: [Point]) {
      self.name = name
      self.points = points
    }
  }

  /// The chart's title.
  public var title: String
  /// The x axis's label.
  public var xAxisLabel: String
  /// The y axis's label.
  public var yAxisLabel: String
  /// How y values are formatted.
  public var yUnit: ChartUnit
  /// The lines.
  public var series: [Series]
  /// The plotting area's width in pixels.
  public var plotWidth: Double
  /// The plotting area's height in pixels.
  public var plotHeight: Double

  /// Creates a chart.
  public init(
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
  /// - Complexity: O(points + decades).
  public func svg() -> String {
    let fontSize = 12.0
    let drawable = series.map { line in
      Series(name: line.name, points: line.points.filter { $0.x > 0 && $0.y > 0 && $0.y.isFinite })
    }
    let points = drawable.flatMap(\.points)
    let xs = points.map(\.x)
    let ys = points.flatMap { [$0.y, $0.lower ?? $0.y, $0.upper ?? $0.y] }.filter { $0 > 0 }
    let xDecades = LogTicks.decades(from: xs.min() ?? 1, to: xs.max() ?? 10)
    let yDecades = LogTicks.decades(from: ys.min() ?? 1, to: ys.max() ?? 10)
    let yLabels = yDecades.map { yUnit.formatTick(pow(10, Double($0))) }
    let yLabelWidth = yLabels.map { TextWidth.estimate($0, fontSize: fontSize) }.max() ?? 0
    let legendNames = drawable.map {
      TextWidth.truncate($0.name, toFit: 220, fontSize: fontSize)
    }
    let legendWidth =
      (legendNames.map { TextWidth.estimate($0, fontSize: fontSize) }.max() ?? 0) + 44
    let left = 24 + fontSize + yLabelWidth + 10
    let top = 40.0
    let bottom = 26 + fontSize * 2 + 8
    let legendHeight = Double(drawable.count) * 18 + 24
    let height = top + max(plotHeight, legendHeight) + bottom
    let width = left + plotWidth + 16 + legendWidth
    var svg = SVGWriter(width: width, height: height)

    let xLow = log10(pow(10, Double(xDecades.lowerBound)))
    let xSpan = Double(xDecades.upperBound - xDecades.lowerBound)
    let ySpan = Double(yDecades.upperBound - yDecades.lowerBound)
    func px(_ x: Double) -> Double { left + (log10(x) - xLow) / xSpan * plotWidth }
    func py(_ y: Double) -> Double {
      top + plotHeight - (log10(y) - Double(yDecades.lowerBound)) / ySpan * plotHeight
    }

    svg.text(title, x: left, y: 22, size: 15, bold: true)
    svg.rect(x: left, y: top, width: plotWidth, height: plotHeight, fill: "#fafafa", stroke: "#999")
    drawGrid(&svg, xDecades: xDecades, yDecades: yDecades, px: px, py: py, fontSize: fontSize)
    // Axis labels.
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
      let color = ChartPalette.color(index)
      let sorted = line.points.sorted { $0.x < $1.x }
      let banded = sorted.filter { ($0.lower ?? 0) > 0 && ($0.upper ?? 0) > 0 }
      if banded.count >= 2 && banded.count == sorted.count {
        let upper = banded.map { (px($0.x), py($0.upper!)) }
        let lower = banded.reversed().map { (px($0.x), py($0.lower!)) }
        svg.polygon(upper + lower, fill: color, opacity: 0.18)
      }
      svg.polyline(
        sorted.map { (px($0.x), py($0.y)) }, stroke: color, width: 2,
        dash: ChartPalette.dash(index))
      for point in sorted {
        var tooltip = "\(line.name), n = \(Format.size(point.x)): \(yUnit.format(point.y))"
        if let lower = point.lower, let upper = point.upper {
          tooltip += " (95% CI \(yUnit.format(lower)) – \(yUnit.format(upper)))"
        }
        svg.circle(x: px(point.x), y: py(point.y), radius: 3, fill: color, tooltip: tooltip)
      }
    }
    // Legend.
    let legendX = left + plotWidth + 16
    svg.text("variants", x: legendX, y: top + 4, size: fontSize, bold: true)
    for (index, name) in legendNames.enumerated() {
      let y = top + 22 + Double(index) * 18
      svg.line(
        x1: legendX, y1: y - 4, x2: legendX + 24, y2: y - 4, stroke: ChartPalette.color(index),
        width: 2.5, dash: ChartPalette.dash(index))
      svg.text(name, x: legendX + 30, y: y, size: fontSize, tooltip: drawable[index].name)
    }
    return svg.render(
      title: title,
      description: "\(yAxisLabel) against \(xAxisLabel), \(drawable.count) series, log-log axes")
  }

  private func drawGrid(
    _ svg: inout SVGWriter, xDecades: ClosedRange<Int>, yDecades: ClosedRange<Int>,
    px: (Double) -> Double, py: (Double) -> Double, fontSize: Double
  ) {
    let xSpacing = plotWidth / Double(xDecades.count - 1)
    let widestX =
      xDecades.map { TextWidth.estimate(Format.size(pow(10, Double($0))), fontSize: fontSize) }
      .max() ?? 0
    let xStep = max(1, Int(((widestX + 10) / xSpacing).rounded(.up)))
    let ySpacing = plotHeight / Double(yDecades.count - 1)
    let yStep = max(1, Int((fontSize * 1.6 / ySpacing).rounded(.up)))
    let bottom = py(pow(10, Double(yDecades.lowerBound)))
    let top = py(pow(10, Double(yDecades.upperBound)))
    let left = px(pow(10, Double(xDecades.lowerBound)))
    let right = px(pow(10, Double(xDecades.upperBound)))
    for exponent in xDecades {
      let decade = pow(10, Double(exponent))
      let x = px(decade)
      svg.line(x1: x, y1: top, x2: x, y2: bottom, stroke: "#d0d0d0")
      if exponent < xDecades.upperBound && xSpacing > 40 {
        for minor in 2...9 {
          let minorX = px(decade * Double(minor))
          svg.line(x1: minorX, y1: bottom, x2: minorX, y2: bottom - 4, stroke: "#999")
        }
      }
      if (exponent - xDecades.lowerBound) % xStep == 0 {
        svg.line(x1: x, y1: bottom, x2: x, y2: bottom + 5, stroke: "#555")
        svg.text(
          Format.size(decade), x: x, y: bottom + 8 + fontSize, anchor: .middle, size: fontSize)
      }
    }
    for exponent in yDecades {
      let decade = pow(10, Double(exponent))
      let y = py(decade)
      svg.line(x1: left, y1: y, x2: right, y2: y, stroke: "#d0d0d0")
      if exponent < yDecades.upperBound && ySpacing > 40 {
        for minor in 2...9 {
          let minorY = py(decade * Double(minor))
          svg.line(x1: left, y1: minorY, x2: left + 4, y2: minorY, stroke: "#999")
        }
      }
      if (exponent - yDecades.lowerBound) % yStep == 0 {
        svg.line(x1: left - 5, y1: y, x2: left, y2: y, stroke: "#555")
        svg.text(
          yUnit.formatTick(decade), x: left - 8, y: y + fontSize / 3, anchor: .end, size: fontSize)
      }
    }
  }
}
