// The flow's steps, framework-free: no SwiftUI import, so that the same file is compiled into
// Tests/ExampleModelsTests (a symlink there) and run against the simulation on Linux.
import Strategies

/// The flow's screens, in their forward order (the order of the cases): a `DirectionalModel`
/// slides to a later step from the trailing edge and back to an earlier one from the leading
/// edge.
enum SignInStep: Comparable, CaseIterable {
  case welcome
  case login
  case details

  /// The slides' animation.
  static let animation = PlannedAnimation.easeInOut(duration: 0.3)
}
