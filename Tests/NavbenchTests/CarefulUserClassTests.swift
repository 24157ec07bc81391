// What careful users and CI jobs give navbench, by class: free text read from a file, a
// file-size limit, whole-number flags and versions that name nothing real. Each case ends with a
// clear, short error and its documented exit code, and leaves no file behind. "Short" is
// measured in bytes, not seconds: a message that echoed a megabyte would be a megabyte.
import Foundation
import Testing

@Suite("Careful users' inputs, by class", .serialized)
struct CarefulUserClassTests {
  /// The most a refusal prints: a few lines, whatever the size of what was refused.
  static let messageLimit = 2_000

  /// A run written by `navbench run` (the registry suite, raw samples), as a JSON object.
  static func run(in directory: URL) throws -> [String: Any] {
    let path = directory.appendingPathComponent("run.json")
    try writeRegistryRun(path)
    return try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: path)) as? [String: Any])
  }

  static func write(_ object: [String: Any], to url: URL) throws {
    try JSONSerialization.data(withJSONObject: object).write(to: url)
  }

  /// The names of the files in `directory`, the hidden ones too.
  static func files(in directory: URL) throws -> Set<String> {
    Set(try FileManager.default.contentsOfDirectory(atPath: directory.path))
  }

  /// Where a run file can hold free text, each set to `text`.
  static let freeTextFields: [(String, @Sendable (inout [String: Any], String) -> Void)] = [
    (
      "machine.cpu_model",
      { data, text in
        var machine = data["machine"] as! [String: Any]
        machine["cpu_model"] = text
        data["machine"] = machine
      }
    ),
    (
      "a case's machine",
      { data, text in
        var results = data["results"] as! [[String: Any]]
        results[0]["machine"] = (data["machine"] as! [String: Any]).merging(["kernel": text]) {
          $1
        }
        data["results"] = results
      }
    ),
    (
      "a skip reason",
      { data, text in
        var results = data["results"] as! [[String: Any]]
        results[0]["status"] = "skipped"
        results[0]["reason"] = text
        data["results"] = results
      }
    ),
    (
      "a note",
      { data, text in
        var results = data["results"] as! [[String: Any]]
        results[0]["note"] = text
        data["results"] = results
      }
    ),
    ("started_at", { data, text in data["started_at"] = text }),
  ]

  @Test("a megabyte of free text in a run or a baseline is refused in a short message naming it")
  func freeTextIsBounded() throws {
    let directory = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let original = try Self.run(in: directory)
    let huge = String(repeating: "x", count: 1 << 20)
    for (name, edit) in Self.freeTextFields {
      var object = original
      editPayload(&object) { edit(&$0, huge) }
      let file = directory.appendingPathComponent("hostile.json")
      try Self.write(object, to: file)
      let before = try Self.files(in: directory)
      let report = directory.appendingPathComponent("report.html")
      let commands: [([String], Int32)] = [
        (["compare", "--input", file.path], 65),
        (["compare", "--input", file.path, "--format", "html", "--output", report.path], 65),
        (["baseline", "compare", file.path], 5),
        (
          [
            "merge", directory.appendingPathComponent("run.json").path, file.path, "--output",
            directory.appendingPathComponent("m.json").path,
          ], 65
        ),
      ]
      for (arguments, code) in commands {
        let result = try CLIRunner.run(arguments)
        #expect(result.status == code, "\(name): \(arguments[0]): \(result.stderr.prefix(300))")
        #expect(
          result.stderr.utf8.count + result.stdout.utf8.count < Self.messageLimit,
          "\(name): \(arguments[0]) printed \(result.stderr.utf8.count) bytes")
        #expect(
          result.stderr.contains("a string longer than"), "\(name): \(result.stderr.prefix(300))")
      }
      #expect(try Self.files(in: directory) == before, "\(name): a file was left behind")
    }
  }

  @Test("a 100,000-digit number is named in a short message")
  func longNumberIsBounded() throws {
    let directory = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("hostile.json")
    try Self.write(try Self.run(in: directory), to: file)
    let text = try String(contentsOf: file, encoding: .utf8)
    let digits = String(repeating: "7", count: 100_000)
    let edited = text.replacingOccurrences(
      of: #""duration_s":[0-9.eE+-]+"#, with: "\"duration_s\":\(digits)",
      options: .regularExpression)
    #expect(edited != text)
    try edited.write(to: file, atomically: true, encoding: .utf8)
    let result = try CLIRunner.run(["compare", "--input", file.path])
    #expect(result.status == 65)
    #expect(result.stderr.contains("duration_s"), "\(result.stderr.prefix(300))")
    #expect(result.stderr.utf8.count < Self.messageLimit)
  }

  @Test("a file-size limit gives exit 73 and File too large, and leaves no file")
  func fileSizeLimit() throws {
    let directory = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try writeRegistryRun(directory.appendingPathComponent("one.json"), ["--shard", "1/2"])
    try writeRegistryRun(directory.appendingPathComponent("two.json"), ["--shard", "2/2"])
    let intact = Data("kept".utf8)
    try intact.write(to: directory.appendingPathComponent("merged.json"))
    let run = registryRun.map { "'\($0)'" }.joined(separator: " ")
    for command in [
      "\"$NAVBENCH\" \(run) --output r.json",
      "\"$NAVBENCH\" merge one.json two.json --output merged.json",
    ] {
      let before = try Self.files(in: directory)
      let result = try ShellRunner.run("ulimit -f 2; \(command)", in: directory)
      #expect(result.status == 73, "\(command): \(result.status) \(result.stderr)")
      #expect(result.stderr.contains("File too large"), "\(result.stderr)")
      #expect(try Self.files(in: directory) == before, "\(command) left a file")
    }
    #expect(try Data(contentsOf: directory.appendingPathComponent("merged.json")) == intact)
  }

  @Test(
    "every whole-number flag reads one grammar, and versions name real releases",
    arguments: [
      ["simulate", "--random", "1_000"], ["simulate", "--random", "+5"],
      ["simulate", "--random", "5", "--seed", "1_000"],
      ["simulate", "--random", "5", "--seed", "-0"],
      ["simulate", "--random", "5", "--seed", "+5"],
      ["simulate", "--random", "5", "--length", "1e2"],
      ["run", "--samples", "1_000"], ["run", "--samples", "+5"], ["run", "--samples", " 5"],
      ["run", "--seed", "+5"], ["run", "--seed", "-0"], ["run", "--sizes", "+5"],
      ["run", "--sizes", "1_000"], ["run", "--iterations", "1e3"], ["run", "--forks", "0x2"],
      ["run", "--min-time", "５"], ["calibrate", "--trials", "+3"],
      ["run", "--samples", String(repeating: "9", count: 100_000)],
      ["simulate", "--sdk", "0"], ["simulate", "--sdk", "0.0"], ["simulate", "--os", "4000"],
      ["explain", "--os", "macOS 9"], ["run", "--os", "iOS 0.5"],
      ["explain", "--os", "17.5", "--sdk", "99999"],
    ])
  func flagsOneGrammar(_ arguments: [String]) throws {
    let result = try CLIRunner.run(arguments)
    #expect(result.status == 64, "\(arguments): \(result.stderr)")
    let option = arguments.last(where: { $0.hasPrefix("--") })!
    #expect(result.stderr.contains(option + ":"), "\(arguments): \(result.stderr)")
    #expect(result.stderr.utf8.count < 500, "\(arguments): \(result.stderr.utf8.count) bytes")
  }

  @Test("a 100,000-character value on the command line is echoed clipped")
  func longArgumentsAreClipped() throws {
    let long = String(repeating: "a", count: 100_000)
    for arguments in [
      ["run", "--output", long], ["compare", "--input", long], ["simulate", "--rules", long],
      ["run", "--suite", long], ["simulate", "--defect", long], [long], ["run", "--" + long],
      ["run", "--format", long],
    ] {
      let result = try CLIRunner.run(arguments)
      #expect(result.status != 0)
      #expect(result.stderr.contains("error:"))
      #expect(
        result.stderr.utf8.count < Self.messageLimit,
        "\(arguments.map { $0.prefix(20) }): \(result.stderr.utf8.count) bytes")
    }
  }

  @Test("the same grammar accepts plain digits, leading zeros too")
  func plainDigitsAccepted() throws {
    let result = try CLIRunner.run(
      ["simulate", "--random", "002", "--seed", "0", "--length", "5", "--os", "17.5"])
    #expect(result.status == 0, "\(result.stderr)")
  }

  @Test("a rule file's versions and SDKs name releases of the strategy's platforms")
  func ruleFileVersionsAreReal() throws {
    let directory = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let cases: [(String, String)] = [
      (#""linkedSDKs": "macOS 14...""#, "is on macOS"),
      (#""versions": "visionOS 1...""#, "is on visionOS"),
      (#""linkedSDKs": "iOS 0.5...""#, "names no release of iOS"),
      (#""versions": "iOS 4000...""#, "names no release of iOS"),
    ]
    for (entry, problem) in cases {
      let file = directory.appendingPathComponent("rules.json")
      try """
      {"schemaVersion": 1, "strategies": {"explicit-path-change-animation": {\(entry)}}}
      """.write(to: file, atomically: true, encoding: .utf8)
      let result = try CLIRunner.run(["explain", "--rules", file.path, "--os", "17.5"])
      #expect(result.status == 65, "\(entry): \(result.stderr)")
      #expect(result.stderr.contains(problem), "\(entry): \(result.stderr)")
    }
  }
}
