import Strategies

extension StrategyContext {
  /// Whether the app is shown the Liquid Glass design of iOS 26: the linked version (the older
  /// of the OS and the SDK, ``Strategies/StrategyContext/linkedVersion``) is 26 or later, and
  /// the app does not keep the compatibility design (``Strategies/ContextTrait/compatibilityDesign``
  /// holds, or ``Strategies/StrategyContext/designRequiresCompatibility`` is set with an SDK that
  /// honours it). The models of the iOS 26 design's defects read it.
  package var drawsLiquidGlass: Bool {
    linkedVersion.major >= 26 && !traits.contains(.compatibilityDesign)
      && !honoursDesignCompatibility
  }
}
