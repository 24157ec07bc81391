import Strategies

/// What shows behind a list's rows.
public enum ListBackgroundLayer: String, Hashable, Sendable, Codable {
  /// The app's custom background.
  case custom
  /// The system's grouped background colour (`systemGroupedBackground`).
  case systemGrouped
  /// The system's plain background colour (`systemBackground`).
  case systemPlain
  /// Nothing: the scroll-content background is hidden and the app placed no background behind
  /// the list, so the window shows through.
  case none
}

extension ListModel {
  /// Places (or removes) the app's custom background behind the list (`.background(...)`).
  public func setCustomBackground(_ present: Bool) {
    session.countOperation()
    customBackground = present
  }

  /// Applies `scrollContentBackground(.hidden)`.
  ///
  /// - Throws: ``SimulationError/notApplicable(reason:)`` below iOS 16, where the modifier does
  ///   not exist (an app cannot call it there; a plan must not ask for it).
  public func hideScrollContentBackground() throws(SimulationError) {
    try version.require("scrollContentBackground(_:)", from: 16)
    session.countOperation()
    scrollContentBackgroundHidden = true
  }

  /// Whether `scrollContentBackground(.hidden)` has been applied.
  public var hidesScrollContentBackground: Bool { scrollContentBackgroundHidden }

  /// The layer that shows behind the rows, from top-most down.
  ///
  /// The table-backed list (below 16) leaves its background clear when the app places one
  /// behind it; the collection-backed list (16 and later) paints its opaque scroll-content
  /// background over whatever is behind it unless that background is hidden; hidden with no
  /// custom background behind it, nothing is painted.
  public var visibleBackground: ListBackgroundLayer {
    let system: ListBackgroundLayer = layout.style == .grouped ? .systemGrouped : .systemPlain
    guard customBackground else {
      return backing == .collectionView && scrollContentBackgroundHidden ? .none : system
    }
    switch backing {
    case .tableView: return .custom
    case .collectionView: return scrollContentBackgroundHidden ? .custom : system
    }
  }

  /// Renders the background and reports ``GlitchKind/customBackgroundNotShown`` when the app
  /// placed a custom background and something else shows, and
  /// ``GlitchKind/listBackgroundLost`` (over-mitigation) when the app placed none and the
  /// system background was hidden anyway.
  ///
  /// - Returns: The visible layer.
  @discardableResult
  public func renderBackground() -> ListBackgroundLayer {
    let shown = visibleBackground
    if customBackground, shown != .custom {
      session.record(
        .customBackgroundNotShown,
        "the \(backing)-backed \(layout.style) list painted \(shown) over the custom background "
          + "(\(version), scrollContentBackground not hidden)")
    }
    if !customBackground, shown == .none {
      session.record(
        .listBackgroundLost,
        "the \(backing)-backed \(layout.style) list hid its scroll-content background with no "
          + "custom background behind it: the window shows through (\(version))")
    }
    return shown
  }
}

extension ListModel {
  /// Where the list's first content (its first header or row) starts below the list's top, in
  /// points, as the version lays it out.
  ///
  /// iOS 14.x's table-backed list with section headers insets its content by one header
  /// height; every other version starts at 0. No known modifier removes the inset.
  public var contentTopOffset: Double {
    guard backing == .tableView, version.major == 14, layout.hasSectionHeaders else { return 0 }
    return layout.headerHeight
  }

  /// Lays the list out and reports ``GlitchKind/listOffsetByHeader`` when its content does not
  /// start at the top.
  ///
  /// - Returns: The content's top offset.
  @discardableResult
  public func renderLayout() -> Double {
    session.countOperation()
    let offset = contentTopOffset
    if offset != 0 {
      session.record(
        .listOffsetByHeader,
        "content starts \(offset) pt below the list's top (header height "
          + "\(layout.headerHeight) pt, \(layout.sections.count) section(s), \(version))")
    }
    return offset
  }
}
