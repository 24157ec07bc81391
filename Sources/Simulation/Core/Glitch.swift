import Strategies

/// One symptom observed by a glitch detector: what, when on the virtual clock, and the details.
public struct Glitch: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The symptom.
  public let kind: GlitchKind
  /// The virtual time, in seconds, at which it was detected.
  public let time: Double
  /// What exactly was observed (depths, edges, frames).
  public let detail: String

  /// Creates a glitch.
  public init(kind: GlitchKind, time: Double, detail: String) {
    self.kind = kind
    self.time = time
    self.detail = detail
  }

  /// `[1.000s] pushNotAnimatedAfterPopToRoot: push 0→1 rendered without animation`.
  public var description: String {
    "[\(Self.format(time))s] \(kind): \(detail)"
  }

  /// Formats a time with three decimals, without Foundation.
  static func format(_ seconds: Double) -> String {
    let millis = Int((seconds * 1000).rounded())
    let whole = millis / 1000
    let fraction = String(millis % 1000)
    return "\(whole)." + String(repeating: "0", count: 3 - fraction.count) + fraction
  }
}
