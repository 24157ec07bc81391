import Bench

/// Text from outside (file names, ids read from files, option values) made safe to print: the
/// control characters a terminal would act on are shown as escapes.
enum Escaped {
  /// `text` with C0 and C1 control characters (ESC, BEL, CR, DEL…) other than newline and tab
  /// written as `\u{1B}`-style escapes, so that input can never drive the terminal (the reports'
  /// escaping, ``ControlEscaping``).
  static func text(_ text: String) -> String {
    ControlEscaping.escape(text)
  }

  /// The longest word of an error message shown whole, in Unicode scalars: a longer one is a
  /// value echoed from the command line or a file (a path, a name), and is clipped to 40.
  static let longestWord = 200
  /// The most Unicode scalars of an error message shown.
  static let longestMessage = 4_000

  /// `message` as navbench prints an error: ``text(_:)``, every word (a run of non-spaces)
  /// longer than ``longestWord`` clipped to 40 Unicode scalars and `…`, and the whole at most
  /// ``longestMessage``, so that no value given or read can make a long message.
  ///
  /// - Complexity: O(n).
  static func message(_ message: String) -> String {
    let escaped = text(message)
    guard escaped.unicodeScalars.count > longestWord else { return escaped }
    var result = ""
    var word = String.UnicodeScalarView()
    func flush() {
      result += word.count > longestWord ? ControlEscaping.clip(String(word)) : String(word)
      word.removeAll(keepingCapacity: true)
    }
    for scalar in escaped.unicodeScalars {
      if scalar.properties.isWhitespace {
        flush()
        result.unicodeScalars.append(scalar)
      } else {
        word.append(scalar)
      }
    }
    flush()
    let scalars = result.unicodeScalars
    guard scalars.count > longestMessage else { return result }
    var clipped = String.UnicodeScalarView()
    clipped.append(contentsOf: scalars.prefix(longestMessage))
    return String(clipped) + "… (\(scalars.count - longestMessage) more characters)"
  }
}
