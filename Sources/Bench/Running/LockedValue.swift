import Foundation

/// A value guarded by a lock, for the few pieces of process-wide state (the installed
/// allocation counter).
//
// `@unchecked Sendable` is safe: `value` is private and is read and written only inside
// `withLock`, which holds `lock` for the whole access, so no two threads ever touch it at once;
// `Value` is itself `Sendable`, so what a caller takes out may cross threads.
final class LockedValue<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) {
    self.value = value
  }

  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
