import Foundation

/// Writes files atomically: readers see the old content or the new, never a mixture.
///
/// For a regular file (existing or new), the data goes to a temporary file
/// `.NAME.tmp-XXXXXX` in the destination's directory (NAME shortened when the name is near the
/// file-system limit), is flushed to disk with `fsync`, and is renamed over the destination;
/// the directory is then synced so the rename itself is durable. On any error the temporary
/// file is removed and the destination is left untouched, so an interrupted save never damages
/// the previous file. A symbolic link is followed: its target is replaced and the link kept.
/// Character devices, FIFOs, sockets and `/dev/stdout` are written through, never replaced.
package enum AtomicFile {
  /// Why an atomic write failed.
  package struct WriteError: Error, Sendable, Equatable, CustomStringConvertible, LocalizedError {
    /// The destination path.
    package var path: String
    /// The step that failed (for example "create a temporary file", "rename").
    package var step: String
    /// The system's explanation.
    package var reason: String

    /// What went wrong, without the path: "<step> failed: <reason>", or the reason alone when
    /// the destination itself is refused.
    package var detail: String {
      step == "check the destination" ? reason : "\(step) failed: \(reason)"
    }

    /// "cannot write <path>: <step> failed: <reason>".
    package var description: String { "cannot write \(path): \(detail)" }
    /// The same as ``description``.
    package var errorDescription: String? { description }
  }

  /// Writes `data` to `url` atomically.
  ///
  /// The file keeps the permissions of the file it replaces; a new file gets 0666 less the
  /// process's umask, as a shell redirection creates it (0644 under the usual umask 022).
  /// - Throws: ``WriteError`` naming the destination and the failed step.
  /// - Complexity: O(n) in the size of `data`, plus two `fsync` calls.
  package static func write(_ data: Data, to url: URL) throws {
    try write(data, to: url, beforeRename: nil)
  }

  /// Writes `data` atomically, calling `beforeRename` with the temporary file's path after it is
  /// written and synced, before it is renamed over the destination: a fault-injection point for
  /// tests (a pause to kill the process in, or an error to throw). It is not called when the
  /// destination is written through (a device, a FIFO, standard output).
  ///
  /// - Throws: ``WriteError``; an error thrown by `beforeRename` aborts the write and removes the
  ///   temporary file.
  package static func write(_ data: Data, to url: URL, beforeRename: ((String) throws -> Void)?)
    throws
  {
    let given = url.path
    switch try destination(of: given) {
    case .descriptor(let descriptor):
      if let code = writeAll(data, to: descriptor) {
        throw WriteError(path: given, step: "write", reason: describe(errno: code))
      }
    case .special(let path):
      let descriptor = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC)
      guard descriptor >= 0 else {
        throw WriteError(path: given, step: "open", reason: describe(errno: errno))
      }
      defer { close(descriptor) }
      if let code = writeAll(data, to: descriptor) {
        throw WriteError(path: given, step: "write", reason: describe(errno: code))
      }
    case .regular(let path, let directory, let name):
      try replace(
        data, path: path, directory: directory, name: name, given: given,
        beforeRename: beforeRename)
    }
  }

  /// Writes every byte, retrying short writes and `EINTR`; returns `errno` on failure.
  static func writeAll(_ data: Data, to descriptor: Int32) -> Int32? {
    data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> Int32? in
      var offset = 0
      while offset < buffer.count {
        let written = Foundation.write(
          descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return errno
        }
        offset += written
      }
      return nil
    }
  }

  /// Creates the file `template` names, its `XXXXXX` replaced by random letters and digits, as
  /// `mkstemp` does (`O_EXCL`; `mode` less the umask, 0600 by default), but tracked for the
  /// signal cleanup *before* it exists: a signal at any moment then finds it in the table, and
  /// none can leave it behind.
  ///
  /// - Returns: The open descriptor (or -1, `errno` set) and the cleanup slot (or `nil`).
  static func createTracked(_ template: inout [CChar], mode: mode_t = 0o600)
    -> (descriptor: Int32, slot: Int?)
  {
    if let created = SignalCleanup.guarded({ createTrackedUnguarded(&template, mode: mode) }) {
      return created
    }
    errno = EINTR
    return (-1, nil)
  }

  /// ``createTracked(_:)`` without the guard.
  private static func createTrackedUnguarded(_ template: inout [CChar], mode: mode_t)
    -> (descriptor: Int32, slot: Int?)
  {
    let end = template.firstIndex(of: 0) ?? template.count
    guard end >= 6 else {
      errno = EINVAL
      return (-1, nil)
    }
    let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".utf8)
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<100 {
      for index in (end - 6)..<end {
        template[index] = CChar(bitPattern: alphabet.randomElement(using: &generator)!)
      }
      let slot = SignalCleanup.track(template, as: .file)
      let descriptor = open(template, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
      if descriptor >= 0 { return (descriptor, slot) }
      let code = errno
      SignalCleanup.forget(slot)
      errno = code
      if code != EEXIST { return (-1, nil) }
    }
    errno = EEXIST
    return (-1, nil)
  }

  /// The temporary file's template: `.NAME.tmp-XXXXXX`, NAME cut so that the whole fits in
  /// `limit` bytes.
  static func temporaryTemplate(directory: String, name: String, limit: Int) -> [CChar] {
    let suffix = Array(".tmp-XXXXXX".utf8)
    var stem = Array(name.utf8)
    let room = max(1, limit - 1 - suffix.count)
    if stem.count > room { stem = Array(stem.prefix(room)) }
    let bytes = Array(directory.utf8) + Array("/.".utf8) + stem + suffix
    return bytes.map { CChar(bitPattern: $0) } + [0]
  }

  static func replace(
    _ data: Data, path destination: String, directory: String, name: String, given: String,
    beforeRename: ((String) throws -> Void)?
  ) throws {
    func failure(_ step: String, _ code: Int32 = errno) -> WriteError {
      WriteError(path: given, step: step, reason: describe(errno: code))
    }
    let nameLimit = pathconf(directory, Int32(_PC_NAME_MAX))
    var template = temporaryTemplate(
      directory: directory, name: name, limit: nameLimit > 0 ? Int(nameLimit) : Int(NAME_MAX))
    // A replaced file keeps its mode (set below); a new one is created as a shell redirection
    // creates it, 0666 less the umask (and the directory's default ACL, if any).
    var existing = stat()
    let replacing = stat(destination, &existing) == 0
    let (descriptor, tracked) = Self.createTracked(
      &template, mode: replacing ? 0o600 : 0o666)
    guard descriptor >= 0 else { throw failure("create a temporary file in \(directory)") }
    let temporary = String(
      decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var open = true
    var renamed = false
    defer {
      if open { close(descriptor) }
      if !renamed { unlink(template) }
      SignalCleanup.forget(tracked)
    }
    if replacing {
      guard fchmod(descriptor, existing.st_mode & 0o7777) == 0 else {
        throw failure("set permissions")
      }
    }
    if let code = writeAll(data, to: descriptor) {
      throw failure("write the temporary file", code)
    }
    guard fsync(descriptor) == 0 else { throw failure("fsync the temporary file") }
    open = false
    guard close(descriptor) == 0 else { throw failure("close the temporary file") }
    do {
      try beforeRename?(temporary)
    } catch {
      throw WriteError(path: given, step: "prepare the rename", reason: "\(error)")
    }
    guard rename(template, destination) == 0 else { throw failure("rename") }
    renamed = true
    let directoryDescriptor = Foundation.open(directory, O_RDONLY | O_CLOEXEC)
    if directoryDescriptor >= 0 {
      _ = fsync(directoryDescriptor)
      close(directoryDescriptor)
    }
  }
}
