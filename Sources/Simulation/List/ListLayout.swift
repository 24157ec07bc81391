import Strategies

/// The structure of a simulated `List`: its sections, their headers, and each row slot's
/// initial visibility.
///
/// Rows are addressed by slot (`RowID`): a row hidden by an `if` keeps its slot, so two rows
/// that swap visibility in neighbouring slots are adjacent.
public struct ListLayout: Hashable, Sendable {
  /// One section.
  public struct Section: Hashable, Sendable {
    /// Whether the section has a header.
    public var hasHeader: Bool
    /// Each slot's initial visibility.
    public var rows: [Bool]

    /// Creates a section.
    public init(hasHeader: Bool, rows: [Bool]) {
      self.hasHeader = hasHeader
      self.rows = rows
    }
  }

  /// The list style.
  public enum Style: String, Hashable, Sendable, Codable {
    /// `.listStyle(.plain)`.
    case plain
    /// `.listStyle(.grouped)`.
    case grouped
  }

  /// The sections, in order.
  public var sections: [Section]
  /// The style.
  public var style: Style
  /// The height of a section header, in points.
  public var headerHeight: Double

  /// Creates a layout.
  public init(sections: [Section], style: Style = .grouped, headerHeight: Double = 28) {
    self.sections = sections
    self.style = style
    self.headerHeight = headerHeight
  }

  /// Whether any section has a header.
  public var hasSectionHeaders: Bool { sections.contains(where: \.hasHeader) }

  /// Whether the first section has a header.
  public var firstSectionHasHeader: Bool { sections.first?.hasHeader ?? false }

  /// The layout of the seed's timer editor (seed 001), shaped by `traits`.
  ///
  /// Section 0 holds the time row (always shown), the picker row (shown) and the stepper row
  /// (hidden): slots 0, 1 and 2. With `ContextTrait.listHasMultipleSections` a second section with
  /// one row follows. With `ContextTrait.listHasSectionHeaders` the sections after the first
  /// have headers, and so does the first when it is the only one; with several sections the
  /// first has a header only with `ContextTrait.listFirstSectionHasHeader`. The style is
  /// grouped with `ContextTrait.listStyleGrouped`.
  package static func timerEditor(traits: Set<ContextTrait>) -> ListLayout {
    let everyHeader = traits.contains(.listHasSectionHeaders)
    let multiple = traits.contains(.listHasMultipleSections)
    var sections = [
      Section(
        hasHeader: traits.contains(.listFirstSectionHasHeader) || (everyHeader && !multiple),
        rows: [true, true, false])
    ]
    if multiple {
      sections.append(Section(hasHeader: everyHeader, rows: [true]))
    }
    return ListLayout(
      sections: sections, style: traits.contains(.listStyleGrouped) ? .grouped : .plain)
  }

  /// Whether the layout has a slot for `row`.
  public func contains(_ row: RowID) -> Bool {
    sections.indices.contains(row.section) && sections[row.section].rows.indices.contains(row.row)
  }

  /// The timer editor's time row.
  package static let timeRow = RowID(section: 0, row: 0)
  /// The timer editor's picker row (shown at first).
  package static let pickerRow = RowID(section: 0, row: 1)
  /// The timer editor's stepper row (hidden at first).
  package static let stepperRow = RowID(section: 0, row: 2)
}
