/// Aligned plain-text columns: the one column aligner of the package (Bench's `TextTable`,
/// `Explanation.text`, `navbench list` and every verb's help use it).
///
/// Widths count characters (grapheme clusters), so `µs` aligns with `ns`. The last column is
/// not padded when left-aligned, and no line ends in spaces.
package enum ColumnLayout {
  /// How a column's cells line up.
  package enum Alignment: Sendable, Equatable {
    /// Left-aligned (names, labels).
    case left
    /// Right-aligned (numbers).
    case right
  }

  /// The width of each column: its widest cell.
  ///
  /// - Complexity: O(cells).
  package static func widths(_ rows: [[String]]) -> [Int] {
    var widths: [Int] = []
    for row in rows {
      for (index, cell) in row.enumerated() {
        if index == widths.count { widths.append(0) }
        widths[index] = max(widths[index], cell.count)
      }
    }
    return widths
  }

  /// Each row as one line: `indent`, then the cells padded to their column's width and joined
  /// by `separator`. Columns without an alignment are left-aligned.
  ///
  /// - Parameter widths: The column widths; by default the widest cell of each column.
  /// - Complexity: O(cells).
  package static func lines(
    _ rows: [[String]], alignments: [Alignment] = [], widths: [Int]? = nil,
    separator: String = "  ", indent: String = ""
  ) -> [String] {
    let widths = widths ?? Self.widths(rows)
    return rows.map { row in
      var parts: [String] = []
      for (index, cell) in row.enumerated() {
        let width = index < widths.count ? widths[index] : cell.count
        let padding = String(repeating: " ", count: max(0, width - cell.count))
        let alignment = index < alignments.count ? alignments[index] : .left
        switch alignment {
        case .left: parts.append(index == row.count - 1 ? cell : cell + padding)
        case .right: parts.append(padding + cell)
        }
      }
      let line = indent + parts.joined(separator: separator)
      return String(line.reversed().drop(while: { $0 == " " }).reversed())
    }
  }
}
