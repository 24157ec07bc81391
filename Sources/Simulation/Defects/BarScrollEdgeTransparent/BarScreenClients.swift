import Strategies

/// An app's bars over scrolling screens, set up as the reports show it (appearances set once,
/// when the bars are created) and through `BarAppearance`.
///
/// The app has four bars, each rendered with its content at the scroll edge and scrolled away:
/// 1. a navigation bar with a standard title and an opaque brand `standardAppearance`;
/// 2. a tab bar tinted with the legacy `barTintColor` (as Xamarin.Forms' tabbed pages are);
/// 3. a large-title navigation bar with the brand `standardAppearance`, designed to be
///    transparent at the top as large-title bars have been since iOS 13;
/// 4. a tab bar with its own, lighter `scrollEdgeAppearance`, set where the API exists (iOS
///    15 and later) and designed to show there.
package enum BarScreenClients {
  /// One of the app's bars.
  package struct Screen: Hashable, Sendable {
    /// The kind of bar.
    package var kind: BarKind
    /// The standard appearance's background, set through the appearance API.
    package var standard: BarBackground?
    /// The legacy `barTintColor`, when the app uses it instead.
    package var legacyTint: String?
    /// The app's own scroll-edge appearance, set from iOS 15 (`if #available(iOS 15, *)`).
    package var ownScrollEdge: BarBackground?

    /// Describes a bar.
    package init(
      kind: BarKind, standard: BarBackground? = nil, legacyTint: String? = nil,
      ownScrollEdge: BarBackground? = nil
    ) {
      self.kind = kind
      self.standard = standard
      self.legacyTint = legacyTint
      self.ownScrollEdge = ownScrollEdge
    }

    /// Whether the app sets the scroll-edge appearance itself on `version`.
    package func setsOwnScrollEdge(on version: PlatformVersion) -> Bool {
      ownScrollEdge != nil && version.number >= VersionNumber(15)
    }
  }

  /// The app's four bars.
  package static let screens: [Screen] = [
    Screen(kind: .navigationBar, standard: .opaque("brand")),
    Screen(kind: .tabBar, legacyTint: "brand"),
    Screen(kind: .largeTitleNavigationBar, standard: .opaque("brand")),
    Screen(kind: .tabBar, standard: .opaque("brand"), ownScrollEdge: .opaque("brand-light")),
  ]

  /// The original app code: each bar's appearances set once, nothing else.
  ///
  /// - Returns: The bars.
  @discardableResult
  package static func runNaive(version: PlatformVersion, session: SimulationSession)
    throws(SimulationError) -> [BarModel]
  {
    try run(version: version, session: session) { _, _ in
      BarAppearancePlan(setsScrollEdgeToStandard: false)
    }
  }

  /// The same app through `BarAppearance`: after configuring each bar, it sets the bar's
  /// `scrollEdgeAppearance` to its `standardAppearance` when the plan says so. A plan that
  /// asks for it on a tab bar where the API does not exist is recorded as
  /// ``GlitchKind/unavailableAPICalled``.
  ///
  /// - Returns: The bars.
  @discardableResult
  package static func runMitigated(
    version: PlatformVersion, appearance: BarAppearance, session: SimulationSession
  ) throws(SimulationError) -> [BarModel] {
    try run(version: version, session: session) { screen, ownSet in
      appearance.scrollEdgePlan(for: screen.kind, appSetsScrollEdgeAppearance: ownSet)
    }
  }

  /// The app with the plans from `plan` (the bar, whether the app set its own scroll-edge
  /// appearance): the primitive's, nothing (naive), or a variant a test checks the scenario
  /// against.
  @discardableResult
  package static func run(
    version: PlatformVersion, session: SimulationSession,
    plan: (Screen, Bool) -> BarAppearancePlan
  ) throws(SimulationError) -> [BarModel] {
    var bars: [BarModel] = []
    for screen in screens {
      let bar = try BarModel(version: version, kind: screen.kind, session: session)
      if let standard = screen.standard { bar.setStandardAppearance(standard) }
      if let tint = screen.legacyTint { bar.setLegacyBarTintColor(tint) }
      let ownSet = screen.setsOwnScrollEdge(on: version)
      if ownSet, let own = screen.ownScrollEdge {
        session.perform { () throws(SimulationError) in try bar.setScrollEdgeAppearance(own) }
      }
      bar.intend(atScrollEdge: designAtScrollEdge(screen, ownSet: ownSet, bar: bar))
      if plan(screen, ownSet).setsScrollEdgeToStandard {
        let standard = bar.standardAppearance
        session.perform { () throws(SimulationError) in
          try bar.setScrollEdgeAppearance(standard)
        }
      }
      bar.render(atScrollEdge: true)
      bar.render(atScrollEdge: false)
      bars.append(bar)
    }
    return bars
  }

  /// What the design wants at the scroll edge: the app's own scroll-edge appearance where it
  /// sets one, transparent for a large-title bar, the standard appearance otherwise.
  static func designAtScrollEdge(_ screen: Screen, ownSet: Bool, bar: BarModel) -> BarBackground {
    if ownSet, let own = screen.ownScrollEdge { return own }
    return screen.kind == .largeTitleNavigationBar ? .transparent : bar.standardAppearance
  }
}
