import Foundation

extension JSONDecoder {
  /// Decodes like `decode(_:from:)`, but names the field when Foundation cannot.
  ///
  /// For a value of syntactically valid JSON that does not fit its type (`10.5` or `1e20` for an
  /// `Int`, `-1` for a `UInt64`) or a string holding an unpaired surrogate escape (`"\ud800"`),
  /// Foundation's decoder reports only "The given data was not valid JSON", at the top level.
  /// Then the data is decoded again through a ``LocatingDecoder``, which catches the error where
  /// it is raised and reports it as `DecodingError.dataCorrupted` with the field's coding path
  /// ("10.5 is not a whole number in range …"). The first decoding is the fast path; only a
  /// failing one is decoded twice.
  ///
  /// - Throws: `DecodingError`.
  func decodeLocatingErrors<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
    do {
      return try decode(T.self, from: data)
    } catch DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty {
      do {
        return try decode(Located<T>.self, from: data).value
      } catch let error as DecodingError {
        if case .dataCorrupted(let again) = error, again.codingPath.isEmpty {
          throw DecodingError.dataCorrupted(context)
        }
        throw error
      }
    }
  }
}

/// A value decoded through a ``LocatingDecoder``.
private struct Located<Value: Decodable>: Decodable {
  var value: Value

  init(from decoder: any Decoder) throws {
    value = try Value(from: LocatingDecoder(base: decoder))
  }
}

/// A decoder that forwards to another and turns the errors it raises that are not
/// `DecodingError`s (Foundation's internal JSON errors, which its decoder reports without a
/// path) into `DecodingError.dataCorrupted` at the coding path of the value being decoded.
///
/// Nested values are decoded through `superDecoder`, so that their fields are located too;
/// `Date`, `Data` and `URL` would lose the decoder's strategies that way (the run model holds
/// none).
struct LocatingDecoder: Decoder {
  var base: any Decoder

  var codingPath: [any CodingKey] { base.codingPath }
  var userInfo: [CodingUserInfoKey: Any] { base.userInfo }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    KeyedDecodingContainer(KeyedContainer(base: try base.container(keyedBy: type)))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    UnkeyedContainer(base: try base.unkeyedContainer())
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    SingleValueContainer(base: try base.singleValueContainer())
  }

  /// Runs `body`, reporting an error other than a `DecodingError` at `path`.
  static func locating<T>(
    _ path: @autoclosure () -> [any CodingKey], _ type: Any.Type, _ body: () throws -> T
  ) throws -> T {
    do {
      return try body()
    } catch let error as DecodingError {
      throw error
    } catch {
      throw DecodingError.dataCorrupted(
        .init(codingPath: path(), debugDescription: describe(error, type), underlyingError: error))
    }
  }

  /// A sentence for one of Foundation's internal JSON errors, found by reflection (the type is
  /// not public): a number out of range for `type`, an unpaired surrogate, or the error's case
  /// name in words, with its line and column when it has them.
  static func describe(_ error: any Error, _ type: Any.Type) -> String {
    let mirror = Mirror(reflecting: error)
    guard mirror.displayStyle == .enum, let child = mirror.children.first,
      let name = child.label
    else { return "\(error)" }
    if name == "numberIsNotRepresentableInSwift" {
      let parsed = strings(in: child.value).first.map { ControlEscaping.clip($0) } ?? "the number"
      if let integer = type as? any FixedWidthInteger.Type {
        return "\(parsed) is not a whole number in range (\(range(of: integer)))"
      }
      return "\(parsed) is not a number in range of \(type)"
    }
    var text =
      name.lowercased().contains("surrogate")
      ? "an unpaired UTF-16 surrogate escape (\\uD800 to \\uDFFF) is not a character"
      : words(name)
    if let (line, column) = location(in: child.value) {
      text += " (line \(line), column \(column))"
    }
    return text
  }

  private static func range<Integer: FixedWidthInteger>(of type: Integer.Type) -> String {
    "\(type): \(Integer.min)...\(Integer.max)"
  }

  /// The strings among a value's reflected children (itself, if it is one).
  private static func strings(in value: Any) -> [String] {
    if let text = value as? String { return [text] }
    return Mirror(reflecting: value).children.compactMap { $0.value as? String }
  }

  /// The line and column of a reflected source location among a value's children.
  private static func location(in value: Any) -> (Int, Int)? {
    for candidate in [value] + Mirror(reflecting: value).children.map(\.value) {
      let fields = Dictionary(
        Mirror(reflecting: candidate).children.compactMap { child in
          child.label.flatMap { label in (child.value as? Int).map { (label, $0) } }
        }, uniquingKeysWith: { first, _ in first })
      if let line = fields["line"], let column = fields["column"] { return (line, column) }
    }
    return nil
  }

  /// `camelCaseName` as `camel case name`.
  private static func words(_ name: String) -> String {
    var text = ""
    for character in name {
      if character.isUppercase, !text.isEmpty { text += " " }
      text += character.lowercased()
    }
    return text
  }

  private struct IndexKey: CodingKey {
    var intValue: Int?
    var stringValue: String { "Index \(intValue ?? 0)" }
    init(_ index: Int) { intValue = index }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { self.intValue = intValue }
  }

  private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    var base: KeyedDecodingContainer<Key>

    var codingPath: [any CodingKey] { base.codingPath }
    var allKeys: [Key] { base.allKeys }

    func contains(_ key: Key) -> Bool { base.contains(key) }

    private func at<T>(_ key: Key, _ type: T.Type, _ body: () throws -> T) throws -> T {
      try LocatingDecoder.locating(codingPath + [key], type, body)
    }

    func decodeNil(forKey key: Key) throws -> Bool {
      try at(key, Bool.self) { try base.decodeNil(forKey: key) }
    }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
      try at(key, type) { try base.decode(type, forKey: key) }
    }
    func decode(_ type: String.Type, forKey key: Key) throws -> String {
      try at(key, type) { try base.decode(type, forKey: key) }
    }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
      try at(key, type) { try base.decode(type, forKey: key) }
    }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
      try at(key, type) { try base.decode(type, forKey: key) }
    }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
      try at(key, type) { try base.decode(type, forKey: key) }
    }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
      try at(key, type) { try base.decode(type, forKey: key) }
    }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
      try at(key, type) { try base.decode(type, forKey: key) }
    }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
      try at(key, type) { try base.decode(type, forKey: key) }
    }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
      try at(key, type) { try base.decode(type, forKey: key) }
    }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
      try at(key, type) { try base.decode(type, forKey: key) }
    }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
      try at(key, type) { try base.decode(type, forKey: key) }
    }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
      try at(key, type) { try base.decode(type, forKey: key) }
    }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
      try at(key, type) { try base.decode(type, forKey: key) }
    }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
      try at(key, type) { try base.decode(type, forKey: key) }
    }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
      // A missing key keeps the decoder's own error ("missing key").
      guard base.contains(key) else { return try base.decode(type, forKey: key) }
      return try at(key, type) {
        try T(from: LocatingDecoder(base: base.superDecoder(forKey: key)))
      }
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key)
      throws -> KeyedDecodingContainer<NestedKey>
    {
      KeyedDecodingContainer(
        KeyedContainer<NestedKey>(base: try base.nestedContainer(keyedBy: type, forKey: key)))
    }
    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
      UnkeyedContainer(base: try base.nestedUnkeyedContainer(forKey: key))
    }
    func superDecoder() throws -> any Decoder {
      LocatingDecoder(base: try base.superDecoder())
    }
    func superDecoder(forKey key: Key) throws -> any Decoder {
      LocatingDecoder(base: try base.superDecoder(forKey: key))
    }
  }

  private struct UnkeyedContainer: UnkeyedDecodingContainer {
    var base: any UnkeyedDecodingContainer

    var codingPath: [any CodingKey] { base.codingPath }
    var count: Int? { base.count }
    var isAtEnd: Bool { base.isAtEnd }
    var currentIndex: Int { base.currentIndex }

    private mutating func next<T>(
      _ type: T.Type, _ body: (inout any UnkeyedDecodingContainer) throws -> T
    )
      throws -> T
    {
      let path = codingPath + [IndexKey(currentIndex)]
      return try LocatingDecoder.locating(path, type) { try body(&base) }
    }

    mutating func decodeNil() throws -> Bool { try next(Bool.self) { try $0.decodeNil() } }
    mutating func decode(_ type: Bool.Type) throws -> Bool {
      try next(type) { try $0.decode(type) }
    }
    mutating func decode(_ type: String.Type) throws -> String {
      try next(type) { try $0.decode(type) }
    }
    mutating func decode(_ type: Double.Type) throws -> Double {
      try next(type) { try $0.decode(type) }
    }
    mutating func decode(_ type: Float.Type) throws -> Float {
      try next(type) { try $0.decode(type) }
    }
    mutating func decode(_ type: Int.Type) throws -> Int { try next(type) { try $0.decode(type) } }
    mutating func decode(_ type: Int8.Type) throws -> Int8 {
      try next(type) { try $0.decode(type) }
    }
    mutating func decode(_ type: Int16.Type) throws -> Int16 {
      try next(type) { try $0.decode(type) }
    }
    mutating func decode(_ type: Int32.Type) throws -> Int32 {
      try next(type) { try $0.decode(type) }
    }
    mutating func decode(_ type: Int64.Type) throws -> Int64 {
      try next(type) { try $0.decode(type) }
    }
    mutating func decode(_ type: UInt.Type) throws -> UInt {
      try next(type) { try $0.decode(type) }
    }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 {
      try next(type) { try $0.decode(type) }
    }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 {
      try next(type) { try $0.decode(type) }
    }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 {
      try next(type) { try $0.decode(type) }
    }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 {
      try next(type) { try $0.decode(type) }
    }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
      try next(type) { try T(from: LocatingDecoder(base: $0.superDecoder())) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type)
      throws -> KeyedDecodingContainer<NestedKey>
    {
      KeyedDecodingContainer(
        KeyedContainer<NestedKey>(base: try base.nestedContainer(keyedBy: type)))
    }
    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
      UnkeyedContainer(base: try base.nestedUnkeyedContainer())
    }
    mutating func superDecoder() throws -> any Decoder {
      LocatingDecoder(base: try base.superDecoder())
    }
  }

  private struct SingleValueContainer: SingleValueDecodingContainer {
    var base: any SingleValueDecodingContainer

    var codingPath: [any CodingKey] { base.codingPath }

    private func here<T>(_ type: T.Type, _ body: () throws -> T) throws -> T {
      try LocatingDecoder.locating(codingPath, type, body)
    }

    func decodeNil() -> Bool { base.decodeNil() }
    func decode(_ type: Bool.Type) throws -> Bool { try here(type) { try base.decode(type) } }
    func decode(_ type: String.Type) throws -> String { try here(type) { try base.decode(type) } }
    func decode(_ type: Double.Type) throws -> Double { try here(type) { try base.decode(type) } }
    func decode(_ type: Float.Type) throws -> Float { try here(type) { try base.decode(type) } }
    func decode(_ type: Int.Type) throws -> Int { try here(type) { try base.decode(type) } }
    func decode(_ type: Int8.Type) throws -> Int8 { try here(type) { try base.decode(type) } }
    func decode(_ type: Int16.Type) throws -> Int16 { try here(type) { try base.decode(type) } }
    func decode(_ type: Int32.Type) throws -> Int32 { try here(type) { try base.decode(type) } }
    func decode(_ type: Int64.Type) throws -> Int64 { try here(type) { try base.decode(type) } }
    func decode(_ type: UInt.Type) throws -> UInt { try here(type) { try base.decode(type) } }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try here(type) { try base.decode(type) } }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try here(type) { try base.decode(type) } }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try here(type) { try base.decode(type) } }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try here(type) { try base.decode(type) } }
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
      try here(type) { try base.decode(type) }
    }
  }
}
