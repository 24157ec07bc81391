import Strategies
import Testing

@testable import Simulation

/// The default matrix and walk also build each version's app with an earlier release's SDK, so
/// a strategy or catalogue entry judged on the OS version where it should follow the SDK fails
/// without `--sdk`.
@Suite("Older SDK columns: the default matrix and walk build apps with an earlier SDK too")
struct OlderSDKColumnTests {
  @Test("the older SDK is the newest default version of an earlier major release")
  func olderSDK() {
    #expect(SimulationMatrix.olderSDK(for: PlatformVersion(.iOS, 12, 5)) == nil)
    #expect(
      SimulationMatrix.olderSDK(for: PlatformVersion(.iOS, 14, 0)) == PlatformVersion(.iOS, 13, 7))
    #expect(
      SimulationMatrix.olderSDK(for: PlatformVersion(.iOS, 16, 2)) == PlatformVersion(.iOS, 15, 8))
    #expect(
      SimulationMatrix.olderSDK(for: PlatformVersion(.iOS, 26, 0)) == PlatformVersion(.iOS, 18, 7))
    #expect(
      SimulationMatrix.olderSDK(for: PlatformVersion(.iPadOS, 18)) == PlatformVersion(.iOS, 17, 7))
  }

  @Test("the default cells include each column built with the older SDK, and they pass")
  func matrixColumns() {
    let registry = StrategyRegistry.standard()
    let issue = IssueID.orientationSetValueIgnored
    let outcomes = SimulationMatrix.runDerived(
      versions: [PlatformVersion(.iOS, 16, 0)], issues: [issue], registry: registry,
      catalog: nil, sdk: nil, olderSDKs: true)
    let linked = outcomes.filter { $0.sdk == PlatformVersion(.iOS, 15, 8) }
    #expect(!linked.isEmpty)
    #expect(outcomes.contains { $0.sdk == nil })
    #expect(SimulationMatrix.failures(in: outcomes).isEmpty)
    // The public entry point keeps its cells: no older SDK unless asked.
    #expect(
      SimulationMatrix.runDerived(
        versions: [PlatformVersion(.iOS, 16, 0)], issues: [issue], registry: registry
      ).allSatisfy { $0.sdk == nil })
    let table = SimulationMatrix.renderTable(outcomes)
    #expect(table.contains("Apps built with an older SDK"))
    #expect(table.contains("iOS 16.0 (SDK 15.8)"))
  }

  @Test("every second walk sequence is built with the older SDK, unless an SDK is given")
  func walkSequences() {
    let version = PlatformVersion(.iOS, 18, 0)
    let plain = RandomWalk.Settings(sequences: 4)
    #expect(RandomWalk.sdk(of: 0, on: version, settings: plain) == nil)
    #expect(RandomWalk.sdk(of: 1, on: version, settings: plain) == PlatformVersion(.iOS, 17, 7))
    let given = RandomWalk.Settings(sequences: 4, sdk: PlatformVersion(.iOS, 16, 4))
    #expect(RandomWalk.sdk(of: 1, on: version, settings: given) == PlatformVersion(.iOS, 16, 4))
    #expect(RandomWalk.sdk(of: 1, on: PlatformVersion(.iOS, 12, 5), settings: plain) == nil)
  }
}
