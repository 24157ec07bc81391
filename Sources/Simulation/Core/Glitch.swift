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

  /// Formats a time with three decimals, without Foundation; total over every `Double`
  /// (negative, NaN, infinite and huge times print as Swift prints them rather than trap).
  static func format(_ seconds: Double) -> String {
    let scaled = (seconds * 1000).rounded()
    guard let millis = Int(exactly: scaled), millis.magnitude < 1 << 52 else {
      return "\(seconds)"
    }
    let sign = millis < 0 ? "-" : ""
    let fraction = String(millis.magnitude % 1000)
    return "\(sign)\(millis.magnitude / 1000)." + String(repeating: "0", count: 3 - fraction.count)
      + fraction
  }
}

/// A symptom a glitch detector can observe; the raw value is stable and appears in reports.
///
/// The built-in kinds are static members. A plug-in that brings its own
/// ``DefectScenario`` declares its own kinds the same way, with an identifier it owns:
///
/// ```swift
/// extension GlitchKind {
///   static let flatPush = GlitchKind("com.example.flat-push", summary: "push rendered flat")
/// }
/// ```
///
/// Kinds are either symptoms of a defect or **over-mitigation**: something the app intended
/// and did not get because a plan did more than the defect needs (``isOverMitigation``).
public struct GlitchKind: RawRepresentable, Hashable, Sendable, Codable, Comparable,
  CustomStringConvertible
{
  /// The stable identifier.
  public let rawValue: String
  /// What the user would see, in a few words.
  public let summary: String
  /// Whether the kind reports something the app intended and did not get (a lost animation,
  /// a needless delay, a changed curve or weight) rather than a defect's symptom.
  public let isOverMitigation: Bool

  /// The kind with identifier `rawValue`: a built-in kind's summary when it names one,
  /// otherwise the identifier itself as the summary.
  public init(rawValue: String) {
    if let known = Self.builtIn.first(where: { $0.rawValue == rawValue }) {
      self = known
    } else {
      self.init(rawValue, summary: rawValue, isOverMitigation: false)
    }
  }

  /// Declares a kind.
  ///
  /// - Parameters:
  ///   - rawValue: The stable identifier; a plug-in prefixes it with its own domain.
  ///   - summary: What the user would see, in a few words.
  ///   - isOverMitigation: Whether it reports something intended and not obtained.
  public init(_ rawValue: String, summary: String, isOverMitigation: Bool = false) {
    self.rawValue = rawValue
    self.summary = summary
    self.isOverMitigation = isOverMitigation
  }

  /// Kinds are equal when their identifiers are.
  public static func == (lhs: GlitchKind, rhs: GlitchKind) -> Bool { lhs.rawValue == rhs.rawValue }

  /// Hashes the identifier.
  public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

  /// Orders built-in kinds as ``builtIn`` lists them, then every other kind by identifier.
  public static func < (lhs: GlitchKind, rhs: GlitchKind) -> Bool {
    let count = builtIn.count
    let left = builtIn.firstIndex(of: lhs) ?? count
    let right = builtIn.firstIndex(of: rhs) ?? count
    return left != right ? left < right : lhs.rawValue < rhs.rawValue
  }

  /// The raw value.
  public var description: String { rawValue }

  /// Decodes the identifier (a single string).
  public init(from decoder: any Decoder) throws {
    self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
  }

  /// Encodes the identifier as a single string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  // MARK: Kinds any defect may record

  /// The app called an API that does not exist on the simulated version.
  public static let unavailableAPICalled = GlitchKind(
    "unavailableAPICalled", summary: "unavailable API called")
  /// The app performed an operation the model refused (a row the list does not have).
  public static let invalidOperation = GlitchKind(
    "invalidOperation", summary: "invalid operation")

  // MARK: Over-mitigation any fix may cause

  /// A change the app meant to animate rendered without a visible animation (none, or a
  /// zero-duration one) where the defect does not require it.
  public static let intendedAnimationLost = GlitchKind(
    "intendedAnimationLost", summary: "intended animation lost", isOverMitigation: true)
  /// A change rendered with another animation (curve or duration) than the app intended.
  public static let animationChanged = GlitchKind(
    "animationChanged", summary: "animation changed", isOverMitigation: true)
  /// A change reached the screen later than the fix needs (more than one frame after the
  /// tap, or deferred where nothing needs deferring).
  public static let updateDelayed = GlitchKind(
    "updateDelayed", summary: "update delayed", isOverMitigation: true)
  /// A state of the app's (edit mode) was given up although this version did not need it.
  public static let intendedStateLost = GlitchKind(
    "intendedStateLost", summary: "intended state lost", isOverMitigation: true)

  /// The kinds no one defect owns: a call or operation the models refused, over-mitigation
  /// any fix may cause, and a strategy active where its defect cannot occur. Each built-in
  /// defect declares its own kinds in its home and lists them in its scenario's
  /// ``DefectScenario/detects``.
  static let shared: [GlitchKind] = [
    .unavailableAPICalled, .invalidOperation, .intendedAnimationLost, .animationChanged,
    .updateDelayed, .intendedStateLost, .activeWhereDefectCannotOccur,
  ]

  /// Every built-in kind, each once: the shared kinds, then the kinds each built-in defect's
  /// scenario detects, in the order of the defects and of each scenario's list.
  public static let builtIn: [GlitchKind] = {
    var kinds = shared
    for defect in SimulatedDefect.all {
      for kind in defect.scenario.detects where !kinds.contains(kind) { kinds.append(kind) }
    }
    return kinds
  }()
}
