// MARK: - The write-ups the built-in catalogue cites

extension KnownIssue {
  /// The write-up of the TabView + NavigationStack animation defect (a Japanese article with no
  /// address of its own in the catalogue): its title, where it appeared, and what it covers.
  package static let seedTabView =
    "Tecotec developer blog (テコテック開発者ブログ), \"iOS16固有のTabViewとNavigationStackを併用した"
    + "際に生じるアニメーションの不具合と対応方法について\" (Japanese): a NavigationStack in a "
    + "TabView on iOS 16 loses the next push's animation after a pop to root"
  /// The write-up on adopting SwiftUI: list background, row toggles, sheets and section
  /// headers (a Japanese article with no address of its own in the catalogue).
  package static let seedSwiftUIAdoption =
    "SkyLeap (web browser app) team write-up, \"プロダクトに初めてSwiftUIを採用して困ったこととその対応\" "
    + "(Japanese): a timer list and editor across iOS 14 to 16 (list background, row toggles, "
    + "sheets in edit mode, text field weight, section headers)"
  /// The write-up on the transform left after a custom navigation transition, in English.
  package static let seedTransform = "https://hopita.hatenablog.com/entry/2018/08/18/160658"
  /// The question on a state-driven slide transition with a stale direction.
  package static let seedDirection =
    "Stack Exchange question by DevB1 on recreating the standard iOS navigation slide in a "
    + "state-driven SwiftUI view: a container whose move(edge:) follows a direction computed "
    + "after the change"
}
