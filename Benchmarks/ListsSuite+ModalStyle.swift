import Bench
import Strategies

/// `modal-default-page-sheet`: the style set before each UIKit presentation, decided by nothing
/// (raw: the system's default), by an `if` on the linked version written inline, and by
/// `ModalPresentationPlanner`.
extension ListsSuite {
  static func modalStyle(_ context: SuiteContext) throws -> Benchmark {
    let strategies = context.strategies
    let linked = strategies.context.linkedVersion
    return try Benchmark(
      "lists/modal-style",
      tags: Pricing.tags("lists", prices: .presentFullScreenExplicitly),
      configuration: context.configuration, sizes: context.sizes,
      comparisons: VariantName.standard,
      variants: [
        Variant(VariantName.raw) { _ in
          Workload { iterations in
            var window = ModalStyleEvents.Window()
            for i in 0..<iterations { ModalStyleEvents.raw(&window, i) }
            blackHole(window.presented &+ window.fullScreen)
          }
        },
        Variant(VariantName.inline) { _ in
          Workload { iterations in
            var window = ModalStyleEvents.Window()
            for i in 0..<iterations { ModalStyleEvents.inline(&window, i, linked) }
            blackHole(window.presented &+ window.fullScreen)
          }
        },
        Variant(VariantName.strategies) { _ in
          // As an app builds its view model: the planner is resolved once, here.
          modalStyling(ModalPresentationPlanner(strategies: strategies))
        },
      ])
  }

  /// The `strategies` loop of `lists/modal-style`, chosen once for the planner: where it sets
  /// no style (the strategy is off), every presentation as the code without navbench does
  /// (`raw`); else every presentation with the style planned for it.
  static func modalStyling(_ planner: ModalPresentationPlanner) -> Workload {
    if planner.route == .systemDefault {
      return Workload { iterations in
        var window = ModalStyleEvents.Window()
        for i in 0..<iterations { ModalStyleEvents.raw(&window, i) }
        blackHole(window.presented &+ window.fullScreen)
      }
    }
    return Workload { iterations in
      var window = ModalStyleEvents.Window()
      for i in 0..<iterations { ModalStyleEvents.planned(&window, i, planner) }
      blackHole(window.presented &+ window.fullScreen)
    }
  }
}

/// One presentation per call: presentation `i` is a flow designed full screen on three calls
/// of four and a sheet meant as a card on the fourth; the style is set before it is presented.
enum ModalStyleEvents {
  /// The app's window: the last presentation, and how many were set full screen.
  struct Window {
    var presented = 0
    var fullScreen = 0
  }

  /// Whether presentation `i` is designed full screen.
  @inline(__always)
  static func designedFullScreen(_ i: Int) -> Bool { i & 3 != 3 }

  /// The presentation with no style set.
  @inline(never)
  static func raw(_ window: inout Window, _ i: Int) {
    window.presented = i
  }

  /// The workaround hand-written: `.fullScreen` on flows designed full screen, where the
  /// linked version is 13 or later.
  @inline(never)
  static func inline(_ window: inout Window, _ i: Int, _ linked: PlatformVersion) {
    if designedFullScreen(i), linked.number >= VersionNumber(13) { window.fullScreen &+= 1 }
    window.presented = i
  }

  /// Through the planner, resolved once.
  @inline(never)
  static func planned(_ window: inout Window, _ i: Int, _ planner: ModalPresentationPlanner) {
    let intent: PresentationStyle = designedFullScreen(i) ? .fullScreenCover : .sheet
    if planner.plan(for: intent) == .fullScreen { window.fullScreen &+= 1 }
    window.presented = i
  }
}
