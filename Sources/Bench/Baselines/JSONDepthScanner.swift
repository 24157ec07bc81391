/// A pre-scan of JSON bytes that bounds nesting depth and catches truncation before decoding.
///
/// It tracks brackets outside strings (honouring escapes) without building anything, so a
/// hostile file cannot make the decoder recurse deeply or allocate much.
enum JSONDepthScanner {
  /// What the scan found wrong.
  enum Problem: Error, Equatable {
    /// Nesting deeper than the limit, at a byte offset.
    case tooDeep(limit: Int, offset: Int)
    /// The input ends inside a string or with unclosed brackets.
    case truncated(openBrackets: Int, insideString: Bool)
    /// A closing bracket that does not match, at a byte offset.
    case mismatched(offset: Int)
  }

  /// Scans `bytes`, returning the maximum depth reached.
  ///
  /// - Throws: ``Problem`` for excessive depth, truncation or mismatched brackets.
  /// - Complexity: O(n), O(limit) memory.
  static func scan<Bytes: Collection<UInt8>>(_ bytes: Bytes, maximumDepth: Int) throws -> Int {
    var stack: [UInt8] = []
    var inString = false
    var escaped = false
    var deepest = 0
    for (offset, byte) in bytes.enumerated() {
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""):
        inString = true
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        stack.append(byte)
        deepest = max(deepest, stack.count)
        if stack.count > maximumDepth { throw Problem.tooDeep(limit: maximumDepth, offset: offset) }
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        let opener = byte == UInt8(ascii: "}") ? UInt8(ascii: "{") : UInt8(ascii: "[")
        guard stack.last == opener else { throw Problem.mismatched(offset: offset) }
        stack.removeLast()
      default:
        break
      }
    }
    if inString || !stack.isEmpty {
      throw Problem.truncated(openBrackets: stack.count, insideString: inString)
    }
    return deepest
  }
}
