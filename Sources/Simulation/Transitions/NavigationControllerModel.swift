import Strategies

/// A headless `UINavigationController` whose pushes and pops run custom animators
/// (``CustomAnimator``) on the virtual clock, over ``SimulatedView`` geometry.
///
/// ## Mechanism
/// - Push: the container adds the pushed view (its frame set to the container's bounds) above
///   the current one, and the animator runs. When it completes the transition, the covered
///   view leaves the hierarchy *keeping whatever transform it has*.
/// - Pop: the container puts the uncovered view back and sets its frame to the container's
///   bounds *before* the animator runs, as `UINavigationController` does; then the animator
///   runs. Setting a frame on a view still scaled by a push rescales its bounds by 1/scale
///   (``SimulatedView/frame``), so once the animator brings the transform back to identity the
///   view is larger than its container.
/// - ``performFullLayout()`` (the app returning from the background) sets every on-screen
///   view's frame again, which heals a view whose transform is back at identity.
///
/// The detector runs when a pop completes: an uncovered view whose frame differs from the
/// container's bounds is reported as ``GlitchKind/viewLargerThanContainer``.
public final class NavigationControllerModel {
  /// The simulated OS version.
  public let version: PlatformVersion
  /// The container view's bounds (the screen).
  public let containerBounds: ViewRect
  /// The views of the pushed view controllers, root first.
  public private(set) var viewStack: [SimulatedView]
  /// The views in the container, back to front.
  public private(set) var containerSubviews: [SimulatedView]
  /// Whether a transition is running.
  public private(set) var isTransitioning = false
  /// Whether pops are checked for ``GlitchKind/viewLargerThanContainer`` and
  /// ``GlitchKind/frameJumpedDuringTransition``; benchmarks that use the model as a host turn
  /// it off so that every variant pays the same.
  public var detectsGlitches = true
  private let session: SimulationSession

  /// Creates a navigation controller showing `root`, laid out to fill the container.
  ///
  /// - Throws: ``SimulationError/notApplicable(reason:)`` below iOS 7 (no custom animators) and
  ///   on platforms other than iOS and iPadOS.
  public init(
    version: PlatformVersion, root: SimulatedView, session: SimulationSession,
    containerBounds: ViewRect = ViewRect(x: 0, y: 0, width: 375, height: 667)
  ) throws(SimulationError) {
    try version.require("UIViewControllerAnimatedTransitioning", from: 7)
    self.version = version
    self.containerBounds = containerBounds
    self.session = session
    root.frame = containerBounds
    root.isInHierarchy = true
    self.viewStack = [root]
    self.containerSubviews = [root]
  }

  /// The top view.
  public var topView: SimulatedView { viewStack[viewStack.count - 1] }

  /// Pushes `view` with `animator`.
  ///
  /// - Returns: `false` (and does nothing) while another transition runs.
  @discardableResult
  public func push(_ view: SimulatedView, animator: CustomAnimator) -> Bool {
    guard !isTransitioning else { return false }
    session.countOperation()
    let from = topView
    view.frame = containerBounds
    insert(view)
    viewStack.append(view)
    run(.push, from: from, to: view, animator: animator)
    return true
  }

  /// Pops the top view with `animator`.
  ///
  /// - Returns: `false` (and does nothing) at the root or while another transition runs.
  @discardableResult
  public func pop(animator: CustomAnimator) -> Bool {
    guard !isTransitioning, viewStack.count > 1 else { return false }
    session.countOperation()
    let from = viewStack.removeLast()
    let to = topView
    to.frame = containerBounds
    if !to.isInHierarchy { insert(to, below: from) }
    run(.pop, from: from, to: to, animator: animator)
    return true
  }

  /// Lays every on-screen view out again, as after the app returns from the background.
  public func performFullLayout() {
    session.countOperation()
    for view in containerSubviews { view.frame = containerBounds }
  }

  private func run(
    _ operation: TransitionContext.Operation, from: SimulatedView, to: SimulatedView,
    animator: CustomAnimator
  ) {
    isTransitioning = true
    let context = TransitionContext(
      operation: operation, fromView: from, toView: to, containerBounds: containerBounds,
      session: session, detectsGlitches: detectsGlitches
    ) { [weak self] in
      guard let self else { return }
      remove(from)
      isTransitioning = false
      if operation == .pop, detectsGlitches { checkUncoveredView(to) }
    }
    animator.animateTransition(context)
  }

  private func checkUncoveredView(_ view: SimulatedView) {
    let frame = view.frame
    guard !frame.isApproximatelyEqual(to: containerBounds, tolerance: 1e-6) else { return }
    session.record(
      .viewLargerThanContainer,
      "after the pop \(view.name) has frame \(frame) (bounds \(view.bounds.size), transform "
        + "\(view.transform)) in a container of \(containerBounds)")
  }

  private func insert(_ view: SimulatedView, below other: SimulatedView? = nil) {
    if let other, let index = containerSubviews.firstIndex(where: { $0 === other }) {
      containerSubviews.insert(view, at: index)
    } else {
      containerSubviews.append(view)
    }
    view.isInHierarchy = true
  }

  private func remove(_ view: SimulatedView) {
    containerSubviews.removeAll { $0 === view }
    view.isInHierarchy = false
  }
}
