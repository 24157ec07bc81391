import Bench
import Foundation

/// `navbench merge`: join the JSON runs of shards (`navbench run --shard i/n --format json`)
/// into one run.
enum MergeVerb {
  static let spec = VerbSpec(
    name: "merge",
    summary: "Join the JSON runs of shards (run --shard i/n) into one run.",
    operands: "RUN.json RUN.json ...",
    options: [
      .option(
        "output", "PATH", "write the merged run to PATH (atomically) instead of stdout (-: stdout)")
    ],
    discussion: """
      Each RUN.json is the output of 'navbench run --format json' (or of an earlier merge).
      The runs must come from one command with only --shard changed: the same settings, and no
      benchmark measured twice. Each shard records its index, its count and the whole
      selection case by case (every benchmark and OS version with its variants and sizes), so
      shards must be exactly one complete set: every shard i/N of one N, each once, of one
      selection (a missing, duplicate or other-count shard is refused, and named), holding
      together exactly the cases of the selection (benchmark, variant, size, OS version), each
      in its own shard: the first missing case, a case outside the selection, a case of another
      shard or one held twice is refused, and named.
      Runs of schema version 1 (written before shards were recorded; they record none) are
      upgraded when read and merge with current ones. Every case keeps the machine it ran on;
      comparisons and scaling fits are those of the shard that measured them (a shard holds
      whole benchmarks). 'navbench compare --input' and 'navbench baseline save|compare
      --input' read the merged run. The runs together may hold at most 64 MiB (67108864 bytes),
      the most navbench reads as one run.

      Exit status: 0; 65 the runs overlap or do not match, or a file is not a run or is beyond
      the limits of the run options (settings, sizes, OS versions as --os takes them, at most 64,
      also merged); 66 a file cannot be read; 64 usage error.
      """)

  static func run(_ arguments: ParsedArguments, console: Console) throws(CLIError) -> ExitCode {
    let verb = spec.name
    let paths = arguments.positionals
    for (index, path) in paths.enumerated() {
      try Values.refuseEmptyPath(path, what: "input \(index + 1) (RUN.json)", verb: verb)
    }
    try Values.refuseEmptyPaths(arguments, options: ["output"])
    guard paths.count >= 2 else {
      throw .usage(
        paths.isEmpty
          ? "no run to merge: give two JSON runs or more"
          : "give two runs or more "
            + "(one run needs no merge)", verb: verb)
    }
    let output = arguments.value("output")
    try Output.check(output)
    try checkTotalSize(paths)
    let runs = try paths.map { path throws(CLIError) in try load(path) }
    let merged: RunResult
    do {
      merged = try RunResult.merge(runs)
    } catch {
      throw CLIError(code: .dataError, message: "cannot merge: \(error.commandLineMessage)")
    }
    // Each run is within the limits; together they must be too (at most 64 OS versions).
    do {
      try BaselineLimits.check(merged, path: paths.joined(separator: " + "), as: .input)
    } catch {
      throw CLIError(code: error.code, message: "cannot merge: \(error.message)")
    }
    let data: Data
    do {
      data = try merged.jsonData(
        options: JSONOutput.runOptions(
          arguments, includeRawSamples: merged.cases.contains { !$0.rawSamples.isEmpty }))
    } catch {
      throw CLIError(code: .failure, message: "cannot encode the merged run: \(error)")
    }
    try Output.write(data, to: output, console: console)
    console.err(
      "merged \(runs.count) runs: \(merged.cases.count) cases on \(merged.machines.count) "
        + "machine(s)\n")
    return .success
  }

  /// Refuses runs that together exceed ``Baseline/defaultMaximumBytes`` before reading any:
  /// the merged run holds them all, and navbench reads no run larger (and a merge keeps every
  /// run in memory until it writes).
  static func checkTotalSize(_ paths: [String]) throws(CLIError) {
    let limit = Baseline.defaultMaximumBytes
    var total: UInt64 = 0
    for path in paths {
      var status = stat()
      // A file that cannot be stat'ed, or is not a regular file, is refused by its reading.
      guard stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { continue }
      // At most the limit before adding one file's size: no overflow.
      total += UInt64(status.st_size)
      if total > limit { break }
    }
    guard total <= limit else {
      throw CLIError(
        code: .dataError,
        message: "the \(paths.count) runs total at least \(Format.byteCount(total)), over the "
          + "\(Format.byteLimit(limit)) a merged run may hold (navbench reads no larger run); "
          + "merge fewer or smaller runs")
    }
  }

  /// Reads a run written by `navbench run --format json`, with the baseline reader's limits
  /// (size, nesting depth, schema version) and the flags' limits on its settings and selection.
  ///
  /// - Throws: exit 66 when the file cannot be read, 65 when its content is invalid.
  static func load(_ path: String) throws(CLIError) -> RunResult {
    try BaselineLimits.load(path, as: .input)
  }
}
