/// Text from outside (file names, ids read from files, option values) made safe to print: the
/// control characters a terminal would act on are shown as escapes.
enum Escaped {
  /// `text` with C0 and C1 control characters (ESC, BEL, CR, DEL…) other than newline and tab
  /// written as `\u{1B}`-style escapes, so that input can never drive the terminal.
  static func text(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      let value = scalar.value
      if (value < 0x20 && scalar != "\n" && scalar != "\t") || (0x7F...0x9F).contains(value) {
        result += "\\u{" + String(value, radix: 16, uppercase: true) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
