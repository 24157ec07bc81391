import Strategies

extension ListModel {
  /// The padding, in points, the model gives a table's `automaticDimension` above each section
  /// header from iOS 15 (the model's figure; the sources give no number).
  public static let automaticSectionHeaderTopPadding = 22.0

  /// Sets `sectionHeaderTopPadding`: on the table itself for a UIKit table, through
  /// `UITableView.appearance()` for a SwiftUI `List`.
  ///
  /// A List built on a collection view (iOS 16 and later) has no table for the appearance to
  /// reach: the call changes nothing, and is reported as
  /// ``GlitchKind/sectionHeaderPaddingSetWithoutTable`` (over-mitigation: dead code).
  ///
  /// - Throws: ``SimulationError/notApplicable(reason:)`` below iOS 15, where the property
  ///   does not exist (an app cannot set it there; a plan must not ask for it).
  public func setSectionHeaderTopPadding(_ points: Double) throws(SimulationError) {
    try version.require("UITableView.sectionHeaderTopPadding", from: 15)
    session.countOperation()
    guard backing == .tableView else {
      session.record(
        .sectionHeaderPaddingSetWithoutTable,
        "UITableView.appearance().sectionHeaderTopPadding set for a List built on a collection "
          + "view: no table to reach (\(version))")
      return
    }
    sectionHeaderTopPadding = points
  }

  /// The padding shown above each section header, in points.
  ///
  /// From iOS 15 a table pads each header of a plain-style list by its `sectionHeaderTopPadding`
  /// (``automaticSectionHeaderTopPadding`` until the app sets it). Below 15, in the grouped
  /// style (the model's assumption: its spacing between sections is unchanged), without
  /// headers, and on a collection-backed List, nothing.
  public var sectionHeaderTopPaddingShown: Double {
    guard backing == .tableView, version.major >= 15, layout.style == .plain,
      layout.hasSectionHeaders
    else { return 0 }
    return sectionHeaderTopPadding ?? Self.automaticSectionHeaderTopPadding
  }

  /// Lays the section headers out and reports ``GlitchKind/sectionHeadersPadded`` when padding
  /// shows above them (the design is the iOS 14 layout, with none).
  ///
  /// - Returns: The padding above each header.
  @discardableResult
  public func renderSectionHeaders() -> Double {
    session.countOperation()
    let padding = sectionHeaderTopPaddingShown
    if padding != 0 {
      let headers = layout.sections.filter(\.hasHeader).count
      session.record(
        .sectionHeadersPadded,
        "\(padding) pt above each of \(headers) section header(s) of the "
          + "\(isUIKitTable ? "UIKit table" : "\(backing)-backed List") (\(layout.style), "
          + "\(version))")
    }
    return padding
  }
}
