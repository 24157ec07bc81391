import Foundation
import Testing

/// Every public field of a plan (a `public struct …Plan` of `Strategies`) is read by some source
/// of the libraries apps compile: an adapter, the simulation, or the library itself. A field
/// nothing reads can hold a wrong value that no test and no simulation sees; such a field is
/// read where it belongs, or deprecated in favour of the field that is (deprecated fields are
/// not checked).
@Suite("Plan fields are read")
struct PlanFieldReaderTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The sources whose reads count: the libraries apps compile (the benchmarks and tests do not
  /// judge a value).
  static let readingModules = [
    "Strategies", "StrategiesSwiftUI", "StrategiesUIKit", "Simulation", "StrategiesTesting",
  ]

  @Test("every public field of a plan is read outside its declaration")
  func everyFieldIsRead() throws {
    var sources: [String: String] = [:]
    for module in Self.readingModules {
      let folder = Self.root.appendingPathComponent("Sources/\(module)")
      let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
      while let file = files?.nextObject() as? URL {
        guard file.pathExtension == "swift" else { continue }
        sources[file.path] = try String(contentsOf: file, encoding: .utf8)
      }
    }
    let strategies = sources.filter { $0.key.contains("/Sources/Strategies/") }
    let fields = strategies.values.flatMap(PlanFields.declared(in:))
    #expect(fields.count >= 20, "found \(fields.count) plan fields: is the scan still right?")
    let unread = PlanFields.unread(fields, sources: Array(sources.values))
    #expect(unread.isEmpty, "plan fields no source reads: \(unread)")
  }

  @Test("the scan finds a field nothing reads, and not one something reads")
  func scanFindsUnreadField() {
    let declaration = """
      /// A plan.
      public struct ExamplePlan: Hashable {
        /// Read by the adapter.
        public let kept: Bool
        /// Read by nobody.
        public let forgotten: Int
        /// Replaced.
        @available(*, deprecated, message: "read kept")
        public var old: Int { 0 }
        public init(kept: Bool, forgotten: Int) {
          self.kept = kept
          self.forgotten = forgotten
        }
        public static let none = ExamplePlan(kept: false, forgotten: 0)
        func helper() { let closure = { (x: Int) in x } }
      }
      """
    let adapter = "func apply(_ plan: ExamplePlan) { if plan.kept { run() } }  // plan.forgotten"
    let fields = PlanFields.declared(in: declaration)
    #expect(fields.map(\.name) == ["kept", "forgotten"])
    #expect(
      PlanFields.unread(fields, sources: [declaration, adapter]) == ["ExamplePlan.forgotten"])
    #expect(
      PlanFields.unread(fields, sources: [declaration, adapter + "\nplan.forgotten"]).isEmpty)
  }
}

/// A small scanner of Swift sources for plan fields and their reads.
enum PlanFields {
  struct Field {
    var type: String
    var name: String
    /// The line that declares it.
    var line: String
  }

  /// The public stored and computed instance properties of the `public struct …Plan` types in
  /// `source`, in order, skipping deprecated ones.
  static func declared(in source: String) -> [Field] {
    let lines = source.components(separatedBy: "\n")
    var fields: [Field] = []
    var index = 0
    while index < lines.count {
      let line = code(lines[index])
      guard let type = planType(declaredBy: line) else {
        index += 1
        continue
      }
      var depth = line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
      index += 1
      while index < lines.count, depth > 0 {
        let member = code(lines[index])
        if depth == 1, let name = property(declaredBy: member),
          !isDeprecated(lines, above: index)
        {
          fields.append(Field(type: type, name: name, line: lines[index]))
        }
        depth += member.filter { $0 == "{" }.count - member.filter { $0 == "}" }.count
        index += 1
      }
    }
    return fields
  }

  /// Whether the attributes and doc comment just above line `index` deprecate it.
  private static func isDeprecated(_ lines: [String], above index: Int) -> Bool {
    var line = index - 1
    while line >= 0 {
      let text = lines[line].trimmingCharacters(in: .whitespaces)
      if text.isEmpty || text.hasPrefix("public ") || text.hasPrefix("package ")
        || text.hasPrefix("}") || text.hasSuffix("{")
      {
        return false
      }
      if text.contains("deprecated") { return true }
      line -= 1
    }
    return false
  }

  /// `Type.field` for each field no line of `sources` reads, other than its declaration: a read
  /// is the name outside comments, not an argument label (`name:`), not assigned to
  /// (`name = …`), and not an initializer storing its parameter (`self.x = name`).
  static func unread(_ fields: [Field], sources: [String]) -> [String] {
    let lines = sources.flatMap { $0.components(separatedBy: "\n") }
    return fields.filter { field in
      !lines.contains { line in
        line != field.line && reads(code(line), field.name)
      }
    }.map { "\($0.type).\($0.name)" }
  }

  /// `line` without its `//` comment.
  static func code(_ line: String) -> String {
    guard let comment = line.range(of: "//") else { return line }
    return String(line[..<comment.lowerBound])
  }

  private static func planType(declaredBy line: String) -> String? {
    let words = line.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
    guard let position = words.firstIndex(of: "struct"), words.first == "public",
      position + 1 < words.count, words[position + 1].hasSuffix("Plan"), line.contains("{")
    else { return nil }
    return String(words[position + 1])
  }

  private static func property(declaredBy line: String) -> String? {
    let words = line.split(whereSeparator: \.isWhitespace).filter { !$0.hasPrefix("@") }
    guard words.count >= 3, words[0] == "public", words[1] == "let" || words[1] == "var"
    else { return nil }
    return String(words[2].prefix(while: { $0.isLetter || $0.isNumber || $0 == "_" }))
  }

  private static func reads(_ line: String, _ name: String) -> Bool {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    if trimmed.hasPrefix("self."), trimmed.hasSuffix("= \(name)") { return false }
    var searchStart = line.startIndex
    while let found = line.range(of: name, options: [], range: searchStart..<line.endIndex) {
      searchStart = found.upperBound
      let before =
        found.lowerBound == line.startIndex ? " " : line[line.index(before: found.lowerBound)]
      let after = line[found.upperBound...]
      guard !(before.isLetter || before.isNumber || before == "_"),
        !(after.first.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false)
      else { continue }
      let rest = after.drop(while: { $0 == " " })
      if rest.hasPrefix(":") { continue }
      if rest.hasPrefix("="), !rest.hasPrefix("==") { continue }
      return true
    }
    return false
  }
}
