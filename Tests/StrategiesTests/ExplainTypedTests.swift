import Foundation
import Testing

@testable import Strategies

@Suite("Explain: typed reason codes and named activations")
struct ExplainTypedTests {
  @Test("reason codes are stable kebab-case strings")
  func codesAreStable() {
    #expect(
      ActivationReasonCode.allCases.map(\.rawValue) == [
        "forced-on", "forced-off", "all-disabled", "always-on", "version-in-range",
        "version-out-of-range", "missing-traits", "sdk-out-of-range",
      ])
    #expect(
      ActivationReasonCode.allCases.filter(\.isActive) == [.forcedOn, .alwaysOn, .versionInRange])
  }

  @Test("every status's typed code agrees with its activation, and JSON holds code and text")
  func explanationCarriesCodes() throws {
    let registry = StrategyRegistry.standard()
    registry.updateOverrides { $0.forceDisable(.hideScrollContentBackground) }
    let context = StrategyContext(.iOS, 16, 4)
    let explanation = registry.explain(context)
    let activations = registry.activations(in: context)
    #expect(explanation.strategies.map(\.id) == activations.map(\.id))
    for (status, decision) in zip(explanation.strategies, activations) {
      #expect(status.reason == decision.reason.code)
      #expect(status.active == decision.isActive)
      #expect(status.reason.isActive == status.active)
      #expect(status.detail == decision.reason.explanation(for: context))
      #expect(decision.descriptor.id == decision.id)
    }
    let codes = Dictionary(uniqueKeysWithValues: explanation.strategies.map { ($0.id, $0.reason) })
    #expect(codes[.hideScrollContentBackground] == .forcedOff)
    #expect(codes[.explicitPathChangeAnimation] == .missingTraits)
    #expect(codes[.resetTransformAfterTransition] == .alwaysOn)
    #expect(codes[.deferAdjacentRowToggles] == .versionOutOfRange)

    let data = try JSONEncoder().encode(explanation)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let strategies = try #require(object["strategies"] as? [[String: Any]])
    let hidden = try #require(
      strategies.first { $0["id"] as? String == "hide-scroll-content-background" })
    #expect(hidden["reason"] as? String == "forced-off")
    #expect(hidden["detail"] as? String == "forced off by code")
    #expect(try JSONDecoder().decode(Explanation.self, from: data) == explanation)
  }

  @Test("an unknown reason code in JSON is refused, not guessed")
  func unknownCodeRefused() throws {
    let explanation = StrategyRegistry.standard().explain(StrategyContext(.iOS, 16, 4))
    let text = String(decoding: try JSONEncoder().encode(explanation), as: UTF8.self)
      .replacingOccurrences(of: "\"always-on\"", with: "\"sometimes-on\"")
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(Explanation.self, from: Data(text.utf8))
    }
  }
}
