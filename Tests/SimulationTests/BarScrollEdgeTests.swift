import Simulation
import Strategies
import Testing

/// `bar-scroll-edge-transparent`: from iOS 15 every navigation bar and every tab bar uses its
/// scroll-edge appearance at the scroll edge, and a nil one is transparent; the fix copies the
/// standard appearance into it, except on large-title bars and bars with their own.
@Suite("Bar scroll edge: transparent from iOS 15 without a scroll-edge appearance")
struct BarScrollEdgeTests {
  static let affected = [iOS(15), iOS(15, 7), iOS(16), iOS(17), iOS(18), iOS(26)]
  static let unaffected = [iOS(13), iOS(14), iOS(14, 8)]

  @Test("the original code shows the standard-title and legacy-tinted bars through from 15.0")
  func naiveShowsThroughFrom15() throws {
    for version in Self.affected {
      let session = SimulationSession()
      let bars = try BarScreenClients.runNaive(version: version, session: session)
      #expect(
        kinds(session) == [.barTransparentAtScrollEdge, .barTransparentAtScrollEdge],
        "\(version)")
      #expect(
        bars.map { $0.background(atScrollEdge: true) } == [
          .transparent, .transparent, .transparent, .opaque("brand-light"),
        ])
      // Scrolled away, every bar shows its standard appearance.
      #expect(bars.allSatisfy { $0.background(atScrollEdge: false) == .opaque("brand") })
    }
    for version in Self.unaffected {
      let session = SimulationSession()
      let bars = try BarScreenClients.runNaive(version: version, session: session)
      #expect(session.glitches.isEmpty, "\(version): \(session.glitches)")
      // Only the large-title bar uses a scroll-edge appearance below 15.
      #expect(bars.map(\.usesScrollEdgeAppearance) == [false, false, true, false])
    }
  }

  @Test("below iOS 13 the appearance API does not exist: not applicable")
  func notApplicableBelow13() {
    let outcome = DefectScenario.barScrollEdge.run(.naive, on: iOS(12), registry: .standard())
    #expect(!outcome.applicable)
    #expect(outcome.reason?.contains("UINavigationBarAppearance") == true)
  }

  @Test("with strategies every bar keeps its design on 13.0 to 26.0; active from 15.0 only")
  func mitigatedKeepsDesign() throws {
    for version in Self.affected + Self.unaffected {
      let session = SimulationSession()
      let strategies = resolved(version)
      let bars = try BarScreenClients.runMitigated(
        version: version, appearance: BarAppearance(strategies: strategies), session: session)
      #expect(session.glitches.isEmpty, "\(version): \(session.glitches)")
      #expect(
        strategies.isActive(.standardAppearanceAtScrollEdge) == Self.affected.contains(version))
      // The large-title bar stays transparent at the top; the app's own edge stays its own.
      #expect(bars[2].background(atScrollEdge: true) == .transparent)
      #expect(bars[0].background(atScrollEdge: true) == .opaque("brand"))
      #expect(bars[1].background(atScrollEdge: true) == .opaque("brand"))
    }
  }

  @Test("asking for a tab bar's scroll-edge appearance below 15 is an unavailable API")
  func tabBarScrollEdgeBelow15IsUnavailable() throws {
    let session = SimulationSession()
    try BarScreenClients.run(version: iOS(14, 8), session: session) { _, _ in
      BarAppearancePlan(setsScrollEdgeToStandard: true)
    }
    // Both tab bars; the navigation bars accept it (their property exists from 13), and the
    // large-title one, which uses it below 15 too, loses its transparent top.
    #expect(
      kinds(session) == [
        .unavailableAPICalled, .barScrollEdgeAppearanceLost, .unavailableAPICalled,
      ])
  }

  @Test(
    "forcing the standard appearance on a large-title bar or over the app's own is over-mitigation",
    arguments: [iOS(15), iOS(17), iOS(26)])
  func forcingOpaqueEdgesIsRejected(_ version: PlatformVersion) throws {
    let session = SimulationSession()
    try BarScreenClients.run(version: version, session: session) { _, _ in
      BarAppearancePlan(setsScrollEdgeToStandard: true)
    }
    #expect(kinds(session) == [.barScrollEdgeAppearanceLost, .barScrollEdgeAppearanceLost])
    #expect(session.glitches.allSatisfy { $0.kind.isOverMitigation })
  }

  @Test("the scenario agrees with the catalogue on every default column")
  func agreesWithCatalogue() {
    let outcomes = SimulationMatrix.runDerived(
      issues: [.barScrollEdgeTransparent], registry: .standard())
    #expect(!outcomes.isEmpty)
    #expect(SimulationMatrix.failures(in: outcomes).isEmpty)
    let naive15 = outcomes.first { $0.mode == .naive && $0.os == iOS(15) }
    #expect(naive15?.glitchCount == 2)
  }
}
