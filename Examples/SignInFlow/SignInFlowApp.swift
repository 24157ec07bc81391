#if canImport(SwiftUI)
  import SwiftUI
  import Strategies
  import StrategiesSwiftUI

  @main
  struct SignInFlowApp: App {
    var body: some Scene {
      WindowGroup { SignInFlowView() }
    }
  }

  /// A state-driven welcome → login → details flow whose slides follow the direction of each
  /// change.
  @MainActor
  struct SignInFlowView: View {
    @StateObject private var flow = DirectionalModel(
      initial: SignInStep.welcome, animation: SignInStep.animation)

    var body: some View {
      VStack {
        Text("Title that remains in place")
        Spacer()
        DirectionalContainer(flow) { screen($0) }
      }
    }

    @ViewBuilder
    private func screen(_ step: SignInStep) -> some View {
      switch step {
      case .welcome:
        VStack(spacing: 10) {
          Text("First View")
          Button("Forward") { flow.go(to: .login) }
        }
      case .login:
        VStack(spacing: 10) {
          Text("Login View")
          Button("Forward") { flow.go(to: .details) }
          Button("Back") { flow.go(to: .welcome) }
        }
      case .details:
        VStack(spacing: 10) {
          Text("Details View")
          Button("Back") { flow.go(to: .login) }
        }
      }
    }
  }
#endif
