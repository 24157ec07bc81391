import Foundation

/// Accumulates SVG elements; every text and attribute value is escaped.
struct SVGWriter {
  let width: Double
  let height: Double
  private var elements: [String] = []

  init(width: Double, height: Double) {
    self.width = width.rounded(.up)
    self.height = height.rounded(.up)
  }

  static func number(_ value: Double) -> String {
    String(format: "%.1f", value)
  }

  private static func attribute(_ name: String, _ value: String) -> String {
    " \(name)=\"\(XMLText.escape(value))\""
  }

  mutating func rect(
    x: Double, y: Double, width: Double, height: Double, fill: String, opacity: Double = 1,
    stroke: String? = nil
  ) {
    var element = "<rect x=\"\(Self.number(x))\" y=\"\(Self.number(y))\""
    element += " width=\"\(Self.number(max(width, 0)))\" height=\"\(Self.number(max(height, 0)))\""
    element += Self.attribute("fill", fill)
    if opacity < 1 { element += " fill-opacity=\"\(Self.number(opacity * 100) )%\"" }
    if let stroke { element += Self.attribute("stroke", stroke) }
    elements.append(element + "/>")
  }

  mutating func line(
    x1: Double, y1: Double, x2: Double, y2: Double, stroke: String, width: Double = 1,
    dash: String? = nil
  ) {
    var element = "<line x1=\"\(Self.number(x1))\" y1=\"\(Self.number(y1))\""
    element += " x2=\"\(Self.number(x2))\" y2=\"\(Self.number(y2))\""
    element += Self.attribute("stroke", stroke) + " stroke-width=\"\(Self.number(width))\""
    if let dash { element += Self.attribute("stroke-dasharray", dash) }
    elements.append(element + "/>")
  }

  /// A tick on an x axis at `x`: a grid line over the plot (from `top`, `height` tall), a
  /// 5-point mark below it and the label under the mark.
  mutating func xTick(_ label: String, x: Double, top: Double, height: Double, fontSize: Double) {
    line(x1: x, y1: top, x2: x, y2: top + height, stroke: "#dddddd")
    line(x1: x, y1: top + height, x2: x, y2: top + height + 5, stroke: "#555")
    text(label, x: x, y: top + height + 8 + fontSize, anchor: .middle, size: fontSize)
  }

  mutating func polyline(_ points: [(Double, Double)], stroke: String, width: Double, dash: String?)
  {
    guard points.count >= 2 else { return }
    var element = "<polyline fill=\"none\"" + Self.attribute("stroke", stroke)
    element += " stroke-width=\"\(Self.number(width))\" stroke-linejoin=\"round\""
    if let dash { element += Self.attribute("stroke-dasharray", dash) }
    element +=
      " points=\""
      + points.map { "\(Self.number($0.0)),\(Self.number($0.1))" }
      .joined(separator: " ") + "\""
    elements.append(element + "/>")
  }

  mutating func polygon(_ points: [(Double, Double)], fill: String, opacity: Double) {
    guard points.count >= 3 else { return }
    var element = "<polygon" + Self.attribute("fill", fill)
    element += " fill-opacity=\"\(Self.number(opacity * 100))%\" stroke=\"none\""
    element +=
      " points=\""
      + points.map { "\(Self.number($0.0)),\(Self.number($0.1))" }
      .joined(separator: " ") + "\""
    elements.append(element + "/>")
  }

  mutating func circle(
    x: Double, y: Double, radius: Double, fill: String, tooltip: String?, opacity: Double = 1
  ) {
    var element = "<circle cx=\"\(Self.number(x))\" cy=\"\(Self.number(y))\""
    element += " r=\"\(Self.number(radius))\"" + Self.attribute("fill", fill)
    if opacity < 1 { element += " fill-opacity=\"\(Self.number(opacity * 100))%\"" }
    if let tooltip {
      element += "><title>\(XMLText.escape(tooltip))</title></circle>"
    } else {
      element += "/>"
    }
    elements.append(element)
  }

  enum Anchor: String {
    case start, middle, end
  }

  mutating func text(
    _ text: String, x: Double, y: Double, anchor: Anchor = .start, size: Double = 12,
    bold: Bool = false, fill: String = "#222", rotation: Double? = nil, tooltip: String? = nil
  ) {
    var element = "<text x=\"\(Self.number(x))\" y=\"\(Self.number(y))\""
    element += " text-anchor=\"\(anchor.rawValue)\" font-size=\"\(Self.number(size))\""
    if bold { element += " font-weight=\"bold\"" }
    element += Self.attribute("fill", fill)
    if let rotation {
      element +=
        " transform=\"rotate(\(Self.number(rotation)) \(Self.number(x)) \(Self.number(y)))\""
    }
    element += ">" + XMLText.escape(text)
    if let tooltip { element += "<title>\(XMLText.escape(tooltip))</title>" }
    elements.append(element + "</text>")
  }

  /// The document: an `<svg>` root with a title, a description and the elements.
  func render(title: String, description: String) -> String {
    var lines = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(width))\" height=\"\(Int(height))\""
        + " viewBox=\"0 0 \(Int(width)) \(Int(height))\" role=\"img\""
        + " font-family=\"Helvetica, Arial, sans-serif\">",
      "<title>\(XMLText.escape(title))</title>",
      "<desc>\(XMLText.escape(description))</desc>",
      "<rect x=\"0\" y=\"0\" width=\"\(Int(width))\" height=\"\(Int(height))\" fill=\"#ffffff\"/>",
    ]
    lines += elements
    lines.append("</svg>")
    return lines.joined(separator: "\n") + "\n"
  }
}

/// Colours and dash patterns that tell series apart (Tableau 10, then dashed repeats).
enum ChartPalette {
  static let colors = [
    "#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd",
    "#8c564b", "#e377c2", "#7f7f7f", "#bcbd22", "#17becf",
  ]

  static func color(_ index: Int) -> String { colors[index % colors.count] }

  static func dash(_ index: Int) -> String? {
    switch (index / colors.count) % 3 {
    case 0: return nil
    case 1: return "6 3"
    default: return "2 3"
    }
  }
}
