/// A pre-scan of JSON bytes that bounds nesting depth and the number of values and catches
/// truncation before decoding.
///
/// It tracks brackets outside strings (honouring escapes) without building anything, so a
/// hostile file cannot make the decoder recurse deeply or allocate much: a decoder spends tens
/// of bytes on every value, so 64 MiB of `1,1,1,…` would take over a gigabyte.
enum JSONDepthScanner {
  /// What the scan found wrong.
  enum Problem: Error, Equatable {
    /// Nesting deeper than the limit, at a byte offset.
    case tooDeep(limit: Int, offset: Int)
    /// The input ends inside a string or with unclosed brackets.
    case truncated(openBrackets: Int, insideString: Bool)
    /// A closing bracket that does not match, at a byte offset.
    case mismatched(offset: Int)
    /// An object that holds the same key twice (the second at a byte offset).
    case duplicateKey(key: String, offset: Int)
    /// More values (objects, arrays, strings other than keys, numbers, literals) than the
    /// limit, the first one over it at a byte offset.
    case tooManyValues(limit: Int, offset: Int)
    /// A string (a value or a key) longer than the limit in bytes as written, at the JSON path
    /// `path` (`data.machine.cpu_model`), starting at a byte offset.
    case stringTooLong(limit: Int, path: String, offset: Int)
    /// A number longer than the limit in characters, at the JSON path `path`, starting at a byte
    /// offset.
    case numberTooLong(limit: Int, path: String, offset: Int)
  }

  /// One step of the path to the value being scanned.
  private enum Step {
    /// A member of an object: its key, as written (empty before the first key).
    case key([UInt8])
    /// An element of an array.
    case index(Int)
  }

  /// `data.results[3].reason`: the steps as a JSON path, each key clipped (`$` for the top).
  private static func describe(_ steps: [Step]) -> String {
    var text = ""
    for step in steps {
      switch step {
      case .key(let key):
        let name = ControlEscaping.clip(String(decoding: normalizedKey(key), as: UTF8.self))
        text += (text.isEmpty ? "" : ".") + name
      case .index(let index): text += "[\(index)]"
      }
    }
    return text.isEmpty ? "$" : text
  }

  /// Scans `bytes`, returning the maximum depth reached.
  ///
  /// Keys are compared after unescaping (`"a"` and `"\u0061"` are the same key), as a decoder
  /// would see them: a duplicate is refused, since decoders silently keep one of the values.
  /// - Parameters:
  ///   - maximumValues: The most values the JSON may hold (keys are not counted: each has a
  ///     value).
  ///   - maximumStringBytes: The longest string (value or key), in bytes between its quotes as
  ///     written (an escape counts its bytes).
  ///   - maximumNumberLength: The longest number, in characters.
  /// - Throws: ``Problem`` for excessive depth, too many values, a string or number over its
  ///   limit, truncation, mismatched brackets or a duplicate key.
  /// - Complexity: O(n), O(limit + k) memory for k keys in the open objects.
  static func scan<Bytes: Collection<UInt8>>(
    _ bytes: Bytes, maximumDepth: Int, maximumValues: Int = .max,
    maximumStringBytes: Int = .max, maximumNumberLength: Int = .max
  ) throws -> Int {
    var state = ScanState(
      maximumDepth: maximumDepth, maximumValues: maximumValues,
      maximumStringBytes: maximumStringBytes, maximumNumberLength: maximumNumberLength)
    for (offset, byte) in bytes.enumerated() {
      if state.inString {
        try state.read(stringByte: byte, at: offset)
      } else {
        try state.read(byte, at: offset)
      }
    }
    if state.inString || !state.stack.isEmpty {
      throw Problem.truncated(openBrackets: state.stack.count, insideString: state.inString)
    }
    return state.deepest
  }

  /// The scan's position in the JSON: the open brackets and the path to them, the keys of each
  /// open object, whether it is inside a string (and a key) or a scalar, and what it counted.
  private struct ScanState {
    let maximumDepth: Int
    let maximumValues: Int
    let maximumStringBytes: Int
    let maximumNumberLength: Int
    var steps: [Step] = []
    var stringStart = 0
    var scalarStart = 0
    var stack: [UInt8] = []
    /// The keys seen in each open object, parallel to the `{` entries of `stack`.
    var keys: [Set<[UInt8]>] = []
    var inString = false
    var escaped = false
    var expectingKey = false
    var readingKey = false
    var key: [UInt8] = []
    var keyStart = 0
    var deepest = 0
    var values = 0
    /// Whether the last byte outside strings and whitespace was a scalar's (a number or a
    /// literal continues, it does not start a value).
    var inScalar = false

    init(maximumDepth: Int, maximumValues: Int, maximumStringBytes: Int, maximumNumberLength: Int) {
      self.maximumDepth = maximumDepth
      self.maximumValues = maximumValues
      self.maximumStringBytes = maximumStringBytes
      self.maximumNumberLength = maximumNumberLength
    }

    /// Counts a value starting at `offset`.
    mutating func count(_ offset: Int) throws {
      values += 1
      if values > maximumValues {
        throw Problem.tooManyValues(limit: maximumValues, offset: offset)
      }
    }

    /// Reads a byte inside a string: an escape, the closing quote (a key's then checked against
    /// its object's other keys), or a byte of its content.
    mutating func read(stringByte byte: UInt8, at offset: Int) throws {
      if offset - stringStart >= maximumStringBytes, byte != UInt8(ascii: "\"") || escaped {
        throw Problem.stringTooLong(
          limit: maximumStringBytes, path: describe(steps), offset: stringStart)
      }
      if readingKey { key.append(byte) }
      if escaped {
        escaped = false
      } else if byte == UInt8(ascii: "\\") {
        escaped = true
      } else if byte == UInt8(ascii: "\"") {
        inString = false
        if readingKey {
          readingKey = false
          key.removeLast()
          let normalized = normalizedKey(key)
          if !keys.isEmpty, !keys[keys.count - 1].insert(normalized).inserted {
            throw Problem.duplicateKey(
              key: ControlEscaping.clip(String(decoding: normalized, as: UTF8.self)),
              offset: keyStart)
          }
          if !steps.isEmpty { steps[steps.count - 1] = .key(key) }
        }
      }
    }

    /// Reads a byte outside strings: a quote opening a string or a key, a bracket, a comma,
    /// whitespace or a colon, or a byte of a scalar.
    mutating func read(_ byte: UInt8, at offset: Int) throws {
      let continuesScalar = inScalar
      inScalar = false
      switch byte {
      case UInt8(ascii: "\""):
        inString = true
        stringStart = offset + 1
        if expectingKey {
          readingKey = true
          expectingKey = false
          key.removeAll(keepingCapacity: true)
          keyStart = offset
        } else {
          try count(offset)
        }
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        try open(byte, at: offset)
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        let opener = byte == UInt8(ascii: "}") ? UInt8(ascii: "{") : UInt8(ascii: "[")
        guard stack.last == opener else { throw Problem.mismatched(offset: offset) }
        stack.removeLast()
        steps.removeLast()
        if opener == UInt8(ascii: "{") { keys.removeLast() }
        expectingKey = false
      case UInt8(ascii: ","):
        expectingKey = stack.last == UInt8(ascii: "{")
        if case .index(let index)? = steps.last { steps[steps.count - 1] = .index(index + 1) }
      case 0x20, 0x0A, 0x0D, 0x09, UInt8(ascii: ":"):
        break
      default:
        expectingKey = false
        if !continuesScalar {
          try count(offset)
          scalarStart = offset
        } else if offset - scalarStart >= maximumNumberLength {
          throw Problem.numberTooLong(
            limit: maximumNumberLength, path: describe(steps), offset: scalarStart)
        }
        inScalar = true
      }
    }

    /// Opens an object or an array at `offset`.
    mutating func open(_ byte: UInt8, at offset: Int) throws {
      try count(offset)
      stack.append(byte)
      steps.append(byte == UInt8(ascii: "{") ? .key([]) : .index(0))
      deepest = max(deepest, stack.count)
      if stack.count > maximumDepth { throw Problem.tooDeep(limit: maximumDepth, offset: offset) }
      if byte == UInt8(ascii: "{") {
        keys.append([])
        expectingKey = true
      } else {
        expectingKey = false
      }
    }
  }

  /// A key's bytes with JSON escapes resolved, as UTF-8 (unpaired surrogates become U+FFFD).
  static func normalizedKey(_ raw: [UInt8]) -> [UInt8] {
    guard raw.contains(UInt8(ascii: "\\")) else { return raw }
    var units: [UInt16] = []
    var index = 0
    var plain: [UInt8] = []
    func flush() {
      units += String(decoding: plain, as: UTF8.self).utf16
      plain.removeAll()
    }
    while index < raw.count {
      let byte = raw[index]
      guard byte == UInt8(ascii: "\\"), index + 1 < raw.count else {
        plain.append(byte)
        index += 1
        continue
      }
      flush()
      let next = raw[index + 1]
      index += 2
      switch next {
      case UInt8(ascii: "n"): units.append(0x0A)
      case UInt8(ascii: "t"): units.append(0x09)
      case UInt8(ascii: "r"): units.append(0x0D)
      case UInt8(ascii: "b"): units.append(0x08)
      case UInt8(ascii: "f"): units.append(0x0C)
      case UInt8(ascii: "u"):
        let hex = raw[index..<min(index + 4, raw.count)]
        if hex.count == 4, let value = UInt16(String(decoding: hex, as: UTF8.self), radix: 16) {
          units.append(value)
          index += 4
        } else {
          units += Array("\\u".utf16)
        }
      default: units.append(UInt16(next))
      }
    }
    flush()
    return Array(String(decoding: units, as: UTF16.self).utf8)
  }
}
