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
}
