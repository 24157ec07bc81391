import Strategies

/// `navbench simulate --random`: seeded random walks through the whole simulated app on each
/// version, each failure shrunk to a minimal sequence and printed as a test.
package enum RandomWalk {
  /// A run's settings.
  package struct Settings: Hashable, Sendable {
    /// Sequences walked per version.
    package var sequences: Int
    /// The seed of the first sequence's generator.
    package var seed: UInt64
    /// Steps per sequence.
    package var length: Int
    /// Traits every container context gets beside its own.
    package var traits: Set<ContextTrait>
    /// The SDK the app is built with on every version (`nil`: each version's own).
    package var sdk: PlatformVersion?

    /// The seed when none is given.
    package static let defaultSeed: UInt64 = 1
    /// The steps per sequence when none are given.
    package static let defaultLength = 40

    /// Settings of `sequences` sequences of `length` steps from `seed`.
    package init(
      sequences: Int, seed: UInt64 = defaultSeed, length: Int = defaultLength,
      traits: Set<ContextTrait> = [],
      sdk: PlatformVersion? = nil
    ) {
      self.sequences = sequences
      self.seed = seed
      self.length = length
      self.traits = traits
      self.sdk = sdk
    }
  }

  /// The most distinct violations a version reports (each shrunk) before its walk stops.
  package static let failureLimit = 5

  /// One version's failure: the first sequence that violated an invariant in a way not seen
  /// before on the version, shrunk.
  package struct Failure: Hashable, Sendable, Codable {
    /// The version.
    package let os: String
    /// The failing sequence's index (replayed from the seed and the index).
    package let sequence: Int
    /// The sequence's length before shrinking.
    package let originalLength: Int
    /// The shrunk sequence.
    package let steps: [WalkStep]
    /// What the shrunk sequence violates.
    package let violations: [String]
    /// The shrunk sequence as a Swift Testing test.
    package let test: String
    /// The SDK the sequence's app was built with, when not the version's own.
    package let sdk: String?
  }

  /// One version's summary.
  package struct VersionResult: Hashable, Sendable, Codable {
    /// The version.
    package let os: String
    /// The components that exist on the version.
    package let components: [String]
    /// Sequences walked (all of them, unless ``failureLimit`` distinct failures came first).
    package let sequences: Int
    /// Steps run.
    package let steps: Int
    /// The first sequence of each distinct violation found, shrunk.
    package let failures: [Failure]
    /// The app trees the sequences were built as.
    package let trees: TreeSummary
  }

  /// The app trees of a version's sequences: how many of each depth, and the deepest one as a
  /// tree of containers with their derived traits.
  package struct TreeSummary: Hashable, Sendable, Codable {
    /// The number of trees of each depth, by depth (a child of the window is at depth 1).
    package private(set) var depths: [String: Int] = [:]
    /// The deepest tree (the first of its depth), node by node.
    package private(set) var deepest: [TreeNodeReport] = []
    private var deepestDepth = 0

    /// Counts `tree`, keeping it when it is the deepest so far.
    mutating func record(_ tree: AppTree) {
      let depth = tree.depth
      depths[String(depth), default: 0] += 1
      guard depth > deepestDepth else { return }
      deepestDepth = depth
      deepest = TreeNodeReport.nodes(of: tree)
    }

    private enum CodingKeys: String, CodingKey {
      case depths
      case deepest
    }
  }

  /// One container of a generated app tree, as the JSON report gives it.
  package struct TreeNodeReport: Hashable, Sendable, Codable {
    /// Its index in the tree.
    package let id: Int
    /// What it is (`navigation-stack`).
    package let kind: String
    /// The index of the container holding it; absent for a child of the window.
    package let parent: Int?
    /// The traits derived from its ancestors.
    package let traits: [String]
    /// The walk's components placed at it.
    package let components: [String]

    /// Every node of `tree`, in order.
    static func nodes(of tree: AppTree) -> [TreeNodeReport] {
      tree.nodes.enumerated().map { index, node in
        TreeNodeReport(
          id: index, kind: node.kind.rawValue, parent: node.parent,
          traits: tree.path(of: index).traits.sorted().map(\.id),
          components: tree.placements.filter { $0.value == index }.map(\.key).sorted())
      }
    }
  }

  /// A run's report (the `simulate --random --format json` document).
  package struct Report: Hashable, Sendable, Codable {
    /// The seed.
    package let seed: UInt64
    /// Sequences per version asked for.
    package let sequences: Int
    /// Steps per sequence.
    package let length: Int
    /// Traits added to every context.
    package let traits: [String]
    /// The SDK the app was built with on every version; absent: each version's own.
    package let sdk: String?
    /// One entry per version, in the order given.
    package let versions: [VersionResult]

    /// Whether no version failed.
    package var passed: Bool { versions.allSatisfy(\.failures.isEmpty) }
  }

  /// Walks `settings.sequences` sequences on each version; the first sequence of each distinct
  /// violation (its component and invariant, or its glitch kind) is shrunk, and a version's walk
  /// stops after ``failureLimit`` of them.
  ///
  /// - Parameter progress: Called now and then with the sequences done and the total.
  /// - Complexity: O(versions × sequences × length) steps, plus the shrinking of each failure.
  @MainActor
  package static func run(
    _ settings: Settings, versions: [PlatformVersion], registry: StrategyRegistry,
    progress: (Int, Int) -> Void = { _, _ in }
  ) -> Report {
    let specs = AppWalk.components
    let total = settings.sequences * versions.count
    var done = 0
    var results: [VersionResult] = []
    for version in versions {
      // The components that exist on this version: the generator draws from them only.
      let probe = WalkEnvironment(
        version: version, sdk: settings.sdk, commonTraits: settings.traits, registry: registry,
        session: SimulationSession())
      let present = AppWalk.build(specs, environment: probe).map(\.spec)
      var steps = 0
      var failures: [Failure] = []
      var trees = TreeSummary()
      var kinds: Set<String> = []
      var walked = 0
      for index in 0..<settings.sequences {
        var generator = AppWalk.generator(seed: settings.seed, index: index)
        let sequence = AppWalk.generate(
          length: settings.length, from: present, using: &generator)
        let sdk = self.sdk(of: index, on: version, settings: settings)
        let tree = AppWalk.tree(seed: settings.seed, index: index, placing: present)
        trees.record(tree)
        let result = AppWalk.run(
          sequence, on: version, sdk: sdk, traits: settings.traits, registry: registry, tree: tree)
        walked += 1
        steps += sequence.count
        done += 1
        if done % 1_000 == 0 { progress(done, total) }
        guard let violation = result.violations.first, kinds.insert(kind(of: violation)).inserted
        else { continue }
        failures.append(
          shrunk(
            sequence, index: index, version: version, sdk: sdk, tree: tree, settings: settings,
            registry: registry))
        if failures.count >= failureLimit {
          done += settings.sequences - walked
          break
        }
      }
      results.append(
        VersionResult(
          os: version.description, components: present.map(\.name), sequences: walked,
          steps: steps, failures: failures, trees: trees))
    }
    return Report(
      seed: settings.seed, sequences: settings.sequences, length: settings.length,
      traits: settings.traits.sorted().map(\.id), sdk: settings.sdk?.description,
      versions: results)
  }

  /// The SDK sequence `index`'s app is built with on `version`: the one the settings give;
  /// without one, every odd sequence's app is built with the SDK of an earlier release
  /// (``SimulationMatrix/olderSDK(for:)``), every even one with the version's own.
  static func sdk(of index: Int, on version: PlatformVersion, settings: Settings)
    -> PlatformVersion?
  {
    settings.sdk ?? (index % 2 == 1 ? SimulationMatrix.olderSDK(for: version) : nil)
  }

  @MainActor
  static func shrunk(
    _ sequence: [WalkStep], index: Int, version: PlatformVersion, sdk: PlatformVersion?,
    tree: AppTree, settings: Settings, registry: StrategyRegistry
  ) -> Failure {
    func run(_ steps: [WalkStep], _ tree: AppTree) -> WalkResult {
      AppWalk.run(
        steps, on: version, sdk: sdk, traits: settings.traits, registry: registry, tree: tree)
    }
    // Shrink towards the same first violation's kind, so that shrinking keeps the defect found.
    let first = run(sequence, tree).violations.first ?? ""
    let key = kind(of: first)
    let fails = { (steps: [WalkStep], tree: AppTree) -> Bool in
      guard let violation = run(steps, tree).violations.first else { return false }
      return kind(of: violation) == key
    }
    let smallTree = AppWalk.shrink(tree) { fails(sequence, $0) }
    let minimal = AppWalk.shrink(sequence) { fails($0, smallTree) }
    let violations = run(minimal, smallTree).violations
    let built = sdk.map { " (SDK \($0))" } ?? ""
    let name = "Walk on \(version)\(built), seed \(settings.seed), sequence \(index)"
    return Failure(
      os: version.description, sequence: index, originalLength: sequence.count, steps: minimal,
      violations: violations,
      test: AppWalk.testSource(
        minimal, version: version, sdk: sdk, traits: settings.traits, tree: smallTree,
        name: name, violation: violations.first),
      sdk: sdk?.description)
  }

  /// A violation's kind: its text up to the second colon (the component and the invariant, or
  /// the glitch kind), without the numbers in it (depths, paths, versions).
  static func kind(of violation: String) -> String {
    let parts = violation.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
    return String(parts.prefix(2).joined(separator: ":").filter { !$0.isNumber })
  }

  /// The report as text: a line per version, then each failure's shrunk test.
  package static func render(_ report: Report) -> String {
    var lines = [
      "Random walk: \(report.sequences) sequence(s) of \(report.length) steps per version, "
        + "seed \(report.seed)"
        + (report.traits.isEmpty ? "" : ", traits \(report.traits.joined(separator: ","))")
        + (report.sdk.map { ", built with the \($0) SDK" }
          ?? ", every second sequence built with an earlier release's SDK")
    ]
    for version in report.versions {
      let found = version.failures.map {
        "sequence \($0.sequence) (shrunk to \($0.steps.count) steps)"
      }
      let status = found.isEmpty ? "ok" : "FAIL: " + found.joined(separator: ", ")
      lines.append(
        "  \(version.os): \(version.sequences) sequences, \(version.steps) steps, "
          + "\(version.components.count) containers: \(status)")
    }
    for failure in report.versions.flatMap(\.failures) {
      lines.append("")
      let built = failure.sdk.map { " (SDK \($0))" } ?? ""
      lines.append(
        "\(failure.os)\(built), sequence \(failure.sequence): \(failure.violations.first ?? "")")
      lines.append(failure.test)
    }
    let failed = report.versions.filter { !$0.failures.isEmpty }.count
    lines.append(
      failed == 0
        ? "No violation on \(report.versions.count) version(s)."
        : "\(failed) of \(report.versions.count) version(s) violated an invariant.")
    return lines.joined(separator: "\n") + "\n"
  }
}
