// MARK: - The write-ups the built-in catalogue cites

extension KnownIssue {
  /// Seed write-up: the TabView + NavigationStack animation defect.
  package static let seedTabView = "seed 000_03dad8cc930120ba.txt"
  /// Seed write-up: List background, row toggles, sheets and section headers.
  package static let seedSwiftUIAdoption = "seed 001_e85285063ef99ee1.txt"
  /// Seed write-up: the transform left after a custom navigation transition.
  package static let seedTransform = "seed 002_05c29315ec12e869.txt"
  /// Seed Q&A: the state-driven slide transition with a stale direction.
  package static let seedDirection = "seed 004_2ab3bccc0b9b297e.txt"
}
