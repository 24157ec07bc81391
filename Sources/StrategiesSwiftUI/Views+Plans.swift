#if canImport(SwiftUI)
  import SwiftUI
  import Strategies

  extension Edge {
    /// The SwiftUI edge of a transition edge.
    public init(_ edge: TransitionEdge) {
      switch edge {
      case .leading: self = .leading
      case .trailing: self = .trailing
      }
    }
  }

  extension AnyTransition {
    /// The asymmetric `.move` of a directional transition: in from its insertion edge, out by
    /// its removal edge.
    public static func move(_ transition: DirectionalTransition) -> AnyTransition {
      .asymmetric(
        insertion: .move(edge: Edge(transition.insertion)),
        removal: .move(edge: Edge(transition.removal)))
    }
  }

  extension Font.Weight {
    /// The SwiftUI weight of a planned one.
    public init(_ weight: FontWeight) {
      switch weight {
      case .regular: self = .regular
      case .medium: self = .medium
      case .semibold: self = .semibold
      case .bold: self = .bold
      }
    }
  }

  extension View {
    /// Applies a list background plan: hides the list's scroll-content background where the
    /// plan says so (iOS 16 and later; the plan never asks for it earlier, and an earlier
    /// system has no such background to hide), then puts `background` behind the list when the
    /// plan applies the custom background.
    @ViewBuilder
    public func listBackground(_ plan: ListBackgroundPlan, _ background: some View) -> some View {
      let hidden = hidingScrollContentBackground(plan.hidesScrollContentBackground)
      if plan.appliesCustomBackground {
        hidden.background(background)
      } else {
        hidden
      }
    }

    @ViewBuilder
    func hidingScrollContentBackground(_ hides: Bool) -> some View {
      if hides, #available(iOS 16, macOS 13, tvOS 16, watchOS 9, *) {
        scrollContentBackground(.hidden)
      } else {
        self
      }
    }

    /// Sets the weight of the text fields inside a sheet, as a ``SheetPresentationPlan`` asks
    /// (``SheetPresentationPlan/textFieldWeight``); `nil` leaves them alone.
    @ViewBuilder
    public func textFieldWeight(_ weight: FontWeight?) -> some View {
      if let weight {
        font(Font.body.weight(Font.Weight(weight)))
      } else {
        self
      }
    }
  }
#endif
