#if canImport(SwiftUI)
  import Foundation
  import SwiftUI
  import Strategies
  import StrategiesSwiftUI

  extension TabRouterModel: ObservableObject {}

  /// The current OS version, as navbench's strategies resolve it.
  @MainActor
  func currentVersion() -> PlatformVersion {
    let version = ProcessInfo.processInfo.operatingSystemVersion
    return PlatformVersion(
      .iOS, UInt32(clamping: version.majorVersion), UInt32(clamping: version.minorVersion),
      UInt32(clamping: version.patchVersion))
  }

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

  /// One tab: a `NavigationStack` bound to the model's router (iOS 16 and later).
  @MainActor
  struct RouterTab: View {
    @StateObject private var model = RouterTab.makeModel()

    static func makeModel() -> TabRouterModel<SwiftUIPlanHost> {
      let model = TabRouterModel(host: SwiftUIPlanHost(), version: currentVersion())
      model.willChange = { [unowned model] in model.objectWillChange.send() }
      return model
    }

    var body: some View {
      if #available(iOS 16, *) {
        NavigationStack(performer: model.performer) {
          Button("Push to ChildView") { model.push() }
            .navigationDestination(for: ChildScreen.self) { screen in
              ChildView(model: model, screen: screen)
            }
        }
      } else {
        Text("NavigationStack needs iOS 16")
      }
    }
  }

  @MainActor
  struct ChildView: View {
    @ObservedObject var model: TabRouterModel<SwiftUIPlanHost>
    let screen: ChildScreen

    var body: some View {
      VStack(spacing: 10) {
        Button("Child View") { model.push() }
        Button("Return to Top") { model.popToRoot() }
        Text("\(model.router.count) views are stacked")
      }
      .navigationTitle("Child \(screen.number)")
    }
  }
#endif
