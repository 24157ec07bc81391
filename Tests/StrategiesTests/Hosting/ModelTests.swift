import Foundation
import Strategies
import Testing

@Suite("The device's context: every component of the OS version, clamped")
struct CurrentContextTests {
  @Test(
    "OperatingSystemVersion keeps major, minor and patch",
    arguments: [
      (14, 5, 1, "iOS 14.5.1"), (14, 5, 0, "iOS 14.5"), (16, 0, 0, "iOS 16"),
      (-1, 3, 2, "iOS 0.3.2"), (Int.max, Int.min, 7, "iOS 4294967295.0.7"),
    ])
  func components(_ major: Int, _ minor: Int, _ patch: Int, _ expected: String) throws {
    let os = OperatingSystemVersion(majorVersion: major, minorVersion: minor, patchVersion: patch)
    let version = PlatformVersion(.iOS, os)
    #expect(version == (try PlatformVersion(parsing: expected)))
    let context = StrategyContext(.iOS, os, traits: [.stackInTabView])
    #expect(context == StrategyContext(version, traits: [.stackInTabView]))
  }

  @Test(
    "the build SDK is read from the Info.plist's DTPlatformVersion, nil where it is no version",
    arguments: [
      (["DTPlatformVersion": "17.4"], "iOS 17.4"), (["DTPlatformVersion": "18"], "iOS 18"),
      (["DTPlatformVersion": "17.4.1"], "iOS 17.4.1"), (["DTPlatformVersion": "iOS 17.4"], nil),
      (["DTPlatformVersion": ""], nil), (["DTPlatformVersion": 17.4], nil),
      (["DTPlatformVersion": String(repeating: "1", count: 1_000_000)], nil),
      (["DTSDKName": "iphoneos17.4"], nil), ([:], nil),
    ] as [([String: any Sendable], String?)])
  func buildSDK(_ info: [String: any Sendable], _ expected: String?) throws {
    let sdk = PlatformVersion(.iOS, sdkIn: info)
    #expect(sdk == (try expected.map { try PlatformVersion(parsing: $0) }))
    #expect(PlatformVersion(.iOS, sdkIn: nil) == nil)
    // An app built with the 17.4 SDK on iOS 18: behaviour gated on the linked SDK follows 17.4.
    if let sdk {
      let context = StrategyContext(PlatformVersion(.iOS, 18), sdk: sdk)
      #expect(context.linkedVersion == min(sdk, PlatformVersion(.iOS, 18)))
    }
  }

  @Test("14.5 is not 14.0: present-through-single-item stays off where it does not belong")
  func minorVersionDecides() {
    let registry = StrategyRegistry.standard()
    let on140 = registry.resolve(
      StrategyContext(
        .iOS, OperatingSystemVersion(majorVersion: 14, minorVersion: 0, patchVersion: 0)))
    let on145 = registry.resolve(
      StrategyContext(
        .iOS, OperatingSystemVersion(majorVersion: 14, minorVersion: 5, patchVersion: 0)))
    #expect(on140.isActive(.presentThroughSingleItem))
    #expect(!on145.isActive(.presentThroughSingleItem))
  }

  @Test("a stack's placement brings its traits")
  func placements() {
    #expect(StackPlacement.standalone.traits.isEmpty)
    #expect(StackPlacement.tabView.traits == [.stackInTabView])
  }
}

@Suite("Ready-made view models: decisions through the strategies, changes through the host")
@MainActor
struct ModelTests {
  @Test("NavigationModel on iOS 16.4 in a TabView: pop to root in a zero-duration animation")
  func navigation() {
    let host = RecordingHost()
    let model = NavigationModel<Int>(
      context: StrategyContext(.iOS, 16, 4, traits: StackPlacement.tabView.traits), host: host)
    var changes = 0
    model.willChange = { changes += 1 }
    model.push(1)
    model.push(2)
    model.popToRoot()
    #expect(model.path.isEmpty)
    #expect(changes == 3)
    #expect(host.updates.last == .animate(.linear(duration: 0)))
    model.pop()
    #expect(changes == 3)
  }

  @Test("NavigationModel on iOS 16.0 finishes a split pop on the next turn")
  func navigationSplitPop() {
    let host = RecordingHost()
    let model = NavigationModel<Int>(context: StrategyContext(.iOS, 16, 0), host: host)
    for screen in 1...3 { model.push(screen) }
    model.perform { try? $0.pop(2) }
    #expect(model.isPending)
    #expect(model.path == [1, 3])
    host.runAll()
    #expect(model.path == [1])
    #expect(!model.isPending)
  }

  @Test("nested links: level i is active while the path is deeper than i; a link set false pops")
  func nestedLinks() {
    let host = RecordingHost()
    let model = NavigationModel<String>(context: StrategyContext(.iOS, 14, 8), host: host)
    for screen in ["a", "b", "c"] { model.push(screen) }
    #expect((0..<5).map(model.isLinkActive(at:)) == [true, true, true, false, false])
    #expect(!model.isLinkActive(at: -1))
    model.setLinkActive(true, at: 3)
    model.setLinkActive(false, at: 7)
    model.setLinkActive(false, at: .min)
    #expect(model.path == ["a", "b", "c"])
    // The back button in "c" deactivates the link in "b" (level 2).
    model.setLinkActive(false, at: 2)
    #expect(model.path == ["a", "b"])
    #expect(host.updates.last == .inherit)
    // Deactivating the root's link pops to the root; the deeper links that follow change nothing.
    model.setLinkActive(false, at: 0)
    model.setLinkActive(false, at: 1)
    #expect(model.path.isEmpty)
  }

  @Test("PresentationChainModel: Bools per level, adopted pops, nested links")
  func chain() {
    let host = RecordingHost()
    let model = PresentationChainModel(
      levels: ["list", "detail", "edit"], context: StrategyContext(.iOS, 17), host: host)
    model.setPresented("edit", true)
    #expect(model.path == ["list", "detail", "edit"])
    #expect(model.isPresented("detail"))
    model.setPresented("unknown", true)
    #expect(model.path.count == 3)
    model.setLinkActive(false, at: 2)
    #expect(model.path == ["list", "detail"])
    model.adopt(["list"])
    #expect(model.path == ["list"])
    #expect(model.isLinkActive(at: 0) && !model.isLinkActive(at: 1))
  }

  @Test("PresentationChainModel on iOS 16.0 dismisses a middle level in one update")
  func chainSplitPop() {
    let host = RecordingHost()
    let model = PresentationChainModel(
      levels: [1, 2, 3], context: StrategyContext(.iOS, 16, 0), host: host)
    model.setPresented(3, true)
    model.setPresented(2, false)
    #expect(model.path == [1])
    #expect(model.isPresented(1) && !model.isPresented(2) && !model.isPresented(3))
    host.runAll()
    #expect(model.path == [1])
  }

  @Test(
    "RowToggleModel: the app's own rows, toggled as the version needs",
    arguments: [("14.8", 0), ("15.7", 1), ("16.4", 0)])
  func rows(_ text: String, _ deferred: Int) throws {
    enum Row: Hashable { case time, picker, stepper }
    let host = RecordingHost()
    let model = RowToggleModel(
      [Row.time: true, .picker: true, .stepper: false],
      context: StrategyContext(
        try PlatformVersion(parsing: "iOS \(text)"),
        traits: [.listFirstSectionHasHeader, .listHasMultipleSections]), host: host)
    model.toggle(.picker, .stepper)
    #expect(model.pendingCount == deferred)
    #expect(!model.isVisible(.picker))
    host.runAll()
    #expect(model.isVisible(.stepper) && model.isVisible(.time))
    model.set([.picker: true])
    #expect(model.isVisible(.picker))
  }

  @Test("SheetModel on iOS 15 leaves edit mode, then presents one turn later")
  func sheet() {
    let host = RecordingHost()
    let model = SheetModel(context: StrategyContext(.iOS, 15, 7), host: host)
    model.isEditing = true
    model.present()
    #expect(!model.isEditing && !model.isPresented && model.isPending)
    host.runAll()
    #expect(model.isPresented)
  }

  @Test("DirectionalModel: forward then back, the transition before the state")
  func directional() {
    let host = RecordingHost()
    let model = DirectionalModel(initial: 1, context: StrategyContext(.iOS, 17), host: host)
    model.go(to: 2)
    host.runAll()
    #expect(model.state == 2)
    #expect(model.transition == .for(.forward))
    model.go(to: 1)
    host.runAll()
    #expect(model.state == 1)
    #expect(model.transition == .for(.back))
  }
}
