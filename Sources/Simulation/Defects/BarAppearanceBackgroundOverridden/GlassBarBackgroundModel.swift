import Strategies

/// What a bar shows behind its items.
package enum BarSurface: Hashable, Sendable, CustomStringConvertible {
  /// An opaque background of a named colour.
  case opaque(String)
  /// The earlier design's translucent, blurred material.
  case material
  /// The Liquid Glass material.
  case glass
  /// Nothing: the content under the bar reads through it at full sharpness.
  case seeThrough

  /// `opaque(brand)`, `material`, `glass` or `seeThrough`.
  package var description: String {
    switch self {
    case .opaque(let colour): "opaque(\(colour))"
    case .material: "material"
    case .glass: "glass"
    case .seeThrough: "seeThrough"
    }
  }
}

/// A headless `UINavigationBar` or `UITabBar` whose appearance the app configures: the
/// background it asks for, whether its foreground styling (title and item colours) is the
/// app's, and what the bar draws, in the earlier design or the Liquid Glass one.
///
/// ## Mechanism
/// - The bar draws the Liquid Glass design where the linked version is 26 or later and the app
///   does not use the compatibility design (``Strategies/StrategyContext/showsDesign26``).
/// - An appearance's background (``BarBackground``): `configureWithOpaqueBackground()` with a
///   colour draws that colour in either design; `configureWithDefaultBackground()` draws the
///   earlier design's material, or the glass; `configureWithTransparentBackground()` draws
///   nothing in either design (in the new one, no glass either).
/// - A bar without an appearance of the app's draws the default background, with the system's
///   colours.
///
/// The model's assumptions, beyond the sources (cupertino_native_better, dailyvox,
/// react-native-bottom-tabs, iBurn-iOS, Scribe-iOS): the standard and scroll-edge appearances
/// are set alike, and every opaque colour covers the glass alike (a translucent colour is not
/// modelled).
///
/// Detector: ``verify()`` reports a bar designed to take the glass that draws an opaque slab or
/// nothing in the new design as ``GlitchKind/barBackgroundOverGlass``, and a bar drawn otherwise
/// than designed elsewhere (the app's colour lost, a bar over the content blurred, a bar opaque
/// in every design turned to glass, the app's foreground colours lost) as
/// ``GlitchKind/barDesignLost`` (over-mitigation).
package final class GlassBarBackgroundModel {
  /// One bar: what it is designed as, and what the app set.
  package struct Bar: Hashable, Sendable {
    /// The bar's name, for reports.
    package var name: String
    /// What its background is designed as.
    package var design: BarBackgroundDesign
    /// The appearance's background, `nil` when the app set no appearance.
    package var background: BarBackground?
    /// Whether the appearance carries the app's foreground styling.
    package var brandForeground = false
  }

  /// The app's colour.
  package static let brand = "brand"

  /// The simulated OS version.
  package let version: PlatformVersion
  /// The SDK the simulated app is built with.
  package let sdk: PlatformVersion
  /// Whether the bars draw the Liquid Glass design.
  package let drawsGlass: Bool
  /// The bars, by name.
  package private(set) var bars: [String: Bar] = [:]
  private let session: SimulationSession

  /// Creates the app's bars, with no appearance yet, in the design `context` gives them.
  ///
  /// - Throws: ``SimulationError/notApplicable(reason:)`` below iOS 13 (no
  ///   `UIBarAppearance`) and on platforms other than iOS and iPadOS.
  package init(context: StrategyContext, session: SimulationSession) throws(SimulationError) {
    try context.version.require("UIBarAppearance", from: 13)
    self.version = context.version
    self.sdk = context.sdk
    self.drawsGlass = context.showsDesign26
    self.session = session
  }

  /// A bar named `name`, designed as `design`, with no appearance of the app's.
  package func addBar(_ name: String, designed design: BarBackgroundDesign) {
    bars[name] = Bar(name: name, design: design)
  }

  /// `standardAppearance` and `scrollEdgeAppearance` of the bar `name` set to an appearance
  /// with `background`, carrying the app's foreground styling or not.
  package func setAppearance(_ name: String, background: BarBackground, brandForeground: Bool) {
    session.countOperation()
    bars[name]?.background = background
    bars[name]?.brandForeground = brandForeground
  }

  /// The bar `name` left without an appearance of the app's (or its appearance removed).
  package func removeAppearance(_ name: String) {
    session.countOperation()
    bars[name]?.background = nil
    bars[name]?.brandForeground = false
  }

  /// What the bar draws behind its items.
  package func surface(of bar: Bar) -> BarSurface {
    switch bar.background ?? .systemMaterial {
    case .opaque(let colour): .opaque(colour)
    case .systemMaterial: drawsGlass ? .glass : .material
    case .transparent: .seeThrough
    }
  }

  /// What the bar's design wants it to draw in this design.
  package func designedSurface(of bar: Bar) -> BarSurface {
    switch bar.design {
    case .brandColoured: drawsGlass ? .glass : .opaque(Self.brand)
    case .transparentOverContent: drawsGlass ? .glass : .seeThrough
    case .opaqueInEveryDesign: .opaque(Self.brand)
    }
  }

  /// Reports each bar drawn otherwise than designed.
  package func verify() {
    for name in bars.keys.sorted() {
      guard let bar = bars[name] else { continue }
      let shown = surface(of: bar)
      let designed = designedSurface(of: bar)
      if drawsGlass, designed == .glass, shown != .glass {
        session.record(
          .barBackgroundOverGlass,
          "the \(name) draws \(shown) where the design puts glass (appearance background "
            + "\(bar.background.map(\.description) ?? "none"), \(context))")
      } else if shown != designed {
        session.record(
          .barDesignLost,
          "the \(name) draws \(shown), designed \(designed) (\(context))")
      }
      if !bar.brandForeground {
        session.record(
          .barDesignLost,
          "the \(name) lost the app's title and item colours: it has no appearance of the "
            + "app's (\(context))")
      }
    }
  }

  private var context: String { "\(version), built with the \(sdk) SDK" }
}
