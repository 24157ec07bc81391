import Bench
import Foundation
import Strategies

// Which evidence the verdicts rest on, and the processes each run takes for it.
extension PricingJob {
  /// Fresh processes of the wall-time run beside instruction counts, when the job chooses them
  /// for a run of the default size: the verdicts rest on the counts, and wall time beside
  /// them takes 4 processes of 3 samples instead of 8, each sample of at least
  /// ``sampleMillisecondsWithoutCounts`` rather than 5 ms unless a shortest sample time is
  /// given (with the same rules for its verdicts, and intervals as wide as its samples make
  /// them), so that the main job keeps well within a minute.
  package static let forksBesideCounts = 4

  /// Fresh processes of the wall-time run without instruction counts, when the job chooses
  /// them for a run of the default size: the verdicts rest on its paired CPU times, and the
  /// time further processes would take goes to measuring again the comparisons it cannot decide
  /// (``measureAgain(_:since:)``), each round of which adds ``FollowUp/forksPerRound``
  /// processes of those comparisons alone.
  package static let forksWithoutCounts = 2

  /// The shortest sample (milliseconds) of the runs the job chooses the processes of: a pair of
  /// samples is judged by the measuring thread's CPU time, whose two reads (about 0.5 µs each)
  /// stay under 0.1% of it, and the time shorter samples save goes to measuring again.
  package static let sampleMillisecondsWithoutCounts = 2.0

  /// Whether the job counts instructions: no metric was given, and the wall-time run has no
  /// fixed iteration counts.
  package var countsInstructions: Bool {
    choices.leavesMetric && settings.metric == .wallTime && settings.iterations == nil
      && settings.warmupIterations == nil
  }

  /// Whether the job measures again the comparisons it cannot decide: it may count and did
  /// not, and it chose the processes of a run of the default size.
  package func followsUp(counted: Bool, settings: RunSettings) -> Bool {
    countsInstructions && !counted && choosesProcesses(settings)
  }

  /// Whether the job chooses the processes of a run with `settings`: neither a process count
  /// nor a sample count was given, and the run is not a small one (which takes more).
  func choosesProcesses(_ settings: RunSettings) -> Bool {
    choices.leavesForks && !choices.givesSamples && settings.forks == ForkedRunner.defaultForks
  }

  /// The wall-time settings without instruction counts (see ``forksWithoutCounts`` and
  /// ``sampleMillisecondsWithoutCounts``).
  package func withoutCounts(_ settings: RunSettings) -> RunSettings {
    reduced(settings, forks: Self.forksWithoutCounts)
  }

  /// The wall-time settings beside instruction counts (see ``forksBesideCounts``); a run whose
  /// processes the job does not choose keeps its own.
  package func besideCounts(_ settings: RunSettings) -> RunSettings {
    guard choosesProcesses(settings) else { return settings }
    return reduced(settings, forks: Self.forksBesideCounts)
  }

  private func reduced(_ settings: RunSettings, forks: Int) -> RunSettings {
    var reduced = settings
    if !choices.givesMinimumTime {
      reduced.minSampleTime = min(settings.minSampleTime, Self.sampleMillisecondsWithoutCounts)
    }
    reduced.forks = forks
    reduced.samples = forks * ForkedRunner.minimumSamplesPerFork
    reduced.minimumSamples = min(reduced.minimumSamples, reduced.samples)
    return reduced
  }

  /// What instruction counting could not do: the reason, and how the sentence that says what
  /// the verdicts rest on instead joins it.
  package struct CountingFailure: Error, Equatable {
    /// Why, in words.
    package var reason: String
    /// `"; "` or `", so "`, before "the verdicts rest on ...".
    package var joiner: String

    /// The whole sentence, for verdicts that rest on `evidence`.
    package func sentence(restingOn evidence: StrategyComparison.CostEvidence) -> String {
      let basis =
        evidence == .cpuTime ? "CPU time, strategies and inline paired" : evidence.rawValue
      return reason + joiner + "the verdicts rest on " + basis + "."
    }
  }

  /// The benchmarks whose instructions the job counts beside wall time: those that price a
  /// strategy, at their smallest selected size (their cost per event against inline is what
  /// the summary decides; the registry's own benchmarks keep wall time).
  package static func countingSelection(_ benchmarks: [Benchmark]) -> [Benchmark] {
    benchmarks.compactMap { benchmark in
      guard Pricing.prices(benchmark), let smallest = benchmark.sizes.min() else { return nil }
      return try? Benchmark(
        benchmark.name, tags: benchmark.tags, configuration: benchmark.configuration,
        sizes: [smallest], operationsPerIteration: benchmark.operationsPerIteration,
        comparisons: benchmark.comparisons, variants: benchmark.variants)
    }
  }

  /// `1k` or `10 (transforms, transitions), 100 (lists), 1k (stacks)`: the sizes counted, by
  /// suite.
  package static func sizesText(_ benchmarks: [Benchmark]) -> String {
    var bySize: [Int: [String]] = [:]
    for benchmark in benchmarks {
      let suite = String(benchmark.name.prefix { $0 != "/" })
      for size in benchmark.sizes where !(bySize[size]?.contains(suite) ?? false) {
        bySize[size, default: []].append(suite)
      }
    }
    if bySize.count == 1, let size = bySize.keys.first { return Format.size(Double(size)) }
    return bySize.keys.sorted().map { size in
      Format.size(Double(size)) + " (" + (bySize[size] ?? []).joined(separator: ", ") + ")"
    }.joined(separator: ", ")
  }

  /// Counts the benchmarks' instructions under valgrind, else with the processor's
  /// retired-instructions counter, or says why it could not (valgrind missing: how to install
  /// it; the counter: why the system offers none).
  package func countInstructions(_ benchmarks: [Benchmark]) -> Result<
    (RunResult, StrategyComparison.CostEvidence), CountingFailure
  > {
    var backend = InstructionCounter.Backend.valgrind
    if !valgrindInstalled() {
      if let reason = counterProbe() {
        return .failure(
          CountingFailure(
            reason: "valgrind is not installed (Debian, Ubuntu: apt-get install valgrind), and "
              + reason, joiner: "; "))
      }
      backend = .hardwareCounter
    }
    var counting = RunSettings(metric: .instructions)
    counting.quiet = settings.quiet
    counting.noiseThreshold = settings.noiseThreshold
    counting.forks = 1
    do {
      let run = try measure(
        Measurement(benchmarks: benchmarks, settings: counting, backend: backend))
      if !run.failedCases.isEmpty {
        let reason = run.failedCases.first?.status.reason ?? "failed"
        return .failure(
          CountingFailure(
            reason: "counting failed for \(run.failedCases.count) cases (\(reason))",
            joiner: ", so "))
      }
      return .success((run, backend == .valgrind ? .instructions : .hardwareCounter))
    } catch {
      return .failure(CountingFailure(reason: "\(error)", joiner: ", so "))
    }
  }
}
