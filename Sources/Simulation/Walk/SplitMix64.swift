/// A small deterministic pseudo-random generator (SplitMix64): the same seed gives the same
/// numbers on every platform and toolchain, so a random walk is replayed from its seed.
package struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates a generator from `seed`.
  package init(seed: UInt64) {
    self.state = seed
  }

  /// The next 64 random bits.
  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `range`, drawn without `Int`'s overflow on any bounds.
  package mutating func next(in range: ClosedRange<Int>) -> Int {
    let width = UInt64(bitPattern: Int64(range.upperBound) &- Int64(range.lowerBound))
    let offset = width == .max ? next() : next() % (width + 1)
    return Int(Int64(range.lowerBound) &+ Int64(bitPattern: offset))
  }
}
