import Bench
import BenchmarkSuites
import Foundation
import Strategies

/// The options shared by the verbs that run benchmarks: what to run and how to sample it.
struct RunOptions {
  static let specs: [OptionSpec] =
    [
      .option(
        "suite", "LIST",
        "suites to run (default: all): " + Suites.all.map(\.name).joined(separator: ", ")),
      .option("filter", "REGEX", "run only benchmarks whose name matches (e.g. 'push-pop')"),
      .option(
        "sizes", "LIST",
        "sizes N, comma-separated (default per suite; at most \(Suites.maximumSize))"),
      .option("os", "LIST", "OS versions (default: 16.4,17.5)"),
      .option("samples", "N", "samples per case (default 25, at least 5)"),
      .option("min-time", "MS", "minimum time per sample in milliseconds (default 5)"),
      .option("time-budget", "SECONDS", "time budget per case (default 2)"),
      .option("seed", "N", "seed of the interleaving order and bootstrap (default fixed)"),
      .flag("quiet", "no progress on standard error"),
    ] + MetricOptions.specs

  var suites: [Suite] = Suites.all
  var filterPattern: String?
  var sizes: [Int]?
  /// Exact selection taken from a baseline: benchmark name → sizes, per OS version.
  var adopted: (benchmarks: [String: [Int]], versions: [PlatformVersion])?
  var versions: [PlatformVersion] = Suites.defaultVersions
  var settings = RunSettings()

  init(_ arguments: ParsedArguments, defaults: RunSettings = RunSettings()) throws(CLIError) {
    let verb = arguments.verb
    settings = defaults
    if let text = arguments.value("suite") {
      suites = []
      for name in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
        guard let suite = Suites.named(name) else {
          throw .usage(
            "--suite: unknown suite '\(name)' (suites: "
              + Suites.all.map(\.name).joined(separator: ", ") + ")", verb: verb)
        }
        suites.append(suite)
      }
      guard !suites.isEmpty else { throw .usage("--suite: no suite given", verb: verb) }
    }
    if let pattern = arguments.value("filter") {
      do {
        _ = try NSRegularExpression(pattern: pattern)
      } catch {
        throw .usage("--filter: '\(pattern)' is not a valid regular expression", verb: verb)
      }
      filterPattern = pattern
    }
    if let text = arguments.value("sizes") { sizes = try Self.sizes(text, verb: verb) }
    if let text = arguments.value("os") {
      versions = try Values.versions(text, option: "os", verb: verb)
    }
    if let text = arguments.value("samples") {
      settings.samples = try Self.integer(text, option: "samples", range: 5...10_000, verb: verb)
      settings.minimumSamples = min(settings.minimumSamples, settings.samples)
    }
    if let text = arguments.value("min-time") {
      settings.minSampleTime = Double(
        try Self.integer(text, option: "min-time", range: 1...60_000, verb: verb))
    }
    if let text = arguments.value("time-budget") {
      guard let seconds = Double(text), seconds.isFinite, seconds > 0, seconds <= 3600 else {
        throw .usage("--time-budget: '\(text)' is not a number of seconds in (0, 3600]", verb: verb)
      }
      settings.timeBudgetPerCase = seconds
    }
    if let text = arguments.value("seed") {
      guard let seed = UInt64(text) else {
        throw .usage("--seed: '\(text)' is not a non-negative integer", verb: verb)
      }
      settings.seed = seed
    }
    if arguments.flag("quiet") { settings.quiet = true }
    try MetricOptions.apply(arguments, to: &settings)
    do {
      try settings.validate()
    } catch {
      throw .usage("\(error)", verb: verb)
    }
  }

  /// Selects exactly the benchmarks, sizes and versions a baseline measured.
  ///
  /// - Throws: when the baseline names a size beyond ``Suites/maximumSize`` (a hostile or
  ///   corrupt file must not make the run exhaust memory).
  mutating func adopt(_ baseline: RunResult) throws(CLIError) {
    if let size = baseline.cases.map(\.key.size).first(where: { $0 < 1 || $0 > Suites.maximumSize })
    {
      throw CLIError(
        code: .baselineUnreadable,
        message: "the baseline asks for size \(size); sizes must be in 1...\(Suites.maximumSize)")
    }
    var benchmarks: [String: [Int]] = [:]
    var versions: [PlatformVersion] = []
    for result in baseline.cases {
      benchmarks[result.key.benchmark, default: []].append(result.key.size)
      if let version = try? PlatformVersion(parsing: result.key.configuration),
        !versions.contains(version)
      {
        versions.append(version)
      }
    }
    adopted = (benchmarks.mapValues { Array(Set($0)).sorted() }, versions)
  }

  /// The selected benchmarks.
  func benchmarks(registry: StrategyRegistry, verb: String) throws(CLIError) -> [Benchmark] {
    if let adopted {
      var selected: [Benchmark] = []
      do {
        for os in adopted.versions {
          for suite in Suites.all {
            for (name, sizes) in adopted.benchmarks.sorted(by: { $0.key < $1.key })
            where name.hasPrefix(suite.name + "/") {
              selected += try suite.benchmarks(os: os, sizes: sizes, registry: registry)
                .filter { $0.name == name }
            }
          }
        }
      } catch {
        throw .usage("\(error)", verb: verb)
      }
      guard !selected.isEmpty else {
        throw CLIError(
          code: .baselineUnreadable, message: "the baseline names no benchmark navbench knows")
      }
      return selected
    }
    let regex = filterPattern.flatMap { try? NSRegularExpression(pattern: $0) }
    let filter: ((String) -> Bool)? = regex.map { regex in
      { name in
        regex.firstMatch(in: name, range: NSRange(name.startIndex..., in: name)) != nil
      }
    }
    let selected: [Benchmark]
    do {
      selected = try Suites.benchmarks(
        suites: suites, versions: versions, sizes: sizes, filter: filter, registry: registry)
    } catch {
      throw .usage("\(error)", verb: verb)
    }
    guard !selected.isEmpty else {
      throw .usage("--filter: no benchmark matches '\(filterPattern ?? "")'", verb: verb)
    }
    return selected
  }

  /// `1000,100000`, `1_000`, `1e6`: positive integers up to ``Suites/maximumSize``.
  static func sizes(_ text: String, verb: String) throws(CLIError) -> [Int] {
    var result: [Int] = []
    let items = text.split(separator: ",", omittingEmptySubsequences: false)
    guard items.count <= 16 else { throw .usage("--sizes: at most 16 sizes", verb: verb) }
    for raw in items {
      let item = raw.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "_", with: "")
      let value: Int
      if let integer = Int(item) {
        value = integer
      } else if let parts = Optional(item.lowercased().split(separator: "e")), parts.count == 2,
        let mantissa = Int(parts[0]), let exponent = Int(parts[1]), (0...18).contains(exponent),
        mantissa >= 0
      {
        let (product, overflow) = mantissa.multipliedReportingOverflow(
          by: Int(pow(10, Double(exponent))))
        value = overflow ? Int.max : product
      } else if item.allSatisfy(\.isNumber), !item.isEmpty {
        value = Int.max
      } else {
        throw .usage("--sizes: '\(raw)' is not a positive integer", verb: verb)
      }
      guard value >= 1 else { throw .usage("--sizes: \(value) must be at least 1", verb: verb) }
      guard value <= Suites.maximumSize else {
        throw .usage(
          "--sizes: \(item) exceeds \(Suites.maximumSize); larger stacks and lists would exhaust "
            + "memory", verb: verb)
      }
      if !result.contains(value) { result.append(value) }
    }
    return result.sorted()
  }

  static func integer(_ text: String, option: String, range: ClosedRange<Int>, verb: String)
    throws(CLIError) -> Int
  {
    guard let value = Int(text), range.contains(value) else {
      throw .usage(
        "--\(option): '\(text)' is not an integer in \(range.lowerBound)...\(range.upperBound)",
        verb: verb)
    }
    return value
  }
}

/// Writing a report to standard output or, atomically, to `--output PATH`.
enum Output {
  /// Refuses an output path whose directory does not exist or is not writable, before any
  /// benchmark runs.
  static func check(_ path: String?, verb: String) throws(CLIError) {
    guard let path else { return }
    let url = URL(fileURLWithPath: path)
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      throw CLIError(code: .cannotCreate, message: "--output: \(path) is a directory")
    }
    let directory = url.deletingLastPathComponent().path
    guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw CLIError(code: .cannotCreate, message: "--output: no such directory: \(directory)")
    }
    guard access(directory, W_OK) == 0 else {
      throw CLIError(code: .cannotCreate, message: "--output: cannot write in \(directory)")
    }
  }

  /// Writes `data` to `path` atomically, or to standard output when `path` is `nil`.
  static func write(_ data: Data, to path: String?, console: Console) throws(CLIError) {
    guard let path else {
      FileHandle.standardOutput.write(data)
      return
    }
    do {
      try AtomicFile.write(data, to: URL(fileURLWithPath: path))
    } catch {
      throw CLIError(code: .cannotCreate, message: "cannot write \(path): \(error)")
    }
    console.err("wrote \(path)\n")
  }
}
