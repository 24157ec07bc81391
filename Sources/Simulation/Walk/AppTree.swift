import Strategies

/// The tree of containers a walk's app is built as: tab views, split view columns, navigation
/// stacks, lists and presentations nested the way apps nest them. A component that declares
/// the container it is (``WalkComponentSpec/container``) is placed at a node of that kind, and
/// its context's traits are derived from the node's ancestors (``ContainerPath/traits``), never
/// listed by hand.
///
/// ```swift
/// let tree = AppTree(nodes: [
///   .init(.tabView, parent: nil), .init(.navigationStack, parent: 0),
/// ], placements: ["tab-stack": 1])
/// tree.path(of: 1)   // tab-view › navigation-stack
/// ```
package struct AppTree: Hashable, Sendable, Codable, CustomStringConvertible {
  /// A container of the tree.
  package struct Node: Hashable, Sendable, Codable {
    /// What the container is.
    package var kind: ContainerKind
    /// The index of the node that holds it; `nil` for a child of the window.
    package var parent: Int?

    /// A node of `kind` held by `parent`.
    package init(_ kind: ContainerKind, parent: Int?) {
      self.kind = kind
      self.parent = parent
    }
  }

  /// The nodes, each after its parent.
  package var nodes: [Node]
  /// The node each placed component sits at, by component name.
  package var placements: [String: Int]

  /// A tree of `nodes` with components at `placements`.
  package init(nodes: [Node], placements: [String: Int]) {
    self.nodes = nodes
    self.placements = placements
  }

  /// The containers each kind may hold directly, as apps nest them: a tab view holds stacks,
  /// split views and lists; a split view's column stacks and lists; a stack lists and
  /// presentations; a list presentations; a presentation a stack, a list or another
  /// presentation.
  package static func children(of kind: ContainerKind?) -> [ContainerKind] {
    switch kind {
    case nil: [.tabView, .splitViewColumn, .navigationStack]
    case .tabView?: [.navigationStack, .splitViewColumn, .list]
    case .splitViewColumn?: [.navigationStack, .list]
    case .navigationStack?: [.list, .presentation]
    case .list?: [.presentation]
    case .presentation?: [.navigationStack, .list, .presentation, .tabView]
    }
  }

  /// The path of node `index`, outermost first, the node itself last; empty for an index not
  /// in the tree.
  ///
  /// - Complexity: O(d) in the node's depth.
  package func path(of index: Int) -> ContainerPath {
    var kinds: [ContainerKind] = []
    var current: Int? = index
    var steps = 0
    while let node = current, nodes.indices.contains(node), steps <= nodes.count {
      kinds.append(nodes[node].kind)
      current = nodes[node].parent
      steps += 1
    }
    return ContainerPath(kinds.reversed())
  }

  /// The depth of the deepest node (a child of the window is at depth 1).
  package var depth: Int {
    nodes.indices.map { path(of: $0).containers.count }.max() ?? 0
  }

  /// Whether the navigation stack at or above node `index` is hosted in a tab view, within
  /// the node's presentation: the walk's own statement of what a `TabView` does, written apart
  /// from ``ContainerPath/traits`` so that the two can be checked against each other.
  package func stackIsInTabView(at index: Int) -> Bool {
    var sawStack = false
    var current: Int? = index
    var steps = 0
    while let node = current, nodes.indices.contains(node), steps <= nodes.count {
      switch nodes[node].kind {
      case .navigationStack: sawStack = true
      case .tabView: if sawStack { return true }
      case .presentation: return false
      case .splitViewColumn, .list: break
      }
      current = nodes[node].parent
      steps += 1
    }
    return false
  }

  /// A random tree of at most `maxNodes` containers, each a legal child of its parent, with
  /// each of `components` (name and the container it is) placed at a node of its kind (one is
  /// added where the tree has none).
  package static func generate(
    maxNodes: Int, placing components: [(name: String, kind: ContainerKind)],
    using generator: inout SplitMix64
  ) -> AppTree {
    var nodes: [Node] = []
    let count = generator.next(in: 1...max(maxNodes, 1))
    for _ in 0..<count {
      // The node added last (half the time, so that trees grow deep as apps do), another node
      // so far, or the window.
      let pick =
        generator.next(in: 0...1) == 0 && !nodes.isEmpty
        ? nodes.count - 1 : generator.next(in: -1...(nodes.count - 1))
      let parent = pick < 0 ? nil : pick
      let allowed = children(of: parent.map { nodes[$0].kind })
      nodes.append(Node(allowed[generator.next(in: 0...(allowed.count - 1))], parent: parent))
    }
    var placements: [String: Int] = [:]
    for (name, kind) in components {
      var candidates = nodes.indices.filter { nodes[$0].kind == kind }
      if candidates.isEmpty {
        let parents = nodes.indices.filter { children(of: nodes[$0].kind).contains(kind) }
        let parent = parents.isEmpty ? nil : parents[generator.next(in: 0...(parents.count - 1))]
        nodes.append(Node(kind, parent: parent))
        candidates = [nodes.count - 1]
      }
      placements[name] = candidates[generator.next(in: 0...(candidates.count - 1))]
    }
    return AppTree(nodes: nodes, placements: placements)
  }

  /// The tree without node `index`: its children held by its parent instead, `nil` where a
  /// child may not be held there.
  ///
  /// - Complexity: O(n) in the nodes.
  package func removing(_ index: Int) -> AppTree? {
    guard nodes.indices.contains(index) else { return nil }
    let parent = nodes[index].parent
    let parentKind = parent.map { nodes[$0].kind }
    for node in nodes where node.parent == index {
      guard Self.children(of: parentKind).contains(node.kind) else { return nil }
    }
    // Renumber: the nodes after `index` move one down.
    func renumbered(_ old: Int?) -> Int? {
      guard let old else { return nil }
      if old == index { return parent.map { $0 > index ? $0 - 1 : $0 } }
      return old > index ? old - 1 : old
    }
    var kept: [Node] = []
    for (position, node) in nodes.enumerated() where position != index {
      kept.append(Node(node.kind, parent: renumbered(node.parent)))
    }
    var placed: [String: Int] = [:]
    for (name, node) in placements {
      guard node != index, let moved = renumbered(node) else { return nil }
      placed[name] = moved
    }
    return AppTree(nodes: kept, placements: placed)
  }

  /// The tree as Swift source, as a printed test rebuilds it.
  package var description: String {
    let list = nodes.map { node in
      ".init(.\(node.kind.swiftName), parent: \(node.parent.map(String.init) ?? "nil"))"
    }
    let placed = placements.sorted { $0.key < $1.key }.map {
      "\(WalkStep.literal($0.key)): \($0.value)"
    }
    return "AppTree(nodes: [\(list.joined(separator: ", "))], placements: ["
      + (placed.isEmpty ? ":" : placed.joined(separator: ", ")) + "])"
  }
}

extension ContainerKind {
  /// The case's name in Swift.
  var swiftName: String {
    switch self {
    case .tabView: "tabView"
    case .splitViewColumn: "splitViewColumn"
    case .navigationStack: "navigationStack"
    case .list: "list"
    case .presentation: "presentation"
    }
  }
}
