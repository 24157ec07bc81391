import Strategies

/// Why the simulation refused a request.
public enum SimulationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The container or API does not exist on the simulated version, so there is nothing to
  /// simulate: not a pass, not a failure. The reason names what is missing and from when it
  /// exists.
  case notApplicable(reason: String)
  /// The app addressed a row the list does not have.
  case unknownRow(RowID)

  /// The reason, as a sentence.
  public var description: String {
    switch self {
    case .notApplicable(let reason): "not applicable: \(reason)"
    case .unknownRow(let row): "the list has no row \(row)"
    }
  }

  /// The not-applicable reason, if that is what this is.
  public var notApplicableReason: String? {
    if case .notApplicable(let reason) = self { return reason }
    return nil
  }
}

// MARK: - Version gates shared by the models

extension PlatformVersion {
  /// Whether the simulation models this platform (iOS and iPadOS ship the same containers).
  var isSimulatedPlatform: Bool { Platform.iOSFamily.contains(platform) }

  /// The major version number.
  var major: UInt32 { number.major }

  /// Throws unless the platform is iOS or iPadOS at `minimum` or later.
  ///
  /// - Parameter what: The container or API, named as an app would write it.
  func require(_ what: String, from minimum: UInt32) throws(SimulationError) {
    guard isSimulatedPlatform else {
      throw .notApplicable(
        reason: "the simulation models iOS and iPadOS only, not \(platform)")
    }
    guard major >= minimum else {
      throw .notApplicable(reason: "\(what) does not exist below \(platform) \(minimum)")
    }
  }
}
