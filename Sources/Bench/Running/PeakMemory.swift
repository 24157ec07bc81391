import Foundation

/// Resets and reads the process's peak resident memory through procfs.
///
/// Writing "5" to `/proc/self/clear_refs` resets `VmHWM` (the resident high-water mark) to the
/// current resident size; `/proc/self/status` then reports the peak since the reset.
package enum PeakMemory {
  /// The resident sizes read from `/proc/self/status`, in bytes.
  package struct Reading: Sendable, Equatable {
    /// `VmHWM`: the peak resident size since the last reset.
    package var peak: UInt64
    /// `VmRSS`: the current resident size.
    package var current: UInt64
  }

  /// Why a reset or a read failed.
  package struct Failure: Error, Sendable, CustomStringConvertible {
    /// A sentence naming the file and the cause.
    package var description: String
  }

  /// Resets the high-water mark and returns the resident sizes just after.
  ///
  /// - Throws: ``Failure`` naming the file and the cause (for example "Permission denied").
  package static func reset() throws -> Reading {
    let path = "/proc/self/clear_refs"
    let descriptor = open(path, O_WRONLY)
    guard descriptor >= 0 else {
      throw Failure(description: "cannot open \(path): \(String(cString: strerror(errno)))")
    }
    defer { close(descriptor) }
    let written = "5".withCString { write(descriptor, $0, 1) }
    guard written == 1 else {
      throw Failure(description: "cannot write \(path): \(String(cString: strerror(errno)))")
    }
    return try read()
  }

  /// Reads `VmHWM` and `VmRSS` from `/proc/self/status`.
  ///
  /// - Throws: ``Failure`` when the file is unreadable or lacks either field.
  package static func read() throws -> Reading {
    let path = "/proc/self/status"
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
      throw Failure(description: "cannot read \(path)")
    }
    func field(_ name: String) -> UInt64? {
      for line in text.split(separator: "\n") where line.hasPrefix(name + ":") {
        let digits = line.dropFirst(name.count + 1).filter(\.isNumber)
        return UInt64(digits).map { $0 * 1024 }
      }
      return nil
    }
    guard let peak = field("VmHWM"), let current = field("VmRSS") else {
      throw Failure(description: "\(path) has no VmHWM or VmRSS line")
    }
    return Reading(peak: peak, current: current)
  }
}
