extension Report {
  /// The run as aligned plain-text tables with human units. Control characters from the run's
  /// strings are escaped (`\u{1B}`).
  ///
  /// - Parameters:
  ///   - run: The run to write.
  ///   - configurationTitle: The column title for the configuration label.
  public static func text(_ run: RunResult, configurationTitle: String = "configuration")
    -> String
  {
    var sections = ["Bench run \(run.startedAt): " + summaryLine(run)]
    sections.append(
      casesHeading(run) + "\n"
        + casesTable(run, configurationTitle: configurationTitle).render())
    if !run.comparisons.isEmpty {
      sections.append(
        comparisonsHeading(run) + "\n"
          + comparisonsTable(run, configurationTitle: configurationTitle).render())
    }
    if !run.scaling.isEmpty {
      sections.append(
        "Scaling (cost per operation ∝ size^exponent)\n"
          + scalingTable(run, configurationTitle: configurationTitle).render())
    }
    if !run.crossovers.isEmpty {
      sections.append("Crossovers\n" + crossoversTable(run).render())
    }
    let problems = problems(run)
    if !problems.isEmpty {
      sections.append("Notes\n" + problems.map { "- " + $0 }.joined(separator: "\n") + "\n")
    }
    return ControlEscaping.escape(
      sections.joined(separator: "\n") + (sections.last?.hasSuffix("\n") == true ? "" : "\n"))
  }

  /// The run as GitHub-flavoured Markdown. Control characters from the run's strings are
  /// escaped (`\u{1B}`).
  ///
  /// - Parameters:
  ///   - run: The run to write.
  ///   - configurationTitle: The column title for the configuration label.
  package static func markdown(_ run: RunResult, configurationTitle: String = "configuration")
    -> String
  {
    var sections = ["# Bench run \(run.startedAt)", summaryLine(run)]
    sections.append(
      "## " + casesHeading(run) + "\n\n"
        + casesTable(run, configurationTitle: configurationTitle).renderMarkdown())
    if !run.comparisons.isEmpty {
      sections.append(
        "## " + comparisonsHeading(run) + "\n\n"
          + comparisonsTable(run, configurationTitle: configurationTitle).renderMarkdown())
    }
    if !run.scaling.isEmpty {
      sections.append(
        "## Scaling (cost per operation ∝ size^exponent)\n\n"
          + scalingTable(run, configurationTitle: configurationTitle).renderMarkdown())
    }
    if !run.crossovers.isEmpty {
      sections.append("## Crossovers\n\n" + crossoversTable(run).renderMarkdown())
    }
    let problems = problems(run)
    if !problems.isEmpty {
      sections.append(
        "## Notes\n\n"
          + problems.map { "- " + $0.replacingNewlines() }.joined(separator: "\n") + "\n")
    }
    return ControlEscaping.escape(sections.joined(separator: "\n\n"))
  }
}
