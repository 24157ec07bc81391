import Strategies

/// The background a bar shows.
public enum BarBackground: Hashable, Sendable, Codable, CustomStringConvertible {
  /// An opaque background of a named colour (`backgroundColor`, or the legacy `barTintColor`).
  case opaque(String)
  /// The system's default translucent material (`configureWithDefaultBackground()`).
  case systemMaterial
  /// No background: the content under the bar shows through.
  case transparent

  /// `opaque(brand)`, `systemMaterial`, `transparent`.
  public var description: String {
    switch self {
    case .opaque(let colour): "opaque(\(colour))"
    case .systemMaterial: "systemMaterial"
    case .transparent: "transparent"
    }
  }
}

/// A headless `UINavigationBar` or `UITabBar` managed by its controller over a scroll view,
/// whose background is chosen per scroll position from the appearances the app set.
///
/// ## Which appearance shows
/// While the content is scrolled away from the bar's edge the bar shows its
/// ``standardAppearance``. While the content reaches that edge (the top for a navigation bar,
/// the bottom for a tab bar; a screen too short to scroll is always there) a bar that uses the
/// scroll-edge appearance shows ``scrollEdgeAppearance``; `nil` there means the standard
/// appearance with a transparent background. Which bars use it depends on the version:
/// - below iOS 15, only a navigation bar showing a large title (a tab bar has no
///   scroll-edge appearance at all: `UITabBar.scrollEdgeAppearance` does not exist);
/// - from iOS 15, every navigation bar and every tab bar.
///
/// The legacy `barTintColor` is the standard appearance's opaque background (the model's
/// assumption: UIKit applies legacy customisation to the standard appearance, which is why it
/// kept working when scrolled).
///
/// ## Intent (over-mitigation)
/// A client declares the background its design wants at the scroll edge with
/// ``intend(atScrollEdge:)``; ``render(atScrollEdge:)`` judges what shows against it (scrolled
/// away, the design is the standard appearance).
public final class BarModel {
  /// The simulated OS version.
  public let version: PlatformVersion
  /// The kind of bar.
  public let kind: BarKind
  let session: SimulationSession
  /// The standard appearance's background (the system material until the app sets one).
  public private(set) var standardAppearance: BarBackground = .systemMaterial
  /// The scroll-edge appearance's background, `nil` until the app sets one.
  public private(set) var scrollEdgeAppearance: BarBackground?
  /// What the app's design wants at the scroll edge (`nil`: the standard appearance).
  private var intendedAtEdge: BarBackground?

  /// Creates a bar.
  ///
  /// - Throws: ``SimulationError/notApplicable(reason:)`` below iOS 13, where the appearance
  ///   API (`UINavigationBarAppearance`, `UITabBarAppearance`) does not exist, and on platforms
  ///   other than iOS and iPadOS.
  public init(version: PlatformVersion, kind: BarKind, session: SimulationSession)
    throws(SimulationError)
  {
    try version.require(
      kind == .tabBar ? "UITabBarAppearance" : "UINavigationBarAppearance", from: 13)
    self.version = version
    self.kind = kind
    self.session = session
  }

  /// Sets `standardAppearance` to one with `background`.
  public func setStandardAppearance(_ background: BarBackground) {
    session.countOperation()
    standardAppearance = background
  }

  /// Sets the legacy `barTintColor`: the standard appearance's background becomes that
  /// opaque colour.
  public func setLegacyBarTintColor(_ colour: String) {
    session.countOperation()
    standardAppearance = .opaque(colour)
  }

  /// Sets `scrollEdgeAppearance` to one with `background`.
  ///
  /// - Throws: ``SimulationError/notApplicable(reason:)`` for a tab bar below iOS 15, where
  ///   `UITabBar.scrollEdgeAppearance` does not exist (an app cannot set it there; a plan must
  ///   not ask for it).
  public func setScrollEdgeAppearance(_ background: BarBackground) throws(SimulationError) {
    if kind == .tabBar { try version.require("UITabBar.scrollEdgeAppearance", from: 15) }
    session.countOperation()
    scrollEdgeAppearance = background
  }

  /// Declares the background the app's design wants while the content is at the scroll edge.
  public func intend(atScrollEdge background: BarBackground) {
    intendedAtEdge = background
  }

  /// Whether the bar switches to its scroll-edge appearance at the scroll edge on this
  /// version.
  package var usesScrollEdgeAppearance: Bool {
    switch kind {
    case .largeTitleNavigationBar: true
    case .navigationBar, .tabBar: version.major >= 15
    }
  }

  /// The background shown with the content at the scroll edge or scrolled away from it.
  public func background(atScrollEdge: Bool) -> BarBackground {
    guard atScrollEdge, usesScrollEdgeAppearance else { return standardAppearance }
    return scrollEdgeAppearance ?? .transparent
  }

  /// Renders the bar with the content at the scroll edge or away from it, and reports
  /// ``GlitchKind/barTransparentAtScrollEdge`` when it shows through although the design wants
  /// a background, and ``GlitchKind/barScrollEdgeAppearanceLost`` (over-mitigation) when it
  /// shows another background than the design's otherwise (a transparent edge made opaque,
  /// the app's own scroll-edge appearance replaced).
  ///
  /// - Returns: The background shown.
  @discardableResult
  public func render(atScrollEdge: Bool) -> BarBackground {
    session.countOperation()
    let shown = background(atScrollEdge: atScrollEdge)
    let intended = atScrollEdge ? intendedAtEdge ?? standardAppearance : standardAppearance
    let position = atScrollEdge ? "at the scroll edge" : "scrolled"
    if shown == .transparent, intended != .transparent {
      session.record(
        .barTransparentAtScrollEdge,
        "the \(kind) showed through \(position), designed \(intended) (standard "
          + "\(standardAppearance), scroll edge \(scrollEdgeAppearance.map(\.description) ?? "nil"), "
          + "\(version))")
    } else if shown != intended {
      session.record(
        .barScrollEdgeAppearanceLost,
        "the \(kind) showed \(shown) \(position), designed \(intended) (\(version))")
    }
    return shown
  }
}
