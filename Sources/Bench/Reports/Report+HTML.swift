extension Report {
  /// The run as a self-contained HTML page: summary, a table of contents, charts inline (cost
  /// against size with fitted lines, ratios, sample distributions), and every table.
  ///
  /// - Parameters:
  ///   - run: The run.
  ///   - title: The page title.
  ///   - configurationTitle: The column title for the configuration label.
  public static func html(
    _ run: RunResult, title: String = "Benchmark report",
    configurationTitle: String = "configuration"
  ) -> String {
    htmlDocument(run, title: title, configurationTitle: configurationTitle).render()
  }

  /// The HTML report as a document, so that a tool of this package can add sections before
  /// rendering it.
  package static func htmlDocument(
    _ run: RunResult, title: String = "Benchmark report",
    configurationTitle: String = "configuration"
  ) -> HTMLDocument {
    var document = HTMLDocument(title: title)
    document.append(.heading(title, level: 1))
    document.append(
      .paragraph(
        "Run started \(run.startedAt), took "
          + Format.duration(seconds: run.durationSeconds) + ". " + summaryLine(run) + "."))
    document.append(.tableOfContents(depth: 3))
    let charts = charts(run)
    if !charts.isEmpty {
      document.append(.heading("Charts", level: 2))
      for chart in charts {
        document.append(.heading(chart.title, level: 3))
        document.append(.svg(chart.svg))
      }
    }
    document.append(.heading(casesHeading(run), level: 2))
    document.append(.table(casesTable(run, configurationTitle: configurationTitle)))
    if !run.comparisons.isEmpty {
      document.append(.heading(comparisonsHeading(run), level: 2))
      document.append(
        .paragraph(
          verdictRule(run.settings)))
      document.append(.table(comparisonsTable(run, configurationTitle: configurationTitle)))
    }
    if !run.scaling.isEmpty {
      document.append(.heading("Scaling (cost per operation ∝ size^exponent)", level: 2))
      document.append(.table(scalingTable(run, configurationTitle: configurationTitle)))
    }
    if !run.crossovers.isEmpty {
      document.append(.heading("Crossovers", level: 2))
      document.append(.table(crossoversTable(run)))
    }
    let problems = problems(run)
    if !problems.isEmpty {
      document.append(.heading("Notes", level: 2))
      document.append(.list(problems))
    }
    return document
  }
}
