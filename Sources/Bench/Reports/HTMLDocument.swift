/// A self-contained HTML page built from sections: headings, paragraphs, tables, lists,
/// preformatted text and inline SVG.
///
/// The output is well-formed XHTML (it parses as XML), with its styles inline and no external
/// resources. All text is escaped; only ``Block/svg(_:)`` and ``Block/rawXHTML(_:)`` are
/// inserted verbatim, so pass them well-formed markup.
public struct HTMLDocument: Sendable, Equatable {
  /// One section of the page.
  public enum Block: Sendable, Equatable {
    /// A heading; levels 1–6.
    case heading(String, level: Int)
    /// A paragraph of text.
    case paragraph(String)
    /// A table, with the columns' alignments.
    case table(TextTable)
    /// A bulleted list.
    case list([String])
    /// Preformatted text (for example a text report).
    case preformatted(String)
    /// An SVG document, embedded inline (an XML declaration, if any, is removed).
    case svg(String)
    /// Markup inserted verbatim; it must be well-formed XHTML.
    case rawXHTML(String)
  }

  /// The page's title.
  public var title: String
  /// The sections, in order.
  public var blocks: [Block]

  /// Creates a document.
  public init(title: String, blocks: [Block] = []) {
    self.title = title
    self.blocks = blocks
  }

  /// Appends a section.
  public mutating func append(_ block: Block) {
    blocks.append(block)
  }

  static let style = """
    body { font-family: Helvetica, Arial, sans-serif; margin: 2em auto; max-width: 1100px;
      color: #222; padding: 0 1em; }
    h1 { font-size: 1.6em; } h2 { font-size: 1.3em; margin-top: 1.6em; }
    h3 { font-size: 1.1em; }
    table { border-collapse: collapse; margin: 0.8em 0; font-size: 0.9em; }
    th, td { border: 1px solid #ccc; padding: 0.25em 0.6em; }
    th { background: #f0f0f0; text-align: left; }
    td.num { text-align: right; font-variant-numeric: tabular-nums; }
    pre { background: #f6f6f6; padding: 0.8em; overflow-x: auto; }
    figure { margin: 1em 0; overflow-x: auto; }
    """

  /// Renders the page.
  ///
  /// - Complexity: O(total size of the blocks).
  public func render() -> String {
    var lines = [
      "<!DOCTYPE html>",
      "<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\">",
      "<head>",
      "<meta charset=\"utf-8\"/>",
      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>",
      "<title>\(XMLText.escape(title))</title>",
      "<style>\n\(Self.style)</style>",
      "</head>",
      "<body>",
    ]
    lines += blocks.map(Self.render)
    lines += ["</body>", "</html>"]
    return lines.joined(separator: "\n") + "\n"
  }

  private static func render(_ block: Block) -> String {
    switch block {
    case .heading(let text, let level):
      let level = min(max(level, 1), 6)
      return "<h\(level)>\(XMLText.escape(text))</h\(level)>"
    case .paragraph(let text):
      return "<p>\(XMLText.escape(text))</p>"
    case .table(let table):
      var lines = ["<table>", "<thead><tr>"]
      lines += table.columns.map { "<th>\(XMLText.escape($0.title))</th>" }
      lines.append("</tr></thead>")
      lines.append("<tbody>")
      for row in table.rows {
        var cells = "<tr>"
        for (column, cell) in row.enumerated() {
          let numeric = table.columns[column].alignment == .right
          cells += (numeric ? "<td class=\"num\">" : "<td>") + XMLText.escape(cell) + "</td>"
        }
        lines.append(cells + "</tr>")
      }
      lines += ["</tbody>", "</table>"]
      return lines.joined(separator: "\n")
    case .list(let items):
      return "<ul>\n" + items.map { "<li>\(XMLText.escape($0))</li>" }.joined(separator: "\n")
        + "\n</ul>"
    case .preformatted(let text):
      return "<pre>\(XMLText.escape(text))</pre>"
    case .svg(let svg):
      var body = svg
      if body.hasPrefix("<?xml"), let end = body.firstIndex(of: ">") {
        body = String(body[body.index(after: end)...])
      }
      return "<figure>\n\(body)</figure>"
    case .rawXHTML(let markup):
      return markup
    }
  }
}
