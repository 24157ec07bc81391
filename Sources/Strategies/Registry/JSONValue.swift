/// A parsed JSON value that keeps object keys in order and duplicates visible, so that rule
/// files can be validated strictly.
enum JSONValue: Hashable, Sendable {
  case null
  case bool(Bool)
  /// The number's literal text, so that integers keep every digit.
  case number(String)
  case string(String)
  case array([JSONValue])
  case object([(key: String, value: JSONValue)])

  static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): true
    case (.bool(let a), .bool(let b)): a == b
    case (.number(let a), .number(let b)): a == b
    case (.string(let a), .string(let b)): a == b
    case (.array(let a), .array(let b)): a == b
    case (.object(let a), .object(let b)):
      a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    default: false
    }
  }

  func hash(into hasher: inout Hasher) {
    switch self {
    case .null: hasher.combine(0)
    case .bool(let value): hasher.combine(value)
    case .number(let text), .string(let text): hasher.combine(text)
    case .array(let values): hasher.combine(values)
    case .object(let members):
      for member in members {
        hasher.combine(member.key)
        hasher.combine(member.value)
      }
    }
  }

  /// The JSON type name, for error messages.
  var typeName: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

/// A syntax error in JSON text, with its line and column (both 1-based).
struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  let line: Int
  let column: Int
  let reason: String

  var description: String { "line \(line), column \(column): \(reason)" }
}

/// A strict RFC 8259 parser with a nesting limit; no recursion deeper than the limit, so hostile
/// input cannot exhaust the stack.
struct JSONParser {
  private let bytes: [UInt8]
  private var index = 0
  private let maximumDepth: Int

  /// Parses `bytes` as one JSON value.
  static func parse(_ bytes: [UInt8], maximumDepth: Int) throws(JSONSyntaxError) -> JSONValue {
    var parser = JSONParser(bytes: bytes, maximumDepth: maximumDepth)
    if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
    parser.skipWhitespace()
    let value = try parser.parseValue(depth: 1)
    parser.skipWhitespace()
    guard parser.index == parser.bytes.count else {
      throw parser.error("unexpected text after the JSON value")
    }
    return value
  }

  private init(bytes: [UInt8], maximumDepth: Int) {
    self.bytes = bytes
    self.maximumDepth = maximumDepth
  }

  private func error(_ reason: String) -> JSONSyntaxError {
    var line = 1
    var column = 1
    for byte in bytes[..<min(index, bytes.count)] {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return JSONSyntaxError(line: line, column: column, reason: reason)
  }

  private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  private mutating func skipWhitespace() {
    while let byte = current,
      byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    {
      index += 1
    }
  }

  private mutating func expect(_ literal: String, _ value: JSONValue) throws(JSONSyntaxError)
    -> JSONValue
  {
    let utf8 = Array(literal.utf8)
    guard bytes.count - index >= utf8.count, Array(bytes[index..<index + utf8.count]) == utf8 else {
      throw error("invalid literal (expected \(literal))")
    }
    index += utf8.count
    return value
  }

  private mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONValue {
    guard let byte = current else { throw error("unexpected end of input") }
    switch byte {
    case UInt8(ascii: "{"): return try parseObject(depth: depth)
    case UInt8(ascii: "["): return try parseArray(depth: depth)
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): return try expect("true", .bool(true))
    case UInt8(ascii: "f"): return try expect("false", .bool(false))
    case UInt8(ascii: "n"): return try expect("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    default: throw error("unexpected character \(Self.show(byte))")
    }
  }

  private static func show(_ byte: UInt8) -> String {
    (0x20..<0x7F).contains(byte)
      ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16))"
  }

  private mutating func enter(_ depth: Int) throws(JSONSyntaxError) {
    guard depth <= maximumDepth else {
      throw error("nesting deeper than \(maximumDepth) levels")
    }
    index += 1
    skipWhitespace()
  }

  private mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSONValue {
    try enter(depth)
    var members: [(key: String, value: JSONValue)] = []
    if current == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    while true {
      guard current == UInt8(ascii: "\"") else { throw error("expected a string key") }
      let key = try parseString()
      skipWhitespace()
      guard current == UInt8(ascii: ":") else { throw error("expected ':' after key") }
      index += 1
      skipWhitespace()
      members.append((key, try parseValue(depth: depth + 1)))
      skipWhitespace()
      if current == UInt8(ascii: ",") {
        index += 1
        skipWhitespace()
      } else if current == UInt8(ascii: "}") {
        index += 1
        return .object(members)
      } else {
        throw error("expected ',' or '}' in object")
      }
    }
  }

  private mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> JSONValue {
    try enter(depth)
    var values: [JSONValue] = []
    if current == UInt8(ascii: "]") {
      index += 1
      return .array(values)
    }
    while true {
      values.append(try parseValue(depth: depth + 1))
      skipWhitespace()
      if current == UInt8(ascii: ",") {
        index += 1
        skipWhitespace()
      } else if current == UInt8(ascii: "]") {
        index += 1
        return .array(values)
      } else {
        throw error("expected ',' or ']' in array")
      }
    }
  }

  private mutating func parseNumber() throws(JSONSyntaxError) -> JSONValue {
    let start = index
    func digits() -> Int {
      let from = index
      while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
        index += 1
      }
      return index - from
    }
    if current == UInt8(ascii: "-") { index += 1 }
    if current == UInt8(ascii: "0") {
      index += 1
    } else if digits() == 0 {
      throw error("invalid number")
    }
    if current == UInt8(ascii: ".") {
      index += 1
      guard digits() > 0 else { throw error("invalid number: digits expected after '.'") }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      index += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
      guard digits() > 0 else { throw error("invalid number: digits expected in exponent") }
    }
    return .number(String(decoding: bytes[start..<index], as: UTF8.self))
  }

  private mutating func parseString() throws(JSONSyntaxError) -> String {
    index += 1  // the opening quote
    var scalars = String.UnicodeScalarView()
    var run = index
    func flush(_ end: Int) throws(JSONSyntaxError) {
      guard run < end else { return }
      var iterator = bytes[run..<end].makeIterator()
      var decoder = UTF8()
      while true {
        switch decoder.decode(&iterator) {
        case .scalarValue(let scalar): scalars.append(scalar)
        case .emptyInput: return
        case .error: throw error("invalid UTF-8 in string")
        }
      }
    }
    while true {
      guard let byte = current else { throw error("unterminated string") }
      switch byte {
      case UInt8(ascii: "\""):
        try flush(index)
        index += 1
        return String(scalars)
      case UInt8(ascii: "\\"):
        try flush(index)
        index += 1
        scalars.append(try parseEscape())
        run = index
      case 0..<0x20:
        throw error("control character in string (escape it)")
      default:
        index += 1
      }
    }
  }

  private mutating func parseEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
    guard let byte = current else { throw error("unterminated escape") }
    index += 1
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let high = try hex4()
      if (0xD800..<0xDC00).contains(high) {
        guard current == UInt8(ascii: "\\"), index + 1 < bytes.count,
          bytes[index + 1] == UInt8(ascii: "u")
        else { throw error("unpaired surrogate in \\u escape") }
        index += 2
        let low = try hex4()
        guard (0xDC00..<0xE000).contains(low) else { throw error("invalid low surrogate") }
        return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
      }
      guard let scalar = Unicode.Scalar(high) else { throw error("unpaired surrogate") }
      return scalar
    default:
      index -= 1
      throw error("invalid escape \\\(Self.show(byte))")
    }
  }

  private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
    guard bytes.count - index >= 4 else { throw error("truncated \\u escape") }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[index]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw error("invalid hex digit in \\u escape")
      }
      value = value << 4 | UInt32(digit)
      index += 1
    }
    return value
  }
}
