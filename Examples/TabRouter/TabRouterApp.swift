#if canImport(SwiftUI)
  import SwiftUI
  import Strategies
  import StrategiesSwiftUI

  @main
  struct TabRouterApp: App {
    var body: some Scene {
      WindowGroup {
        TabView {
          RouterTab()
            .tabItem { Label("Home", systemImage: "house") }
        }
        .tabViewContainer()
      }
    }
  }

  /// One tab: a stack driven by a `NavigationModel` (a `NavigationStack` from iOS 16, nested
  /// links on iOS 14 and 15).
  @MainActor
  struct RouterTab: View {
    @StateObject private var navigation = NavigationModel<ChildScreen>()

    var body: some View {
      RouterStack(navigation) {
        Button("Push to ChildView") { navigation.pushChild() }
      } destination: { screen in
        ChildView(navigation: navigation, screen: screen)
      }
    }
  }

  @MainActor
  struct ChildView: View {
    @ObservedObject var navigation: NavigationModel<ChildScreen>
    let screen: ChildScreen

    var body: some View {
      VStack(spacing: 10) {
        Button("Child View") { navigation.pushChild() }
        Button("Return to Top") { navigation.popToRoot() }
        Text("\(navigation.path.count) views are stacked")
      }
      .navigationTitle("Child \(screen.number)")
      .interactivePop(navigation.interactivePop) {
        Button("Back") { navigation.pop() }
      }
    }
  }
#endif
