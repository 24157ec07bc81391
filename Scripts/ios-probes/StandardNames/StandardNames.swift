// A probe of Scripts/check-ios: SwiftUI and UIKit code written the standard way, beside every
// app-facing module of navbench. It compiles only while none of them exports a top-level name
// that hides a member type an app writes unqualified (a representable's `Context` and
// `Coordinator`, a style's `Configuration`) or a SwiftUI type (`Transaction`, `MoveTransition`).
// Simulation is among them: an app's test target imports it to run its models against the
// simulation.
#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import UIKit
  import Simulation
  import Strategies
  import StrategiesSwiftUI
  import StrategiesTesting
  import StrategiesUIKit

  @MainActor
  struct LabelView: UIViewRepresentable {
    let text: String

    func makeUIView(context: Context) -> UILabel {
      let label = UILabel()
      label.text = text
      context.coordinator.updates += 1
      return label
    }

    func updateUIView(_ label: UILabel, context: Context) {
      label.text = text
      label.isHidden = context.transaction.disablesAnimations
      context.coordinator.updates += 1
    }

    func makeCoordinator() -> Coordinator {
      Coordinator()
    }

    final class Coordinator {
      var updates = 0
    }
  }

  @MainActor
  struct ControllerView: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UINavigationController {
      let controller = UINavigationController()
      controller.delegate = context.coordinator
      return controller
    }

    func updateUIViewController(_ controller: UINavigationController, context: Context) {
      context.coordinator.environmentIsDark = context.environment.colorScheme == .dark
    }

    func makeCoordinator() -> Coordinator {
      Coordinator()
    }

    final class Coordinator: NSObject, UINavigationControllerDelegate {
      var environmentIsDark = false
    }
  }

  /// SwiftUI's own `MoveTransition` (iOS 17), written unqualified.
  @available(iOS 17, *)
  func slideFromLeading() -> MoveTransition {
    MoveTransition(edge: .leading)
  }

  struct PressedStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
      configuration.label.opacity(configuration.isPressed ? 0.5 : 1)
    }
  }

  @MainActor
  struct ProbeView: View {
    var body: some View {
      VStack {
        LabelView(text: "label")
        ControllerView()
        Button("Press") {
          var transaction = Transaction()
          transaction.disablesAnimations = true
          withTransaction(transaction) {}
        }
        .buttonStyle(PressedStyle())
      }
    }
  }
#endif
