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
public enum GlitchKind: String, CaseIterable, Hashable, Sendable, Codable, Comparable,
  CustomStringConvertible
{
  /// A push the app did not ask to be unanimated rendered without animation, after the stack
  /// was emptied without an explicit animation.
  case pushNotAnimatedAfterPopToRoot
  /// A list painted its own background over the custom background behind it.
  case customBackgroundNotShown
  /// Rows shown or hidden in one animated update slid sideways instead of fading.
  case rowsSlidSideways
  /// A row-visibility change the app made never reached the screen.
  case rowToggleDropped
  /// A view ended a transition with a frame different from (larger than) its container.
  case viewLargerThanContainer
  /// The outgoing view of a state change left by the edge of the other direction.
  case outgoingViewLeftByWrongEdge
  /// The incoming view of a state change entered from the edge of the other direction.
  case incomingViewEnteredFromWrongEdge
  /// A sheet the app asked for was never presented.
  case sheetDidNotPresent
  /// A text field inside a sheet rendered bold without asking for it.
  case textFieldFontBold
  /// A list's content sat lower than its top by a section header's height.
  case listOffsetByHeader
  /// The app called an API that does not exist on the simulated version.
  case unavailableAPICalled
  /// The app performed an operation the model refused (a row the list does not have).
  case invalidOperation

  /// Orders kinds by declaration.
  public static func < (lhs: GlitchKind, rhs: GlitchKind) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }

  /// The raw value.
  public var description: String { rawValue }

  /// What the user would see, in a few words.
  public var summary: String {
    switch self {
    case .pushNotAnimatedAfterPopToRoot: "push not animated after pop to root"
    case .customBackgroundNotShown: "custom list background not shown"
    case .rowsSlidSideways: "rows slid sideways"
    case .rowToggleDropped: "row toggle dropped"
    case .viewLargerThanContainer: "view larger than its container"
    case .outgoingViewLeftByWrongEdge: "outgoing view left by the wrong edge"
    case .incomingViewEnteredFromWrongEdge: "incoming view entered from the wrong edge"
    case .sheetDidNotPresent: "sheet did not present"
    case .textFieldFontBold: "text field font bold"
    case .listOffsetByHeader: "list offset by a header's height"
    case .unavailableAPICalled: "unavailable API called"
    case .invalidOperation: "invalid operation"
    }
  }
}
