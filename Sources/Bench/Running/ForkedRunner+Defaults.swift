import Foundation

// How many fresh processes a wall-time run takes unless told.
extension ForkedRunner {
  /// Fresh measuring processes per wall-time run unless a count is given: a process settles
  /// on one of a few speed levels per case, so one process's median does not repeat; eight
  /// pooled ones do (`navbench calibrate --fresh-runs 5`).
  package static let defaultForks = 8

  /// Fresh processes for a small run (at most ``smallRunGroups`` benchmark, configuration and
  /// size groups): each process costs a run a start-up and a set-up per group, which a small run
  /// affords twice over, and twice the processes halve the variance their levels leave in the
  /// centre (`calibrate --fresh-runs 5` gave a worst CV net of drift of 1.75–1.80% with 16
  /// against 2.3–3.3% with 8). A run of the whole default selection keeps 8, within its minute.
  package static let smallRunForks = 16

  /// The most groups a run may measure to get ``smallRunForks`` by default.
  package static let smallRunGroups = 4

  /// The fresh processes a wall-time run of `groups` groups takes when no count is given.
  package static func defaultForks(groups: Int) -> Int {
    groups <= smallRunGroups ? smallRunForks : defaultForks
  }

  /// The (benchmark, configuration, size) groups `benchmarks` measure.
  package static func groups(_ benchmarks: [Benchmark]) -> Int {
    Benchmark.firstOfEachGroup(benchmarks).reduce(0) { $0 + $1.sizes.count }
  }
}
