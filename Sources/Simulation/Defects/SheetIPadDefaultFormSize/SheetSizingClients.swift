import Strategies

/// A notes app: at launch it presents a "what's new" sheet, a list of features laid out for
/// the page-sized sheet with its Continue button at the end, and later a "rename" sheet, a
/// short form. Written as the sources show it (a plain `.sheet`, no sizing), and through
/// `SheetSizingPlanner` (each sheet's content gets the sizing planned for its design).
package enum SheetSizingClients {
  /// Where the app puts the sizing it sets.
  package enum SizingTarget: Sendable {
    /// The sheet's content, as Apple's release notes say.
    case content
    /// The view that presents the sheet, where WhatsNewKit's first attempt put it.
    case presenter
  }

  /// The height the "what's new" list needs: more than a form sheet, less than a page sheet.
  package static let whatsNewHeight = 980
  /// The height the rename form needs.
  package static let renameHeight = 360

  /// The original app code: no sizing set anywhere.
  @discardableResult
  package static func runNaive(context: StrategyContext, session: SimulationSession)
    throws(SimulationError) -> SheetSizingModel
  {
    try run(context: context, session: session) { _ in .automatic }
  }

  /// The same through a planner: each sheet's content gets the sizing
  /// ``SheetSizingPlanner/plan(for:)`` gives for its design.
  @discardableResult
  package static func runMitigated(
    context: StrategyContext, planner: SheetSizingPlanner, session: SimulationSession
  ) throws(SimulationError) -> SheetSizingModel {
    try run(context: context, session: session) { planner.plan(for: $0) }
  }

  /// Runs the scenario: the "what's new" sheet is presented, checked and dismissed, then the
  /// rename sheet. Each sheet gets `plan(design)` on `target`.
  @discardableResult
  package static func run(
    context: StrategyContext, session: SimulationSession, on target: SizingTarget = .content,
    plan: (SheetContentDesign) -> SheetSizingPlan
  ) throws(SimulationError) -> SheetSizingModel {
    let screen = try SheetSizingModel(context: context, session: session)
    for design in [SheetContentDesign.page, .form] {
      present(design, plan: plan(design), on: target, in: screen)
      screen.verifyPresented(as: design)
      screen.dismiss()
    }
    return screen
  }

  /// Makes the content of a sheet laid out as `design`, sets the planned sizing on `target`
  /// and presents it; an API the version lacks is recorded as
  /// ``GlitchKind/unavailableAPICalled``.
  package static func present(
    _ design: SheetContentDesign, plan: SheetSizingPlan, on target: SizingTarget = .content,
    in screen: SheetSizingModel
  ) {
    let content =
      switch design {
      case .page: screen.makeContent("the \"what's new\" sheet", height: whatsNewHeight)
      case .form: screen.makeContent("the rename sheet", height: renameHeight)
      }
    if plan == .page {
      screen.session.perform { () throws(SimulationError) in
        switch target {
        case .content: try screen.setSizing(.page, on: content)
        case .presenter: try screen.setPresenterSizing(.page)
        }
      }
    }
    screen.present(content)
  }
}
