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

  /// `length` steps drawn from `components`' actions and run-loop turns (about one step in
  /// five is a turn).
  package static func generate(
    length: Int, from components: [WalkComponentSpec], using generator: inout SplitMix64
  ) -> [WalkStep] {
    let usable = components.filter { !$0.actions.isEmpty }
    let totalWeight = usable.reduce(0) { $0 + $1.weight }
    guard totalWeight > 0 else { return Array(repeating: .turn, count: max(length, 0)) }
    var steps: [WalkStep] = []
    steps.reserveCapacity(max(length, 0))
    for _ in 0..<max(length, 0) {
      if generator.next(in: 0...4) == 0 {
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
      let actionWeight = chosen.actions.reduce(0) { $0 + $1.weight }
      var actionPick = generator.next(in: 0...(actionWeight - 1))
      var action = chosen.actions[0]
      for candidate in chosen.actions {
        if actionPick < candidate.weight {
          action = candidate
          break
        }
        actionPick -= candidate.weight
      }
      steps.append(
        WalkStep(chosen.name, action.name, generator.next(in: action.arguments)))
    }
    return steps
  }
}
