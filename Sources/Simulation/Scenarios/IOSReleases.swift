import Strategies

/// The iOS (and iPadOS) releases the simulate matrix and the default pricing run need to know
/// beyond the catalogue: the last point release of each major release, so that a bound at
/// `x.0` gets a column at the release just below it (`17.0` → `16.7`), and majors are
/// followed across Apple's jump from 18 to 26.
///
/// The last point releases, and where each figure comes from:
///
/// | major | last | source |
/// |-------|------|--------|
/// | 12    | 12.5 | kept from the mutation check's earlier table (iOS 12.5.x); not checked again |
/// | 13    | 13.7 | Apple's *iOS & iPadOS 13.7 Release Notes* (Xcode 11.7) |
/// | 14    | 14.8 | Apple's security content of iOS 14.8 and iPadOS 14.8 (HT212807; CVE-2021-30858) |
/// | 15    | 15.8 | kept from the mutation check's earlier table (iOS 15.8.x); not checked again |
/// | 16    | 16.7 | Apple's developer releases: iOS 16.7.8 (20H343), May 2024 |
/// | 17    | 17.7 | CVE-2025-24085: fixed in iPadOS 17.7.6 |
/// | 18    | 18.7 | CVE-2026-84489: fixed in iOS 18.7.10 and iOS 27 |
/// | 26    | 26.6 | the newest 26.x in Apple's *iOS & iPadOS Release Notes* index, read while iOS 27 was in beta; a later 26.x may follow |
///
/// The catalogue names no release of 26 beyond 26.0. A major release missing from the table
/// (one Apple has yet to ship) is taken to end at `x.9`.
package enum IOSReleases {
  /// The last point release (minor version) of each major release, by major.
  package static let lastMinorVersions: [UInt32: UInt32] = [
    12: 5, 13: 7, 14: 8, 15: 8, 16: 7, 17: 7, 18: 7, 26: 6,
  ]

  /// The newest major release in ``lastMinorVersions``: the matrix has a column at its first
  /// release, so that ranges without an end are checked on today's release.
  package static var newestMajor: UInt32 { lastMinorVersions.keys.max() ?? 0 }

  /// The oldest release apps can run `Strategies` on (`Package.swift`'s platforms: iOS 14):
  /// the default pricing run prices no version below it.
  package static let oldestDeploymentTarget = VersionNumber(14)

  /// The major release before `major`: the one listed just below it, across Apple's jump from
  /// 18 to 26; `major - 1` beyond the newest listed; `nil` for 0.
  package static func majorBefore(_ major: UInt32) -> UInt32? {
    guard major > 0 else { return nil }
    if major - 1 > newestMajor || lastMinorVersions[major - 1] != nil { return major - 1 }
    return lastMinorVersions.keys.filter { $0 < major }.max() ?? major - 1
  }

  /// The release just below `number`: one minor version down within its major release
  /// (`16.4` → `16.3`, `16.4.1` → `16.4`), else the last point release of the major before
  /// (`16.0` → `15.8`, `26.0` → `18.7`); `nil` at `0.0`.
  package static func releaseBefore(_ number: VersionNumber) -> VersionNumber? {
    if number.minor > 0 || number.patch > 0 {
      return VersionNumber(number.major, number.patch > 0 ? number.minor : number.minor - 1)
    }
    guard let major = majorBefore(number.major) else { return nil }
    return VersionNumber(major, lastMinorVersions[major] ?? 9)
  }

  /// The columns `ranges` call for, as iOS versions: each bound that is a version (not the
  /// open `0.0`), the release just below it (``releaseBefore(_:)``), and the first release of
  /// ``newestMajor``, sorted. iPadOS is numbered like iOS, and every defect shows on iOS and
  /// iPadOS alike (the iPad is a trait, `ContextTrait.padIdiom`, on an iOS version), so a
  /// bound on either gives an iOS column; other platforms' ranges give none.
  package static func columns(for ranges: [VersionRange]) -> [PlatformVersion] {
    var numbers: Set<VersionNumber> = [VersionNumber(newestMajor)]
    for range in ranges where Platform.iOSFamily.contains(range.platform) {
      for bound in [range.lowerBound, range.upperBound].compactMap({ $0 }) where bound != .zero {
        numbers.insert(bound)
        if let below = releaseBefore(bound), below != .zero { numbers.insert(below) }
      }
    }
    return numbers.sorted().map { PlatformVersion(.iOS, $0) }
  }
}
