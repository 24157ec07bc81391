import Foundation
import Synchronization

/// `--filter REGEX`, bounded: the pattern is at most ``maximumLength`` characters, and matching
/// every benchmark name must finish within ``timeLimit`` seconds in all. A pattern with
/// catastrophic backtracking (`^(.*.*)*@$`) is refused instead of running for minutes.
///
/// Each match runs on its own thread while the caller waits with a deadline; past it, the
/// selection fails and the runaway thread is abandoned (navbench exits right after).
final class FilterPattern: Sendable {
  /// The longest pattern accepted.
  static let maximumLength = 256
  /// Seconds all the matches of one selection may take together.
  static let timeLimit = 1.0

  let pattern: String
  /// `NSRegularExpression` is immutable once made and documented as thread-safe.
  let regex: NSRegularExpression
  private let timedOut = Atomic<Bool>(false)
  private let deadline: Mutex<DispatchTime?> = Mutex(nil)

  /// Compiles `pattern`.
  ///
  /// - Throws: a usage error for an empty pattern (it would match every benchmark, as leaving
  ///   `--filter` out does: most likely an unset shell variable), a pattern too long, or one
  ///   that is not a valid regular expression.
  init(_ pattern: String, verb: String) throws(CLIError) {
    guard !pattern.isEmpty else {
      throw .usage(
        "--filter: an empty pattern matches every benchmark; leave --filter out to run them all",
        verb: verb)
    }
    guard pattern.count <= Self.maximumLength else {
      throw .usage(
        "--filter: the pattern is \(pattern.count) characters; at most \(Self.maximumLength)",
        verb: verb)
    }
    do {
      regex = try NSRegularExpression(pattern: pattern)
    } catch {
      throw .usage("--filter: \"\(pattern)\" is not a valid regular expression", verb: verb)
    }
    self.pattern = pattern
  }

  /// Whether the time limit ran out during a selection.
  var didTimeOut: Bool { timedOut.load(ordering: .acquiring) }

  /// Whether `name` matches; `false` once the time limit has run out.
  func matches(_ name: String) -> Bool {
    guard !didTimeOut else { return false }
    let end = deadline.withLock { deadline in
      if deadline == nil { deadline = .now() + Self.timeLimit }
      return deadline!
    }
    let result = Mutex<Bool?>(nil)
    let done = DispatchSemaphore(value: 0)
    let regex = regex
    let work = Thread {
      let found =
        regex.firstMatch(in: name, range: NSRange(name.startIndex..., in: name)) != nil
      result.withLock { $0 = found }
      done.signal()
    }
    work.stackSize = 1 << 22
    work.start()
    guard done.wait(timeout: end) == .success else {
      timedOut.store(true, ordering: .releasing)
      return false
    }
    return result.withLock { $0 } ?? false
  }
}
