/// Text from input files (benchmark and variant names, machine fields, notes, paths, the
/// command line) made safe to print: the control characters a terminal would act on are
/// written as escapes, so that input can never drive the terminal.
package enum ControlEscaping {
  /// Whether `scalar` is a C0 control other than line feed and tab, DEL, or a C1 control.
  package static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return (value < 0x20 && scalar != "\n" && scalar != "\t") || (0x7F...0x9F).contains(value)
  }

  /// `text` with C0 controls other than line feed and tab, DEL and C1 controls written as
  /// `\u{1B}`-style escapes (an ESC prints as `\u{1B}`, a NUL as `\u{0}`); text without them is
  /// returned unchanged. The escapes are themselves printable, so escaping twice changes
  /// nothing.
  ///
  /// - Complexity: O(n).
  package static func escape(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isEscaped) else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count + 16)
    for scalar in text.unicodeScalars {
      if isEscaped(scalar) {
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// `text` as one line of a report: ``escape(_:)``, and line feeds and carriage returns
  /// escaped too (`\u{A}`, `\u{D}`), so that a name or reason read from a file cannot start a
  /// line of its own that looks like the report's.
  ///
  /// - Complexity: O(n).
  package static func escapeLine(_ text: String) -> String {
    let escaped = escape(text)
    guard escaped.contains(where: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) else {
      return escaped
    }
    var result = ""
    for scalar in escaped.unicodeScalars {
      switch scalar {
      case "\n": result += "\\u{A}"
      case "\r": result += "\\u{D}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// How many Unicode scalars of a value read from input a message shows (``clip(_:limit:)``).
  package static let clipLimit = 40

  /// `text` as a message echoes a value read from input: ``escapeLine(_:)``, and at most
  /// `limit` Unicode scalars of it, then `…`, so that a 10 MB value never makes a 10 MB message.
  ///
  /// - Complexity: O(min(n, limit)).
  package static func clip(_ text: some StringProtocol, limit: Int = clipLimit) -> String {
    let scalars = text.unicodeScalars
    var prefix = String.UnicodeScalarView()
    var count = 0
    var index = scalars.startIndex
    while index != scalars.endIndex, count < limit {
      prefix.append(scalars[index])
      scalars.formIndex(after: &index)
      count += 1
    }
    let shown = escapeLine(String(prefix))
    return index == scalars.endIndex ? shown : shown + "…"
  }
}
