import Simulation
import Strategies
import Testing

/// The default columns of `navbench simulate` and its walk are read from the catalogue's
/// bounds: a defect whose range starts or ends at any version gets its columns with no edit.
@Suite("default columns derived from the catalogue")
struct DefaultColumnsTests {
  static func ranges(_ text: String) throws -> [VersionRange] {
    try VersionSet(parsing: text).ranges
  }

  @Test("a bound at an unusual version gives its column and the release just below it")
  func unusualBound() throws {
    let columns = IOSReleases.columns(for: try Self.ranges("iOS 17.2..<18.0, iPadOS 17.2..<18.0"))
    #expect(columns.contains(iOS(17, 2)) && columns.contains(iOS(17, 1)))
    #expect(columns.contains(iOS(18)) && columns.contains(iOS(17, 7)))
    let newer = IOSReleases.columns(for: try Self.ranges("iOS 26.1..."))
    #expect(newer == [iOS(26), iOS(26, 1)])
    let bugfix = IOSReleases.columns(for: try Self.ranges("iOS 16.4.1..."))
    #expect(bugfix.contains(PlatformVersion(.iOS, 16, 4, 1)) && bugfix.contains(iOS(16, 4)))
  }

  @Test("a bound on iPadOS alone still gives an iOS column; another platform's gives none")
  func platforms() throws {
    #expect(IOSReleases.columns(for: try Self.ranges("iPadOS 18.2...")).contains(iOS(18, 2)))
    #expect(IOSReleases.columns(for: try Self.ranges("macOS 15.2...")) == [iOS(26)])
  }

  @Test("the release below x.0 is the last point release of the major before, across 18 → 26")
  func releaseBefore() {
    let expected: [(UInt32, VersionNumber)] = [
      (13, VersionNumber(12, 5)), (14, VersionNumber(13, 7)), (15, VersionNumber(14, 8)),
      (16, VersionNumber(15, 8)), (17, VersionNumber(16, 7)), (18, VersionNumber(17, 7)),
      (26, VersionNumber(18, 7)), (27, VersionNumber(26, 6)), (40, VersionNumber(39, 9)),
    ]
    for (major, below) in expected {
      #expect(IOSReleases.releaseBefore(VersionNumber(major)) == below, "\(major).0")
    }
    #expect(IOSReleases.releaseBefore(VersionNumber(26, 1)) == VersionNumber(26))
    #expect(IOSReleases.releaseBefore(.zero) == nil)
  }

  @Test("every catalogue and built-in strategy bound is a default column, with the one below")
  func catalogueBounds() {
    let ranges =
      KnownIssue.catalogue.flatMap(\.affected.ranges)
      + BuiltInStrategies.all.flatMap(\.descriptor.versions.ranges)
    let columns = Set(SimulationMatrix.defaultVersions)
    for range in ranges {
      for bound in [range.lowerBound, range.upperBound].compactMap({ $0 }) where bound != .zero {
        #expect(columns.contains(PlatformVersion(.iOS, bound)), "\(range)")
        if let below = IOSReleases.releaseBefore(bound) {
          #expect(columns.contains(PlatformVersion(.iOS, below)), "below \(range)")
        }
      }
    }
    #expect(columns.contains(iOS(IOSReleases.newestMajor)))
    #expect(SimulationMatrix.defaultVersions == SimulationMatrix.defaultVersions.sorted())
  }

  @Test("every major release below the newest a bound names has its last point release listed")
  func releasesListed() {
    let majors = Set(SimulationMatrix.defaultVersions.map(\.number.major))
    for major in majors where major < IOSReleases.newestMajor {
      #expect(IOSReleases.lastMinorVersions[major] != nil, "iOS \(major)")
    }
  }

  @Test("the iPad is a trait on iOS versions: iPadOS ranges are iOS's, or none (iPhone only)")
  func iPadOSNeedsNoColumns() {
    let sets =
      KnownIssue.catalogue.map(\.affected) + BuiltInStrategies.all.map(\.descriptor.versions)
    for set in sets {
      let iOS = set.ranges.filter { $0.platform == .iOS }.map(\.boundsDescription)
      let iPadOS = set.ranges.filter { $0.platform == .iPadOS }.map(\.boundsDescription)
      #expect(
        iPadOS.isEmpty || iOS == iPadOS, "\(set): an iPadOS-only bound needs iPadOS columns")
    }
  }
}
