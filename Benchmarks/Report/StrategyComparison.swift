import Bench
import Foundation
import Simulation
import Strategies

/// The strategy comparison report: for every strategy and OS version, whether it is active and
/// why, the glitches it removes in the simulation, and what it costs against the raw and inline
/// variants at each size, with scaling and allocations.
///
/// Plain `Codable` data, built by ``build(registry:versions:run:simulation:command:)``
/// and rendered as text, Markdown, HTML or JSON.
package struct StrategyComparison: Sendable, Codable, Equatable {
  /// A ratio of medians with its interval, p-value and verdict.
  package struct Ratio: Sendable, Codable, Equatable {
    /// Variant median over control median.
    package var ratio: Double
    /// 95% bootstrap interval of the ratio.
    package var ci95: [Double]
    /// Mann–Whitney p-value (`nil` for instruction counts, which are exact).
    package var pValue: Double?
    /// `faster`, `slower`, `same` or `inconclusive`.
    package var verdict: String

    init(_ comparison: VariantComparison) {
      ratio = comparison.ratio
      ci95 = [comparison.ci95.lower, comparison.ci95.upper]
      pValue = comparison.pValue
      verdict = comparison.verdict.rawValue
    }
  }

  /// One benchmark case of a strategy at one size.
  package struct Cost: Sendable, Codable, Equatable {
    /// The benchmark.
    package var benchmark: String
    /// The size N.
    package var size: Int
    /// The median cost per operation of `strategies` in the run's metric (`settings.metric`):
    /// nanoseconds of wall time, or instructions.
    package var strategiesCost: Double?
    /// `strategies` against `raw`.
    package var vsRaw: Ratio?
    /// `strategies` against `inline`.
    package var vsInline: Ratio?
    /// `seed-snapshot` against `strategies`, where measured.
    package var seedSnapshotVsStrategies: Ratio?
    /// Allocations per operation by variant (`null`: unavailable).
    package var allocationsPerOperation: [String: Double?]
    /// Why allocations are unavailable, if they are.
    package var allocationsUnavailable: String?
    /// Cases of this size that were skipped or failed, with the reason.
    package var notes: [String]
  }

  /// One variant's scaling fit in one benchmark.
  package struct Scaling: Sendable, Codable, Equatable {
    /// The benchmark.
    package var benchmark: String
    /// The variant.
    package var variant: String
    /// Cost per operation ∝ N^exponent.
    package var exponent: Double
    /// 95% interval of the exponent.
    package var ci95: [Double]
    /// The growth class (`O(1)`, ...).
    package var complexityClass: String
  }

  /// The simulation's glitch counts for one defect the strategy addresses.
  package struct Glitches: Sendable, Codable, Equatable {
    /// The defect.
    package var defect: IssueID
    /// Whether the container exists on the version.
    package var applicable: Bool
    /// Why not, when it does not.
    package var reason: String?
    /// Glitches of the seed's original code.
    package var naive: Int
    /// Glitches through the primitives with strategies.
    package var withStrategies: Int
  }

  /// One strategy on one OS version.
  package struct Version: Sendable, Codable, Equatable {
    /// The OS version.
    package var os: PlatformVersion
    /// The traits of the context judged (the seed's setup).
    package var traits: [ContextTrait]
    /// Whether the strategy is active.
    package var active: Bool
    /// Why, as a sentence.
    package var reason: String
    /// Glitches naive → with strategies, per addressed defect.
    package var glitches: [Glitches]
    /// Costs per benchmark and size.
    package var costs: [Cost]
    /// Scaling fits per benchmark and variant.
    package var scaling: [Scaling]
    /// Costs counted in instructions per operation (exact, under valgrind), per benchmark at
    /// the sizes counted; empty when instructions were not counted beside wall time (a run of
    /// `--metric instructions` has its counts in ``costs``).
    package var instructionCosts: [Cost] = []
    /// The summary verdict of `strategies` against `inline` over every benchmark that prices
    /// the strategy: `same cost`, `cheaper`, `costlier`, or `inconclusive` (wall time only,
    /// when an interval cannot tell); `not measured` when no comparison was made.
    package var verdict: String = CostVerdict.notMeasured.rawValue
    /// What ``verdict`` rests on: `instructions` (counted under valgrind, exact), `hardware
    /// counter` (the processor's count of retired instructions), `CPU time` (paired) or `wall
    /// time`; `none` when nothing was measured.
    package var evidence: String = CostEvidence.none.rawValue
    /// The lowest and highest ratio, strategies over inline, of the comparisons ``verdict``
    /// rests on (empty when none).
    package var verdictRatios: [Double] = []
    /// Where instructions and wall time reach different decided verdicts: one sentence saying
    /// which one the verdict rests on and why; `nil` otherwise.
    package var disagreement: String?
  }

  /// A summary verdict: what a strategy costs against the workaround written inline.
  package enum CostVerdict: String, Sendable, Codable, CaseIterable {
    /// Within the noise threshold of inline (instructions: 3%; wall time: the 95% interval
    /// within ±9%), or cheaper in some benchmarks and the same in the others.
    case sameCost = "same cost"
    /// Cheaper than inline in every benchmark that prices it.
    case cheaper
    /// Costlier than inline in at least one benchmark.
    case costlier
    /// Wall time could not tell in at least one benchmark, and none was costlier.
    case inconclusive
    /// No comparison against inline was made.
    case notMeasured = "not measured"

    /// Whether the verdict decides the cost.
    package var isDecided: Bool { self == .sameCost || self == .cheaper || self == .costlier }
  }

  /// What a summary verdict rests on.
  package enum CostEvidence: String, Sendable, Codable {
    /// Instructions per operation counted under valgrind: exact and repeatable.
    case instructions
    /// Instructions per operation read from the processor's retired-instructions counter
    /// (Linux perf events, macOS resource usage) where valgrind is missing: user-space counts,
    /// repeatable to a few instructions, and blind to load as valgrind's are.
    case hardwareCounter = "hardware counter"
    /// Wall time per operation with its 95% interval.
    case wallTime = "wall time"
    /// The measuring thread's CPU time per operation, strategies and inline paired sample by
    /// sample in each process (`PairedComparison` in Bench), with its 95% interval: what the
    /// default job's verdicts rest on without instruction counts.
    case cpuTime = "CPU time"
    /// Nothing was measured.
    case none
  }

  /// One strategy across the versions.
  package struct Entry: Sendable, Codable, Equatable {
    /// The strategy.
    package var id: StrategyID
    /// Its title.
    package var title: String
    /// The issues it addresses.
    package var addresses: [IssueID]
    /// The benchmarks that price it (declared with ``Pricing/tags(_:prices:)``).
    package var benchmarks: [String]
    /// Per OS version.
    package var versions: [Version]
  }

  /// A benchmark that prices no single strategy (the registry's: resolving and consulting the
  /// strategies themselves), on one OS version.
  package struct Unpriced: Sendable, Codable, Equatable {
    /// One comparison at one size.
    package struct Row: Sendable, Codable, Equatable {
      /// The size N.
      package var size: Int
      /// The variant.
      package var variant: String
      /// The control.
      package var control: String
      /// The variant's median cost per operation in the run's metric (nanoseconds or
      /// instructions).
      package var variantCost: Double
      /// Variant over control.
      package var ratio: Ratio
    }

    /// The benchmark.
    package var benchmark: String
    /// The OS version.
    package var os: PlatformVersion
    /// Its comparisons per size.
    package var rows: [Row]
    /// Scaling fits per variant.
    package var scaling: [Scaling]
    /// Cases that were skipped or failed, with the reason.
    package var notes: [String]
  }

  /// The command that reproduces the report.
  package var command: String
  /// The machine and settings in one line.
  package var environment: String
  /// The machine of the benchmark run.
  package var machine: MachineInfo
  /// The run's settings.
  package var settings: RunSettings
  /// When the run started.
  package var startedAt: String
  /// The OS versions compared.
  package var versions: [PlatformVersion]
  /// Every registered strategy.
  package var strategies: [Entry]
  /// Known issues no strategy addresses.
  package var unmitigated: [IssueID]
  /// Benchmarks that price no single strategy, per OS version.
  package var unpriced: [Unpriced] = []
  /// Why instructions were not counted beside wall time (valgrind missing, say), or `nil` when
  /// they were or were not asked for.
  package var instructionsUnavailable: String?
  /// Where instructions were counted beside wall time: what was counted (sizes), or `nil`.
  package var instructionsCounted: String?
  /// What counted the instructions beside wall time: ``CostEvidence/instructions`` (valgrind)
  /// or ``CostEvidence/hardwareCounter``.
  package var instructionsEvidence: CostEvidence = .instructions
  /// What timed the comparisons against inline: ``CostEvidence/wallTime``, or
  /// ``CostEvidence/cpuTime`` where the default job without counts judged them by paired CPU
  /// time.
  package var timedBy: CostEvidence = .wallTime
  /// Comparisons against inline whose wall time was measured again, paired and interleaved,
  /// because their first interval straddled a threshold; empty when none were (see
  /// `FollowUp` in Bench).
  package var followedUp: [String] = []
  /// Every case that was skipped or failed, in the run or the counts, with the reason: a
  /// default run skips none (a case whose sample does not fit its budget gets a larger one);
  /// a case is skipped only for a limit the user set, such as fixed `--iterations`.
  package var notMeasured: [String] = []
  /// How many cases got a larger time budget than the settings', so that their fewest samples
  /// fit (each case's note says how much).
  package var raisedBudgets: Int = 0
}
