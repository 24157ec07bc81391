import Foundation

/// Where navbench writes: standard output for results, standard error for messages.
struct Console {
  func out(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  func err(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }

  /// Whether standard error is a terminal (progress goes there only then).
  var stderrIsTerminal: Bool { isatty(2) == 1 }
}
