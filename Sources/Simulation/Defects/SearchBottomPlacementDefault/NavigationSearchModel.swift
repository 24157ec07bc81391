import Strategies

/// Where a navigation item's search field is shown.
package enum SimulatedSearchPosition: String, Hashable, Sendable {
  /// In the navigation bar, under the title (the stacked field) or beside it.
  case navigationBar
  /// In the bottom toolbar of an iPhone screen (iOS 26 and later).
  case bottomToolbar
}

/// A headless `UINavigationItem` with a `UISearchController` on one screen: the app's
/// `searchBarPlacementAllowsToolbarIntegration`, and where the field is shown.
///
/// ## Mechanism
/// - The screen draws the Liquid Glass design where the linked version
///   (``Strategies/StrategyContext/linkedVersion``, the older of the OS and the SDK) is 26 or
///   later and the app does not use the compatibility design
///   (``Strategies/ContextTrait/compatibilityDesign``).
/// - On an iPhone in that design, a field whose navigation item allows toolbar integration
///   (the default) is placed in the bottom toolbar, whatever `preferredSearchBarPlacement`
///   says; with the integration turned off, or on an iPad (``Strategies/ContextTrait/padIdiom``),
///   or outside the design, it is in the navigation bar.
/// - A new navigation item allows the integration.
/// - `searchBarPlacementAllowsToolbarIntegration` exists from iOS 26, in the iOS 26 SDK and
///   later: elsewhere setting it is an unavailable API.
///
/// The model's assumptions, beyond the sources: `preferredSearchBarPlacement` does not keep the
/// field at the top on an iPhone (react-native-screens saw the stacked placement move), the
/// screen's own toolbar items do not change where the field goes, and an iPad keeps it in the
/// top bar.
///
/// Detector: ``verify(_:)`` reports a field designed under the title shown in the bottom
/// toolbar as ``GlitchKind/searchMovedToToolbar``, and a field the app moved to the new design
/// kept in the navigation bar where the design places it at the bottom as
/// ``GlitchKind/searchKeptFromToolbar`` (over-mitigation).
package final class NavigationSearchModel {
  /// The simulated OS version.
  package let version: PlatformVersion
  /// The SDK the simulated app is built with.
  package let sdk: PlatformVersion
  /// Whether the app runs with the iPad idiom.
  package let isPad: Bool
  /// Whether the screen draws the Liquid Glass design.
  package let drawsGlass: Bool
  /// The navigation item's `searchBarPlacementAllowsToolbarIntegration`.
  package private(set) var allowsToolbarIntegration = true
  private let linkedVersion: PlatformVersion
  private let session: SimulationSession

  /// Creates a screen whose navigation item has a search controller (iOS 11 and later).
  ///
  /// - Throws: ``SimulationError/notApplicable(reason:)`` below iOS 11 or on platforms other
  ///   than iOS and iPadOS.
  package init(context: StrategyContext, session: SimulationSession) throws(SimulationError) {
    try context.version.require("UINavigationItem.searchController", from: 11)
    self.version = context.version
    self.sdk = context.sdk
    self.isPad = context.traits.contains(.padIdiom)
    self.linkedVersion = context.linkedVersion
    self.drawsGlass = context.showsDesign26
    self.session = session
    session.countOperation()
  }

  /// Where the field is shown.
  package var position: SimulatedSearchPosition {
    drawsGlass && !isPad && allowsToolbarIntegration ? .bottomToolbar : .navigationBar
  }

  /// Where the field would be shown with the integration allowed: the system's placement.
  package var systemPosition: SimulatedSearchPosition {
    drawsGlass && !isPad ? .bottomToolbar : .navigationBar
  }

  /// `navigationItem.searchBarPlacementAllowsToolbarIntegration = false`.
  ///
  /// - Throws: ``SimulationError/notApplicable(reason:)`` below iOS 26 or in an older SDK.
  package func disallowToolbarIntegration() throws(SimulationError) {
    session.countOperation()
    guard linkedVersion.major >= 26 else {
      throw .notApplicable(
        reason: "searchBarPlacementAllowsToolbarIntegration does not exist below iOS 26 or in "
          + "an older SDK (\(context))")
    }
    allowsToolbarIntegration = false
  }

  /// Reports a field not shown where the app designed it: a field designed under the title in
  /// the bottom toolbar, and a field left to the system kept in the navigation bar where the
  /// system places it at the bottom.
  package func verify(_ design: SearchFieldDesign) {
    switch design {
    case .underTitle where position == .bottomToolbar:
      session.record(
        .searchMovedToToolbar,
        "the search field designed under the title is in the bottom toolbar (\(context))")
    case .systemPlacement where position != systemPosition:
      session.record(
        .searchKeptFromToolbar,
        "the search field moved to the new design is kept in the navigation bar, not at the "
          + "bottom where the system places it (\(context))")
    default: break
    }
  }

  private var context: String {
    "\(version), built with the \(sdk) SDK\(isPad ? ", iPad" : "")"
  }
}
