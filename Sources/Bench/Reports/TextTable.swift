import Foundation
import PackageSupport

/// A table of text with aligned columns, rendered as plain text or Markdown (the HTML
/// reports render it as an HTML table).
package struct TextTable: Sendable, Equatable {
  /// How a column's cells line up.
  package enum Alignment: Sendable, Equatable {
    /// Left-aligned (names, labels).
    case left
    /// Right-aligned (numbers).
    case right
  }

  /// A column's title and alignment.
  package struct Column: Sendable, Equatable {
    /// The header text.
    package var title: String
    /// The cells' alignment.
    package var alignment: Alignment

    /// Creates a column.
    package init(_ title: String, alignment: Alignment = .left) {
      self.title = title
      self.alignment = alignment
    }
  }

  /// The columns.
  package var columns: [Column]
  /// The rows, each with exactly one cell per column.
  package private(set) var rows: [[String]] = []

  /// Creates an empty table.
  package init(columns: [Column]) {
    self.columns = columns
  }

  /// Appends a row; missing cells are blank and extra cells are dropped. Line breaks in a cell
  /// become spaces and other control characters escapes (`\u{1B}`), so that text read from a
  /// file can neither break a row nor drive the terminal.
  ///
  /// - Complexity: O(columns).
  package mutating func append(_ row: [String]) {
    var cells = Array(row.prefix(columns.count))
    cells += Array(repeating: "", count: columns.count - cells.count)
    rows.append(cells.map { ControlEscaping.escape($0.replacingNewlines()) })
  }

  /// Whether the table has no rows.
  package var isEmpty: Bool { rows.isEmpty }

  /// Renders aligned plain text: the header, a rule of dashes, then the rows.
  ///
  /// Widths count characters (grapheme clusters), so `µs` aligns with `ns`.
  /// - Complexity: O(cells).
  package func render(columnSeparator: String = "  ") -> String {
    let cells = [columns.map(\.title)] + rows
    let widths = ColumnLayout.widths(cells)
    let alignments = columns.map { $0.alignment == .left ? ColumnLayout.Alignment.left : .right }
    var lines = ColumnLayout.lines(
      [columns.map(\.title)], alignments: alignments, widths: widths, separator: columnSeparator)
    lines.append(
      widths.map { String(repeating: "-", count: $0) }.joined(separator: columnSeparator))
    lines += ColumnLayout.lines(
      rows, alignments: alignments, widths: widths, separator: columnSeparator)
    return lines.joined(separator: "\n") + "\n"
  }

  /// Renders a GitHub-flavoured Markdown table, escaping `|` in cells.
  ///
  /// - Complexity: O(cells).
  package func renderMarkdown() -> String {
    func line(_ cells: [String]) -> String {
      "| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ")
        + " |"
    }
    var lines = [line(columns.map(\.title))]
    lines.append(
      "|" + columns.map { $0.alignment == .right ? " ---: " : " --- " }.joined(separator: "|")
        + "|")
    lines += rows.map(line)
    return lines.joined(separator: "\n") + "\n"
  }
}

extension String {
  /// The string with line breaks replaced by spaces (cells are single-line).
  func replacingNewlines() -> String {
    String(map { $0.isNewline ? " " : $0 })
  }
}
