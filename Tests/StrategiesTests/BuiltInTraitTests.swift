import Testing

@testable import Strategies

/// The built-in traits are read from two places: the general traits in `ContextTrait.swift`
/// and the traits each defect introduces in its home (``BuiltInDefect/traits``). A trait that
/// an issue or strategy names and nothing describes, or one a home declares and does not use,
/// fails here instead of trapping in ``StrategyRegistry/standard()``.
@Suite("Built-in traits: the general ones, then each home's")
struct BuiltInTraitTests {
  @Test("the built-in traits are the general ones, then each home's in catalogue order, each once")
  func derived() {
    let traits = TraitDescriptor.builtIn.map(\.trait)
    #expect(
      TraitDescriptor.builtIn == TraitDescriptor.general + BuiltInDefect.all.flatMap(\.traits))
    #expect(Set(traits).count == traits.count)
    for (index, descriptor) in TraitDescriptor.builtIn.enumerated() {
      for implied in descriptor.implies.sorted() {
        #expect(
          traits.prefix(index).contains(implied),
          "\(descriptor.trait) implies \(implied), which is not described before it")
      }
    }
  }

  @Test("every trait a built-in issue or strategy names is described")
  func everyNamedTraitDescribed() {
    let described = Set(TraitDescriptor.builtIn.map(\.trait))
    for defect in BuiltInDefect.all {
      for trait in Self.named(by: defect).sorted() {
        #expect(
          described.contains(trait),
          "\(defect.issue.id) names trait \(trait), which no TraitDescriptor describes")
      }
    }
  }

  @Test("a trait a home introduces is one its issue or strategies name")
  func homeTraitsUsed() {
    for defect in BuiltInDefect.all {
      let named = Self.named(by: defect)
      for descriptor in defect.traits {
        #expect(
          named.contains(descriptor.trait),
          "\(defect.issue.id) introduces trait \(descriptor.trait) and does not name it")
      }
    }
  }

  /// The traits a defect's issue requires, excludes or needs on part of its versions, and
  /// those its strategies require.
  static func named(by defect: BuiltInDefect) -> Set<ContextTrait> {
    let issue = defect.issue
    return issue.requiredTraits.union(issue.excludedTraits)
      .union(issue.versionBoundTraits.map(\.trait))
      .union(defect.strategies.flatMap(\.descriptor.requiredTraits))
  }
}
