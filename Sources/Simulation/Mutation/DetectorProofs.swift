import Strategies

/// The proof that every over-mitigation detector can say no: for each built-in over-mitigation
/// kind, a deliberately wrong fix the simulation catches by that kind. A detector blinded by a
/// change of its model fires for none of them, and `simulate --mutants` fails.
///
/// Three sources of wrong fixes, tried in order:
/// - each defect's strategies forced on in every derived cell, where the defect cannot occur
///   (``SimulationMatrix/runDerived(versions:issues:registry:catalog:sdk:)``'s columns and
///   trait sets): a fix applied where it is not needed;
/// - the strategy mutants (``MutationReport``): a policy field set to another value, a range
///   or trait moved, which the kill evidence names by its first glitch;
/// - the wrong app code of ``wrongClients``: a fix an app writes by hand that no strategy
///   expresses (a destination declared at both sites, a sheet undimmed through every detent).
package enum DetectorProofs {
  /// A wrong fix written as app code: the kind it must fire, and the run that should fire it.
  package struct WrongClient: Sendable {
    /// The kind the run must record.
    package let kind: GlitchKind
    /// What the wrong code does, in a sentence.
    package let summary: String
    /// Runs the wrong code in a fresh session.
    package let run: @Sendable (SimulationSession) throws(SimulationError) -> Void
  }

  /// The hand-written wrong fixes.
  package static let wrongClients: [WrongClient] = [
    WrongClient(
      kind: .destinationDeclaredTwice,
      summary: "a destination registered on a row and at the stack's root (iOS 17.0)"
    ) { (session) throws(SimulationError) in
      let stack = try LazyDestinationStackModel(
        version: PlatformVersion(.iOS, 17), rows: 10, rowsOnScreen: 10, session: session)
      stack.register("Book", .forType, at: .row(0))
      stack.register("Book", .forType, at: .stackRoot)
      stack.tapLink("Book", inRow: 1)
    },
    WrongClient(
      kind: .sheetNotModal,
      summary: "a modal sheet undimmed through its large detent (iOS 16.4)"
    ) { (session) throws(SimulationError) in
      let sheet = try SheetDetentsModel(
        version: PlatformVersion(.iOS, 16, 4), interactiveThrough: nil, session: session)
      sheet.onSheetAppear { $0.setLargestUndimmedDetent(2) }
      sheet.present()
      sheet.tapBehind()
    },
  ]

  /// For each built-in over-mitigation kind, the wrong fix shown to fire it, or `nil`.
  ///
  /// - Complexity: O(s × t × v) scenario runs, as the derived matrix.
  package static func proofs(registry: StrategyRegistry, mutants: MutationReport)
    -> [(kind: GlitchKind, proof: String?)]
  {
    var fired: [GlitchKind: String] = [:]
    let versions = SimulationMatrix.derivedVersions(
      SimulationMatrix.defaultVersions, registry: registry)
    for scenario in SimulationMatrix.scenarios {
      let ids = registry.strategies.filter { $0.addresses.contains(scenario.issue) }.map(\.id)
      guard !ids.isEmpty,
        let without = SimulationMatrix.registryWithout(strategiesFor: scenario.issue, registry)
      else { continue }
      let forced = StrategyMutation.copy(registry, replacing: nil)
      var overrides = forced.overrides
      for id in ids { overrides.forceEnable(id) }
      forced.setOverrides(overrides)
      for traits in SimulationMatrix.derivedTraitSets(of: scenario, registry: registry) {
        for version in versions {
          let context = StrategyContext(version, traits: traits)
          let outcome = SimulationMatrix.judgeNeedless(
            scenario.run(.strategies, in: context, registry: forced),
            against: scenario.run(.strategies, in: context, registry: without))
          for glitch in outcome.glitches where glitch.kind.isOverMitigation {
            if fired[glitch.kind] == nil {
              fired[glitch.kind] =
                "\(ids.map(\.rawValue).joined(separator: ", ")) forced on: "
                + "\(scenario.issue) on \(version)"
            }
          }
        }
      }
    }
    for outcome in mutants.outcomes where outcome.status == .killed {
      guard let evidence = outcome.evidence, evidence.hasSuffix(" (over-mitigation)"),
        let colon = evidence.range(of: ": ", options: .backwards)
      else { continue }
      let name = evidence[colon.upperBound...].dropLast(" (over-mitigation)".count)
      let kind = GlitchKind(rawValue: String(name))
      if fired[kind] == nil { fired[kind] = "mutant \(outcome.mutant)" }
    }
    for client in wrongClients where fired[client.kind] == nil {
      let session = SimulationSession()
      session.perform { () throws(SimulationError) in try client.run(session) }
      if session.glitches.contains(where: { $0.kind == client.kind }) {
        fired[client.kind] = client.summary
      }
    }
    return GlitchKind.builtIn.filter(\.isOverMitigation).map { ($0, fired[$0]) }
  }

  /// The proofs as text: a line per detector, then `OK` or `FAILED` with those never shown to
  /// fire.
  package static func render(_ proofs: [(kind: GlitchKind, proof: String?)]) -> String {
    var lines = ["Over-mitigation detectors, each shown to fire by a wrong fix:"]
    for (kind, proof) in proofs {
      lines.append("  \(kind.rawValue): \(proof ?? "NEVER FIRED")")
    }
    let never = proofs.filter { $0.proof == nil }.map(\.kind.rawValue)
    lines.append(
      never.isEmpty
        ? "OK: all \(proofs.count) over-mitigation detectors fire."
        : "FAILED: \(never.count) of \(proofs.count) over-mitigation detectors never fired: "
          + never.joined(separator: ", "))
    return lines.joined(separator: "\n")
  }
}
