/// A seeded, reproducible random number generator (xoshiro256**, seeded through SplitMix64).
///
/// The same seed gives the same sequence on every platform and in every process, unlike the
/// standard library's `SystemRandomNumberGenerator`.
package struct SeededGenerator: RandomNumberGenerator, Sendable {
  private var state: (UInt64, UInt64, UInt64, UInt64)

  /// Creates a generator from a seed.
  package init(seed: UInt64) {
    var splitMix = seed
    func next() -> UInt64 {
      splitMix &+= 0x9E37_79B9_7F4A_7C15
      var z = splitMix
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    state = (next(), next(), next(), next())
  }

  /// Creates a generator from a seed mixed with a stable hash of some labels, so that each
  /// labelled stream (for example one per case) is independent yet reproducible.
  package init(seed: UInt64, labels: [String]) {
    self.init(seed: seed ^ StableHash.fnv1a(labels))
  }

  /// Returns the next 64 random bits.
  package mutating func next() -> UInt64 {
    let result = rotateLeft(state.1 &* 5, 7) &* 9
    let t = state.1 << 17
    state.2 ^= state.0
    state.3 ^= state.1
    state.1 ^= state.2
    state.0 ^= state.3
    state.2 ^= t
    state.3 = rotateLeft(state.3, 45)
    return result
  }

  private func rotateLeft(_ value: UInt64, _ count: UInt64) -> UInt64 {
    (value << count) | (value >> (64 - count))
  }
}

/// A hash that is the same in every process (the standard library's `Hasher` is randomly seeded).
enum StableHash {
  /// 64-bit FNV-1a over the UTF-8 of each label, with a separator between labels.
  static func fnv1a(_ labels: [String]) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for label in labels {
      for byte in label.utf8 {
        hash ^= UInt64(byte)
        hash &*= 0x100_0000_01B3
      }
      hash ^= 0xFF
      hash &*= 0x100_0000_01B3
    }
    return hash
  }
}
