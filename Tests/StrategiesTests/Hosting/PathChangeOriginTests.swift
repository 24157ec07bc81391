import Foundation
import Strategies
import Testing

@Suite("PathChangeOrigin: the app's changes in their plan's transaction, the system's as they are")
struct PathChangeOriginTests {
  static let transactions: [TransactionPlan] = [
    .inherit, .disableAnimations, .animate(.systemDefault), .animate(.linear(duration: 0)),
    .animate(.easeInOut(duration: 0.35)), .animate(.linear(duration: -1)),
    .animate(.linear(duration: .nan)), .animate(.easeInOut(duration: .infinity)),
    .animate(.linear(duration: .greatestFiniteMagnitude)),
  ]

  @Test("every transaction, every kind and stage: .app keeps it, .system inherits")
  func transactionForOrigin() {
    for transaction in Self.transactions {
      for kind in PathChangeKind.allCases {
        for stage in [PathChangeStage.complete, .coveredEntriesDropped] {
          let plan = PathChangePlan(
            kind: kind, transaction: transaction, token: ChangeToken(UInt64.max), previousDepth: 0,
            depth: Int.max, stage: stage)
          let app = plan.transaction(for: .app)
          // NaN durations compare unequal to themselves: compare what the plan itself returns.
          #expect(String(describing: app) == String(describing: plan.transaction))
          #expect(plan.transaction(for: .system) == .inherit)
        }
      }
    }
  }

  @Test("origins encode as their names and decode back")
  func codable() throws {
    for origin in [PathChangeOrigin.app, .system] {
      let data = try JSONEncoder().encode([origin])
      #expect(String(decoding: data, as: UTF8.self) == "[\"\(origin.rawValue)\"]")
      #expect(try JSONDecoder().decode([PathChangeOrigin].self, from: data) == [origin])
    }
    #expect(PathChangeOrigin(rawValue: "user") == nil)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([PathChangeOrigin].self, from: Data("[\"user\"]".utf8))
    }
  }
}
