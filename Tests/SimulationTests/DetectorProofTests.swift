import Strategies
import Testing

@testable import Simulation

/// Every over-mitigation detector is shown to fire by a wrong fix: a strategy forced on where
/// its defect cannot occur, a strategy mutant, or hand-written wrong app code.
@Suite("Over-mitigation detectors: each one fires for a wrong fix")
@MainActor
struct DetectorProofTests {
  @Test("every built-in over-mitigation kind has a wrong fix that fires it")
  func everyDetectorFires() {
    let registry = StrategyRegistry.standard()
    let proofs = DetectorProofs.proofs(
      registry: registry, mutants: StrategyMutation.run(registry: registry))
    #expect(proofs.count == GlitchKind.builtIn.filter(\.isOverMitigation).count)
    #expect(proofs.count >= 16)
    for (kind, proof) in proofs {
      #expect(proof != nil, "\(kind) never fired")
    }
    #expect(DetectorProofs.render(proofs).hasSuffix("over-mitigation detectors fire."))
  }

  @Test("each hand-written wrong client fires its kind, and a right one does not")
  func wrongClients() throws {
    for client in DetectorProofs.wrongClients {
      let session = SimulationSession()
      session.perform { () throws(SimulationError) in try client.run(session) }
      #expect(session.glitches.contains { $0.kind == client.kind }, "\(client.summary)")
    }
    // The right code: the destination at the root only.
    let session = SimulationSession()
    let stack = try LazyDestinationStackModel(
      version: PlatformVersion(.iOS, 17), rows: 10, rowsOnScreen: 10, session: session)
    stack.register("Book", .forType, at: .stackRoot)
    stack.tapLink("Book", inRow: 1)
    #expect(session.glitches.isEmpty)
  }

  @Test("a detector no wrong fix fires is reported by name")
  func neverFiredIsNamed() {
    let text = DetectorProofs.render([(.sheetNotModal, nil), (.updateDelayed, "x")])
    #expect(text.hasSuffix("FAILED: 1 of 2 over-mitigation detectors never fired: sheetNotModal"))
  }
}
