import Bench
import Foundation
import FoundationXML
import Strategies
import Testing

/// Whether these tests (and so the navbench they run) were built with ThreadSanitizer or
/// AddressSanitizer.
let builtWithSanitizer: Bool = {
  let process = dlopen(nil, RTLD_NOW)
  return ["__tsan_init", "__asan_init"].contains { (name: String) in
    dlsym(process, name) != nil
  }
}()

/// Tiny runs: one small benchmark, three sizes, five short samples.
let tinyRun = [
  "--suite", "stacks", "--filter", "replace-top", "--sizes", "10,20,40", "--os", "16.4",
  "--samples", "5", "--min-time", "1", "--time-budget", "1", "--quiet", "--forks", "1",
]

@Suite("navbench run and compare", .serialized)
struct RunCompareTests {
  @Test("run --format json has results, comparisons and scaling with the documented fields")
  func runJSON() throws {
    let result = try CLIRunner.run(["run"] + tinyRun + ["--format", "json"])
    #expect(result.status == 0, "\(result.stderr)")
    let object = try payload(result.stdout, kind: "run")
    let results = object["results"] as! [[String: Any]]
    #expect(results.count == 9)
    let first = results[0]
    for key in ["benchmark", "variant", "os", "size", "samples", "metrics"] {
      #expect(first[key] != nil, "results[] lacks \(key)")
    }
    let metrics = first["metrics"] as! [String: Any]
    let wall = metrics["wall_ns_per_op"] as! [String: Any]
    for key in ["min", "p50", "p90", "p99", "max", "ci95"] { #expect(wall[key] != nil) }
    #expect((wall["ci95"] as? [Double])?.count == 2)
    if builtWithSanitizer {
      // Sanitizers own malloc: the interposer stands down and says why, never reporting 0.
      #expect(metrics["allocs_per_op"] is NSNull)
      let reasons = metrics["unavailable_reason"] as? [String: String]
      #expect(reasons?["allocs_per_op"]?.contains("did not count a probe allocation") == true)
    } else {
      // The interposer is linked into navbench: allocations are measured, not null.
      #expect(metrics["allocs_per_op"] is NSNumber)
    }
    #expect(metrics.keys.contains("peak_bytes"))
    let comparisons = object["comparisons"] as! [[String: Any]]
    #expect(comparisons.count == 6)
    for key in [
      "benchmark", "os", "size", "variant", "control", "ratio_p50", "ci95", "p_value", "verdict",
    ] {
      #expect(comparisons[0][key] != nil, "comparisons[] lacks \(key)")
    }
    let scaling = object["scaling"] as! [[String: Any]]
    #expect(scaling.count == 3)
    for key in ["benchmark", "variant", "os", "exponent", "ci95", "class"] {
      #expect(scaling[0][key] != nil, "scaling[] lacks \(key)")
    }
  }

  @Test("a suite whose containers do not exist on the version is skipped, with the reason, exit 0")
  func notApplicableIsSkipped() throws {
    let result = try CLIRunner.run([
      "run", "--suite", "transforms", "--sizes", "10", "--os", "6.0", "--samples", "5",
      "--min-time", "1", "--time-budget", "1", "--quiet", "--forks", "1",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("skipped"))
    #expect(!result.stdout.contains("failed"))
    #expect(
      result.stdout.contains("UIViewControllerAnimatedTransitioning does not exist below iOS 7"))
  }

  @Test("run --format csv: a header and the same number of columns on every row")
  func runCSV() throws {
    let result = try CLIRunner.run(["run"] + tinyRun + ["--format", "csv"])
    #expect(result.status == 0)
    // RFC 4180 line ends (CRLF); no field here holds a comma.
    let rows = result.stdout.split(whereSeparator: \.isNewline).map {
      $0.split(separator: ",", omittingEmptySubsequences: false).count
    }
    #expect(rows.count > 9)
    #expect(Set(rows).count == 1)
    #expect(result.stdout.hasPrefix("benchmark,"))
  }

  @Test("run --format text, md and github")
  func runOtherFormats() throws {
    let text = try CLIRunner.run(["run"] + tinyRun)
    #expect(text.stdout.contains("stacks/replace-top"))
    #expect(text.stdout.contains("Comparisons"))
    let markdown = try CLIRunner.run(["run"] + tinyRun + ["--format", "md"])
    #expect(markdown.stdout.contains("| benchmark"))
    let github = try CLIRunner.run(["run"] + tinyRun + ["--format", "github"])
    let entries =
      try JSONSerialization.jsonObject(with: Data(github.stdout.utf8)) as! [[String: Any]]
    #expect(!entries.isEmpty)
    #expect(
      entries.allSatisfy { $0["name"] is String && $0["unit"] is String && $0["value"] is NSNumber }
    )
  }

  @Test("compare --format json: run fields plus every strategy with versions")
  func compareJSON() throws {
    let result = try CLIRunner.run(["compare"] + tinyRun + ["--format", "json"])
    #expect(result.status == 0, "\(result.stderr)")
    let document = try payload(result.stdout, kind: "compare")
    let run = try #require(document["run"] as? [String: Any])
    #expect(run["results"] is [Any])
    #expect(run["comparisons"] is [Any])
    #expect(run["scaling"] is [Any])
    let object = try #require(document["report"] as? [String: Any])
    #expect((object["command"] as? String)?.hasPrefix("navbench compare --suite stacks") == true)
    let strategies = object["strategies"] as! [[String: Any]]
    #expect(strategies.count == BuiltInStrategies.all.count)
    let path = strategies.first { $0["id"] as? String == "explicit-path-change-animation" }!
    let versions = path["versions"] as! [[String: Any]]
    #expect(versions.first?["active"] as? Bool == true)
    let costs = versions.first?["costs"] as! [[String: Any]]
    #expect(costs.count == 3)
    #expect(costs.first?["vs_raw"] is [String: Any])
    #expect(object["unmitigated"] as? [String] == ["section-header-offset"])
    // Every version carries its summary verdict and what it rests on: instruction counts where
    // valgrind can count this build, else wall time.
    let counted = Self.valgrindCounts
    for strategy in strategies {
      for version in strategy["versions"] as! [[String: Any]] {
        let verdict = version["verdict"] as? String
        let evidence = version["evidence"] as? String
        let priced = !(strategy["benchmarks"] as! [Any]).isEmpty
        if priced {
          #expect(evidence == (counted ? "instructions" : "wall time"), "\(strategy["id"]!)")
          if counted {
            #expect(["same cost", "cheaper", "costlier"].contains(verdict ?? ""))
            #expect((version["instruction_costs"] as? [Any])?.isEmpty == false)
          }
        } else {
          #expect(verdict == "not measured" && evidence == "none")
        }
      }
    }
  }

  /// Whether compare counts instructions here: valgrind on PATH and a build without sanitizers.
  static var valgrindCounts: Bool {
    !builtWithSanitizer
      && (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
        FileManager.default.isExecutableFile(atPath: "\($0)/valgrind")
      }
  }

  @Test("compare without valgrind says so once, how to get it, and wall time decides")
  func compareWithoutValgrind() throws {
    let result = try CLIRunner.capture(
      CLIRunner.executable, ["compare"] + tinyRun,
      environment: ["PATH": "/nonexistent-navbench-test"])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n")
    let said = lines.filter { $0.contains("valgrind is not installed") }
    #expect(said.count == 1)
    #expect(said.first?.contains("apt-get install valgrind") == true)
    #expect(result.stdout.contains("Verdicts: "))
    if RetiredInstructions.probe() == nil {
      // The processor's counter counts instead.
      #expect(result.stdout.contains("by instruction counts (the hardware counter"))
    } else {
      #expect(!result.stdout.contains("by instruction counts"))
      #expect(said.first?.contains("the verdicts rest on wall time") == true)
    }
  }

  @Test("compare --metric wall counts no instructions and says nothing of valgrind")
  func compareWallOnly() throws {
    let result = try CLIRunner.run(["compare"] + tinyRun + ["--metric", "wall"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(!result.stdout.contains("valgrind"))
    #expect(!result.stdout.contains("by instruction counts"))
  }

  @Test("compare --format html: well-formed XHTML with SVG charts, written atomically to --output")
  func compareHTML() throws {
    let directory = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = directory.appendingPathComponent("report.html")
    let result = try CLIRunner.run(
      ["compare"] + tinyRun + ["--format", "html", "--output", output.path])
    #expect(result.status == 0, "\(result.stderr)")
    let html = try String(contentsOf: output, encoding: .utf8)
    #expect(html.contains("<svg"))
    let document = try XMLDocument(data: Data(html.utf8), options: [])
    #expect(document.rootElement() != nil)
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(files == ["report.html"])
  }

  @Test("compare --format text and md name the machine and the command")
  func compareText() throws {
    let text = try CLIRunner.run(["compare"] + tinyRun)
    #expect(text.stdout.contains("Machine and settings:"))
    #expect(text.stdout.contains("Reproduce: navbench compare --suite stacks"))
    #expect(text.stdout.contains("explicit-path-change-animation"))
    let markdown = try CLIRunner.run(["compare"] + tinyRun + ["--format", "md"])
    #expect(markdown.stdout.hasPrefix("# Strategy comparison"))
  }

  @Test(
    "bad values: a clear error, exit 64, nothing written",
    arguments: [
      (["run", "--sizes", "0"], "--sizes: \"0\" is not an integer in 1...10000000"),
      (["run", "--sizes", "abc"], "--sizes: \"abc\" is not an integer in 1..."),
      (["run", "--sizes", "100000000000"], "is not an integer in 1...10000000"),
      (["run", "--sizes", "-5"], "--sizes: \"-5\" is not an integer in 1...10000000"),
      (["run", "--os", "banana"], "unknown platform \"banana\""),
      (["run", "--suite", "stack"], "unknown suite \"stack\""),
      (["run", "--filter", "(["], "not a valid regular expression"),
      (["run", "--filter", "nothing-matches-this"], "no benchmark matches"),
      (["run", "--samples", "2"], "--samples: \"2\" is not an integer in 5...10000"),
      (["run", "--min-time", "x"], "--min-time"),
      (["run", "--format", "xml"], "\"xml\" is not one of text, md, csv, json, github"),
      (["compare", "--format", "csv"], "\"csv\" is not one of text, md, json, html"),
      (["run", "--quiet=yes"], "takes no value"),
      (["run", "--raw-samples"], "--raw-samples applies to --format json only"),
      (["run", "--bare-reference"], "--bare-reference needs --raw-samples"),
      (
        [
          "run", "--format", "json", "--raw-samples", "--bare-reference", "--metric",
          "instructions",
        ],
        "--bare-reference applies to wall time"
      ),
      (["calibrate", "--trials", "3"], "--trials"),
    ])
  func badValues(_ arguments: [String], _ message: String) throws {
    let result = try CLIRunner.run(arguments)
    #expect(result.status == 64)
    #expect(result.stderr.contains(message), "\(result.stderr)")
    #expect(result.stdout.isEmpty)
  }

  @Test("an unwritable --output is refused before running, and nothing is left behind")
  func unwritableOutput() throws {
    let directory = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let missing = directory.appendingPathComponent("no/such/dir/report.json").path
    let result = try CLIRunner.run(["run"] + tinyRun + ["--format", "json", "--output", missing])
    #expect(result.status == 73)
    #expect(result.stderr.contains("no such directory"))
    let isDirectory = try CLIRunner.run(["run"] + tinyRun + ["--output", directory.path])
    #expect(isDirectory.status == 73)
    #expect(isDirectory.stderr.contains("is a directory"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
  }

  @Test("help for every verb")
  func help() throws {
    for verb in ["run", "compare", "baseline", "calibrate", "simulate"] {
      let result = try CLIRunner.run([verb, "--help"])
      #expect(result.status == 0)
      #expect(result.stdout.contains("Usage: navbench \(verb)"))
    }
  }
}
