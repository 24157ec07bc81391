// MARK: - Built-in issue identifiers

extension IssueID {
  /// A push after popping a TabView-hosted NavigationStack to its root is not animated (iOS 16).
  public static let tabViewStackPopToRootAnimation: IssueID = "tabview-stack-pop-to-root-animation"
  /// A grouped List ignores its custom background (iOS 16 and later).
  public static let listCustomBackgroundIgnored: IssueID = "list-custom-background-ignored"
  /// Showing and hiding adjacent rows in one animation slides them sideways (before iOS 16).
  public static let adjacentRowToggleAnimation: IssueID = "adjacent-row-toggle-animation"
  /// A view's transform left scaled after a custom push rescales its bounds on pop.
  public static let transformNotResetAfterTransition: IssueID =
    "transform-not-reset-after-transition"
  /// A direction computed after the state change sends the outgoing view off the wrong edge.
  public static let staleTransitionDirection: IssueID = "stale-transition-direction"
  /// A sheet does not present while a List is in edit mode (before iOS 16).
  public static let sheetBlockedInEditMode: IssueID = "sheet-blocked-in-edit-mode"
  /// A TextField inside a sheet renders in a bold font (iOS 14).
  public static let sheetTextFieldBoldFont: IssueID = "sheet-textfield-bold-font"
  /// A List with section headers sits lower by the header's height (iOS 14).
  public static let sectionHeaderOffset: IssueID = "section-header-offset"
}

// MARK: - The built-in catalogue

extension KnownIssue {
  /// Seed write-up: the TabView + NavigationStack animation defect.
  package static let seedTabView = "seed 000_03dad8cc930120ba.txt"
  /// Seed write-up: List background, row toggles, sheets and section headers.
  package static let seedSwiftUIAdoption = "seed 001_e85285063ef99ee1.txt"
  /// Seed write-up: the transform left after a custom navigation transition.
  package static let seedTransform = "seed 002_05c29315ec12e869.txt"
  /// Seed Q&A: the state-driven slide transition with a stale direction.
  package static let seedDirection = "seed 004_2ab3bccc0b9b297e.txt"

  /// Every defect of DESIGN.md's catalogue, in its order.
  public static let catalogue: [KnownIssue] = [
    KnownIssue(
      id: .tabViewStackPopToRootAnimation,
      title: "Push not animated after pop to root in a TabView-hosted NavigationStack",
      affected: .on(.iOS, .iPadOS, versions: 16..<17),
      requiredTraits: [.stackInTabView],
      trigger: "the path bound to app state is emptied from depth 2 or more with no explicit "
        + "animation in the transaction",
      symptom: "the next push from the root renders without animation",
      sources: [seedTabView],
      fixedIn: PlatformVersion(.iOS, 17)),
    KnownIssue(
      id: .listCustomBackgroundIgnored,
      title: "Grouped List ignores its custom background",
      affected: .on(.iOS, .iPadOS, versions: 16...),
      trigger: "a grouped List is given a custom background; since iOS 16 List is built on "
        + "UICollectionView, which draws its own scroll-content background",
      symptom: "the system grouped background colour shows instead of the custom one",
      sources: [
        seedSwiftUIAdoption,
        "https://developer.apple.com/documentation/ios-ipados-release-notes/ios-16-release-notes",
      ]),
    KnownIssue(
      id: .adjacentRowToggleAnimation,
      title: "Adjacent rows toggled in one animation slide sideways",
      affected: .on(.iOS, .iPadOS, versions: ..<16),
      requiredTraits: [.listHasMultipleSections, .listFirstSectionHasHeader],
      trigger: "one animated update shows or hides two adjacent rows in a List with two or more "
        + "sections whose first section has a header",
      symptom: "the rows slide sideways instead of fading in and out",
      sources: [seedSwiftUIAdoption],
      fixedIn: PlatformVersion(.iOS, 16)),
    KnownIssue(
      id: .transformNotResetAfterTransition,
      title: "View larger than its container after a custom pop",
      affected: .every(.iOS, .iPadOS),
      trigger: "a custom push animator scales the from-view's transform and leaves it scaled; "
        + "on pop the container sets the view's frame under that transform, rescaling its bounds",
      symptom: "after the pop the view is larger than its container until the next full layout",
      sources: [
        seedTransform,
        "https://developer.apple.com/documentation/uikit/uiview/frame",
        "https://hopita.hatenablog.com/entry/2018/08/18/160658",
      ]),
    KnownIssue(
      id: .staleTransitionDirection,
      title: "Outgoing view leaves by the wrong edge in a state-driven transition",
      affected: .every(.iOS, .iPadOS),
      trigger: "a state-driven container picks `.move(edge:)` from a direction computed after "
        + "the state change, from a \"from\" state recorded in onAppear",
      symptom: "the outgoing view leaves by the edge chosen when it was inserted",
      sources: [
        seedDirection,
        "https://github.com/matteopuc/swiftui-navigation-stack/issues/80",
      ]),
    KnownIssue(
      id: .sheetBlockedInEditMode,
      title: "Sheet does not present while a List is in edit mode",
      affected: .on(.iOS, .iPadOS, versions: ..<16),
      trigger: "presenting a sheet while a List is in edit mode",
      symptom: "the sheet does not present",
      sources: [seedSwiftUIAdoption],
      fixedIn: PlatformVersion(.iOS, 16)),
    KnownIssue(
      id: .sheetTextFieldBoldFont,
      title: "TextField in a sheet renders bold",
      affected: .on(.iOS, .iPadOS, versions: 14..<15),
      trigger: "a TextField inside a sheet with no explicit font weight",
      symptom: "the text field's font renders bold",
      sources: [seedSwiftUIAdoption],
      fixedIn: PlatformVersion(.iOS, 15)),
    KnownIssue(
      id: .sectionHeaderOffset,
      title: "List with section headers sits lower by the header's height",
      affected: .on(.iOS, .iPadOS, versions: 14..<15),
      requiredTraits: [.listHasSectionHeaders],
      trigger: "a List with section headers",
      symptom: "the list content sits lower by the height of a section header",
      sources: [seedSwiftUIAdoption],
      fixedIn: PlatformVersion(.iOS, 15)),
  ]
}
