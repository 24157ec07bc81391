import Strategies

/// A headless `NavigationSplitView` collapsed into one stack (an iPhone): a sidebar `List`
/// bound to the app's selection, and a detail column shown while the selection is set.
///
/// ## Mechanism
/// - Selecting a row sets the selection; the collapsed stack shows the detail column.
/// - Clearing the selection (the app writes `nil`) pops the collapsed stack back to the sidebar,
///   on every version.
/// - A `DismissAction` captured in the detail column looks for what to dismiss. The split
///   view's implicit stack answers it only where the split view's behaviour is the iOS 18 one:
///   on iOS 18 or later, in an app linked against the iOS 18 SDK or later (the older of the OS
///   version and the SDK, ``Strategies/StrategyContext/linkedVersion``, is 18 or later). There
///   the stack pops and the selection is cleared, as the release note describes. Anywhere else
///   nothing answers it and the call does nothing.
///
/// The model's assumption beyond the source: the action did nothing on every version with
/// `NavigationSplitView` (16.0 on), since the release note says "previously" without a first
/// version.
///
/// Detector: ``verifyBack()`` reports a "go back" that left the detail on screen as
/// `GlitchKind.columnDismissIgnored`.
package final class SplitDismissModel {
  /// The simulated OS version.
  package let version: PlatformVersion
  /// The SDK the simulated app is built with.
  package let sdk: PlatformVersion
  /// The sidebar's selection, as the app's model holds it.
  package private(set) var selection: Int?
  private let linkedVersion: PlatformVersion
  private let session: SimulationSession

  /// Creates a collapsed split view with nothing selected.
  ///
  /// - Throws: ``SimulationError/notApplicable(reason:)`` below iOS 16 or with an SDK below 16
  ///   (no `NavigationSplitView`), and on platforms other than iOS and iPadOS.
  package init(context: StrategyContext, session: SimulationSession) throws(SimulationError) {
    try context.version.require("NavigationSplitView", from: 16)
    guard context.sdk.platform != context.version.platform || context.sdk.major >= 16 else {
      throw .notApplicable(reason: "NavigationSplitView is not in the \(context.sdk) SDK")
    }
    self.version = context.version
    self.sdk = context.sdk
    self.linkedVersion = context.linkedVersion
    self.session = session
  }

  /// Whether the split view's implicit stack answers a `DismissAction` captured in a column:
  /// where its behaviour, the older of the OS version and the app's SDK, is iOS 18's.
  package var implicitStackHandlesDismiss: Bool { linkedVersion.major >= 18 }

  /// The user selects `item` in the sidebar; the collapsed stack shows its detail.
  package func select(_ item: Int) {
    session.countOperation()
    selection = item
  }

  /// The detail column calls its captured `DismissAction`.
  package func dismissFromColumn() {
    session.countOperation()
    if implicitStackHandlesDismiss { selection = nil }
  }

  /// The app clears the selection in its model.
  package func clearSelection() {
    session.countOperation()
    selection = nil
  }

  /// Reports a "go back" that left the detail on screen.
  package func verifyBack() {
    guard let selection else { return }
    session.record(
      .columnDismissIgnored,
      "going back from the detail of item \(selection) left it on screen (\(version), built "
        + "with the \(sdk) SDK)")
  }
}

/// A `NavigationSplitView` app whose detail column has a "Back" button: written as the release
/// note shows it (`@Environment(\.dismiss)`, `dismiss()`) and through `ColumnRootPlanner`.
///
/// The user selects item 1, taps Back, selects item 2 and taps Back.
package enum SplitDismissClients {
  /// The items the user opens, in order.
  package static let items = [1, 2]

  /// The original app code: Back calls the captured `DismissAction`.
  @discardableResult
  package static func runNaive(context: StrategyContext, session: SimulationSession)
    throws(SimulationError) -> SplitDismissModel
  {
    try run(.dismissAction, context: context, session: session)
  }

  /// The same through a planner: Back goes back as ``ColumnRootPlanner/dismissDetail()`` says.
  @discardableResult
  package static func runMitigated(
    context: StrategyContext, planner: ColumnRootPlanner, session: SimulationSession
  ) throws(SimulationError) -> SplitDismissModel {
    try run(planner.dismissDetail(), context: context, session: session)
  }

  /// Runs the scenario with Back going back by `dismissal`.
  @discardableResult
  package static func run(
    _ dismissal: DetailDismissal, context: StrategyContext, session: SimulationSession
  ) throws(SimulationError) -> SplitDismissModel {
    let split = try SplitDismissModel(context: context, session: session)
    for item in items {
      split.select(item)
      switch dismissal {
      case .dismissAction: split.dismissFromColumn()
      case .clearSelection: split.clearSelection()
      }
      split.verifyBack()
    }
    return split
  }
}
