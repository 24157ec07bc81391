import Glibc

/// The process's standard streams, written with `write(2)` loops that report errors instead of
/// trapping (as `FileHandle.write` does on a full disk, a closed descriptor or a broken pipe).
enum StandardStreams {
  /// Whether descriptors 0, 1 and 2 were closed when navbench started. A closed one is then
  /// opened on `/dev/null`, so that no file navbench opens later lands on it by accident.
  static let closedAtStart: [Bool] = (Int32(0)...2).map { descriptor in
    guard fcntl(descriptor, F_GETFD) == -1, errno == EBADF else { return false }
    let replacement = open("/dev/null", O_RDWR)
    if replacement >= 0, replacement != descriptor {
      dup2(replacement, descriptor)
      close(replacement)
    }
    return true
  }

  /// Checks the descriptors; call first thing in `main`.
  static func prepare() {
    _ = closedAtStart
  }

  /// Writes every byte of `bytes` to `descriptor`, retrying short writes and `EINTR`.
  ///
  /// - Returns: `nil` on success, or the `errno` of the failure (`EBADF` for a descriptor that
  ///   was closed at start-up).
  static func write(_ bytes: some Collection<UInt8>, to descriptor: Int32) -> Int32? {
    if descriptor <= 2, closedAtStart[Int(descriptor)] { return EBADF }
    let array = Array(bytes)
    return array.withUnsafeBytes { buffer -> Int32? in
      var offset = 0
      while offset < buffer.count {
        let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return errno
        }
        offset += written
      }
      return nil
    }
  }

  /// `strerror` with the symbolic name of the common output errors.
  static func describe(_ code: Int32) -> String {
    let text = String(cString: strerror(code))
    switch code {
    case EBADF: return "\(text) (standard output is closed)"
    case EPIPE: return "\(text) (the reader went away)"
    case ENOSPC: return "\(text) (ENOSPC)"
    default: return text
    }
  }
}
