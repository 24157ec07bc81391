import Foundation
import PackageSupport
import Strategies

/// A log of strategy calls, shared by ``RecordingStrategy`` instances so that tests can see the
/// order in which a registry applied them.
public final class StrategyCallLog: Sendable {
  /// One recorded call.
  public struct Call: Hashable, Sendable {
    /// The strategy called.
    public let strategy: StrategyID
    /// The domain whose policy it was asked to adjust.
    public let domain: StrategyDomain
    /// The context it was resolved for.
    public let context: StrategyContext
  }

  private let storage = Locked<[Call]>([])

  /// Creates an empty log.
  public init() {}

  /// The calls recorded so far, in order.
  public var calls: [Call] { storage.withLock { $0 } }

  /// Forgets every call.
  public func reset() { storage.withLock { $0.removeAll() } }

  func record(_ call: Call) { storage.withLock { $0.append(call) } }
}

/// A strategy that changes nothing and records every call, for tests of registries, overrides
/// and ordering (yours included).
///
/// It hooks every domain; give each instance its own descriptor and a shared log.
public struct RecordingStrategy: PathChangeStrategy, RowToggleStrategy, ViewTransformStrategy,
  DirectionalTransitionStrategy, ListAppearanceStrategy, SheetPresentationStrategy
{
  /// What the strategy claims to be.
  public let descriptor: StrategyDescriptor
  /// Where calls are recorded.
  public let log: StrategyCallLog

  /// Creates a recording strategy.
  public init(_ descriptor: StrategyDescriptor, log: StrategyCallLog) {
    self.descriptor = descriptor
    self.log = log
  }

  private func record(_ domain: StrategyDomain, _ context: StrategyContext) {
    log.record(.init(strategy: descriptor.id, domain: domain, context: context))
  }

  /// Records the call.
  public func adjust(_ policy: inout PathChangePolicy, for context: StrategyContext) {
    record(.pathChanges, context)
  }

  /// Records the call.
  public func adjust(_ policy: inout RowTogglePolicy, for context: StrategyContext) {
    record(.rowToggles, context)
  }

  /// Records the call.
  public func adjust(_ policy: inout ViewTransformPolicy, for context: StrategyContext) {
    record(.viewTransforms, context)
  }

  /// Records the call.
  public func adjust(_ policy: inout DirectionalTransitionPolicy, for context: StrategyContext) {
    record(.directionalTransitions, context)
  }

  /// Records the call.
  public func adjust(_ policy: inout ListAppearancePolicy, for context: StrategyContext) {
    record(.listAppearance, context)
  }

  /// Records the call.
  public func adjust(_ policy: inout SheetPresentationPolicy, for context: StrategyContext) {
    record(.sheetPresentation, context)
  }
}
