#if canImport(SwiftUI)
  import SwiftUI
  import Strategies

  @available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, *)
  extension Binding where Value: Equatable {
    /// The tab selection binding for `TabView(selection:)`, applying a tab-reselect plan
    /// (``TabReselectPlanner/planReselect()``): with ``TabReselectPlan/popToRoot`` a write of
    /// the value the selection already has (the user tapped the selected tab) calls `action`
    /// before it is stored; with ``TabReselectPlan/system`` it is this binding, as is.
    ///
    /// ```swift
    /// TabView(selection: $model.tab.onReselect(planner.planReselect()) {
    ///   model.popToRoot()  // routers[model.tab].popToRoot(), published in its plan
    /// }) { ... }
    /// ```
    @MainActor
    public func onReselect(
      _ plan: TabReselectPlan, perform action: @escaping @MainActor () -> Void
    ) -> Binding<Value> {
      switch plan {
      case .system:
        return self
      case .popToRoot:
        return Binding(
          get: { wrappedValue },
          set: { newValue, transaction in
            // The TabView writes its selection on the main thread.
            if newValue == wrappedValue { MainActor.assumeIsolated { action() } }
            self.transaction(transaction).wrappedValue = newValue
          })
      }
    }
  }
#endif
