#if canImport(UIKit) && os(iOS)
  import UIKit
  import Strategies

  extension UIViewController {
    /// Where this view controller sits in the app's tree of containers, read from its parent
    /// chain: a `UITabBarController` above it is a tab view, a `UINavigationController` a
    /// navigation stack, a `UISplitViewController` a split view's column, and a presented
    /// controller starts a tree of its own. A model or planner below derives its traits from
    /// it (``Strategies/ContainerPath/traits``), as a SwiftUI view reads the environment's
    /// `containerPath`.
    ///
    /// ```swift
    /// let tabs = TabReselectPlanner(context: .current(traits: containerPath.traits))
    /// ```
    ///
    /// - Complexity: O(d) in the depth of the parent chain.
    public var containerPath: ContainerPath {
      var containers: [ContainerKind] = []
      var current: UIViewController? = self
      while let controller = current {
        switch controller {
        case is UITabBarController: containers.append(.tabView)
        case is UINavigationController: containers.append(.navigationStack)
        case is UISplitViewController: containers.append(.splitViewColumn)
        case is UITableViewController: containers.append(.list)
        default: break
        }
        if controller.parent == nil, controller.presentingViewController != nil {
          // A presented controller: its presenter's containers are another tree.
          containers.append(.presentation)
          break
        }
        current = controller.parent
      }
      return ContainerPath(containers.reversed())
    }
  }
#endif
