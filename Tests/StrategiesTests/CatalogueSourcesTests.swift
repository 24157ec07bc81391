import Strategies
import Testing

@Suite("Catalogue sources: what a user can check")
struct CatalogueSourcesTests {
  @Test("every built-in source is a public address or a description of the write-up")
  func checkable() {
    let registry = StrategyRegistry.standard()
    let sources =
      registry.issues.flatMap(\.sources) + registry.strategies.flatMap(\.sources)
    #expect(!sources.isEmpty)
    for source in sources {
      #expect(!source.lowercased().hasPrefix("seed"), "\(source)")
      #expect(!source.contains(".txt"), "\(source)")
      if source.hasPrefix("http") {
        #expect(source.hasPrefix("https://"), "\(source)")
        #expect(!source.contains(" "), "\(source)")
      } else {
        // A description names where the write-up appeared and what it covers.
        #expect(source.count >= 40, "\(source)")
      }
    }
  }

  @Test("every built-in issue cites at least one source")
  func everyIssueCited() {
    for issue in KnownIssue.catalogue {
      #expect(!issue.sources.isEmpty, "\(issue.id)")
    }
  }
}
