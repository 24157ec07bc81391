/// Escaping for text placed in XML, SVG and HTML.
package enum XMLText {
  /// Escapes `&`, `<`, `>`, `"` and `'`, and replaces characters XML 1.0 forbids (control
  /// characters other than tab, line feed and carriage return) with U+FFFD, so the result is
  /// safe in element content and in quoted attribute values.
  ///
  /// - Complexity: O(n).
  package static func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
      default:
        let value = scalar.value
        let forbidden = value < 0x20 || value == 0xFFFE || value == 0xFFFF
        result.unicodeScalars.append(forbidden ? "\u{FFFD}" : scalar)
      }
    }
    return result
  }
}

/// Estimates the rendered width of text in a sans-serif font (Helvetica/Arial metrics), so that
/// charts can size margins and thin labels without a font engine.
package enum TextWidth {
  /// The estimated width in pixels of `text` at `fontSize`, slightly generous.
  ///
  /// - Complexity: O(n).
  package static func estimate(_ text: String, fontSize: Double) -> Double {
    var ems = 0.0
    for character in text {
      ems += width(of: character)
    }
    return ems * fontSize * 1.05
  }

  /// Shortens `text` with an ellipsis so that its estimated width fits `maximumWidth`.
  package static func truncate(_ text: String, toFit maximumWidth: Double, fontSize: Double)
    -> String
  {
    guard estimate(text, fontSize: fontSize) > maximumWidth else { return text }
    var characters = Array(text)
    while !characters.isEmpty
      && estimate(String(characters) + "…", fontSize: fontSize) > maximumWidth
    {
      characters.removeLast()
    }
    return String(characters) + "…"
  }

  /// Widths in ems, by character class.
  private static func width(of character: Character) -> Double {
    switch character {
    case "i", "j", "l", "|", "!", "'", ".", ",", ":", ";", "I": return 0.28
    case "f", "t", "r", "(", ")", "[", "]", "{", "}", "/", "\\", "-", " ": return 0.36
    case "m", "w", "M", "W", "@", "%": return 0.86
    case "×", "–", "—", "…": return 0.9
    case "0"..."9", "$", "#", "_", "+", "=", "<", ">", "~", "^", "*", "?": return 0.56
    case "A"..."Z": return 0.68
    case "a"..."z": return 0.54
    default: return character.isASCII ? 0.56 : 1.0
    }
  }
}
