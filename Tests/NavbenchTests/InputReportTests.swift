import Foundation
import Testing

/// The smallest registry run, with raw samples, as JSON.
let registryRun = [
  "run", "--suite", "registry", "--sizes", "10", "--os", "17.5", "--format", "json",
  "--raw-samples", "--quiet", "--time-budget", "0.2", "--samples", "5", "--forks", "1",
]

/// A run written by `navbench run` (`registryRun` plus `extra`) at `path`.
func writeRegistryRun(_ path: URL, _ extra: [String] = []) throws {
  let result = try CLIRunner.run(registryRun + extra + ["--output", path.path])
  #expect(result.status == 0, "\(result.stderr)")
}

/// The JSON of `data` (an envelope) with its payload edited.
func editedRun(_ data: Data, _ change: (inout [String: Any]) -> Void) throws -> Data {
  var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  editPayload(&object, change)
  return try JSONSerialization.data(withJSONObject: object)
}

/// Whether `text` holds a control character a terminal would act on (C0 other than line feed
/// and tab, DEL, C1).
func holdsControlCharacter(_ text: String) -> Bool {
  text.unicodeScalars.contains {
    ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value)
  }
}

@Suite("Strings read from input files never reach the terminal raw", .serialized)
struct InputReportTests {
  static let evil = "\u{1B}[31mRED\u{1B}]0;pwned\u{07}"

  @Test("names, machine fields and file names with ESC, BEL or NUL are escaped in every format")
  func controlCharactersEscaped() throws {
    let directory = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let raw = directory.appendingPathComponent("raw.json")
    try writeRegistryRun(raw)
    let data = try Data(contentsOf: raw)
    // Every string a report shows about a case: benchmark, variant (in results and
    // comparisons), and the machine.
    let hostileNames = try editedRun(data) { object in
      for key in ["results", "comparisons", "scaling"] {
        object[key] = (object[key] as! [[String: Any]]).map { entry in
          var copy = entry
          copy["benchmark"] = (copy["benchmark"] as! String) + "\u{0}" + Self.evil
          for field in ["variant", "control"] where copy[field] is String {
            copy[field] = (copy[field] as! String) + Self.evil
          }
          return copy
        }
      }
    }
    let hostile = try editedRun(hostileNames) { object in
      var machine = object["machine"] as! [String: Any]
      machine["cpu_model"] = "AMD\u{1B}[2J"
      object["machine"] = machine
    }
    let evilName = directory.appendingPathComponent("name\u{1B}[31m\u{07}.json")
    try hostile.write(to: evilName)

    for format in ["text", "md"] {
      let report = try CLIRunner.run(["compare", "--input", evilName.path, "--format", format])
      #expect(report.status == 0, "\(report.stderr)")
      #expect(!holdsControlCharacter(report.stdout), "\(format)")
      #expect(report.stdout.contains(#"AMD\u{1B}[2J"#), "\(format)")
      #expect(report.stdout.contains(#"name\u{1B}[31m\u{7}.json"#), "\(format)")
      #expect(report.stdout.contains(#"\u{0}\u{1B}[31mRED\u{1B}]0;pwned\u{7}"#), "\(format)")
    }
    // JSON escapes by itself; HTML by its own rules.
    for format in ["json", "html"] {
      let report = try CLIRunner.run(["compare", "--input", evilName.path, "--format", format])
      #expect(report.status == 0, "\(report.stderr)")
      #expect(!holdsControlCharacter(report.stdout), "\(format)")
    }

    // baseline compare: the cases of each side that the other lacks are listed by name (no
    // case in common, so nothing was compared: exit 65, with the report written all the same).
    let baseline = directory.appendingPathComponent("baseline.json")
    try hostileNames.write(to: baseline)
    for format in ["text", "json"] {
      let compared = try CLIRunner.run([
        "baseline", "compare", baseline.path, "--input", raw.path, "--format", format,
      ])
      #expect(compared.status == 65, "\(compared.stderr)")
      #expect(!holdsControlCharacter(compared.stdout), "\(format)")
      #expect(!holdsControlCharacter(compared.stderr), "\(format)")
    }
    let text = try CLIRunner.run(["baseline", "compare", baseline.path, "--input", raw.path])
    #expect(text.stdout.contains(#"\u{1B}[31mRED"#), "\(text.stdout)")
  }
}

@Suite("Numbers that do not fit, lone surrogates, invalid schema versions: named", .serialized)
struct InputValueErrorTests {
  @Test("compare --input, merge and baseline compare name the field, never 'not valid JSON'")
  func fieldsNamed() throws {
    let directory = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let raw = directory.appendingPathComponent("raw.json")
    try writeRegistryRun(raw)
    let text = String(decoding: try Data(contentsOf: raw), as: UTF8.self)
    func replacing(_ old: String, _ new: String) throws -> String {
      let range = try #require(text.range(of: old))
      return text.replacingCharacters(in: range, with: new)
    }
    let cases: [(String, String, String)] = [
      (
        try replacing(#""peak_bytes" : "#, #""peak_bytes" : -1, "x" : "#), "peak_bytes",
        "-1 is not a whole number in range"
      ),
      (
        try replacing(#""seed" : "#, #""seed" : 18446744073709551616, "x" : "#), "settings.seed",
        "18446744073709551616 is not a whole number in range"
      ),
      (
        try replacing(#""variant" : ""#, #""variant" : "\ud800"#), "variant",
        "unpaired UTF-16 surrogate"
      ),
      (
        try replacing(#""schema_version" : 2"#, #""schema_version" : 0"#), "schema version 0",
        "not a valid version"
      ),
      (
        try replacing(#""schema_version" : 2"#, #""schema_version" : -1"#), "schema version -1",
        "not a valid version"
      ),
    ]
    for (index, (content, field, message)) in cases.enumerated() {
      let path = directory.appendingPathComponent("bad-\(index).json")
      try Data(content.utf8).write(to: path)
      for (arguments, status) in [
        (["compare", "--input", path.path], Int32(65)), (["merge", path.path, raw.path], 65),
        (["baseline", "compare", path.path, "--input", raw.path], 5),
      ] {
        let result = try CLIRunner.run(arguments)
        #expect(result.status == status, "\(arguments): \(result.stderr)")
        #expect(result.stderr.contains(path.path), "\(result.stderr)")
        #expect(result.stderr.contains(field), "\(field): \(result.stderr)")
        #expect(result.stderr.contains(message), "\(field): \(result.stderr)")
        #expect(!result.stderr.contains("not valid JSON"), "\(result.stderr)")
        #expect(!result.stderr.contains("newer"), "\(result.stderr)")
      }
    }
  }
}

@Suite("A case twice in one file is refused: exit 5 for a baseline, 65 for a run", .serialized)
struct DuplicateCaseTests {
  @Test("baseline compare, compare --input and merge refuse a file holding a case twice")
  func duplicates() throws {
    let directory = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let raw = directory.appendingPathComponent("raw.json")
    try writeRegistryRun(raw)
    let twice = directory.appendingPathComponent("twice.json")
    try editedRun(try Data(contentsOf: raw)) { object in
      var results = object["results"] as! [[String: Any]]
      results.append(results[0])
      object["results"] = results
    }.write(to: twice)
    for (arguments, status) in [
      (["baseline", "compare", twice.path, "--input", raw.path], Int32(5)),
      (["baseline", "compare", raw.path, "--input", twice.path], 65),
      (["compare", "--input", twice.path], 65), (["merge", twice.path, raw.path], 65),
    ] {
      let result = try CLIRunner.run(arguments)
      #expect(result.status == status, "\(arguments): \(result.stderr)")
      #expect(result.stderr.contains(twice.path), "\(result.stderr)")
      #expect(result.stderr.contains("again (first at results[0])"), "\(result.stderr)")
    }
  }
}

@Suite("Rule-file keys are clipped in errors like values")
struct RuleFileKeyTests {
  @Test("a 1 MB key, or one character of 100,000 combining marks, gives a short error")
  func longKeysClipped() throws {
    let directory = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let long = String(repeating: "k", count: 1_000_000)
    let combining = "a" + String(repeating: "\u{301}", count: 100_000)
    let documents: [(String, String)] = [
      (#"{"schemaVersion":1,"\#(long)":1}"#, "unknown key"),
      (#"{"schemaVersion":1,"\#(combining)":1}"#, "unknown key"),
      (#"{"schemaVersion":1,"strategies":{"\#(long)":{"mode":"enabled"}}}"#, "invalid strategy id"),
      (
        #"{"schemaVersion":1,"strategies":{"defer-adjacent-row-toggles":{"\#(long)":1}}}"#,
        "unknown key"
      ),
    ]
    for (index, (text, message)) in documents.enumerated() {
      let rules = directory.appendingPathComponent("rules-\(index).json")
      try Data(text.utf8).write(to: rules)
      let result = try CLIRunner.run(["explain", "--os", "16.4", "--rules", rules.path])
      #expect(result.status == 65, "\(result.stderr.prefix(300))")
      #expect(result.stderr.contains(message), "\(result.stderr.prefix(300))")
      #expect(result.stderr.utf8.count < 1_000, "\(index): \(result.stderr.utf8.count) bytes")
      #expect(result.stderr.contains("kkkk…") || result.stderr.contains("…"))
    }
  }
}
