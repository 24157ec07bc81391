import Foundation

extension AtomicFile {
  /// Where a write to a path goes, decided before anything is written.
  package enum Destination: Sendable, Equatable {
    /// An already open descriptor the path names (`/dev/stdout`, `/dev/fd/N`): written directly.
    case descriptor(Int32)
    /// A character device, FIFO or socket (after following symbolic links): opened and written
    /// through, never replaced.
    case special(path: String)
    /// A regular file, existing or new (after following symbolic links): replaced atomically by
    /// a temporary file in `directory` renamed over `path`.
    case regular(path: String, directory: String, name: String)
  }

  /// The longest chain of symbolic links followed, as the kernel's `MAXSYMLINKS`.
  static let maximumSymbolicLinks = 40

  /// Decides where a write to `path` goes, and checks that it can succeed: the directory
  /// exists and is writable and the file name (and the temporary file's name) fits.
  ///
  /// Symbolic links are followed, including dangling ones (the write creates their target), so
  /// that the target is replaced and the link kept.
  /// - Throws: ``WriteError`` naming `path` and the problem: a directory, a symbolic-link loop, a
  ///   name or path too long, a missing or read-only directory.
  /// - Complexity: O(l) system calls for a chain of l symbolic links (at most 40).
  package static func destination(of path: String) throws -> Destination {
    func refuse(_ reason: String) -> WriteError {
      WriteError(path: path, step: "check the destination", reason: reason)
    }
    guard !path.isEmpty else { throw refuse("the path is empty") }
    guard !path.utf8.contains(0) else { throw refuse("the path contains a NUL byte") }
    if let descriptor = descriptorAlias(path) { return .descriptor(descriptor) }
    if let number = descriptorNumber(path) {
      // /dev/fd/N of a closed descriptor: the directory exists, but nothing can be created there.
      throw refuse("descriptor \(number) is not open (EBADF)")
    }
    guard path.utf8.count < Int(PATH_MAX) else {
      throw refuse("the path is longer than \(PATH_MAX - 1) bytes (ENAMETOOLONG)")
    }
    var current = path
    var followed = 0
    while true {
      var status = stat()
      if lstat(current, &status) != 0 {
        let code = errno
        if code == ENOENT { break }
        throw refuse(describe(errno: code))
      }
      let kind = status.st_mode & S_IFMT
      if kind == S_IFLNK {
        followed += 1
        guard followed <= maximumSymbolicLinks else {
          throw refuse(
            "too many levels of symbolic links (a symbolic-link loop?) (ELOOP)")
        }
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(current, &buffer, Int(PATH_MAX))
        guard count >= 0 else { throw refuse(describe(errno: errno)) }
        let target = String(
          decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        current =
          target.hasPrefix("/") ? target : parent(of: current) + "/" + target
        guard current.utf8.count < Int(PATH_MAX) else {
          throw refuse("the link target's path is longer than \(PATH_MAX - 1) bytes")
        }
        continue
      }
      if kind == S_IFDIR { throw refuse("it is a directory") }
      if kind != S_IFREG {
        guard access(current, W_OK) == 0 else { throw refuse(describe(errno: errno)) }
        return .special(path: current)
      }
      break
    }
    let directory = parent(of: current)
    let name = String(current.split(separator: "/", omittingEmptySubsequences: false).last ?? "")
    guard !name.isEmpty, name != ".", name != ".." else { throw refuse("it is a directory") }
    var status = stat()
    guard stat(directory, &status) == 0 else {
      let code = errno
      if code == ENOENT { throw refuse("no such directory: \(directory)") }
      throw refuse("directory \(directory): \(describe(errno: code))")
    }
    guard (status.st_mode & S_IFMT) == S_IFDIR else {
      throw refuse("\(directory) is not a directory")
    }
    let nameLimit = pathconf(directory, Int32(_PC_NAME_MAX))
    let limit = nameLimit > 0 ? Int(nameLimit) : Int(NAME_MAX)
    guard name.utf8.count <= limit else {
      throw refuse(
        "the file name is \(name.utf8.count) bytes, longer than the \(limit)-byte limit "
          + "(ENAMETOOLONG)")
    }
    guard access(directory, W_OK) == 0 else {
      throw refuse("cannot write in \(directory): \(describe(errno: errno))")
    }
    return .regular(path: current, directory: directory, name: name)
  }

  /// Checks, before anything is measured, that a write to `path` can succeed: the checks of
  /// ``destination(of:)``, and for a regular file the temporary file the write will need is
  /// created and removed again (a directory such as `/proc` passes the permission check but
  /// refuses new files). It is created as a write creates it, tracked for the signal cleanup.
  ///
  /// - Throws: ``WriteError`` naming `path` and the problem.
  package static func checkWritable(_ path: String) throws -> Destination {
    let destination = try destination(of: path)
    guard case .regular(_, let directory, let name) = destination else { return destination }
    let nameLimit = pathconf(directory, Int32(_PC_NAME_MAX))
    var template = temporaryTemplate(
      directory: directory, name: name, limit: nameLimit > 0 ? Int(nameLimit) : Int(NAME_MAX))
    let (descriptor, tracked) = createTracked(&template)
    guard descriptor >= 0 else {
      throw WriteError(
        path: path, step: "create a temporary file in \(directory)", reason: describe(errno: errno))
    }
    close(descriptor)
    unlink(template)
    SignalCleanup.forget(tracked)
    return destination
  }

  /// N when `path` is `/dev/fd/N` or `/proc/self/fd/N`, open or not.
  static func descriptorNumber(_ path: String) -> Int32? {
    for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
      if let number = Int32(path.dropFirst(prefix.count)), number >= 0 { return number }
    }
    return nil
  }

  /// The open descriptor a path names, found without opening anything: `/dev/stdout`,
  /// `/dev/stderr`, `/dev/fd/N` and `/proc/self/fd/N`; `nil` for any other path.
  package static func descriptorAlias(_ path: String) -> Int32? {
    switch path {
    case "/dev/stdout": return 1
    case "/dev/stderr": return 2
    default: break
    }
    guard let number = descriptorNumber(path), fcntl(number, F_GETFD) != -1 else { return nil }
    return number
  }

  /// The directory part of a path (`.` for a bare name, `/` for a top-level entry).
  static func parent(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    let head = path[..<slash]
    return head.isEmpty ? "/" : String(head)
  }

  /// The system's explanation of `code`, with the symbolic name where it helps.
  static func describe(errno code: Int32) -> String {
    let text = String(cString: strerror(code))
    switch code {
    case ELOOP: return "too many levels of symbolic links (a symbolic-link loop?) (ELOOP)"
    case ENAMETOOLONG: return "\(text) (ENAMETOOLONG)"
    case EFBIG:
      return "\(text) (EFBIG: the file-size limit, ulimit -f, or the file system's largest file)"
    default: return text
    }
  }
}
