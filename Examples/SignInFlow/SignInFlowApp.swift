#if canImport(SwiftUI)
  import Foundation
  import SwiftUI
  import Strategies
  import StrategiesSwiftUI

  extension SignInFlowModel: ObservableObject {}

  @main
  struct SignInFlowApp: App {
    var body: some Scene {
      WindowGroup { SignInFlowView() }
    }
  }

  @MainActor
  struct SignInFlowView: View {
    @StateObject private var model = SignInFlowView.makeModel()

    static func makeModel() -> SignInFlowModel<SwiftUIPlanHost> {
      let os = ProcessInfo.processInfo.operatingSystemVersion
      let model = SignInFlowModel(
        host: SwiftUIPlanHost(),
        version: PlatformVersion(.iOS, UInt32(clamping: os.majorVersion)))
      model.willChange = { [unowned model] in model.objectWillChange.send() }
      return model
    }

    var body: some View {
      VStack {
        Text("Title that remains in place")
        Spacer()
        ZStack {
          ForEach(SignInStep.allCases, id: \.self) { step in
            if step == model.step {
              screen(step)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .transition(.move(model.transition))
            }
          }
        }
      }
    }

    @ViewBuilder
    private func screen(_ step: SignInStep) -> some View {
      switch step {
      case .welcome:
        VStack(spacing: 10) {
          Text("First View")
          Button("Forward") { model.go(to: .login) }
        }
      case .login:
        VStack(spacing: 10) {
          Text("Login View")
          Button("Forward") { model.go(to: .details) }
          Button("Back") { model.go(to: .welcome) }
        }
      case .details:
        VStack(spacing: 10) {
          Text("Details View")
          Button("Back") { model.go(to: .login) }
        }
      }
    }
  }
#endif
