import Strategies

/// How a screen attaches the presentation modifiers it declares, as the simulation sees it.
public enum PresentationArrangement: String, Hashable, Sendable, CaseIterable {
  /// Every modifier chained on the screen's view.
  case chained
  /// One modifier driven by one item.
  case singleItem
  /// Each modifier on a host view of its own (a `background` view), nested in the one before:
  /// un-chained by nesting.
  case nestedHosts

  /// The arrangement a `PresentationHostingPlan` asks for.
  public init(_ plan: PresentationHostingPlan) {
    self = plan.usesSingleItem ? .singleItem : .chained
  }
}

/// A headless stack of modal presentations: a root screen that presents a screen, which
/// presents the next, each screen declaring the same presentation modifiers.
///
/// ## Mechanism
/// - Each presented screen is one level deeper (the root is level 0).
/// - iOS 14.0 to 14.4 register one presentation per view: of several modifiers chained on one
///   view only the last applied is live, and a presentation of another modifier is ignored.
///   From 14.5 every modifier presents.
/// - Modifiers on nested host views of their own present on 14.x; on iOS 15 a presentation
///   whose presenter is such a nested host fails from the fifth nested presentation on, as
///   FlowStacks' first un-chaining found there. The model's assumption: the failure is that of
///   iOS 15.x (the report), and the depth is counted in presentations.
/// - One item-driven modifier presents every item at any depth.
///
/// Detectors: a presentation that does not present reports
/// ``GlitchKind/presentationDidNotPresent``, with the level and the reason.
public final class PresentationStackModel {
  /// The simulated OS version.
  public let version: PlatformVersion
  /// The presented levels, bottom first: each one's style.
  public private(set) var presented: [PresentationStyle] = []
  private let session: SimulationSession

  /// Creates the root screen, with nothing presented.
  ///
  /// - Throws: ``SimulationError/notApplicable(reason:)`` below iOS 14 (no `fullScreenCover`)
  ///   and on platforms other than iOS and iPadOS.
  public init(version: PlatformVersion, session: SimulationSession) throws(SimulationError) {
    try version.require("fullScreenCover(isPresented:content:)", from: 14)
    self.version = version
    self.session = session
  }

  /// Whether only the last of several modifiers chained on one view presents.
  package var onlyLastChainedModifierPresents: Bool {
    version.number < VersionNumber(14, 5)
  }

  /// The nested presentation (1 for the first) from which presenters on nested host views fail,
  /// or `nil` where they do not.
  package var nestedHostsFailFromLevel: Int? { version.major == 15 ? 5 : nil }

  /// The top screen, which declares `declared` with `arrangement`, asks to present `style`.
  ///
  /// - Returns: Whether it presented.
  @discardableResult
  public func present(
    _ style: PresentationStyle, declared: [PresentationStyle],
    arrangement: PresentationArrangement
  ) -> Bool {
    session.countOperation()
    let level = presented.count + 1
    guard declared.contains(style) else {
      return refuse(style, level, "the screen declares no \(style) modifier")
    }
    switch arrangement {
    case .chained:
      if onlyLastChainedModifierPresents, declared.count > 1, declared.last != style {
        return refuse(
          style, level,
          "\(declared.count) presentation modifiers are chained on one view and only the last "
            + "(\(declared.last!)) presents")
      }
    case .nestedHosts:
      if let failing = nestedHostsFailFromLevel, level >= failing {
        return refuse(
          style, level,
          "its presenter is a nested host view, and nested presentations fail from level "
            + "\(failing)")
      }
    case .singleItem:
      break
    }
    presented.append(style)
    return true
  }

  /// Dismisses every presented level.
  public func dismissAll() {
    session.countOperation()
    presented.removeAll()
  }

  private func refuse(_ style: PresentationStyle, _ level: Int, _ why: String) -> Bool {
    session.record(
      .presentationDidNotPresent,
      "the \(style) of level \(level) did not present: \(why) (\(version))")
    return false
  }
}
