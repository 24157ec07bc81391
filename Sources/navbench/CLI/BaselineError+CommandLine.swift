import Bench

extension BaselineError {
  /// The message navbench prints for a file read as `source`: the file named as a baseline or
  /// a run, and what to do in navbench's commands (the JSON a verb writes, a baseline saved
  /// again).
  func commandLineMessage(readAs source: BaselineLimits.Source) -> String {
    let noun = source.noun
    switch self {
    case .missing(let path):
      return "\(noun) \(path) does not exist"
    case .unreadable(let path, let reason):
      return "\(noun) \(path) cannot be read: \(reason)"
    case .tooLarge(let path, let size, let limit):
      return "\(noun) \(path) is \(Format.sizeOverLimit(size, limit: limit))"
    case .tooDeep(let path, let limit):
      return "\(noun) \(path) nests JSON deeper than \(limit) levels"
    case .corrupt(let path, let detail):
      return "\(noun) \(path) is corrupt: \(detail)"
    case .wrongKind(let path, let found, let expected):
      let article = found.first.map { "aeiou".contains($0.lowercased()) } == true ? "an" : "a"
      return "\(noun) \(path) is \(article) \(found) document, not a \(expected) "
        + "(expected kind \(expected)): give the JSON of navbench \(expected) --format json"
    case .unsupportedSchema(let path, let found, let supported) where found < 1:
      return "\(noun) \(path) has schema version \(found), which is not a valid version "
        + "(versions start at 1; this version of navbench reads 1 to \(supported)): the file is "
        + "not a run navbench wrote, or it was edited"
    case .unsupportedSchema(let path, let found, let supported):
      // A baseline can be saved again; a run to read was written by a newer navbench.
      return "\(noun) \(path) has schema version \(found); this version of navbench reads "
        + "versions 1 to \(supported) (a newer navbench wrote it: "
        + (source == .baseline
          ? "compare with that version, or save the baseline again with this one: "
            + "navbench baseline save \(path))"
          : "read it with that version)")
    }
  }
}
