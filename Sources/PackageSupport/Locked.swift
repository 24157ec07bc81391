import Foundation

/// A value guarded by a lock: the one lock type of the package's libraries (the registry's
/// state and cache, the scenario catalog, the recording strategy's log, Bench's installed
/// allocation counter).
///
/// `Synchronization.Mutex` would do, but it needs iOS 18; apps that carry workarounds for
/// iOS 14–16 deploy far below that, so this uses `NSLock`, available everywhere.
///
/// `@unchecked Sendable` is sound here: `value` is only read or written inside `withLock`,
/// which holds `lock` for the whole access, so no two threads touch it at once; and `Value`
/// is required to be `Sendable`, so what `withLock` returns may cross threads.
package final class Locked<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  /// Guards `value`.
  package init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` with exclusive access to the value.
  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
