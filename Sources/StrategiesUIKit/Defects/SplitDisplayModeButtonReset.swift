#if canImport(UIKit) && os(iOS)
  import UIKit
  import Strategies

  extension UISplitViewController {
    /// Sets `displayModeButtonVisibility` when a ``DisplayModeButtonAssignment`` says: now for
    /// ``DisplayModeButtonAssignment/now``; now and again on the next main-queue turn for
    /// ``DisplayModeButtonAssignment/nowAndNextTurn``; on the next turn only for
    /// ``DisplayModeButtonAssignment/nextTurnOnly``. Call it from the introspection callback of
    /// the `NavigationSplitView` (which runs at each update of the split view); it makes no
    /// decision of its own.
    ///
    /// ```swift
    /// let assignment = DisplayModeButtonPlanner(
    ///   traits: UIDevice.current.userInterfaceIdiom == .pad ? [.padIdiom] : []
    /// ).assignment()
    /// // In the introspection callback:
    /// splitViewController.setDisplayModeButtonVisibility(.never, planned: assignment)
    /// ```
    @available(iOS 14.5, *)
    public func setDisplayModeButtonVisibility(
      _ visibility: UISplitViewController.DisplayModeButtonVisibility,
      planned assignment: DisplayModeButtonAssignment
    ) {
      switch assignment {
      case .now:
        displayModeButtonVisibility = visibility
      case .nowAndNextTurn:
        displayModeButtonVisibility = visibility
        DispatchQueue.main.async { [weak self] in self?.displayModeButtonVisibility = visibility }
      case .nextTurnOnly:
        DispatchQueue.main.async { [weak self] in self?.displayModeButtonVisibility = visibility }
      }
    }
  }
#endif
