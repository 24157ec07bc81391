import Strategies

extension SimulationMatrix {
  /// The legend printed under ``renderTable(_:)``.
  package static let tableLegend = [
    "n→m  glitches naive (the original app code) → with strategies",
    "–    not applicable: the container or API does not exist on that version",
    "†    unmitigated: no strategy is known, glitches with strategies are expected",
    "!    failure: the defect has a strategy and still glitched with strategies",
    "≠    model drift: the naive code's glitches disagree with the catalogue (none where the "
      + "defect is catalogued, or some where it is not)",
    "+k   of the glitches with strategies, k are over-mitigation (an intended animation, delay, "
      + "weight or state lost)",
  ]

  /// Renders outcomes as a defect × version table with cells like `1→0`, `–` where not
  /// applicable, followed by the legend, the not-applicable reasons and a one-line verdict.
  ///
  /// Rows and columns follow the order in which defects and versions first appear.
  public static func renderTable(_ outcomes: [ScenarioOutcome]) -> String {
    // Cells of apps built with each version's own SDK, then, where the run has them too, those
    // built with another (an older SDK, `--sdk`): a table each, one legend and verdict for all.
    let own = outcomes.filter { $0.sdk == nil }
    let linked = outcomes.filter { $0.sdk != nil }
    var lines: [String] = []
    if own.isEmpty || linked.isEmpty {
      lines = grid(outcomes)
    } else {
      lines = ["Apps built with each version's own SDK:"] + grid(own)
      lines += ["", "Apps built with an older SDK (each column names it):"] + grid(linked)
    }
    lines.append("")
    lines.append(contentsOf: tableLegend)
    let reasons = notApplicableNotes(outcomes)
    if !reasons.isEmpty {
      lines.append("")
      lines.append("Not applicable:")
      lines.append(contentsOf: reasons.map { "  " + $0 })
    }
    lines.append("")
    lines.append(verdict(outcomes))
    return lines.joined(separator: "\n")
  }

  /// A column of the table: a version, and the SDK its app is built with when given.
  private struct Column: Hashable {
    let os: PlatformVersion
    let sdk: PlatformVersion?

    var label: String { sdk.map { "\(os) (SDK \($0.number))" } ?? os.description }
  }

  /// The defect × version grid of `outcomes`.
  private static func grid(_ outcomes: [ScenarioOutcome]) -> [String] {
    var rowKeys: [RowKey] = []
    var versions: [Column] = []
    var cells: [RowKey: [Column: (naive: ScenarioOutcome?, mitigated: ScenarioOutcome?)]] = [:]
    let defaults = firstTraits(outcomes)
    for outcome in outcomes {
      let key = RowKey(issue: outcome.issue, traits: outcome.traits)
      let column = Column(os: outcome.os, sdk: outcome.sdk)
      if !rowKeys.contains(key) { rowKeys.append(key) }
      if !versions.contains(column) { versions.append(column) }
      var cell = cells[key, default: [:]][column] ?? (nil, nil)
      if outcome.mode == .naive { cell.naive = outcome } else { cell.mitigated = outcome }
      cells[key, default: [:]][column] = cell
    }
    let header = ["defect"] + versions.map(\.label)
    var rows: [[String]] = []
    for key in rowKeys {
      rows.append(
        [rowLabel(key.issue, traits: key.traits, defaults: defaults)]
          + versions.map { version in
            let cell = cells[key]?[version]
            return cellText(naive: cell?.naive, mitigated: cell?.mitigated)
          })
    }
    return alignedColumns([header] + rows)
  }

  /// A row of the table: one defect with one set of traits.
  private struct RowKey: Hashable {
    let issue: IssueID
    let traits: Set<ContextTrait>
  }

  /// The first trait set each defect appears with: its row is named by the defect alone.
  private static func firstTraits(_ outcomes: [ScenarioOutcome]) -> [IssueID: Set<ContextTrait>] {
    var result: [IssueID: Set<ContextTrait>] = [:]
    for outcome in outcomes where result[outcome.issue] == nil {
      result[outcome.issue] = outcome.traits
    }
    return result
  }

  /// `defect`, or `defect without a, b` (and `+c` for traits added) when `traits` differ from
  /// the first set the defect appeared with.
  static func rowLabel(
    _ issue: IssueID, traits: Set<ContextTrait>, defaults: [IssueID: Set<ContextTrait>]
  ) -> String {
    guard let first = defaults[issue], first != traits else { return issue.rawValue }
    let missing = first.subtracting(traits).sorted().map(\.id)
    let added = traits.subtracting(first).sorted().map { "+" + $0.id }
    var label = issue.rawValue
    if !missing.isEmpty { label += " without " + missing.joined(separator: ", ") }
    if !added.isEmpty { label += " " + added.joined(separator: ", ") }
    return label
  }

  /// The text of one cell.
  static func cellText(naive: ScenarioOutcome?, mitigated: ScenarioOutcome?) -> String {
    let applicable = [naive, mitigated].compactMap { $0 }.filter(\.applicable)
    guard !applicable.isEmpty else { return "–" }
    var before = naive.map { $0.applicable ? String($0.glitchCount) : "–" } ?? ""
    if let naive, !naive.agreesWithCatalogue { before += "≠" }
    guard let mitigated else { return before }
    var after = mitigated.applicable ? String(mitigated.glitchCount) : "–"
    let over = mitigated.overMitigation.count
    if mitigated.applicable, over > 0 { after = "\(mitigated.glitchCount - over)+\(over)" }
    var text = "\(before)→\(after)"
    if mitigated.applicable, mitigated.glitchCount > 0 { text += mitigated.hasStrategy ? "!" : "†" }
    if mitigated.applicable, !mitigated.hasStrategy, !mitigated.agreesWithCatalogue { text += "≠" }
    return text
  }

  /// Pads every column to its widest entry.
  private static func alignedColumns(_ rows: [[String]]) -> [String] {
    let columns = rows.map(\.count).max() ?? 0
    var widths = Array(repeating: 0, count: columns)
    for row in rows {
      for (index, text) in row.enumerated() { widths[index] = max(widths[index], text.count) }
    }
    return rows.map { row in
      var line = ""
      for (index, text) in row.enumerated() {
        let isLast = index == row.count - 1
        line += isLast ? text : text + String(repeating: " ", count: widths[index] - text.count + 2)
      }
      return line
    }
  }

  /// `defect (iOS 14.8, iOS 15.7): reason`, one line per defect and reason.
  private static func notApplicableNotes(_ outcomes: [ScenarioOutcome]) -> [String] {
    var notes: [(key: String, versions: [PlatformVersion])] = []
    for outcome in outcomes where !outcome.applicable {
      let key = "\(outcome.issue): \(outcome.reason ?? "not applicable")"
      if let index = notes.firstIndex(where: { $0.key == key }) {
        if !notes[index].versions.contains(outcome.os) { notes[index].versions.append(outcome.os) }
      } else {
        notes.append((key, [outcome.os]))
      }
    }
    return notes.map { note in
      let colon = note.key.firstIndex(of: ":")!
      let versions = note.versions.map(\.description).joined(separator: ", ")
      return "\(note.key[..<colon]) (\(versions))\(note.key[colon...])"
    }
  }

  /// One line: how many cells passed, and which failed.
  private static func verdict(_ outcomes: [ScenarioOutcome]) -> String {
    let defaults = firstTraits(outcomes)
    let name = { (cell: ScenarioOutcome) in
      "\(rowLabel(cell.issue, traits: cell.traits, defaults: defaults)) on \(cell.os)"
        + (cell.sdk.map { " (SDK \($0))" } ?? "")
    }
    let checked = outcomes.filter { $0.mode == .strategies && $0.applicable && $0.hasStrategy }
    let unmitigated = outcomes.filter {
      $0.mode == .strategies && $0.applicable && !$0.hasStrategy && $0.glitchCount > 0
    }
    let failed = outcomes.filter {
      $0.mode == .strategies && $0.applicable && $0.hasStrategy && !$0.glitches.isEmpty
    }
    let drift = outcomes.filter { $0.applicable && !$0.agreesWithCatalogue && !failed.contains($0) }
    var text: String
    if failed.isEmpty {
      text = "OK: all \(checked.count) applicable cells with a strategy are glitch-free"
    } else {
      text =
        "FAILED: \(failed.count) of \(checked.count) applicable cells with a strategy glitched: "
        + failed.map(name).joined(separator: ", ")
    }
    if !drift.isEmpty {
      text +=
        "; MODEL DRIFT: \(drift.count) cell(s) disagree with the catalogue: "
        + drift.map { "\(name($0)) (\($0.mode))" }.joined(separator: ", ")
    }
    if !unmitigated.isEmpty {
      text += "; \(unmitigated.count) unmitigated cell(s) glitch as expected"
    }
    return text + "."
  }
}
