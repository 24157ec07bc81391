import Strategies

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
