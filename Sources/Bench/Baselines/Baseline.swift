import Foundation

/// Saves runs as baselines and reads them back safely.
///
/// A baseline is a run's JSON (a `ToolOutput` of kind `run`, `schema_version` 2; version 1
/// files, a flat run, are read too), written atomically. Reading caps the file's
/// size and pre-scans its nesting depth and number of values before decoding, and every
/// failure is a ``BaselineError`` naming the file and what is wrong.
public enum Baseline {
  /// The largest baseline file read, in bytes (64 MiB).
  public static let defaultMaximumBytes: UInt64 = 64 << 20
  /// The deepest JSON nesting read.
  public static let defaultMaximumDepth = 64
  /// The bytes of the size limit per JSON value a file may hold: a file read with a
  /// `maximumBytes` limit holds at most `maximumBytes / 16` values (4,194,304 for 64 MiB).
  /// Decoding spends tens of bytes on every value, so this bounds the decoder's memory however
  /// the file is written; navbench's own runs, indented, take about 30 bytes a value.
  public static let bytesPerValue: UInt64 = 16
  /// The longest string a run file may hold, in bytes as written between its quotes: names,
  /// machine fields, reasons, notes and keys alike. Runs are written with their free text
  /// clipped to ``writtenTextLimit`` Unicode scalars, which JSON escaping keeps under this.
  public static let maximumStringBytes = 4_096
  /// The longest number a run file may hold, in characters (a `Double` takes at most 24).
  public static let maximumNumberLength = 64
  /// The most Unicode scalars of free text (a reason, a note, a machine field) a run is written
  /// with; the rest is dropped for `…`. At most 6 bytes a scalar as JSON writes it, so within
  /// ``maximumStringBytes``.
  public static let writtenTextLimit = CaseResult.writtenTextLimit

  /// Saves a run (with its raw samples, so that later comparisons can test significance).
  ///
  /// - Parameters:
  ///   - run: The run to save.
  ///   - url: The destination; replaced atomically.
  ///   - options: JSON options; raw samples are included unless `includeRawSamples` is false.
  ///   - beforeRename: A fault-injection point; see `AtomicFile.write(_:to:beforeRename:)`.
  /// - Throws: `EncodingError`, or `AtomicFile.WriteError` naming the file.
  public static func save(
    _ run: RunResult, to url: URL,
    options: RunJSONOptions = RunJSONOptions(includeRawSamples: true),
    beforeRename: ((String) throws -> Void)? = nil
  ) throws {
    try AtomicFile.write(run.jsonData(options: options), to: url, beforeRename: beforeRename)
  }

  /// Loads a baseline.
  ///
  /// - Parameters:
  ///   - url: The file.
  ///   - maximumBytes: Files larger than this are rejected before being read.
  ///   - maximumDepth: JSON nested deeper than this is rejected before decoding.
  ///   - configurationKey: The configuration key; by default the one the file records.
  /// - Throws: ``BaselineError``.
  public static func load(
    from url: URL, maximumBytes: UInt64 = defaultMaximumBytes,
    maximumDepth: Int = defaultMaximumDepth, configurationKey: String? = nil
  ) throws -> RunResult {
    let path = url.path
    func unreadable(_ code: Int32) -> BaselineError {
      code == ENOENT
        ? .missing(path: path)
        : .unreadable(path: path, reason: AtomicFile.describe(errno: code))
    }
    // Opened without blocking (a FIFO would wait for a writer) and checked on the descriptor,
    // so the file read is the file checked.
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw unreadable(errno) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw unreadable(errno) }
    guard (status.st_mode & S_IFMT) == S_IFREG else {
      let kind = status.st_mode & S_IFMT
      throw BaselineError.unreadable(
        path: path,
        reason: kind == S_IFDIR ? "it is a directory, not a regular file" : "not a regular file")
    }
    let size = UInt64(status.st_size)
    guard size <= maximumBytes else {
      throw BaselineError.tooLarge(path: path, size: size, limit: maximumBytes)
    }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while UInt64(data.count) <= maximumBytes {
      let count = buffer.withUnsafeMutableBytes {
        Foundation.read(descriptor, $0.baseAddress, $0.count)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw unreadable(errno)
      }
      if count == 0 { break }
      data.append(contentsOf: buffer[0..<count])
    }
    guard UInt64(data.count) <= maximumBytes else {
      throw BaselineError.tooLarge(path: path, size: UInt64(data.count), limit: maximumBytes)
    }
    return try decode(
      data, path: path, maximumBytes: maximumBytes, maximumDepth: maximumDepth,
      configurationKey: configurationKey)
  }

  /// Decodes baseline bytes already in memory, with the same checks as ``load(from:maximumBytes:maximumDepth:configurationKey:)``.
  ///
  /// - Throws: ``BaselineError`` naming `path`.
  public static func decode(
    _ data: Data, path: String, maximumBytes: UInt64 = defaultMaximumBytes,
    maximumDepth: Int = defaultMaximumDepth, configurationKey: String? = nil
  ) throws -> RunResult {
    guard UInt64(data.count) <= maximumBytes else {
      throw BaselineError.tooLarge(path: path, size: UInt64(data.count), limit: maximumBytes)
    }
    try checkEncoding(data, path: path)
    try checkStructure(data, path: path, maximumBytes: maximumBytes, maximumDepth: maximumDepth)
    let header = try readHeader(data, path: path)
    if let kind = header.kind, kind != "run" {
      throw BaselineError.wrongKind(path: path, found: kind, expected: "run")
    }
    guard let version = header.schemaVersion else {
      throw BaselineError.corrupt(
        path: path, detail: "no schema_version (nor schemaVersion): not a Bench run")
    }
    guard RunResult.readableSchemaVersions.contains(version) else {
      throw BaselineError.unsupportedSchema(
        path: path, found: version, supported: RunResult.currentSchemaVersion)
    }
    let run: RunResult
    do {
      run = try RunResult.decode(from: data, configurationKey: configurationKey)
    } catch {
      throw BaselineError.corrupt(path: path, detail: describe(error))
    }
    try validateMeasurements(run, path: path)
    return run
  }

  /// Refuses bytes that are not UTF-8 JSON text: empty (or only whitespace), holding a NUL
  /// byte (UTF-16 or UTF-32, which JSONDecoder reads but the depth pre-scan does not) or
  /// invalid UTF-8.
  ///
  /// - Throws: ``BaselineError/corrupt(path:detail:)`` naming the byte.
  static func checkEncoding(_ data: Data, path: String) throws {
    guard data.contains(where: { !Self.isWhitespace($0) }) else {
      throw BaselineError.corrupt(path: path, detail: "the file is empty")
    }
    // JSONDecoder also reads UTF-16 and UTF-32, where a character can contain the byte of a
    // quote and hide brackets from the depth pre-scan, which reads UTF-8. UTF-8 JSON never
    // holds a NUL byte and UTF-16 or UTF-32 JSON always does: refuse it before the scan.
    if let nul = data.firstIndex(of: 0) {
      throw BaselineError.corrupt(
        path: path,
        detail: "not UTF-8 JSON: NUL byte at byte \(data.distance(from: data.startIndex, to: nul))"
          + " (UTF-16 and UTF-32 are not read)")
    }
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = data.makeIterator()
    var offset = 0
    scanning: while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let scalar): offset += scalar.count
      case .error:
        throw BaselineError.corrupt(path: path, detail: "invalid UTF-8 at byte \(offset)")
      case .emptyInput: break scanning
      }
    }
  }

  /// Refuses JSON too deep, with too many values, too long a string or number, truncated,
  /// with mismatched brackets or a duplicate key, before it is decoded.
  ///
  /// - Throws: ``BaselineError`` naming the limit and the byte.
  static func checkStructure(
    _ data: Data, path: String, maximumBytes: UInt64, maximumDepth: Int
  ) throws {
    do {
      _ = try JSONDepthScanner.scan(
        data, maximumDepth: maximumDepth,
        maximumValues: Int(clamping: maximumBytes / bytesPerValue),
        maximumStringBytes: maximumStringBytes, maximumNumberLength: maximumNumberLength)
    } catch JSONDepthScanner.Problem.tooDeep(let limit, _) {
      throw BaselineError.tooDeep(path: path, limit: limit)
    } catch JSONDepthScanner.Problem.tooManyValues(let limit, let offset) {
      let size = Format.trimmingZeros(Format.bytes(Double(maximumBytes)))
      throw BaselineError.corrupt(
        path: path,
        detail: "more than \(limit) JSON values (at byte \(offset)); the most read is one value "
          + "per \(bytesPerValue) bytes of the \(size) size limit")
    } catch JSONDepthScanner.Problem.stringTooLong(let limit, let field, let offset) {
      throw BaselineError.corrupt(
        path: path,
        detail: "at \(field): a string longer than \(limit) bytes (from byte \(offset)); a run's "
          + "strings (names, machine fields, reasons, notes, keys) hold at most \(limit)")
    } catch JSONDepthScanner.Problem.numberTooLong(let limit, let field, let offset) {
      throw BaselineError.corrupt(
        path: path,
        detail: "at \(field): a number longer than \(limit) characters (from byte \(offset))")
    } catch JSONDepthScanner.Problem.truncated(let open, let inString) {
      let what = inString ? "inside a string" : "with \(open) unclosed bracket(s)"
      throw BaselineError.corrupt(path: path, detail: "truncated: the JSON ends \(what)")
    } catch JSONDepthScanner.Problem.mismatched(let offset) {
      throw BaselineError.corrupt(path: path, detail: "mismatched bracket at byte \(offset)")
    } catch JSONDepthScanner.Problem.duplicateKey(let key, let offset) {
      throw BaselineError.corrupt(
        path: path, detail: "duplicate key \"\(key)\" at byte \(offset)")
    }
  }

  /// The envelope's header (schema version and kind), naming a field of the wrong type.
  ///
  /// - Throws: ``BaselineError/corrupt(path:detail:)``.
  static func readHeader(_ data: Data, path: String) throws -> ToolOutputHeader {
    do {
      return try JSONDecoder().decodeLocatingErrors(ToolOutputHeader.self, from: data)
    } catch DecodingError.typeMismatch(_, let context) where context.codingPath.isEmpty {
      throw BaselineError.corrupt(path: path, detail: "the top level is not a JSON object")
    } catch DecodingError.typeMismatch(let type, let context) {
      // A header field of the wrong type: name it and what it must be.
      let field = context.codingPath.map(\.stringValue).joined(separator: ".")
      let expected = type == Int.self ? "an integer" : type == String.self ? "a string" : "\(type)"
      throw BaselineError.corrupt(
        path: path,
        detail: "at \(field): must be \(expected)")
    } catch DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty {
      throw BaselineError.corrupt(path: path, detail: syntaxError(in: data))
    } catch {
      throw BaselineError.corrupt(path: path, detail: describe(error))
    }
  }

  /// Where JSON that the decoder refused is malformed: JSONSerialization names the byte
  /// ("Invalid value around character 21."), JSONDecoder does not.
  static func syntaxError(in data: Data) -> String {
    do {
      _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    } catch {
      if let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String {
        return "not valid JSON: \(detail)"
      }
    }
    return "not valid JSON"
  }

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
  }

  /// Describes a decoding error with its coding path ("at results[2].metrics: …").
  static func describe(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return "\(error)" }
    func location(_ path: [any CodingKey]) -> String {
      var text = ""
      for key in path {
        if let index = key.intValue {
          text += "[\(index)]"
        } else {
          text += (text.isEmpty ? "" : ".") + key.stringValue
        }
      }
      return text.isEmpty ? "at the top level" : "at \(text)"
    }
    switch error {
    case .keyNotFound(let key, let context):
      return "\(location(context.codingPath)): missing key \"\(key.stringValue)\""
    case .typeMismatch(let type, let context):
      return "\(location(context.codingPath)): expected \(type); "
        + ControlEscaping.clip(context.debugDescription, limit: 200)
    case .valueNotFound(let type, let context):
      return "\(location(context.codingPath)): expected \(type), found null"
    case .dataCorrupted(let context):
      // The decoder's own sentences can quote the value ("invalid String value …").
      return "\(location(context.codingPath)): "
        + ControlEscaping.clip(context.debugDescription, limit: 200)
    @unknown default:
      return "\(error)"
    }
  }
}
