// The tab's screens, framework-free: no SwiftUI import, so that the same file is compiled into
// Tests/ExampleModelsTests (a symlink there) and run against the simulation on Linux.
import Strategies

/// A screen pushed onto the tab's stack.
struct ChildScreen: Hashable, Sendable {
  let number: Int
}

extension NavigationModel<ChildScreen> {
  /// "Push to ChildView" / "Child View": the next numbered screen.
  func pushChild() {
    push(ChildScreen(number: path.count + 1))
  }
}
