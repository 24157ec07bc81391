/// A fact about where a primitive runs that a defect may depend on: "the navigation stack is
/// hosted in a TabView", "the list's first section has a header".
///
/// Traits are open: plug-ins declare their own as static members in an extension and register a
/// ``TraitDescriptor`` for them. A ``StrategyContext`` holds the traits that are true; an absent trait
/// is false.
///
/// ```swift
/// extension ContextTrait {
///   static let stickyFooter = ContextTrait("com.example.sticky-footer")
/// }
/// ```
public struct ContextTrait: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The stable identifier.
  public let id: String

  /// Creates a trait from an identifier known at compile time.
  ///
  /// Registration (``StrategyRegistry/register(_:)-(TraitDescriptor)``) validates it; use
  /// ``init(validating:)`` for text from outside the program.
  public init(_ id: String) {
    self.id = id
  }

  /// Creates a trait from untrusted text, checking the identifier syntax.
  ///
  /// - Throws: ``InvalidIdentifierError`` when `text` is not lowercase letters and digits joined
  ///   by `-` or `.`.
  public init(validating text: String) throws(InvalidIdentifierError) {
    if let reason = IdentifierSyntax.problem(with: text) {
      throw InvalidIdentifierError(kind: "trait", text: text, reason: reason)
    }
    self.id = text
  }

  /// Orders traits by identifier.
  public static func < (lhs: ContextTrait, rhs: ContextTrait) -> Bool { lhs.id < rhs.id }

  /// The identifier.
  public var description: String { id }
}

extension ContextTrait: Codable {
  /// Decodes the identifier string, validated as ``init(validating:)`` does: decoded text
  /// comes from outside the program.
  ///
  /// - Throws: `DecodingError.dataCorrupted` naming the problem for an invalid identifier.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    do {
      try self.init(validating: try container.decode(String.self))
    } catch let error as InvalidIdentifierError {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
    }
  }

  /// Encodes the identifier string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(id)
  }
}

// MARK: - Built-in traits (the general ones; a defect declares its own in its home)

extension ContextTrait {
  /// A `NavigationStack` is hosted inside a `TabView`.
  public static let stackInTabView = ContextTrait("navigation-stack-in-tab-view")
  /// The list uses the grouped style.
  public static let listStyleGrouped = ContextTrait("list-style-grouped")
  /// The list's first section has a header (implies ``listHasSectionHeaders``).
  public static let listFirstSectionHasHeader = ContextTrait("list-first-section-header")
  /// The list has two or more sections.
  public static let listHasMultipleSections = ContextTrait("list-multiple-sections")
  /// The list has section headers.
  public static let listHasSectionHeaders = ContextTrait("list-section-headers")
  /// The list is a UIKit `UITableView`, not a SwiftUI `List`.
  public static let listIsUIKitTableView = ContextTrait("list-uikit-table-view")
  /// The app is shown the design of iOS 18 and earlier on iOS 26 and later: its `Info.plist`
  /// sets `UIDesignRequiresCompatibility` and it is built with an SDK that honours the key
  /// (before iOS 27). The registry adds it from ``StrategyContext/designRequiresCompatibility``;
  /// the issues of the iOS 26 design exclude it.
  public static let compatibilityDesign = ContextTrait("compatibility-design")
}

/// A registered trait: its identifier, what it means, and the traits it implies.
public struct TraitDescriptor: Hashable, Sendable, Codable {
  /// The trait.
  public let trait: ContextTrait
  /// One sentence saying when the trait holds.
  public let summary: String
  /// Traits that hold whenever this one does; the registry adds them to a context's traits
  /// before deciding anything. Each must be registered first.
  public let implies: Set<ContextTrait>

  /// Describes `trait`.
  public init(_ trait: ContextTrait, summary: String, implies: Set<ContextTrait> = []) {
    self.trait = trait
    self.summary = summary
    self.implies = implies
  }

  /// The built-in traits and their meaning, each after the traits it implies: the general
  /// traits, then the traits each built-in defect introduces in its home, in catalogue order.
  public static let builtIn: [TraitDescriptor] = general + BuiltInDefect.all.flatMap(\.traits)

  /// The traits of containers that several defects depend on, declared here; a trait only one
  /// defect needs is declared in that defect's home (`BuiltInDefect/traits`).
  package static let general: [TraitDescriptor] = [
    TraitDescriptor(.stackInTabView, summary: "a NavigationStack is hosted inside a TabView"),
    TraitDescriptor(.listStyleGrouped, summary: "the List uses the grouped style"),
    TraitDescriptor(.listHasSectionHeaders, summary: "the List has section headers"),
    TraitDescriptor(
      .listFirstSectionHasHeader, summary: "the List's first section has a header",
      implies: [.listHasSectionHeaders]),
    TraitDescriptor(.listHasMultipleSections, summary: "the List has two or more sections"),
    TraitDescriptor(
      .listIsUIKitTableView, summary: "the list is a UIKit UITableView, not a SwiftUI List"),
    TraitDescriptor(
      .compatibilityDesign,
      summary: "the app keeps the design of iOS 18 and earlier on iOS 26: its Info.plist sets "
        + "UIDesignRequiresCompatibility, honoured with SDKs before iOS 27"),
  ]
}

/// Where a navigation stack is hosted: the container view that hosts a ``NavigationModel``
/// knows it, and brings its traits to the model's context.
public enum StackPlacement: Hashable, Sendable, CaseIterable {
  /// On its own (in a window, a sheet, a split view's column).
  case standalone
  /// In a tab of a `TabView`.
  case tabView

  /// The traits that hold for a stack placed here.
  public var traits: Set<ContextTrait> {
    switch self {
    case .standalone: []
    case .tabView: [.stackInTabView]
    }
  }
}
