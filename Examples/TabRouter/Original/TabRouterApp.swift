// The same screens written by hand, without navbench: the code the example replaces, kept to
// measure the example against (Scripts/glue-lines) and type-checked by Scripts/check-ios.
#if canImport(SwiftUI)
  import SwiftUI

  @main
  struct TabRouterApp: App {
    var body: some Scene {
      WindowGroup {
        TabView {
          RouterTab()
            .tabItem { Label("Home", systemImage: "house") }
        }
      }
    }
  }

  /// The tab's path, with the version checks its pops need.
  @MainActor
  final class Router: ObservableObject {
    @Published var path: [Int] = []

    func pushChild() {
      path.append(path.count + 1)
    }

    func pop() {
      if !path.isEmpty { path.removeLast() }
    }

    func popToRoot() {
      let os = ProcessInfo.processInfo.operatingSystemVersion
      if os.majorVersion == 16, os.minorVersion < 2, path.count > 1 {
        // iOS 16.0 and 16.1 pop several screens without animation: drop the covered ones
        // unanimated, then pop the top one on the next turn.
        var transaction = Transaction()
        transaction.disablesAnimations = true
        withTransaction(transaction) { path.removeSubrange(0..<path.count - 1) }
        DispatchQueue.main.async { withAnimation { self.path.removeAll() } }
      } else if os.majorVersion == 16 {
        // A stack in a TabView on iOS 16 pops to root without animation unless asked.
        withAnimation { path.removeAll() }
      } else {
        path.removeAll()
      }
    }
  }

  /// One tab: a `NavigationStack` from iOS 16, nested links on iOS 14 and 15.
  @MainActor
  struct RouterTab: View {
    @StateObject private var router = Router()

    var body: some View {
      if #available(iOS 16, *) {
        NavigationStack(path: $router.path) {
          root.navigationDestination(for: Int.self) { ChildView(router: router, number: $0) }
        }
      } else {
        NavigationView { LinkLevel(router: router, depth: 0) { root } }
          .navigationViewStyle(.stack)
      }
    }

    private var root: some View {
      Button("Push to ChildView") { router.pushChild() }
    }
  }

  /// iOS 14 and 15: the path as nested links, each active while the path is deeper than it.
  @available(iOS, deprecated: 16, message: "a NavigationStack hosts the path from iOS 16")
  @MainActor
  struct LinkLevel<Screen: View>: View {
    @ObservedObject var router: Router
    let depth: Int
    @ViewBuilder let screen: () -> Screen

    var body: some View {
      screen().background(
        NavigationLink(
          isActive: Binding(
            get: { router.path.count > depth },
            set: { isActive in
              if !isActive, router.path.count > depth {
                router.path.removeSubrange(depth...)
              }
            }),
          destination: {
            LinkLevel<ChildView>(router: router, depth: depth + 1) {
              ChildView(router: router, number: depth + 1)
            }
          },
          label: { EmptyView() }))
    }
  }

  @MainActor
  struct ChildView: View {
    @ObservedObject var router: Router
    let number: Int

    var body: some View {
      VStack(spacing: 10) {
        Button("Child View") { router.pushChild() }
        Button("Return to Top") { router.popToRoot() }
        Text("\(router.path.count) views are stacked")
      }
      .navigationTitle("Child \(number)")
      .modifier(BackButtonOnly(router: router))
    }
  }

  /// iOS 16.0: a cancelled swipe back leaves the path out of step with the screens, so only the
  /// back button pops.
  struct BackButtonOnly: ViewModifier {
    let router: Router

    func body(content: Content) -> some View {
      let os = ProcessInfo.processInfo.operatingSystemVersion
      if os.majorVersion == 16, os.minorVersion == 0 {
        content
          .navigationBarBackButtonHidden(true)
          .toolbar {
            ToolbarItem(placement: .navigationBarLeading) { Button("Back") { router.pop() } }
          }
      } else {
        content
      }
    }
  }
#endif
