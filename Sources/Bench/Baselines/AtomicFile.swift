import Foundation

/// Writes files atomically: readers see the old content or the new, never a mixture.
///
/// The data goes to a temporary file in the destination's directory, is flushed to disk with
/// `fsync`, and is renamed over the destination; the directory is then synced so the rename
/// itself is durable. On any error the temporary file is removed and the destination is left
/// untouched, so an interrupted save never damages the previous file.
package enum AtomicFile {
  /// Why an atomic write failed.
  package struct WriteError: Error, Sendable, Equatable, CustomStringConvertible, LocalizedError {
    /// The destination path.
    package var path: String
    /// The step that failed (for example "create a temporary file", "rename").
    package var step: String
    /// The system's explanation.
    package var reason: String

    /// "cannot write <path>: <step> failed: <reason>".
    package var description: String { "cannot write \(path): \(step) failed: \(reason)" }
    /// The same as ``description``.
    package var errorDescription: String? { description }
  }

  /// Writes `data` to `url` atomically.
  ///
  /// The file keeps the permissions of the file it replaces, or gets 0644 when new.
  /// - Throws: ``WriteError`` naming the destination and the failed step.
  /// - Complexity: O(n) in the size of `data`, plus two `fsync` calls.
  package static func write(_ data: Data, to url: URL) throws {
    try write(data, to: url, beforeRename: nil)
  }

  /// Writes `data` atomically, calling `beforeRename` with the temporary file's path after it is
  /// written and synced, before it is renamed over the destination: a fault-injection point for
  /// tests (a pause to kill the process in, or an error to throw).
  ///
  /// - Throws: ``WriteError``; an error thrown by `beforeRename` aborts the write and removes the
  ///   temporary file.
  package static func write(_ data: Data, to url: URL, beforeRename: ((String) throws -> Void)?)
    throws
  {
    let destination = url.standardizedFileURL.path
    let directory = url.standardizedFileURL.deletingLastPathComponent().path
    let name = url.lastPathComponent
    func failure(_ step: String, _ code: Int32 = errno) -> WriteError {
      WriteError(path: destination, step: step, reason: String(cString: strerror(code)))
    }
    var template = Array("\(directory)/.\(name).tmp-XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { throw failure("create a temporary file in \(directory)") }
    let temporary = String(
      decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var open = true
    var renamed = false
    defer {
      if open { close(descriptor) }
      if !renamed { unlink(temporary) }
    }
    var existing = stat()
    let mode: mode_t = stat(destination, &existing) == 0 ? existing.st_mode & 0o7777 : 0o644
    guard fchmod(descriptor, mode) == 0 else { throw failure("set permissions") }
    try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
      var offset = 0
      while offset < buffer.count {
        let written = Foundation.write(
          descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          throw failure("write the temporary file")
        }
        offset += written
      }
    }
    guard fsync(descriptor) == 0 else { throw failure("fsync the temporary file") }
    open = false
    guard close(descriptor) == 0 else { throw failure("close the temporary file") }
    do {
      try beforeRename?(temporary)
    } catch {
      throw WriteError(path: destination, step: "prepare the rename", reason: "\(error)")
    }
    guard rename(temporary, destination) == 0 else { throw failure("rename") }
    renamed = true
    let directoryDescriptor = Foundation.open(directory, O_RDONLY)
    if directoryDescriptor >= 0 {
      _ = fsync(directoryDescriptor)
      close(directoryDescriptor)
    }
  }
}
