/// A container an app nests screens in: what a container's position in the app's tree is made
/// of.
public enum ContainerKind: String, Hashable, Sendable, Codable, CaseIterable,
  CustomStringConvertible
{
  /// A SwiftUI `TabView`, or a UIKit `UITabBarController`: each tab's content is inside it.
  case tabView = "tab-view"
  /// A column of a SwiftUI `NavigationSplitView`, or of a `UISplitViewController`.
  case splitViewColumn = "split-view-column"
  /// A SwiftUI `NavigationStack` (or `NavigationView`), or a `UINavigationController`.
  case navigationStack = "navigation-stack"
  /// A SwiftUI `List`, or a `UITableView`.
  case list
  /// A sheet, popover or full-screen cover: a presentation, which starts a tree of its own (a
  /// stack in a sheet presented from a tab is not in the tab).
  case presentation

  /// The kebab-case name, as in JSON.
  public var description: String { rawValue }
}

/// Where a container sits in the app's tree: the containers that enclose it, outermost first,
/// ending with the container itself. The traits that hold for it are derived from them, so a
/// container that knows where it sits needs no trait named by hand.
///
/// `StrategiesSwiftUI`'s containers (`RouterStack`, `tabViewContainer()`,
/// `splitViewColumn()`, the sheet modifiers) publish the path to their descendants in the
/// environment; a model or planner below reads it.
///
/// ```swift
/// let path = ContainerPath([.tabView, .navigationStack])
/// path.traits                 // [.stackInTabView]
/// ContainerPath([.tabView, .presentation, .navigationStack]).traits  // []: a sheet's own tree
/// ```
public struct ContainerPath: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The containers, outermost first.
  public private(set) var containers: [ContainerKind]

  /// A path of `containers`, outermost first (empty: the window's root).
  public init(_ containers: [ContainerKind] = []) {
    self.containers = containers
  }

  /// This path with `container` nested at its end.
  ///
  /// - Complexity: O(n) in the depth.
  public func appending(_ container: ContainerKind) -> ContainerPath {
    ContainerPath(containers + [container])
  }

  /// The traits a position can derive: a declared one of these that the position does not
  /// derive contradicts it (``contradictions(declared:)``).
  public static let positionalTraits: Set<ContextTrait> = [.stackInTabView]

  /// The traits that hold for the container at the end of the path, derived from its
  /// ancestors within its presentation (a sheet starts a tree of its own):
  /// ``ContextTrait/stackInTabView`` where a navigation stack on the path is inside a tab view.
  ///
  /// - Complexity: O(n) in the depth.
  public var traits: Set<ContextTrait> {
    let scene =
      containers.lastIndex(of: .presentation).map { containers[($0 + 1)...] }
      ?? containers[...]
    guard let tab = scene.firstIndex(of: .tabView),
      scene[(tab + 1)...].contains(.navigationStack)
    else { return [] }
    return [.stackInTabView]
  }

  /// The positional traits of `declared` that this position does not derive: each one a
  /// declaration the app's tree contradicts (a stack declared in a tab view whose path has no
  /// tab view). Where an ancestor is hidden from the path (a UIKit tab bar controller hosting
  /// the SwiftUI view), the declaration is right and the path incomplete: declare the ancestor
  /// with `containerPath(_:)` instead of the trait.
  ///
  /// - Complexity: O(n) in the depth.
  public func contradictions(declared: Set<ContextTrait>) -> [ContextTrait] {
    declared.intersection(Self.positionalTraits).subtracting(traits).sorted()
  }

  /// `tab-view › navigation-stack`; `root` for the empty path.
  public var description: String {
    containers.isEmpty ? "root" : containers.map(\.rawValue).joined(separator: " › ")
  }
}
