import Simulation
import Strategies
import Testing

/// The set of context traits, spelled once.
typealias ContextTraits = Set<ContextTrait>

/// The registry every test resolves from; it is never mutated.
let standardRegistry = StrategyRegistry.standard()

/// The default matrix versions where SwiftUI exists (iOS 13 and later): the tests that drive a
/// seed's containers directly run on them; the matrix itself also has iOS 12.5, the release
/// below the catalogue's bound at 13.0, where every SwiftUI container is not applicable.
let matrixVersions = SimulationMatrix.defaultVersions.filter { $0.number.major >= 13 }

/// `PlatformVersion(.iOS, major, minor)`.
func iOS(_ major: UInt32, _ minor: UInt32 = 0) -> PlatformVersion {
  PlatformVersion(.iOS, major, minor)
}

/// The standard strategies resolved for `version` and `traits`.
func resolved(_ version: PlatformVersion, _ traits: ContextTraits = []) -> StrategySet {
  standardRegistry.resolve(StrategyContext(version, traits: traits))
}

/// The kinds of the glitches a session recorded.
func kinds(_ session: SimulationSession) -> [GlitchKind] {
  session.glitches.map(\.kind)
}

/// A small deterministic generator (SplitMix64), so randomised tests replay exactly.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
