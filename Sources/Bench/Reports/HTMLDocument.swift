/// A self-contained HTML page built from sections: headings, paragraphs, tables, lists,
/// preformatted text and inline SVG.
///
/// The output is well-formed XHTML (it parses as XML), with its styles inline and no external
/// resources. All text is escaped; only ``Block/svg(_:)`` and ``Block/rawXHTML(_:)`` are
/// inserted verbatim, so pass them well-formed markup.
package struct HTMLDocument: Sendable, Equatable {
  /// One section of the page.
  package enum Block: Sendable, Equatable {
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
    /// A table of contents: a linked list of the document's headings of levels 2 through
    /// `depth`, nested by level.
    case tableOfContents(depth: Int)
    /// A paragraph of text followed by links to headings (by their text), for example
    /// "Charts: lists/row-toggles (iOS 16.4)".
    case links(String, headings: [String])
  }

  /// The page's title.
  package var title: String
  /// The sections, in order.
  package var blocks: [Block]

  /// Creates a document.
  package init(title: String, blocks: [Block] = []) {
    self.title = title
    self.blocks = blocks
  }

  /// Appends a section.
  package mutating func append(_ block: Block) {
    blocks.append(block)
  }

  static let style = """
    body { font-family: Helvetica, Arial, sans-serif; margin: 2em auto; max-width: 1250px;
      color: #222; padding: 0 1em; }
    h1 { font-size: 1.6em; } h2 { font-size: 1.3em; margin-top: 1.6em; }
    h3 { font-size: 1.1em; }
    table { border-collapse: collapse; margin: 0.8em 0; font-size: 0.9em; }
    th, td { border: 1px solid #ccc; padding: 0.25em 0.6em; }
    th { background: #f0f0f0; text-align: left; }
    td.num { text-align: right; font-variant-numeric: tabular-nums; }
    pre { background: #f6f6f6; padding: 0.8em; overflow-x: auto; }
    figure { margin: 1em 0; overflow-x: auto; }
    nav.toc { background: #f7f7f7; border: 1px solid #ddd; padding: 0.4em 1.2em; margin: 1em 0; }
    nav.toc ul { margin: 0.2em 0; padding-left: 1.2em; } nav.toc li { margin: 0.1em 0; }
    nav.toc ul ul { display: flex; flex-wrap: wrap; gap: 0.1em 1.2em; list-style: none; }
    td { white-space: nowrap; } th { vertical-align: bottom; }
    """

  /// The `id` of every heading, in order: its text made file-name safe, with `-2`, `-3`, …
  /// after repeats.
  ///
  /// - Complexity: O(total size of the headings).
  package var headingIDs: [String] {
    var used: [String: Int] = [:]
    var ids: [String] = []
    for block in blocks {
      guard case .heading(let text, _) = block else { continue }
      let base = Report.fileSafe(text)
      let count = used[base, default: 0] + 1
      used[base] = count
      ids.append(count == 1 ? base : "\(base)-\(count)")
    }
    return ids
  }

  /// Renders the page.
  ///
  /// - Complexity: O(total size of the blocks).
  package func render() -> String {
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
    let ids = headingIDs
    var headings: [(text: String, level: Int, id: String)] = []
    for block in blocks {
      if case .heading(let text, let level) = block {
        headings.append((text, min(max(level, 1), 6), ids[headings.count]))
      }
    }
    var firstID: [String: String] = [:]
    for heading in headings where firstID[heading.text] == nil {
      firstID[heading.text] = heading.id
    }
    var headingIndex = 0
    for block in blocks {
      switch block {
      case .heading(let text, let level):
        let level = min(max(level, 1), 6)
        lines.append(
          "<h\(level) id=\"\(ids[headingIndex])\">\(XMLText.escape(text))</h\(level)>")
        headingIndex += 1
      case .tableOfContents(let depth):
        lines.append(Self.contents(headings.filter { $0.level >= 2 && $0.level <= depth }))
      case .links(let text, let targets):
        let anchors = targets.compactMap { target in
          firstID[target].map { "<a href=\"#\($0)\">\(XMLText.escape(target))</a>" }
        }
        lines.append("<p>\(XMLText.escape(text))\(anchors.joined(separator: ", "))</p>")
      default:
        lines.append(Self.render(block))
      }
    }
    lines += ["</body>", "</html>"]
    return lines.joined(separator: "\n") + "\n"
  }

  /// A nested list of links; levels deeper than the previous entry open a sublist.
  private static func contents(_ headings: [(text: String, level: Int, id: String)]) -> String {
    guard let base = headings.map(\.level).min() else { return "" }
    var markup = "<nav class=\"toc\"><strong>Contents</strong>\n<ul>"
    var depth = base
    var open = false
    for heading in headings {
      // One level deeper at most, so every sublist sits inside an item.
      let level = open ? min(max(heading.level, base), depth + 1) : base
      if level > depth {
        markup += "\n<ul>"
      } else {
        if open { markup += "</li>" }
        while depth > level {
          markup += "</ul></li>"
          depth -= 1
        }
      }
      depth = level
      markup += "\n<li><a href=\"#\(heading.id)\">\(XMLText.escape(heading.text))</a>"
      open = true
    }
    if open { markup += "</li>" }
    while depth > base {
      markup += "</ul></li>"
      depth -= 1
    }
    return markup + "</ul></nav>"
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
    case .tableOfContents, .links:
      return ""  // rendered by render(), which knows the headings
    }
  }
}
