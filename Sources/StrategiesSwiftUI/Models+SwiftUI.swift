#if canImport(SwiftUI)
  import Combine
  import SwiftUI
  import Strategies

  extension ChangeNotifyingModel: @preconcurrency ObservableObject {
    /// The publisher SwiftUI observes (`@StateObject`, `@ObservedObject`): it sends before each
    /// change of what the model shows, inside the transaction the change is published in.
    public var objectWillChange: ObservableObjectPublisher {
      if let publisher = observer?.publisher as? ObservableObjectPublisher { return publisher }
      let publisher = ObservableObjectPublisher()
      observer = (publisher, { publisher.send() })
      return publisher
    }
  }

  extension NavigationModel {
    /// A model for a stack placed as `placement` says, on the running device
    /// (``Strategies/StrategyContext/current(traits:)`` with the placement's traits), published
    /// in SwiftUI transactions.
    ///
    /// ```swift
    /// @StateObject private var navigation = NavigationModel<Screen>(placement: .tabView)
    /// ```
    public convenience init(
      placement: StackPlacement = .standalone, registry: StrategyRegistry = .standard()
    ) {
      self.init(
        context: .current(traits: placement.traits), host: SwiftUIPlanHost(), registry: registry)
    }
  }

  extension PresentationChainModel {
    /// A model of `levels` for a stack placed as `placement` says, on the running device,
    /// published in SwiftUI transactions.
    public convenience init(
      levels: [Level], placement: StackPlacement = .standalone,
      registry: StrategyRegistry = .standard()
    ) {
      self.init(
        levels: levels, context: .current(traits: placement.traits), host: SwiftUIPlanHost(),
        registry: registry)
    }
  }

  extension RowToggleModel {
    /// A model of `rows` (in display order, each with whether it shows) in a list with `traits`,
    /// on the running device, published in SwiftUI transactions.
    ///
    /// ```swift
    /// @StateObject private var rows = RowToggleModel(
    ///   [TimeRow.picker: true, .stepper: false], traits: [.listFirstSectionHasHeader])
    /// ```
    public convenience init(
      _ rows: KeyValuePairs<Row, Bool>, traits: Set<ContextTrait>,
      registry: StrategyRegistry = .standard(), animation: PlannedAnimation = .systemDefault
    ) {
      self.init(
        rows, context: .current(traits: traits), host: SwiftUIPlanHost(), registry: registry,
        animation: animation)
    }
  }

  extension SheetModel {
    /// A model of a sheet over a list with `traits`, on the running device, published in
    /// SwiftUI transactions.
    public convenience init(
      traits: Set<ContextTrait> = [], registry: StrategyRegistry = .standard()
    ) {
      self.init(context: .current(traits: traits), host: SwiftUIPlanHost(), registry: registry)
    }
  }

  extension DirectionalModel where State: Comparable {
    /// A model showing `initial`, on the running device, published in SwiftUI transactions;
    /// state changes run in `animation`.
    public convenience init(
      initial: State, traits: Set<ContextTrait> = [], registry: StrategyRegistry = .standard(),
      animation: PlannedAnimation = .systemDefault
    ) {
      self.init(
        initial: initial, context: .current(traits: traits), host: SwiftUIPlanHost(),
        registry: registry, animation: animation)
    }
  }
#endif
