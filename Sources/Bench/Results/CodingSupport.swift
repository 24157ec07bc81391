import Foundation

/// A coding key with any string value, for keys chosen at run time (the configuration key).
struct AnyCodingKey: CodingKey, Hashable {
  var stringValue: String
  var intValue: Int? { nil }

  init(_ string: String) { stringValue = string }
  init?(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { return nil }
}

extension CodingUserInfoKey {
  /// The JSON key under which cases, comparisons and scaling results carry their configuration.
  static let benchConfigurationKey = CodingUserInfoKey(rawValue: "Bench.configurationKey")!
  /// Whether cases encode their raw samples.
  static let benchIncludeRawSamples = CodingUserInfoKey(rawValue: "Bench.includeRawSamples")!
}

extension Encoder {
  var benchConfigurationKey: AnyCodingKey {
    AnyCodingKey(userInfo[.benchConfigurationKey] as? String ?? "configuration")
  }
}

extension Decoder {
  var benchConfigurationKey: AnyCodingKey {
    AnyCodingKey(userInfo[.benchConfigurationKey] as? String ?? "configuration")
  }
}

extension KeyedEncodingContainer where K == AnyCodingKey {
  /// Encodes a value, or an explicit `null` when it is `nil`.
  mutating func encodeOrNull<T: Encodable>(_ value: T?, forKey key: String) throws {
    if let value {
      try encode(value, forKey: AnyCodingKey(key))
    } else {
      try encodeNil(forKey: AnyCodingKey(key))
    }
  }
}

extension KeyedDecodingContainer where K == AnyCodingKey {
  func decode<T: Decodable>(_ key: String, as type: T.Type = T.self) throws -> T {
    try decode(T.self, forKey: AnyCodingKey(key))
  }

  func decodeIfPresent<T: Decodable>(_ key: String, as type: T.Type = T.self) throws -> T? {
    try decodeIfPresent(T.self, forKey: AnyCodingKey(key))
  }
}
