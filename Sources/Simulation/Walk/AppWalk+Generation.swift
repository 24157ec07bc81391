import Strategies

extension AppWalk {
  /// The most steps a sequence may have (`simulate --length`).
  package static let lengthLimit = 10_000
  /// The most sequences one run may walk per version (`simulate --random`).
  package static let sequenceLimit = 10_000_000

  /// The generator of sequence `index` of the walk seeded with `seed`: every sequence has its
  /// own stream, so a sequence is replayed from the seed and its index alone.
  package static func generator(seed: UInt64, index: Int) -> SplitMix64 {
    var mixer = SplitMix64(
      seed: seed ^ (UInt64(truncatingIfNeeded: index) &* 0xD134_2543_DE82_EF95))
    return SplitMix64(seed: mixer.next())
  }

  /// The most containers a generated app tree has before its components are placed.
  package static let treeNodeLimit = 8

  /// The app tree of sequence `index` of the walk seeded with `seed`, with each of
  /// `components` that declares a container placed in it: replayed from the seed and index
  /// alone, on a stream of its own (the steps are drawn as before).
  package static func tree(
    seed: UInt64, index: Int, placing components: [WalkComponentSpec]
  ) -> AppTree {
    var generator = self.generator(seed: seed ^ 0x7265_6554_7070_4121, index: index)
    return AppTree.generate(
      maxNodes: treeNodeLimit,
      placing: components.compactMap { spec in spec.container.map { (spec.name, $0) } },
      using: &generator)
  }

  /// `length` steps drawn from `components`' actions and run-loop turns (about one step in
  /// five); about one draw in ten is a ``WalkStep/soon`` followed by two events of one
  /// container, which come within a frame of each other.
  package static func generate(
    length: Int, from components: [WalkComponentSpec], using generator: inout SplitMix64
  ) -> [WalkStep] {
    let usable = components.filter { !$0.actions.isEmpty }
    let totalWeight = usable.reduce(0) { $0 + $1.weight }
    guard totalWeight > 0 else { return Array(repeating: .turn, count: max(length, 0)) }
    var steps: [WalkStep] = []
    steps.reserveCapacity(max(length, 0))
    /// One of `spec`'s actions, drawn by weight.
    func event(of spec: WalkComponentSpec) -> WalkStep {
      let actionWeight = spec.actions.reduce(0) { $0 + $1.weight }
      var actionPick = generator.next(in: 0...(actionWeight - 1))
      var action = spec.actions[0]
      for candidate in spec.actions {
        if actionPick < candidate.weight {
          action = candidate
          break
        }
        actionPick -= candidate.weight
      }
      return WalkStep(spec.name, action.name, generator.next(in: action.arguments))
    }
    while steps.count < max(length, 0) {
      let kind = generator.next(in: 0...9)
      if kind < 2 {
        steps.append(.turn)
        continue
      }
      var pick = generator.next(in: 0...(totalWeight - 1))
      var chosen = usable[0]
      for spec in usable {
        if pick < spec.weight {
          chosen = spec
          break
        }
        pick -= spec.weight
      }
      if kind == 2, chosen.takesQuickEvents, steps.count + 3 <= length {
        // Two events of one container within a frame: the second before the first's
        // deferred work has run.
        steps += [.soon, event(of: chosen), event(of: chosen)]
      } else {
        steps.append(event(of: chosen))
      }
    }
    return steps
  }
}
