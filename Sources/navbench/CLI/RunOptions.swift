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
      .option(
        "filter", "REGEX",
        "run only benchmarks whose name matches (e.g. \"push-pop\"; at most "
          + "\(FilterPattern.maximumLength) characters, matched within \(Int(FilterPattern.timeLimit)) s)"
      ),
      .option(
        "sizes", "LIST",
        "sizes N, comma-separated (default per suite; at most \(Suites.maximumSize)"
          + Suites.all.filter { $0.maximumSize < Suites.maximumSize }
          .map { ", \($0.name) at most \($0.maximumSize)" }.joined() + ")"),
      .option(
        "os", "LIST",
        "OS versions (default: \(list(Suites.defaultVersions)): \(Suites.defaultVersionsRule))"),
      .option(
        "samples", "N",
        "samples per case, in \(Self.text(BaselineLimits.samples)) (default \(defaults.samples), or 3 per fresh process when that is more); "
          + "shared out exactly over the --forks processes, at least 3 each: without --forks, "
          + "fewer processes when N is below 3 per process"),
      .option(
        "min-time", "MS",
        "minimum time per sample in milliseconds, in \(Self.text(BaselineLimits.minSampleTime)) "
          + "(default \(text(defaults.minSampleTime)); not with --iterations)"),
      .option(
        "time-budget", "SECONDS",
        "time budget per case, over 0 and at most 3600 (default "
          + "\(text(defaults.timeBudgetPerCase)))"),
      .option(
        "seed", "N",
        "seed of the interleaving order and bootstrap, in 0...\(UInt64.max) (default fixed)"),
      .option(
        "drift", "PCT",
        "the machine's speed drift between runs (SD) that intervals allow for, in percent, in "
          + "0...50 (default \(text(defaults.runDrift * 100)); navbench calibrate --fresh-runs measures it; with --forks 1, from "
          + "--samples 9)"),
      .flag("quiet", "no progress on standard error"),
      .option(
        "shard", "I/N",
        "run only shard I of N, 1 ≤ I ≤ N ≤ \(Shard.maximumCount): a deterministic 1/N of the "
          + "benchmarks (merge the JSON runs of every shard with navbench merge)"),
    ] + MetricOptions.specs

  var suites: [Suite] = Suites.all
  var filterPattern: String?
  var sizes: [Int]?
  /// Exact selection taken from a baseline: per OS version (its configuration label), benchmark
  /// name → the sizes the baseline measured it at on that version.
  var adopted: (benchmarks: [String: [String: [Int]]], versions: [PlatformVersion])?
  var versions: [PlatformVersion] = Suites.defaultVersions
  /// Whether the versions are the defaults (no `--os`): each benchmark that prices strategies
  /// then runs only where one of them is active (``Suites/benchmarks(suites:versions:sizes:filter:registry:onlyWhereActive:)``).
  var onlyWhereActive = true
  var settings = defaultSettings
  /// The part of the selection to run (`--shard i/n`), if any.
  var shard: Shard?
  /// Whether the number of fresh processes is navbench's to choose (no `--forks`, wall time, and
  /// not adopted from a baseline): see ``settings(for:)``.
  var choosesForks = false
  /// Whether `--samples` was given: an explicit count is never changed (see ``settings(for:)``).
  var givesSamples = false
  /// Whether `--forks` was given.
  var givesForks = false
  /// Whether `--min-time` was given: an explicit sample time is never changed.
  var givesMinimumTime = false

  /// The settings a run starts from: the library's, measured in
  /// ``ForkedRunner/defaultForks`` fresh processes.
  static let defaultSettings = RunSettings(forks: ForkedRunner.defaultForks)

  init(_ arguments: ParsedArguments, defaults: RunSettings = defaultSettings) throws(CLIError) {
    let verb = arguments.verb
    settings = defaults
    if let text = arguments.value("suite") { suites = try Self.suites(text, verb: verb) }
    if let pattern = arguments.value("filter") {
      _ = try FilterPattern(pattern, verb: verb)
      filterPattern = pattern
    }
    if let text = arguments.value("sizes") { sizes = try Self.sizes(text, verb: verb) }
    if let text = arguments.value("os") {
      versions = try Values.versions(text, option: "os", verb: verb)
      onlyWhereActive = false
    }
    try Self.applySampling(arguments, to: &settings)
    if let text = arguments.value("shard") {
      do {
        shard = try Shard(text)
      } catch {
        throw .usage("--shard: \(error)", verb: verb)
      }
    }
    try MetricOptions.apply(arguments, to: &settings)
    try Self.refuseIneffective(arguments, settings: settings)
    choosesForks =
      arguments.value("forks") == nil && settings.metric == .wallTime
      && defaults == Self.defaultSettings
    givesSamples = arguments.value("samples") != nil
    givesForks = arguments.value("forks") != nil
    givesMinimumTime = arguments.value("min-time") != nil
    let needed = settings.forks * ForkedRunner.minimumSamplesPerFork
    if givesSamples && givesForks && settings.metric == .wallTime && settings.samples < needed {
      throw .usage(
        "--samples \(settings.samples) is fewer than \(ForkedRunner.minimumSamplesPerFork) for "
          + "each of --forks \(settings.forks) processes; give --samples \(needed) or more, or "
          + "at most --forks \(max(1, settings.samples / ForkedRunner.minimumSamplesPerFork))",
        verb: verb)
    }
    do {
      try settings.validate()
    } catch {
      throw .usage("\(error)", verb: verb)
    }
  }

  /// The suites `--suite` names, each one that exists.
  ///
  /// - Throws: `CLIError.usage` for an unknown suite (with the closest name) or a bad list.
  static func suites(_ text: String, verb: String) throws(CLIError) -> [Suite] {
    return try Values.list(text, option: "suite", noun: "suites", verb: verb) {
      (name) throws(CLIError) in
      guard let suite = Suites.named(name) else {
        let names = Suites.all.map(\.name)
        throw .usage(
          "--suite: unknown suite \"\(name)\" (suites: \(names.joined(separator: ", ")))"
            + Suggestion.didYouMean(name, among: names), verb: verb)
      }
      return SuiteName(suite)
    }.map(\.suite)
  }

  /// Applies the options that set how cases are sampled (`--samples`, `--min-time`,
  /// `--time-budget`, `--seed`, `--drift`, `--quiet`) to `settings`, each checked against its
  /// range.
  ///
  /// - Throws: `CLIError.usage` naming the option and its range.
  static func applySampling(_ arguments: ParsedArguments, to settings: inout RunSettings)
    throws(CLIError)
  {
    let verb = arguments.verb
    if let text = arguments.value("samples") {
      settings.samples = try Self.integer(
        text, option: "samples", range: BaselineLimits.samples, verb: verb)
      settings.minimumSamples = min(settings.minimumSamples, settings.samples)
    }
    if let text = arguments.value("min-time") {
      settings.minSampleTime = Double(
        try Self.integer(
          text, option: "min-time", range: Self.integers(BaselineLimits.minSampleTime), verb: verb)
      )
    }
    if let text = arguments.value("time-budget") {
      guard let seconds = Values.decimal(text), seconds > 0, seconds <= 3600 else {
        throw .usage(
          "--time-budget: \"\(text)\" is not a number of seconds in (0, 3600]", verb: verb)
      }
      settings.timeBudgetPerCase = seconds
    }
    if let text = arguments.value("seed") {
      settings.seed = try Values.wholeNumber(
        text, option: "seed", range: 0...UInt64.max, verb: verb)
    }
    if let text = arguments.value("drift") {
      guard let percent = Values.decimal(text), percent >= 0, percent <= 50 else {
        throw .usage("--drift: \"\(text)\" is not a percentage in 0...50", verb: verb)
      }
      settings.runDrift = percent / 100
    }
    if arguments.flag("quiet") { settings.quiet = true }
  }

  /// Refuses wall-time options the other settings leave without effect, instead of ignoring
  /// them: `--min-time` with fixed iterations (it only chooses the iterations of a sample), and
  /// `--drift` in one process with fewer than 3 blocks (it widens only the interval built on
  /// block medians, or on fork medians with `--forks 2` or more).
  static func refuseIneffective(_ arguments: ParsedArguments, settings: RunSettings)
    throws(CLIError)
  {
    let verb = arguments.verb
    guard settings.metric == .wallTime else { return }
    if arguments.value("min-time") != nil, let iterations = settings.iterations {
      let source =
        arguments.value("iterations") != nil ? "--iterations" : "the baseline's iterations"
      throw .usage(
        "--min-time does not apply with fixed iterations: it chooses how many iterations a "
          + "sample takes, and \(source) fixes them at \(iterations); give one or the other",
        verb: verb)
    }
    // Runner: blocks = min(settings.blocks, rounds / 3), and an interval needs 3 blocks.
    let blocks = min(settings.blocks, settings.samples / 3)
    if arguments.value("drift") != nil, settings.forks == 1, blocks < 3 {
      throw .usage(
        "--drift has no effect in one process (--forks 1) with \(settings.samples) samples: it "
          + "widens intervals built on at least 3 blocks of 3 samples (--samples 9 or more), or "
          + "on the medians of --forks 2 or more", verb: verb)
    }
  }

  /// The settings to measure `benchmarks` with: a small run gets
  /// ``ForkedRunner/smallRunForks`` fresh processes when navbench chooses them. A shard counts
  /// the groups of the whole selection, not its own part, so that every shard of one command
  /// has the same settings (`merge` refuses runs whose settings differ). Each process takes at
  /// least ``ForkedRunner/minimumSamplesPerFork`` samples: a `--samples` count too small for the
  /// processes keeps its value and gets fewer processes (`--forks` given as well was refused up
  /// front); the default count (or a baseline's) grows to 3 per process.
  func settings(for benchmarks: [Benchmark]) -> RunSettings {
    var chosen = settings
    if choosesForks {
      let whole =
        shard == nil
        ? benchmarks
        : (try? selection(registry: .standard(), verb: "run")) ?? benchmarks
      chosen.forks = ForkedRunner.defaultForks(groups: ForkedRunner.groups(whole))
    }
    let perFork = ForkedRunner.minimumSamplesPerFork
    if chosen.metric == .wallTime && chosen.forks > 1 && chosen.samples < chosen.forks * perFork {
      if givesSamples && !givesForks {
        chosen.forks = max(1, chosen.samples / perFork)
      } else {
        chosen.samples = chosen.forks * perFork
      }
    }
    return chosen
  }

  /// Selects exactly the benchmarks, sizes and versions a baseline measured: each benchmark on
  /// each version at the sizes the baseline measured it at there (not every size it measured on
  /// any version).
  ///
  /// - Throws: when the baseline names a size beyond ``Suites/maximumSize`` (a hostile or
  ///   corrupt file must not make the run exhaust memory).
  mutating func adopt(_ baseline: RunResult) throws(CLIError) {
    if let size = baseline.cases.map(\.key.size).first(where: { $0 < 1 || $0 > Suites.maximumSize })
    {
      throw CLIError(
        code: .baselineUnavailable,
        message: "the baseline asks for size \(size); sizes must be in 1...\(Suites.maximumSize)")
    }
    var benchmarks: [String: [String: [Int]]] = [:]
    var versions: [PlatformVersion] = []
    for result in baseline.cases {
      benchmarks[result.key.configuration, default: [:]][result.key.benchmark, default: []]
        .append(result.key.size)
      if let version = try? PlatformVersion(parsing: result.key.configuration),
        !versions.contains(version)
      {
        versions.append(version)
      }
    }
    adopted = (benchmarks.mapValues { $0.mapValues { Array(Set($0)).sorted() } }, versions)
  }

  /// The selected benchmarks: the `--shard` part of the selection.
  func benchmarks(registry: StrategyRegistry, verb: String) throws(CLIError) -> [Benchmark] {
    try sharded(selection(registry: registry, verb: verb), verb: verb)
  }

  /// The whole selection, before `--shard`.
  func selection(registry: StrategyRegistry, verb: String) throws(CLIError) -> [Benchmark] {
    if let adopted {
      var selected: [Benchmark] = []
      do {
        for os in adopted.versions {
          for suite in Suites.all {
            let named = adopted.benchmarks[os.description] ?? [:]
            for (name, sizes) in named.sorted(by: { $0.key < $1.key })
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
          code: .baselineUnavailable, message: "the baseline names no benchmark navbench knows")
      }
      return selected
    }
    let matcher = try filterPattern.map { (text) throws(CLIError) in
      try FilterPattern(text, verb: verb)
    }
    let selected: [Benchmark]
    do {
      selected = try Suites.benchmarks(
        suites: suites, versions: versions, sizes: sizes, filter: matcher.map { $0.matches },
        registry: registry, onlyWhereActive: onlyWhereActive)
    } catch {
      throw .usage("\(error)", verb: verb)
    }
    if let matcher, matcher.didTimeOut {
      throw .usage(
        "--filter: matching \"\(matcher.pattern)\" took longer than "
          + "\(Int(FilterPattern.timeLimit)) s (catastrophic backtracking?); simplify the pattern",
        verb: verb)
    }
    guard !selected.isEmpty else {
      throw .usage("--filter: no benchmark matches \"\(filterPattern ?? "")\"", verb: verb)
    }
    return selected
  }

  /// Measures the `--shard` part of the selection; a shard's run records which shard it is and
  /// the whole selection, so that `navbench merge` can refuse an incomplete set of shards.
  func measure(registry: StrategyRegistry, verb: String) throws(CLIError) -> RunResult {
    let whole = try selection(registry: registry, verb: verb)
    let benchmarks = try sharded(whole, verb: verb)
    var result = try MetricOptions.measure(benchmarks, settings: settings(for: benchmarks))
    if let shard { result.shard = RunShard(shard: shard, of: whole) }
    return result
  }

  /// The `--shard` part of the selection; a shard that would select nothing is refused, so that
  /// a job matrix wider than the selection fails loudly instead of measuring nothing.
  func sharded(_ selected: [Benchmark], verb: String) throws(CLIError) -> [Benchmark] {
    guard let shard else { return selected }
    let part = shard.select(selected)
    guard !part.isEmpty else {
      throw .usage(
        "--shard: \(shard) selects no benchmark: the selection has \(selected.count), so use at "
          + "most \(selected.count) shards", verb: verb)
    }
    return part
  }

  /// `1000,100000`: whole numbers (``Values/wholeNumber(_:option:range:verb:)``) up to
  /// ``Suites/maximumSize``, at most 16, each once; sorted.
  static func sizes(_ text: String, verb: String) throws(CLIError) -> [Int] {
    try Values.list(text, option: "sizes", limit: 16, noun: "sizes", verb: verb) {
      (raw) throws(CLIError) in try size(raw, verb: verb)
    }.sorted()
  }

  /// One item of `--sizes`, already trimmed.
  static func size(_ raw: String, verb: String) throws(CLIError) -> Int {
    // Larger stacks and lists would exhaust memory.
    try Values.wholeNumber(raw, option: "sizes", range: 1...Suites.maximumSize, verb: verb)
  }

  /// `5...10000`: a range as help and messages write it.
  static func text(_ range: ClosedRange<Int>) -> String {
    "\(range.lowerBound)...\(range.upperBound)"
  }

  /// The settings a run starts from: each option's default.
  static let defaults = RunSettings()

  /// `5` for 5.0, `1.5` for 1.5: a default as an option takes it.
  static func text(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }

  /// `16.4,17.5`: versions as `--os` takes them.
  static func list(_ versions: [PlatformVersion]) -> String {
    versions.map { "\($0.number)" }.joined(separator: ",")
  }

  /// `1...60000` for `1.0...60_000`.
  static func text(_ range: ClosedRange<Double>) -> String { text(integers(range)) }

  /// The integers of a range with whole bounds.
  static func integers(_ range: ClosedRange<Double>) -> ClosedRange<Int> {
    Int(range.lowerBound)...Int(range.upperBound)
  }

  /// `text` as a whole number of `option` in `range` (``Values/wholeNumber(_:option:range:verb:)``).
  static func integer(_ text: String, option: String, range: ClosedRange<Int>, verb: String)
    throws(CLIError) -> Int
  {
    try Values.wholeNumber(text, option: option, range: range, verb: verb)
  }
}

/// A suite compared by name, for ``Values/list(_:option:limit:noun:verb:parse:)``'s duplicate check.
private struct SuiteName: Equatable {
  let suite: Suite
  init(_ suite: Suite) { self.suite = suite }
  static func == (a: SuiteName, b: SuiteName) -> Bool { a.suite.name == b.suite.name }
}
