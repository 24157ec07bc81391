/// How an instruction count divides its work among child processes: one group per benchmark,
/// configuration and size, each with an estimated cost, the largest first to the least loaded
/// job (deterministic and balanced), each job's groups then in the benchmarks' order.
struct InstructionJobPlan {
  /// Each group's estimated cost, by ``InstructionCounter/groupName(_:)``.
  var costs: [String: Double]
  /// The groups of each job.
  var assignment: [[InstructionRequest.Group]]
  /// The comparisons each benchmark group declares.
  var pairs: [GroupKey: [Comparison]]
  /// Each benchmark's tags, sorted.
  var tags: [String: [String]]

  /// Plans the groups of `benchmarks` (the first of each group) over at most `jobs` jobs.
  ///
  /// - Complexity: O(g log g + g × jobs) for g groups.
  init(_ benchmarks: [Benchmark], jobs: Int) {
    var groups: [(request: InstructionRequest.Group, cost: Double)] = []
    var pairs: [GroupKey: [Comparison]] = [:]
    var tags: [String: [String]] = [:]
    for benchmark in Benchmark.firstOfEachGroup(benchmarks) {
      pairs[benchmark.groupKey] = benchmark.comparisons
      tags[benchmark.name] = benchmark.tags.sorted()
      for size in benchmark.sizes {
        groups.append(
          (
            InstructionRequest.Group(
              benchmark: benchmark.name, configuration: benchmark.configuration, size: size),
            // Work grows with the size per variant, plus a fixed cost per group (set-up).
            Double(size) * Double(benchmark.variants.count) + 1e5
          ))
      }
    }
    self.pairs = pairs
    self.tags = tags
    costs = Dictionary(
      groups.map { (InstructionCounter.groupName($0.request), $0.cost) },
      uniquingKeysWith: { a, _ in a })
    assignment = Self.assign(groups, jobs: jobs)
  }

  /// The largest groups first, each to the least loaded job; then each job's groups in the
  /// order of their benchmarks, configurations and sizes.
  private static func assign(
    _ groups: [(request: InstructionRequest.Group, cost: Double)], jobs: Int
  ) -> [[InstructionRequest.Group]] {
    let jobCount = min(jobs, max(groups.count, 1))
    var assignment = [[InstructionRequest.Group]](repeating: [], count: jobCount)
    var load = [Double](repeating: 0, count: jobCount)
    for entry in groups.enumerated().sorted(by: {
      ($0.element.cost, -$0.offset) > ($1.element.cost, -$1.offset)
    }) {
      let target = load.indices.min { load[$0] < load[$1] }!
      assignment[target].append(entry.element.request)
      load[target] += entry.element.cost
    }
    let order = Dictionary(
      groups.enumerated().map { ($0.element.request.benchmark, $0.offset) },
      uniquingKeysWith: { first, _ in first })
    for index in assignment.indices {
      assignment[index].sort {
        (order[$0.benchmark] ?? 0, $0.configuration, $0.size)
          < (order[$1.benchmark] ?? 0, $1.configuration, $1.size)
      }
    }
    return assignment
  }
}
