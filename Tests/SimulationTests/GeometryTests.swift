import Simulation
import Strategies
import Testing

@Suite("UIView geometry (UIKit's documented rules)")
struct GeometryTests {
  static let screen = ViewRect(x: 0, y: 0, width: 375, height: 667)

  @Test("With the identity transform, frame is (center − size/2, size)")
  func identityFrame() {
    let view = SimulatedView(name: "v", frame: ViewRect(x: 10, y: 20, width: 100, height: 50))
    #expect(view.center == ViewPoint(x: 60, y: 45))
    #expect(view.bounds == ViewRect(x: 0, y: 0, width: 100, height: 50))
    #expect(view.frame == ViewRect(x: 10, y: 20, width: 100, height: 50))
  }

  @Test("A scaled view's frame is the bounding box of its scaled bounds about the centre")
  func scaledFrame() {
    let view = SimulatedView(name: "v", frame: Self.screen)
    view.transform = .scale(x: 0.5, y: 0.5)
    #expect(view.frame == ViewRect(x: 93.75, y: 166.75, width: 187.5, height: 333.5))
  }

  @Test("Changing the transform changes neither center nor bounds")
  func transformLeavesCenterAndBounds() {
    let view = SimulatedView(name: "v", frame: Self.screen)
    let (center, bounds) = (view.center, view.bounds)
    for transform in [ViewTransform.scale(x: 2, y: 3), .translation(x: 5, y: -7), .identity] {
      view.transform = transform
      #expect(view.center == center && view.bounds == bounds)
    }
  }

  @Test("Setting frame under the identity sets center and bounds.size directly")
  func setFrameIdentity() {
    let view = SimulatedView(name: "v", frame: .zero)
    view.frame = ViewRect(x: 5, y: 6, width: 70, height: 80)
    #expect(view.center == ViewPoint(x: 40, y: 46))
    #expect(view.bounds.size == ViewSize(width: 70, height: 80))
  }

  @Test(
    "Setting frame under a scale rescales bounds by 1/scale; center is the frame's mid-point",
    arguments: [0.5, 0.25, 2.0])
  func setFrameScaled(scale: Double) {
    let view = SimulatedView(name: "v", frame: .zero)
    view.transform = .scale(x: scale, y: scale)
    view.frame = Self.screen
    #expect(view.center == ViewPoint(x: 187.5, y: 333.5))
    #expect(view.bounds.size == ViewSize(width: 375 / scale, height: 667 / scale))
    #expect(view.frame.isApproximatelyEqual(to: Self.screen))
    view.transform = .identity
    #expect(view.frame.size == ViewSize(width: 375 / scale, height: 667 / scale))
    #expect(view.frame.mid == Self.screen.mid)
  }

  @Test("Setting frame never moves bounds.origin; a translation shifts the frame")
  func boundsOriginAndTranslation() {
    let view = SimulatedView(name: "v", frame: Self.screen)
    view.bounds.origin = ViewPoint(x: 0, y: 120)
    view.transform = .translation(x: 10, y: 20)
    #expect(view.frame == ViewRect(x: 10, y: 20, width: 375, height: 667))
    view.frame = ViewRect(x: 0, y: 0, width: 100, height: 100)
    #expect(view.bounds.origin == ViewPoint(x: 0, y: 120))
    #expect(view.frame == ViewRect(x: 0, y: 0, width: 100, height: 100))
  }

  @Test("A rotated view's frame is the bounding box of the rotated bounds")
  func rotatedFrame() {
    let view = SimulatedView(name: "v", frame: ViewRect(x: 0, y: 0, width: 100, height: 50))
    view.transform = ViewTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
    #expect(view.frame.isApproximatelyEqual(to: ViewRect(x: 25, y: -25, width: 50, height: 100)))
  }
}

@Suite("Seed 002: custom navigation transitions")
struct TransitionTests {
  @Test(
    "Seed 002: the push leaves the home view scaled; after the pop it is twice the container",
    arguments: matrixVersions)
  func originalReproNaive(version: PlatformVersion) throws {
    let session = SimulationSession()
    let controller = try ModalAnimatorClients.runNaive(version: version, session: session)
    let home = controller.topView
    #expect(home.frame == ViewRect(x: -187.5, y: -333.5, width: 750, height: 1334))
    #expect(kinds(session) == [.frameJumpedDuringTransition, .viewLargerThanContainer])
    controller.performFullLayout()
    #expect(home.frame == controller.containerBounds)
  }

  @Test("Seed 002 fixed: reset after push, pre-scale before pop", arguments: matrixVersions)
  func originalReproMitigated(version: PlatformVersion) throws {
    let session = SimulationSession()
    let controller = try ModalAnimatorClients.runMitigated(
      version: version,
      coordinator: TransformTransitionCoordinator(strategies: resolved(version)), session: session)
    #expect(controller.topView.frame == controller.containerBounds)
    #expect(controller.topView.transform == .identity)
    #expect(session.glitches.isEmpty)
  }

  @Test("The covered view leaves the hierarchy keeping its transform; the pop sets its frame first")
  func mechanism() throws {
    let session = SimulationSession()
    let home = SimulatedView(name: "home", frame: .zero)
    let controller = try NavigationControllerModel(version: iOS(15), root: home, session: session)
    controller.push(
      SimulatedView(name: "detail", frame: .zero),
      animator: ModalAnimatorClients.originalPushAnimator)
    #expect(controller.isTransitioning && home.isInHierarchy)
    #expect(
      !controller.push(
        SimulatedView(name: "other", frame: .zero),
        animator: ModalAnimatorClients.originalPushAnimator)
    )
    session.clock.runUntilIdle()
    #expect(!home.isInHierarchy && home.transform == ModalAnimatorClients.coveredScale)
    var seenByAnimator: (bounds: ViewSize, frame: ViewRect)?
    controller.pop(
      animator: CustomAnimator(name: "spy") { context in
        seenByAnimator = (context.toView.bounds.size, context.toView.frame)
        ModalAnimatorClients.originalPopAnimator.animateTransition(context)
      })
    #expect(seenByAnimator?.bounds == ViewSize(width: 750, height: 1334))
    #expect(seenByAnimator?.frame == controller.containerBounds)
    session.clock.runUntilIdle()
    #expect(kinds(session) == [.frameJumpedDuringTransition, .viewLargerThanContainer])
    #expect(!controller.pop(animator: ModalAnimatorClients.originalPopAnimator))
  }

  @Test("Alpha-only animators never need a reset")
  func alphaOnly() throws {
    let session = SimulationSession()
    let coordinator = TransformTransitionCoordinator(policy: .passthrough)
    let push = CustomAnimator.executing(
      coordinator.pushPlan(transform: nil, alpha: 0.3, duration: 0.5), on: .from)
    let pop = CustomAnimator.executing(
      coordinator.popPlan(restoringFrom: nil, alpha: 1, duration: 0.5), on: .to)
    let controller = try ModalAnimatorClients.run(
      push: push, pop: pop, version: iOS(14, 8), session: session)
    #expect(controller.topView.alpha == 1)
    #expect(session.glitches.isEmpty)
  }

  @Test(
    "Each half of seed 002's fix alone fails: no pre-scale jumps during the pop, no reset ends larger"
  )
  func eitherHalfAloneFails() throws {
    let cases: [(ViewTransformPolicy, [GlitchKind])] = [
      (ViewTransformPolicy(resetsTransformAfterPush: true, prescalesBeforePop: true), []),
      (
        ViewTransformPolicy(resetsTransformAfterPush: true, prescalesBeforePop: false),
        [.frameJumpedDuringTransition]
      ),
      (
        ViewTransformPolicy(resetsTransformAfterPush: false, prescalesBeforePop: true),
        [.frameJumpedDuringTransition, .viewLargerThanContainer]
      ),
    ]
    for (policy, expected) in cases {
      let session = SimulationSession()
      try ModalAnimatorClients.runMitigated(
        version: iOS(17), coordinator: TransformTransitionCoordinator(policy: policy),
        session: session)
      #expect(kinds(session) == expected, "\(policy)")
      if let jump = session.glitches(of: .frameJumpedDuringTransition).first {
        // Recorded when the pop starts (after the push's 1 s and the 1 s pause), not at its end.
        #expect(jump.time == 2)
      }
    }
  }

  @Test("With detection off (a benchmark host) no pop records a glitch, however many cycles")
  func detectionOff() throws {
    let session = SimulationSession()
    let controller = try NavigationControllerModel(
      version: iOS(17), root: SimulatedView(name: "home", frame: .zero), session: session)
    controller.detectsGlitches = false
    for _ in 0..<3 {
      controller.push(
        SimulatedView(name: "detail", frame: .zero),
        animator: ModalAnimatorClients.originalPushAnimator
      )
      session.clock.runUntilIdle()
      controller.pop(animator: ModalAnimatorClients.originalPopAnimator)
      session.clock.runUntilIdle()
    }
    #expect(session.glitches.isEmpty)
    #expect(controller.viewStack.count == 1)
  }
}
