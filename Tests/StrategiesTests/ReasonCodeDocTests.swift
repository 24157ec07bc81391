import Foundation
import Testing

@testable import Strategies

/// The reason codes `explain` writes are documented: the table in the explaining article lists
/// every ``ActivationReasonCode``, once, with whether a strategy with it is active.
@Suite("Reason codes: the article's table and ActivationReasonCode agree")
struct ReasonCodeDocTests {
  @Test("every code is a row of the article's table, with its activity, and no row is unknown")
  func everyCodeDocumented() throws {
    let rows = try NameTableTests.table(
      starting: "| `reason` | active | when |", in: "ExplainingAndOverrides.md")
    var documented: [String: Bool] = [:]
    for row in rows.dropFirst(2) {
      let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      let code = cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
      #expect(documented[code] == nil, "\(code) is documented twice")
      documented[code] = cells[1] == "yes"
    }
    for code in ActivationReasonCode.allCases {
      #expect(documented[code.rawValue] == code.isActive, "\(code) in the article")
    }
    #expect(documented.count == ActivationReasonCode.allCases.count)
  }
}
