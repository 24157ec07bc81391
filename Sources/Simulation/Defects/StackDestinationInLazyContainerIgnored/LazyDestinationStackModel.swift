import Strategies

/// A headless `NavigationStack(path:)` whose root is a lazy container (a `List` of rows, some
/// on screen), and the `navigationDestination` registrations the app attaches: each with the
/// type it handles, its form (`for:`, `isPresented:`, `item:`) and where it was declared (on
/// the stack's root, outside the container, or on a row inside it).
///
/// ## Mechanism
/// - The container builds a row only while it is on screen (realised); a modifier on a row
///   exists only while its row does. Scrolling changes which rows are realised.
/// - A push looks for a destination among the registrations that are evaluated: one on the
///   stack's root always is; one on a row is only while the row is realised, and, from iOS 18,
///   never when it is a `navigationDestination(for:)` (the release note: "no longer
///   evaluated"). `isPresented:` and `item:` on a realised row are still evaluated on 18 (the
///   release note: they "log a warning").
/// - A push through `NavigationLink(value:)` that finds no destination does nothing; a value
///   appended to the path that finds none is shown as a blank screen.
/// - `navigationDestination(item:)` does not exist before iOS 17.
///
/// The model's assumption beyond the sources: before iOS 18 (from 16.0, with
/// `NavigationStack`), a destination on a row that is not on screen is not there. Apple's note
/// says only that navigation state "could be undefined" then, and the runtime warning that the
/// stack cannot "always see the destination"; the model takes the push as finding none.
///
/// ## Detectors
/// - ``GlitchKind/pushFoundNoDestination``: a push found no evaluated destination (dropped or
///   blank).
/// - ``GlitchKind/destinationDeclaredTwice`` (over-mitigation): a push found its type
///   registered both on the stack's root and on a row (SwiftUI warns that it was declared
///   earlier on the stack).
/// - ``GlitchKind/unavailableAPICalled``: `navigationDestination(item:)` registered before 17.
package final class LazyDestinationStackModel {
  /// The form of a `navigationDestination` modifier.
  package enum Form: Hashable, Sendable {
    /// `navigationDestination(for:destination:)`: the destination of every pushed value of its
    /// type.
    case forType
    /// `navigationDestination(isPresented:destination:)`.
    case isPresented
    /// `navigationDestination(item:destination:)` (iOS 17 and later).
    case item
  }

  /// Where a modifier was declared.
  package enum Site: Hashable, Sendable {
    /// On the stack's root view, outside the lazy container.
    case stackRoot
    /// On a row (or section) of the lazy container.
    case row(Int)
  }

  /// One `navigationDestination` modifier in the view hierarchy.
  package struct Registration: Hashable, Sendable {
    /// The type of the values (or the item) it presents.
    package let type: String
    /// Its form.
    package let form: Form
    /// Where it was declared.
    package let site: Site
  }

  /// One screen pushed on the stack.
  package struct Screen: Hashable, Sendable {
    /// The type of the value pushed.
    package let type: String
    /// Whether a destination rendered it (else the screen is blank).
    package let rendered: Bool
  }

  /// The simulated OS version.
  package let version: PlatformVersion
  /// The number of rows of the container.
  package let rowCount: Int
  /// The number of rows on screen at once.
  package let rowsOnScreen: Int
  /// The first row on screen.
  package private(set) var firstVisibleRow = 0
  /// The registrations the app declared.
  package private(set) var registrations: [Registration] = []
  /// The screens pushed above the root, bottom first.
  package private(set) var path: [Screen] = []
  private let session: SimulationSession

  /// Creates a stack at its root, rows `0..<rowsOnScreen` on screen.
  ///
  /// - Throws: ``SimulationError/notApplicable(reason:)`` below iOS 16 (no `NavigationStack`)
  ///   and on platforms other than iOS and iPadOS.
  package init(
    version: PlatformVersion, rows: Int, rowsOnScreen: Int, session: SimulationSession
  ) throws(SimulationError) {
    try version.require("NavigationStack", from: 16)
    self.version = version
    self.rowCount = max(rows, 1)
    self.rowsOnScreen = min(max(rowsOnScreen, 1), max(rows, 1))
    self.session = session
  }

  /// The rows the container has built: those on screen.
  package var realisedRows: Range<Int> { firstVisibleRow..<(firstVisibleRow + rowsOnScreen) }

  /// Whether a `navigationDestination(for:)` inside a lazy container is evaluated at all
  /// (before iOS 18).
  package var evaluatesTypeDestinationsInLazyRows: Bool { version.major < 18 }

  /// The app attaches a `navigationDestination` of `form` for `type` at `site`; an `item:`
  /// one before iOS 17 is reported and not registered (the API does not exist there).
  package func register(_ type: String, _ form: Form, at site: Site) {
    if form == .item, version.major < 17 {
      session.record(
        .unavailableAPICalled,
        "navigationDestination(item:) for \(type) does not exist below iOS 17 (\(version))")
      return
    }
    registrations.append(Registration(type: type, form: form, site: site))
  }

  /// Whether the stack sees `registration` now.
  package func isEvaluated(_ registration: Registration) -> Bool {
    switch registration.site {
    case .stackRoot: true
    case .row(let row):
      realisedRows.contains(row)
        && (registration.form != .forType || evaluatesTypeDestinationsInLazyRows)
    }
  }

  /// The user scrolls so that `row` is the first on screen (clamped to the container).
  package func scroll(toRow row: Int) {
    session.countOperation()
    firstVisibleRow = min(max(row, 0), rowCount - rowsOnScreen)
  }

  /// The user taps a `NavigationLink(value:)` of `type` in `row`; a row not on screen cannot
  /// be tapped and is refused.
  package func tapLink(_ type: String, inRow row: Int) {
    session.countOperation()
    guard realisedRows.contains(row) else {
      session.record(.invalidOperation, "row \(row) is not on screen (\(realisedRows))")
      return
    }
    // A link with no destination does nothing.
    guard lookUp(type, .forType, "NavigationLink(value:) in row \(row)") else { return }
    path.append(Screen(type: type, rendered: true))
  }

  /// The app appends a value of `type` to the stack's path (a deep link): shown blank when no
  /// destination is found.
  package func append(_ type: String) {
    session.countOperation()
    path.append(Screen(type: type, rendered: lookUp(type, .forType, "a path append")))
  }

  /// The app sets the `isPresented:` (or `item:`) binding of a `type` destination to present
  /// it: shown blank when no destination of that form is found.
  package func present(_ type: String, _ form: Form) {
    session.countOperation()
    path.append(Screen(type: type, rendered: lookUp(type, form, "setting its \(form) binding")))
  }

  /// The user goes back one screen.
  package func pop() {
    session.countOperation()
    guard !path.isEmpty else { return }
    path.removeLast()
  }

  /// The screens on the stack that no destination rendered.
  package var blankScreens: Int { path.filter { !$0.rendered }.count }

  /// Looks up the destination of a push, recording what it finds wrong: whether one is found.
  private func lookUp(_ type: String, _ form: Form, _ push: String) -> Bool {
    let found = registrations.filter { $0.type == type && $0.form == form && isEvaluated($0) }
    if found.isEmpty {
      let declared = registrations.filter { $0.type == type && $0.form == form }.map(\.site)
      session.record(
        .pushFoundNoDestination,
        "\(push) found no destination for \(type) (declared at \(declared), rows "
          + "\(realisedRows) on screen, \(version))")
      return false
    }
    if found.contains(where: { $0.site == .stackRoot }),
      found.contains(where: { $0.site != .stackRoot })
    {
      session.record(
        .destinationDeclaredTwice,
        "\(type) is registered on the stack's root and on a row: declared earlier on the "
          + "stack (\(version))")
    }
    return true
  }
}
