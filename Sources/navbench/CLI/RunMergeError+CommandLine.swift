import Bench

extension RunMergeError {
  /// The message navbench prints: the library's description, with the command that makes
  /// shards (`navbench run --shard i/n`) and the flag behind each differing setting where the
  /// advice is to run it again.
  var commandLineMessage: String {
    switch self {
    case .settings(let run, let fields):
      return "run \(run) was measured with other settings than run 1 ("
        + fields.map(Self.withFlag).joined(separator: ", ")
        + " differ); shards must come from one command with only --shard changed"
    case .overlapping(let benchmark, let configuration, let runs):
      let name = configuration.isEmpty ? benchmark : "\(benchmark) [\(configuration)]"
      return "runs \(runs.map(String.init).joined(separator: " and ")) both measured \(name); "
        + "merge disjoint shards (navbench run --shard i/n), each once"
    case .notAShard(let run):
      return "run \(run) does not record a shard, but other runs do; merge the outputs of one "
        + "command run once per shard (navbench run --shard i/n), each shard once"
    case .shardSelection(let run):
      return "run \(run) is a shard of another selection than run 1 (other suites, sizes, "
        + "filter or OS versions); shards must come from one command with only --shard changed"
    case .foreignCase(let run, let result, let key):
      return "run \(run) holds results[\(result)], \(key), which is not in the selection the "
        + "shards record (benchmark, variant, size and OS version); merge the unedited outputs "
        + "of one command run once per shard (navbench run --shard i/n)"
    case .caseOfAnotherShard(let run, let result, let key, let shard, let owner):
      return "run \(run) (shard \(shard)) holds results[\(result)], \(key), which the "
        + "selection deals to shard \(owner); merge the unedited outputs of one command run "
        + "once per shard (navbench run --shard i/n)"
    case .missingCase(let key, let owner):
      return "no shard holds \(key), a case of the selection (shard \(owner)'s); run that "
        + "shard again with the same command (navbench run --shard \(owner))"
    default:
      return description
    }
  }

  /// A setting named as a run's JSON names it, with the flag that sets it where one does
  /// (`seed (--seed)`).
  static func withFlag(_ field: String) -> String {
    flags[field].map { "\(field) (\($0))" } ?? field
  }

  /// The flag that sets each setting that has one, by the setting's JSON name.
  static let flags: [String: String] = [
    "samples": "--samples", "min_sample_time_ms": "--min-time",
    "time_budget_per_case_s": "--time-budget", "seed": "--seed", "metric": "--metric",
    "iterations": "--iterations", "warmup_iterations": "--warmup-iterations",
    "forks": "--forks", "run_drift": "--drift", "bare_reference": "--bare-reference",
  ]
}
