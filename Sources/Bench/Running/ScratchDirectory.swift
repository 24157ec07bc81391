import Foundation

/// A run's private directory in the temporary directory (`$TMPDIR`, else `/tmp`) for the files it
/// exchanges with its child processes; removed by ``remove()``, and by the signal cleanup (see
/// ``AtomicFile/installSignalCleanup()``) when the run is interrupted.
package struct ScratchDirectory {
  package let url: URL
  private let slot: Int?

  /// Creates `PREFIX-PID-UUID` (mode 0700) in the temporary directory, which must exist.
  ///
  /// - Throws: `InstructionCountError.scratchUnavailable(_:)` naming the path and the reason.
  package init(prefix: String) throws(InstructionCountError) {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "\(prefix)-\(getpid())-\(UUID().uuidString)")
    // Tracked before it exists (the name is this process's alone), and guarded, so that a
    // signal at any moment finds it in the cleanup table: none can leave it behind.
    let created = SignalCleanup.guarded { () -> (slot: Int?, code: Int32) in
      let slot = SignalCleanup.track(url.path, as: .flatDirectory)
      if mkdir(url.path, 0o700) == 0 { return (slot, 0) }
      let code = errno
      SignalCleanup.forget(slot)
      return (nil, code)
    }
    guard let created else {
      throw .scratchUnavailable("cannot create \(url.path): interrupted by a signal")
    }
    guard created.code == 0 else {
      throw .scratchUnavailable("cannot create \(url.path): \(Self.describe(created.code))")
    }
    self.url = url
    self.slot = created.slot
  }

  /// The path of `name` in the directory.
  package func path(_ name: String) -> URL { url.appendingPathComponent(name) }

  /// Writes `data` to `name` in the directory.
  ///
  /// - Throws: `InstructionCountError.scratchUnavailable(_:)` naming the file and the reason
  ///   (a full disk, for one).
  func write(_ data: Data, to name: String) throws(InstructionCountError) {
    let file = path(name)
    do {
      try data.write(to: file)
    } catch {
      let code = ((error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError)?.code
      let reason = code.map { Self.describe(Int32($0)) } ?? error.localizedDescription
      throw .scratchUnavailable("cannot write \(file.path): \(reason)")
    }
  }

  /// Creates the empty file `name` in the directory and opens it for writing (a child's
  /// standard error).
  ///
  /// - Throws: `InstructionCountError.scratchUnavailable(_:)` naming the file and the reason.
  func handle(for name: String) throws(InstructionCountError) -> FileHandle {
    let file = path(name)
    let descriptor = open(file.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      throw .scratchUnavailable("cannot create \(file.path): \(Self.describe(errno))")
    }
    return FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
  }

  /// Removes the directory and its files.
  package func remove() {
    try? FileManager.default.removeItem(at: url)
    SignalCleanup.forget(slot)
  }

  static func describe(_ code: Int32) -> String { String(cString: strerror(code)) }
}
