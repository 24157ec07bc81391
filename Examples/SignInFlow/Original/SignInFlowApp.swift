// The same screens written by hand, without navbench: the code the example replaces, kept to
// measure the example against (Scripts/glue-lines) and type-checked by Scripts/check-ios.
#if canImport(SwiftUI)
  import SwiftUI

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
    @State private var step = SignInStep.welcome
    @State private var isForward = true

    var body: some View {
      VStack {
        Text("Title that remains in place")
        Spacer()
        ZStack {
          ForEach(SignInStep.allCases, id: \.self) { candidate in
            if candidate == step {
              screen(candidate)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .transition(
                  .asymmetric(
                    insertion: .move(edge: isForward ? .trailing : .leading),
                    removal: .move(edge: isForward ? .leading : .trailing)))
            }
          }
        }
      }
    }

    /// The leaving screen keeps the transition it was rendered with: record the direction
    /// first, then change the step on the next turn.
    private func go(to next: SignInStep) {
      isForward = next.rawValue > step.rawValue
      DispatchQueue.main.async {
        withAnimation(.easeInOut(duration: 0.3)) { step = next }
      }
    }

    @ViewBuilder
    private func screen(_ step: SignInStep) -> some View {
      switch step {
      case .welcome:
        VStack(spacing: 10) {
          Text("First View")
          Button("Forward") { go(to: .login) }
        }
      case .login:
        VStack(spacing: 10) {
          Text("Login View")
          Button("Forward") { go(to: .details) }
          Button("Back") { go(to: .welcome) }
        }
      case .details:
        VStack(spacing: 10) {
          Text("Details View")
          Button("Back") { go(to: .login) }
        }
      }
    }
  }
#endif
