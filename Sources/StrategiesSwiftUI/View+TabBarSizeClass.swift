#if canImport(SwiftUI) && os(iOS)
  import SwiftUI
  import Strategies

  extension EnvironmentValues {
    /// The window's horizontal size class, as the `TabView` that `tabBarSizeClassPlan(_:)`
    /// overrides saw it; `nil` outside such a `TabView`.
    fileprivate var windowHorizontalSizeClass: UserInterfaceSizeClass?? {
      get { self[WindowHorizontalSizeClassKey.self] }
      set { self[WindowHorizontalSizeClassKey.self] = newValue }
    }
  }

  private struct WindowHorizontalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass?? = nil
  }

  private struct TabBarSizeClassModifier: ViewModifier {
    let plan: TabBarSizeClassPlan
    @Environment(\.horizontalSizeClass) private var windowSizeClass

    func body(content: Content) -> some View {
      if plan == .inherited {
        content
      } else {
        content
          .environment(\.horizontalSizeClass, .compact)
          .environment(
            \.windowHorizontalSizeClass,
            plan == .compactTabBarController ? .some(windowSizeClass) : nil)
      }
    }
  }

  private struct TabContentSizeClassModifier: ViewModifier {
    @Environment(\.windowHorizontalSizeClass) private var windowSizeClass

    func body(content: Content) -> some View {
      if let windowSizeClass {
        content.environment(\.horizontalSizeClass, windowSizeClass)
      } else {
        content
      }
    }
  }

  extension View {
    /// Applies a plan of `TabBarPlacementPlanner.sizeClassPlan()` to a SwiftUI `TabView`: on
    /// the `TabView` itself. ``Strategies/TabBarSizeClassPlan/compactTabBarController`` gives
    /// the `TabView` the compact horizontal size class (its bar is laid out at the bottom) and
    /// hands the window's size class to `tabContentSizeClass()` on each tab's content;
    /// ``Strategies/TabBarSizeClassPlan/compactTree`` leaves the compact class to flow down;
    /// ``Strategies/TabBarSizeClassPlan/inherited`` changes nothing. The size class is read
    /// from the environment, so the plan follows the window as it changes.
    ///
    /// ```swift
    /// TabView {
    ///   LibraryView().tabContentSizeClass().tabItem { Label("Library", systemImage: "books.vertical") }
    ///   SearchView().tabContentSizeClass().tabItem { Label("Search", systemImage: "magnifyingglass") }
    /// }
    /// .tabBarSizeClassPlan(TabBarPlacementPlanner(strategies: strategies).sizeClassPlan())
    /// ```
    public func tabBarSizeClassPlan(_ plan: TabBarSizeClassPlan) -> some View {
      modifier(TabBarSizeClassModifier(plan: plan))
    }

    /// Gives a tab's content back the window's horizontal size class where the enclosing
    /// `TabView`'s `tabBarSizeClassPlan(_:)` made the `TabView` compact for its bar only; no
    /// change elsewhere.
    public func tabContentSizeClass() -> some View {
      modifier(TabContentSizeClassModifier())
    }
  }
#endif
