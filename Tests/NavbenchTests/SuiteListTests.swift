import Foundation
import Strategies
import Testing

@testable import BenchmarkSuites

/// Each suite lists its benchmark functions by hand (`Benchmarks/<Suite>.swift`'s `make`):
/// Swift cannot enumerate the functions a defect's `Benchmarks/<Suite>+<Name>.swift` declares.
/// A benchmark left out of its suite's list is never run nor held to the zero-cost targets, so
/// the list is checked against the files and against the built-in strategies.
@Suite("The suites' benchmark lists")
struct SuiteListTests {
  /// The repository's root.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  @Test("every benchmark function of a suite's files is in the suite's list")
  func everyFunctionListed() throws {
    let folder = Self.root.appendingPathComponent("Benchmarks")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".swift") }.sorted()
    let declaration = try NSRegularExpression(
      pattern: #"static func (\w+)\(_ context: SuiteContext\) throws -> Benchmark"#)
    // A priced operation is listed by its type: `try <Type>.benchmark(context)`.
    let pricedOperation = try NSRegularExpression(
      pattern: #"(?:enum|struct) (\w+): PricedOperation"#)
    var checked = 0
    for file in files {
      let suite = String(file.prefix { $0 != "+" && $0 != "." })
      let list = folder.appendingPathComponent("\(suite).swift")
      guard suite.hasSuffix("Suite"), FileManager.default.fileExists(atPath: list.path) else {
        continue
      }
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      let listed = try String(contentsOf: list, encoding: .utf8)
      for match in declaration.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
        guard let range = Range(match.range(at: 1), in: text) else { continue }
        let name = String(text[range])
        checked += 1
        let isListed = listed.contains("try \(name)(context)")
        #expect(
          isListed,
          "\(file) declares the benchmark \(name), which \(suite).swift's list does not call")
      }
      for match in pricedOperation.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
        guard let range = Range(match.range(at: 1), in: text) else { continue }
        let name = String(text[range])
        checked += 1
        #expect(
          listed.contains("try \(name).benchmark(context)"),
          "\(file) declares the priced operation \(name), which \(suite).swift's list does not call"
        )
      }
    }
    #expect(checked >= Suites.all.count)
  }

  @Test("every built-in strategy is priced by a benchmark of the suites, each declared once")
  func everyStrategyPriced() throws {
    let benchmarks = try Suites.benchmarks()
    // A benchmark listed twice is measured once, its second declaration failing every case.
    var seen: Set<String> = []
    for benchmark in benchmarks {
      let key = "\(benchmark.name) \(benchmark.configuration)"
      #expect(seen.insert(key).inserted, "\(key) is declared twice: is it listed twice?")
    }
    let priced = Set(benchmarks.flatMap { Pricing.strategies(inTags: $0.tags.sorted()) })
    for strategy in BuiltInStrategies.all {
      #expect(
        priced.contains(strategy.descriptor.id),
        "no benchmark prices \(strategy.descriptor.id): is its benchmark in its suite's list?")
    }
  }
}
