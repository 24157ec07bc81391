#if canImport(SwiftUI)
  import SwiftUI
  import Strategies

  /// An icon-only toolbar button whose label is built as a ``BarIconLabelPlan`` says
  /// (``BarIconLabelPlanner/plan``): a bare `Image` for ``BarIconLabelPlan/bareImage``, a
  /// `Label` with the icon-only style for ``BarIconLabelPlan/iconOnlyLabel`` (which looks as the
  /// bare image, and takes touches across its whole glass pill on iOS 26 and later), a bare
  /// image in a 44-point minimum frame with a rectangular content shape for
  /// ``BarIconLabelPlan/minimumFrameInLabel``, and the frame and content shape outside the button
  /// for ``BarIconLabelPlan/frameOutsideButton``. It makes no decision of its own.
  ///
  /// ```swift
  /// let plan = BarIconLabelPlanner(strategies: strategies).plan
  /// .toolbar {
  ///   ToolbarItem(placement: .primaryAction) {
  ///     BarIconButton("Share", systemImage: "square.and.arrow.up", plan: plan) { share() }
  ///   }
  /// }
  /// ```
  @available(iOS 14, macOS 11, tvOS 14, watchOS 7, *)
  public struct BarIconButton: View {
    private let title: String
    private let systemImage: String
    private let plan: BarIconLabelPlan
    private let action: () -> Void

    /// A button showing the symbol `systemImage`, named `title` for accessibility, whose label
    /// is built as `plan` says, running `action`.
    public init(
      _ title: String, systemImage: String, plan: BarIconLabelPlan,
      action: @escaping () -> Void
    ) {
      self.title = title
      self.systemImage = systemImage
      self.plan = plan
      self.action = action
    }

    /// The button, its label built as the plan says.
    public var body: some View {
      switch plan {
      case .bareImage:
        Button(action: action) { Image(systemName: systemImage) }
          .accessibilityLabel(Text(title))
      case .iconOnlyLabel:
        Button(action: action) {
          Label(title, systemImage: systemImage).labelStyle(IconOnlyLabelStyle())
        }
      case .minimumFrameInLabel:
        Button(action: action) {
          Image(systemName: systemImage)
            .frame(minWidth: 44, minHeight: 44)
            .contentShape(Rectangle())
        }
        .accessibilityLabel(Text(title))
      case .frameOutsideButton:
        Button(action: action) { Image(systemName: systemImage) }
          .accessibilityLabel(Text(title))
          .frame(width: 44, height: 44)
          .contentShape(Circle())
      }
    }
  }
#endif
