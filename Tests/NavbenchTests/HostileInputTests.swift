import Foundation
import Testing

/// Edits the run inside a saved baseline's envelope.
private func edited(
  _ data: Data, _ change: (inout [String: Any]) -> Void
) throws -> Data {
  var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  editPayload(&object, change)
  return try JSONSerialization.data(withJSONObject: object)
}

/// `object["results"][0]` edited by `change`.
private func firstResult(_ change: @escaping (inout [String: Any]) -> Void)
  -> (inout [String: Any]) -> Void
{
  { object in
    var results = object["results"] as! [[String: Any]]
    change(&results[0])
    object["results"] = results
  }
}

@Suite("Hostile baselines, unbounded work and wrong values", .serialized)
struct HostileInputTests {
  @Test("a hostile baseline is refused with exit 5, naming the file and the field")
  func hostileBaselines() throws {
    let directory = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let saved = directory.appendingPathComponent("saved.json")
    let save = try CLIRunner.run(["baseline", "save", saved.path] + tinyRun)
    #expect(save.status == 0, "\(save.stderr)")
    let data = try Data(contentsOf: saved)

    func settings(_ key: String, _ value: Any) -> (inout [String: Any]) -> Void {
      { object in
        var settings = object["settings"] as! [String: Any]
        settings[key] = value
        object["settings"] = settings
      }
    }
    func wall(_ key: String, _ value: Any) -> (inout [String: Any]) -> Void {
      firstResult { result in
        var metrics = result["metrics"] as! [String: Any]
        var wall = metrics["wall_ns_per_op"] as! [String: Any]
        wall[key] = value
        metrics["wall_ns_per_op"] = wall
        result["metrics"] = metrics
      }
    }
    let cases: [(String, (inout [String: Any]) -> Void, String)] = [
      ("samples", settings("samples", 1_000_000_000), "settings.samples"),
      ("budget", settings("time_budget_per_case_s", 1e9), "settings.time_budget_per_case_s"),
      ("resamples", settings("bootstrap_resamples", 2_000_000_000), "bootstrap_resamples"),
      ("invalid", settings("samples", 0), "settings.samples"),
      ("forks", settings("forks", 1_000_000), "settings.forks"),
      ("drift", settings("run_drift", 7.5), "settings.run_drift"),
      ("negative drift", settings("run_drift", -0.01), "settings.run_drift"),
      ("nan", wall("p50", "NaN"), "results[0].metrics.wall_ns_per_op.p50"),
      ("infinity", wall("max", "Infinity"), "results[0].metrics.wall_ns_per_op.max"),
      ("negative", wall("p25", -3.0), "is negative"),
      (
        "iterations", firstResult { $0["iterations_per_sample"] = 0 },
        "results[0].iterations_per_sample"
      ),
      ("versions", seventyVersions, "at most 64"),
      (
        "unknown",
        { object in
          object["results"] = (object["results"] as! [[String: Any]]).map { result in
            var copy = result
            copy["benchmark"] = "stacks/no-such-benchmark"
            return copy
          }
        }, "names no benchmark navbench knows"
      ),
    ]
    for (name, change, field) in cases {
      let path = directory.appendingPathComponent("\(name).json")
      try edited(data, change).write(to: path)
      let result = try CLIRunner.run(["baseline", "compare", path.path, "--quiet"])
      #expect(result.status == 5, "\(name): \(result.stderr)")
      #expect(result.stderr.contains(path.path), "\(name): \(result.stderr)")
      #expect(result.stderr.contains(field), "\(name): \(result.stderr)")
      #expect(!result.stderr.contains("navbench help"), "\(name): \(result.stderr)")
    }

    // Raw bytes: a duplicate key, invalid UTF-8, a syntax error with its location.
    let text = String(decoding: data, as: UTF8.self)
    let raw: [(String, Data, String)] = [
      (
        "duplicate",
        Data(
          text.replacingOccurrences(of: #""schema_version""#, with: #""seed_":1,"schema_version""#)
            .replacingOccurrences(of: #""seed_""#, with: #""schema\u005fversion""#).utf8),
        "duplicate key \"schema_version\""
      ),
      ("utf8", Data(text.utf8.dropLast(2)) + Data([0xFF, 0x22, 0x7D]), "invalid UTF-8 at byte"),
      ("syntax", Data(#"{"schemaVersion": 1, x}"#.utf8), "character 21"),
    ]
    for (name, bytes, expected) in raw {
      let path = directory.appendingPathComponent("\(name).json")
      try bytes.write(to: path)
      let result = try CLIRunner.run(["baseline", "compare", path.path, "--quiet"])
      #expect(result.status == 5, "\(name): \(result.stderr)")
      #expect(result.stderr.contains(expected), "\(name): \(result.stderr)")
      #expect(!result.stderr.contains("not a JSON object"), "\(name): \(result.stderr)")
    }
  }

  @Test("peak_bytes in CSV is a byte count, not a denormal")
  func peakBytes() throws {
    let result = try CLIRunner.run(quickRun + ["--format", "csv"])
    #expect(result.status == 0, "\(result.stderr)")
    let rows = result.stdout.split(whereSeparator: \.isNewline).map {
      $0.split(separator: ",", omittingEmptySubsequences: false)
    }.filter { $0.count > 7 && $0[5] == "peak_bytes" }
    #expect(!rows.isEmpty, "\(result.stdout)")
    for row in rows {
      let value = try #require(Double(row[7]))
      #expect(value > 1_000_000, "\(row)")
    }
  }

  @Test(
    "flag values that used to be accepted wrongly are refused",
    arguments: [
      (["baseline", "compare", "x.json", "--threshold", ""], "empty item"),
      (["baseline", "compare", "x.json", "--threshold", ","], "empty item"),
      (
        ["baseline", "compare", "x.json", "--threshold", "allocs_per_op=0,allocs_per_op=1"],
        "given twice"
      ),
      (["run", "--sizes", "1ee5"], "is not an integer in 1..."),
      (["run", "--sizes", "e1e5"], "is not an integer in 1..."),
      (["run", "--sizes", "١٢"], "is not an integer in 1..."),
      (["simulate", "--traits", ","], "--traits: an empty list"),
      (["explain", "--os", "iOS 16.4", "--deployment-target", "macOS 14"], "another platform"),
      (["run", "--suite", "registry", "--sizes", "10000000"], "registry suite takes sizes up to"),
      (["run", "--filter", String(repeating: "a", count: 300)], "at most 256"),
      (["compare", "--filter", ""], "--filter: an empty pattern matches every benchmark"),
      (
        ["calibrate", "--trials", "20", "--samples", "5", "--min-time", "1000", "--quiet"],
        "--min-time 1000: 5 samples of 1000 ms do not fit the 2 s budget of a trial's case"
      ),
      (
        ["calibrate", "--trials", "1000", "--samples", "10000", "--min-time", "400", "--quiet"],
        "--trials 1000 --samples 10000 --min-time 400: the self-check would take about 8000 s"
      ),
    ])
  func refusedValues(_ arguments: [String], _ message: String) throws {
    let result = try CLIRunner.run(arguments)
    #expect(result.status == 64, "\(result.stderr)")
    #expect(result.stderr.contains(message), "\(result.stderr)")
  }

  @Test(
    "decimal options take plain decimals only: hexadecimal, inf and nan are refused, exit 64",
    arguments: [
      ["--drift", "0x10"], ["--drift", "nan"], ["--time-budget", "0x1p-1"],
      ["--time-budget", "inf"], ["--drift", "1_0"],
    ])
  func decimalOnly(_ option: [String]) throws {
    let result = try CLIRunner.run(["run", "--suite", "stacks", "--os", "16.4"] + option)
    #expect(result.status == 64)
    #expect(result.stderr.contains("\(option[0]): \"\(option[1])\" is not"))
  }

  @Test("a threshold in hexadecimal is refused, exit 64")
  func hexThreshold() throws {
    let result = try CLIRunner.run([
      "baseline", "compare", "/nonexistent.json", "--threshold", "wall_ns_per_op=0x1",
    ])
    #expect(result.status == 64)
    #expect(result.stderr.contains("is not METRIC=FRACTION"))
  }

  @Test("a --filter with catastrophic backtracking is stopped, not run for minutes")
  func catastrophicFilter() throws {
    let started = ContinuousClock.now
    let result = try ShellRunner.run(
      #"timeout 30 "$NAVBENCH" run --suite stacks --filter '^(.*.*)*@$' --quiet; echo "rc=$?""#)
    #expect(result.stdout.contains("rc=64"), "\(result.stdout) \(result.stderr)")
    #expect(result.stderr.contains("took longer than"))
    // Not a speed assertion: the old code ran for minutes and was stopped by timeout (124).
    _ = started
  }

  @Test(
    "fixed counts the time budget cannot afford skip the case with the reason instead of running",
    arguments: [
      ("--warmup-iterations", "1000000000", "--warmup-iterations 1000000000 would take about "),
      ("--iterations", "1000000000", "--iterations 1000000000 would take about "),
    ])
  func unaffordableFixedCounts(_ option: String, _ value: String, _ reason: String) throws {
    let result = try ShellRunner.run(
      #"timeout 60 "$NAVBENCH" run --suite registry --sizes 10 --os 17.5 --quiet --samples 5 "#
        + #"--time-budget 0.2 --filter resolve --forks 1 --format csv "#
        + "\(option) \(value); echo \"rc=$?\"")
    // The old code ran each case for hours (exit 124 from timeout); now both are skipped.
    #expect(result.stdout.contains("rc=0"), "\(result.stdout) \(result.stderr)")
    let rows = result.stdout.split(whereSeparator: \.isNewline).filter {
      $0.contains(",wall_ns_per_op,")
    }
    #expect(rows.count == 2, "\(result.stdout)")
    for row in rows {
      #expect(row.contains(",skipped,") && row.contains(reason), "\(row)")
      #expect(row.contains("the budget is 200 ms a case"), "\(row)")
    }
  }

  @Test("explain --rules refuses a FIFO, a directory, a loop and a long path, naming each")
  func ruleFileKinds() throws {
    let directory = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(mkfifo(directory.appendingPathComponent("fifo").path, 0o644) == 0)
    #expect(symlink("b", directory.appendingPathComponent("a").path) == 0)
    #expect(symlink("a", directory.appendingPathComponent("b").path) == 0)
    let fifo = try ShellRunner.run(
      #"timeout 20 "$NAVBENCH" explain --os 16.4 --rules fifo; echo "rc=$?""#, in: directory)
    #expect(fifo.stdout.contains("rc=66"), "\(fifo.stdout) \(fifo.stderr)")
    #expect(fifo.stderr.contains("a FIFO, not a regular file"))
    let cases: [(String, String)] = [
      (directory.path, "a directory"),
      (directory.appendingPathComponent("a").path, "symbolic-link loop"),
      (String(repeating: "x", count: 6000), "too long"),
    ]
    for (path, message) in cases {
      let result = try CLIRunner.run(["explain", "--os", "16.4", "--rules", path])
      #expect(result.status == 66, "\(result.stderr)")
      #expect(result.stderr.contains(message), "\(result.stderr)")
      #expect(!result.stderr.contains("NSCocoaErrorDomain"))
      #expect(!result.stderr.contains("no such file"))
      // Named once; a path too long to print whole is clipped to its first 40 characters.
      let shown = path.count > 200 ? String(path.prefix(40)) + "…" : path
      #expect(result.stderr.components(separatedBy: shown).count == 2, "\(result.stderr)")
    }
  }

  @Test("a rule-file id holding ESC is shown escaped, never sent raw to the terminal")
  func escapeInjection() throws {
    let directory = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let rules = directory.appendingPathComponent("evil.json")
    try Data(#"{"schemaVersion":1,"strategies":{"\u001b[2Jevil":{"mode":"enabled"}}}"#.utf8)
      .write(to: rules)
    let result = try CLIRunner.run(["explain", "--os", "16.4", "--rules", rules.path])
    #expect(result.status == 65)
    #expect(!result.stderr.unicodeScalars.contains("\u{1B}"))
    #expect(result.stderr.contains(#"\u{1B}[2Jevil"#), "\(result.stderr)")
  }
}
