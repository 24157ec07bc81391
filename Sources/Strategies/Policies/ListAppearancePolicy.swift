/// The resolved behaviour of ``ListAppearance`` and ``BarAppearance``: how lists and the
/// navigation and tab bars above and below them are drawn.
public struct ListAppearancePolicy: Hashable, Sendable {
  /// Hide the list's scroll-content background (`scrollContentBackground(.hidden)`, iOS 16+)
  /// when a custom background is wanted.
  public var hidesScrollContentBackground: Bool
  /// Give a navigation or tab bar its standard appearance at the scroll edge
  /// (`scrollEdgeAppearance = standardAppearance`) where the app set no scroll-edge appearance
  /// of its own and the bar did not use one before iOS 15 (every bar but a large-title
  /// navigation bar).
  public var barScrollEdgeUsesStandardAppearance: Bool
  /// Remove the padding above each section header of a list built on `UITableView`
  /// (`sectionHeaderTopPadding = 0`, iOS 15+).
  public var zeroesSectionHeaderTopPadding: Bool

  /// Creates a policy.
  public init(hidesScrollContentBackground: Bool = false) {
    self.hidesScrollContentBackground = hidesScrollContentBackground
    self.barScrollEdgeUsesStandardAppearance = false
    self.zeroesSectionHeaderTopPadding = false
  }

  /// Creates a policy with every field given.
  public init(
    hidesScrollContentBackground: Bool, barScrollEdgeUsesStandardAppearance: Bool,
    zeroesSectionHeaderTopPadding: Bool
  ) {
    self.hidesScrollContentBackground = hidesScrollContentBackground
    self.barScrollEdgeUsesStandardAppearance = barScrollEdgeUsesStandardAppearance
    self.zeroesSectionHeaderTopPadding = zeroesSectionHeaderTopPadding
  }

  /// The policy with no strategy applied.
  public static let passthrough = ListAppearancePolicy()
}
