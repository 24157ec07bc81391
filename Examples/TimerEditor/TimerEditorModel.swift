// The editor's rows, framework-free: no SwiftUI import, so that the same file is compiled into
// Tests/ExampleModelsTests (a symlink there) and run against the simulation on Linux.
import Strategies

/// The controls below the time row, in display order; the "Tap" button swaps them.
enum TimeRow: Hashable, Sendable {
  case picker
  case stepper

  /// The rows as the editor opens: the picker shows.
  static let initial: KeyValuePairs<TimeRow, Bool> = [.picker: true, .stepper: false]
  /// The editor's list: grouped, two sections, a header on the first.
  static let listTraits: Set<ContextTrait> = [
    .listStyleGrouped, .listFirstSectionHasHeader, .listHasMultipleSections,
  ]
}
