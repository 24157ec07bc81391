#if canImport(CBenchSupport)
  import CBenchSupport
#endif

/// The class whose retain the counter's start-up probe must see.
private final class ProbeObject {}

/// Counts the Swift runtime's retains and releases on the calling thread.
///
/// Counting goes through the runtime's hook pointers (`_swift_retain` and friends, as
/// package-benchmark does), switched on only around a counting pass, so that timed samples never
/// pay for it. Where it cannot count (a sanitizer build, a runtime without the hooks) the metrics
/// are reported unavailable with ``unavailableReason``, never as zero.
package enum ARCCounter {
  /// Retains and releases counted during one call of ``count(_:)``.
  package struct Counts: Sendable, Equatable {
    /// Retains (a `retain_n` of n counts n).
    package var retains: UInt64
    /// Releases (a `release_n` of n counts n).
    package var releases: UInt64

    /// Creates counts.
    package init(retains: UInt64, releases: UInt64) {
      self.retains = retains
      self.releases = releases
    }
  }

  /// Runs a closure and returns the retains and releases the calling thread made inside it, or
  /// `nil` when it could not count them.
  package typealias Reader = @Sendable (_ body: () -> Void) -> Counts?

  /// Why retains and releases cannot be counted in this process, or `nil` when they can.
  package static let unavailableReason: String? = {
    guard navbench_arc_set_counting(0) == 1 else {
      return "retain/release counting unavailable (no interposers: a sanitizer build or Bench "
        + "without its C target)"
    }
    // A probe: copying a class reference into an array retains it at least once.
    let object = ProbeObject()
    var retainsBefore: UInt64 = 0
    navbench_arc_snapshot(&retainsBefore, nil)
    _ = navbench_arc_set_counting(1)
    let copies = probeCopies(object)
    _ = navbench_arc_set_counting(0)
    var retainsAfter: UInt64 = 0
    navbench_arc_snapshot(&retainsAfter, nil)
    blackHole(copies)
    guard retainsAfter > retainsBefore else {
      return "retain/release counting unavailable (the interposed swift_retain did not see a "
        + "probe retain)"
    }
    return nil
  }()

  @inline(never)
  private static func probeCopies(_ object: ProbeObject) -> [ProbeObject] {
    [object, object]
  }

  /// Runs `body` with counting on and returns the retains and releases the calling thread made
  /// inside it, or `nil` when counting is unavailable (`body` still runs).
  package static func count(_ body: () -> Void) -> Counts? {
    guard unavailableReason == nil, navbench_arc_set_counting(1) == 1 else {
      body()
      return nil
    }
    var retainsBefore: UInt64 = 0
    var releasesBefore: UInt64 = 0
    navbench_arc_snapshot(&retainsBefore, &releasesBefore)
    body()
    var retainsAfter: UInt64 = 0
    var releasesAfter: UInt64 = 0
    navbench_arc_snapshot(&retainsAfter, &releasesAfter)
    _ = navbench_arc_set_counting(0)
    return Counts(
      retains: retainsAfter &- retainsBefore, releases: releasesAfter &- releasesBefore)
  }

  /// Retains and releases per operation of a workload, by difference: the counts of
  /// `2 × iterations` minus those of `iterations`, over `iterations × operations`, so that what
  /// a call of the workload costs once (taking its state out of a box) cancels out.
  ///
  /// - Returns: `nil` when counting is unavailable or the counts are not consistent.
  static func perOperation(
    _ workload: Workload, iterations: Int, operations: Int, reader: Reader = { count($0) }
  ) -> (retains: Double, releases: Double)? {
    let iterations = max(1, iterations)
    guard let once = reader({ workload.run(iterations) }),
      let twice = reader({ workload.run(2 * iterations) })
    else { return nil }
    let divisor = Double(iterations) * Double(operations)
    func difference(_ a: UInt64, _ b: UInt64) -> Double {
      b >= a ? Double(b - a) / divisor : 0
    }
    return (difference(once.retains, twice.retains), difference(once.releases, twice.releases))
  }
}
