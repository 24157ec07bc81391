/// One way of performing a benchmark's work.
///
/// `prepare` runs once per size, outside the timed region, and returns the ``Workload`` to time;
/// if it throws, the case is recorded as failed with the error's description and the run goes on,
/// or as skipped if the error is ``CaseNotApplicable``.
public struct Variant: Sendable {
  /// The variant's name, unique within its benchmark.
  public let name: String
  /// Builds the workload for a size (setup, untimed).
  public let prepare: @Sendable (_ size: Int) throws -> Workload

  /// Declares a variant.
  ///
  /// - Parameters:
  ///   - name: The variant's name, unique within its benchmark.
  ///   - prepare: Untimed setup for a size, returning the workload to time.
  public init(_ name: String, prepare: @escaping @Sendable (_ size: Int) throws -> Workload) {
    self.name = name
    self.prepare = prepare
  }
}

/// The timed part of a variant at one size, with optional untimed teardown.
///
/// A workload is used only on the runner's thread, between its variant's `prepare` and its own
/// `teardown`, so it need not be `Sendable`: it may capture mutable state built by `prepare`.
public struct Workload {
  /// Runs after the last sample of the case, outside the timed region.
  public let teardown: (() -> Void)?
  /// Performs `iterations` iterations of the work; this is the timed region.
  public let run: (_ iterations: Int) -> Void

  /// Creates a workload.
  ///
  /// - Parameters:
  ///   - teardown: Untimed clean-up after the case's last sample.
  ///   - run: Performs the given number of iterations; pass results to ``blackHole(_:)`` so the
  ///     optimiser cannot remove the work.
  public init(teardown: (() -> Void)? = nil, run: @escaping (_ iterations: Int) -> Void) {
    self.teardown = teardown
    self.run = run
  }
}

/// Thrown by a variant's `prepare` when its case cannot exist in the configuration asked for
/// (the API the workload exercises is missing on that version, say): the case is recorded as
/// skipped with the reason, not failed, and does not make the run exit non-zero.
///
/// ```swift
/// Variant("strategies") { size in
///   guard os >= minimum else { throw CaseNotApplicable("no such container below iOS 16") }
///   ...
/// }
/// ```
public struct CaseNotApplicable: Error, Sendable, Equatable, CustomStringConvertible {
  /// Why the case does not apply.
  public let reason: String

  /// Creates the error.
  public init(_ reason: String) {
    self.reason = reason
  }

  /// `not applicable: REASON`.
  public var description: String { "not applicable: \(reason)" }
}
