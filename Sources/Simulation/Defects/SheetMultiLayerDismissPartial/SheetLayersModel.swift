import Strategies

extension GlitchKind {
  /// A presented layer (sheet or cover) stayed on screen after the app dismissed it.
  package static let layerNotDismissed = GlitchKind(
    "layerNotDismissed", summary: "dismissed sheet stayed on screen")
}

/// A headless stack of presentations, each presented from the one below it and shown while
/// its binding says presented, with the dismiss animation of the layers that leave.
///
/// ## Mechanism
/// - Layer 1 is presented from the root, layer `i + 1` from layer `i`; each shows while its
///   binding is set and the layers below it show.
/// - One update (``update(presented:)``) that clears the bindings of the top `k` layers on
///   screen: from iOS 17.0 all `k` leave in one dismiss animation. Below 17.0, with `k >= 2`,
///   only the top one leaves; the others stay on screen with their bindings cleared, until the
///   app sets them again.
/// - A dismiss animation runs ``dismissDuration`` seconds; when it ends each layer that left
///   runs its `onDismiss` (the top one first).
/// - Below 17.0 a binding cleared while a dismiss animation runs is not dismissed either: the
///   layer stays (FlowStacks waits for each dismissal, 0.65 s, before the next).
///
/// The model's assumptions, beyond the sources (FlowStacks' `#available(iOS 17.0, *)` gate,
/// anytype's iOS 15/16 and 17 recordings): every version with SwiftUI sheets before 17.0
/// behaves so, and a dismissal asked during another's animation fails there as well.
///
/// Detectors: ``verify()`` (once the clock is idle) reports a layer on screen whose binding says
/// dismissed as `GlitchKind.layerNotDismissed`; a dismissal that starts after the user's
/// tap (``tap(_:)``) on a version that dismisses every layer in one update reports
/// ``GlitchKind/updateDelayed``: the app staged what it did not need to.
package final class SheetLayersModel {
  /// How long a dismiss animation runs, in seconds (the model's figure).
  package static let dismissDuration = 0.3
  /// The simulated OS version.
  package let version: PlatformVersion
  /// Each layer's binding, bottom first (layer 1 at index 0).
  package private(set) var bindings: [Bool] = []
  /// The number of layers on screen (the bottom ones).
  package private(set) var onScreen = 0
  /// Whether a dismiss animation runs.
  package private(set) var isDismissing = false
  private var onDismiss: [Int: () -> Void] = [:]
  private var tapTime: Double?
  private let session: SimulationSession

  /// Creates the root screen, with nothing presented.
  ///
  /// - Throws: ``SimulationError/notApplicable(reason:)`` below iOS 13 (no SwiftUI sheets) and
  ///   on platforms other than iOS and iPadOS.
  package init(version: PlatformVersion, session: SimulationSession) throws(SimulationError) {
    try version.require("sheet(isPresented:onDismiss:content:)", from: 13)
    self.version = version
    self.session = session
  }

  /// Whether one update dismisses every layer whose binding it clears (iOS 17.0 and later).
  package var dismissesLayersTogether: Bool { version.major >= 17 }

  /// The user taps: `action` runs now, and what it asks for is expected at this moment.
  package func tap(_ action: () -> Void) {
    tapTime = session.clock.now
    action()
  }

  /// Presents one more layer on top (its binding set, shown at once).
  package func presentNext() {
    session.countOperation()
    guard !isDismissing, onScreen == bindings.count else { return }
    bindings.append(true)
    onScreen += 1
  }

  /// Runs `handler` as the `onDismiss` of layer `layer` (1 for the bottom one).
  package func onDismiss(of layer: Int, _ handler: @escaping () -> Void) {
    onDismiss[layer] = handler
  }

  /// One update: the bindings of the layers above `depth` cleared (`depth` clamped to the
  /// presented layers).
  package func update(presented depth: Int) {
    session.countOperation()
    let depth = min(max(depth, 0), bindings.count)
    guard depth < bindings.count else { return }
    for index in depth..<bindings.count { bindings[index] = false }
    let closed = onScreen - depth
    guard closed > 0, !(isDismissing && !dismissesLayersTogether) else { return }
    let leaving = dismissesLayersTogether || closed == 1 ? closed : 1
    startDismissal(of: leaving)
  }

  /// Reports each layer on screen whose binding says dismissed, and each layer above
  /// `closedTo` (the depth the user's action closed the stack to, if it closed any) still on
  /// screen; call once the clock is idle.
  package func verify(closedTo depth: Int? = nil) {
    if let depth, onScreen > depth {
      session.record(
        .layerNotDismissed,
        "\(onScreen - depth) of the layers the action closed \(onScreen - depth == 1 ? "is" : "are") "
          + "still on screen: \(onScreen) on screen, the app closed the stack to \(depth) (\(version))"
      )
    }
    for index in 0..<onScreen where !bindings[index] {
      session.record(
        .layerNotDismissed,
        "layer \(index + 1) of \(bindings.count) was dismissed in an update that dismissed "
          + "several layers, and stays on screen with its binding cleared (\(version))")
    }
  }

  private func startDismissal(of count: Int) {
    let first = onScreen - count + 1
    let last = onScreen
    onScreen -= count
    isDismissing = true
    if let tap = tapTime, session.clock.now > tap, dismissesLayersTogether {
      session.record(
        .updateDelayed,
        "layer \(last) started leaving \(Glitch.format(session.clock.now - tap)) s after the "
          + "tap that dismissed it, although \(version) dismisses several layers in one update")
    }
    session.clock.schedule(after: Self.dismissDuration) { [weak self] in
      self?.endDismissal(layers: first...last)
    }
  }

  private func endDismissal(layers: ClosedRange<Int>) {
    isDismissing = false
    for layer in layers.reversed() {
      if let handler = onDismiss.removeValue(forKey: layer) { handler() }
    }
    // Layers whose bindings were cleared and left are forgotten; stuck ones stay.
    while bindings.count > onScreen, bindings.last == false { bindings.removeLast() }
  }
}
