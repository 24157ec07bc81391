/// A benchmark: a named workload measured at several sizes in one or more variants.
///
/// Variants of one benchmark are measured side by side at each size, their samples interleaved,
/// so that they can be compared; `comparisons` says which pairs to compare. Declare benchmarks as
/// values and hand them to a ``Runner``:
///
/// ```swift
/// let push = try Benchmark(
///   "stack-push", sizes: [1_000, 10_000, 100_000],
///   variants: [
///     Variant("raw") { size in
///       Workload { iterations in
///         for _ in 0..<iterations {
///           var stack: [Int] = []
///           for i in 0..<size { stack.append(i) }
///           blackHole(stack)
///         }
///       }
///     }
///   ])
/// ```
public struct Benchmark: Sendable {
  /// The benchmark's name, unique within a run together with ``configuration``.
  public let name: String
  /// Free-form tags used to select benchmarks.
  public let tags: Set<String>
  /// A free label for the configuration measured (for example an OS version); cases are keyed by
  /// benchmark, configuration, size and variant.
  public let configuration: String
  /// The sizes to measure, ascending, each greater than zero.
  public let sizes: [Int]
  /// How many operations one iteration performs at a given size; every metric is per operation.
  public let operationsPerIteration: @Sendable (Int) -> Int
  /// The pairs of variants to compare at each size.
  public let comparisons: [Comparison]
  /// The variants, in declaration order; the first is the default control.
  public let variants: [Variant]

  /// Declares a benchmark.
  ///
  /// - Parameters:
  ///   - name: The benchmark's name; must not be empty.
  ///   - tags: Tags for selecting benchmarks.
  ///   - configuration: A free label for the configuration measured.
  ///   - sizes: The sizes to measure; each must be greater than zero and appear once.
  ///   - operationsPerIteration: Operations per iteration at a size (default 1).
  ///   - comparisons: Pairs to compare; by default every other variant against the first.
  ///   - variants: At least one variant; names must be unique and non-empty.
  /// - Throws: ``BenchError`` naming the benchmark and what is wrong.
  public init(
    _ name: String,
    tags: Set<String> = [],
    configuration: String = "",
    sizes: [Int],
    operationsPerIteration: @escaping @Sendable (Int) -> Int = { _ in 1 },
    comparisons: [Comparison] = [],
    variants: [Variant]
  ) throws {
    guard !name.isEmpty else { throw BenchError.emptyBenchmarkName }
    guard !sizes.isEmpty else { throw BenchError.noSizes(benchmark: name) }
    var seenSizes = Set<Int>()
    for size in sizes {
      guard size > 0 else { throw BenchError.nonPositiveSize(benchmark: name, size: size) }
      guard seenSizes.insert(size).inserted else {
        throw BenchError.duplicateSize(benchmark: name, size: size)
      }
    }
    guard let control = variants.first else { throw BenchError.noVariants(benchmark: name) }
    var seenVariants = Set<String>()
    for variant in variants {
      guard !variant.name.isEmpty else { throw BenchError.emptyVariantName(benchmark: name) }
      guard seenVariants.insert(variant.name).inserted else {
        throw BenchError.duplicateVariant(benchmark: name, variant: variant.name)
      }
    }
    for comparison in comparisons {
      for member in [comparison.variant, comparison.control] where !seenVariants.contains(member) {
        throw BenchError.unknownComparisonVariant(benchmark: name, variant: member)
      }
      guard comparison.variant != comparison.control else {
        throw BenchError.selfComparison(benchmark: name, variant: comparison.variant)
      }
    }
    self.name = name
    self.tags = tags
    self.configuration = configuration
    self.sizes = sizes.sorted()
    self.operationsPerIteration = operationsPerIteration
    self.variants = variants
    if comparisons.isEmpty {
      self.comparisons = variants.dropFirst().map {
        Comparison(variant: $0.name, control: control.name)
      }
    } else {
      self.comparisons = comparisons
    }
  }

  /// The benchmark's display identity: its name, followed by the configuration in parentheses
  /// when there is one.
  package var displayName: String {
    configuration.isEmpty ? name : "\(name) (\(configuration))"
  }
}

/// A pair of variants of one benchmark to compare: `variant` against `control`.
public struct Comparison: Sendable, Codable, Hashable {
  /// The variant being priced.
  public var variant: String
  /// The variant it is compared against (the denominator of the ratio).
  public var control: String

  /// Compares `variant` against `control`.
  public init(variant: String, control: String) {
    self.variant = variant
    self.control = control
  }
}
