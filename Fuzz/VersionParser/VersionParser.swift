// libFuzzer target for the version parsers: `PlatformVersion(parsing:)`,
// `VersionNumber(parsing:)` and `VersionSet(parsing:)`. Built and run by `Fuzz/run.sh`.
//
// The input is read as UTF-8 (invalid bytes become U+FFFD). Up to the first `|` it is one
// version-set text, after it a second one; each part is also tried as a version. A property
// that fails traps, so libFuzzer reports the input as a crash.
import Strategies

/// libFuzzer's entry point: parses the input as versions and version sets and checks that
/// every successful parse round-trips and that set algebra agrees with `contains`.
///
/// - Returns: 0 (libFuzzer reserves other values).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let parts = text.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false)
  for part in parts {
    checkVersion(part)
    checkVersionNumber(part)
  }
  let first = checkVersionSet(parts[0])
  if parts.count == 2, let first, let second = checkVersionSet(parts[1]) {
    checkAlgebra(first, second)
  }
  return 0
}

/// A successful `PlatformVersion(parsing:)` prints a canonical form that parses back equal.
private func checkVersion(_ text: Substring) {
  do {
    let version = try PlatformVersion(parsing: text)
    let canonical = version.description
    let again = try? PlatformVersion(parsing: canonical)
    guard again == version else {
      fatalError(
        "PlatformVersion \(version) printed as \"\(canonical)\" re-parsed as \(again as Any)")
    }
  } catch {
    check(!error.description.isEmpty, "empty error description")
  }
}

/// A successful `VersionNumber(parsing:)` prints a canonical form that parses back equal.
private func checkVersionNumber(_ text: Substring) {
  guard let number = try? VersionNumber(parsing: text) else { return }
  let again = try? VersionNumber(parsing: number.description)
  guard again == number else {
    fatalError("VersionNumber \(number) re-parsed as \(again as Any)")
  }
}

/// Parses a version set; on success checks that it is normalised and that its canonical form
/// parses back to an equal set. Returns the set, or `nil` when the text was refused.
private func checkVersionSet(_ text: Substring) -> VersionSet? {
  let set: VersionSet
  do {
    set = try VersionSet(parsing: text)
  } catch {
    check(!error.description.isEmpty, "empty error description")
    return nil
  }
  checkNormalised(set)
  let canonical = set.description
  do {
    let again = try VersionSet(parsing: canonical)
    guard again == set else {
      fatalError("VersionSet \"\(canonical)\" re-parsed as \"\(again)\"")
    }
  } catch {
    fatalError("VersionSet canonical form \"\(canonical)\" refused: \(error)")
  }
  // The set is the union of its comma-separated items, each parsed alone with the platform
  // it takes from the items before it (the first defaults to iOS).
  if text.contains(",") {
    var union = VersionSet.empty
    var platform = Platform.defaultPlatform
    for rawItem in text.split(separator: ",", omittingEmptySubsequences: false) {
      let name = rawItem.drop(while: { $0.isASCII && $0.isWhitespace }).prefix(while: {
        $0.isASCII && $0.isLetter
      })
      var item = String(rawItem)
      if let named = Platform(name: name) {
        platform = named
      } else if name.isEmpty, rawItem.contains(where: { $0.isNumber || $0 == "." }) {
        item = "\(platform) \(rawItem)"
      }
      // `*` is every version of every platform, alone or as an item.
      guard let itemSet = try? VersionSet(parsing: item) else {
        fatalError("item \"\(item)\" of the accepted set \"\(text)\" is refused alone")
      }
      union = union.union(itemSet)
    }
    guard union == set else {
      fatalError("\"\(text)\" parsed as \"\(set)\" but its items union to \"\(union)\"")
    }
  }
  return set
}

/// Ranges are sorted by platform and lower bound, non-empty, disjoint and not adjacent.
private func checkNormalised(_ set: VersionSet) {
  for range in set.ranges {
    if let upper = range.upperBound {
      check(range.lowerBound < upper, "empty range \(range) in \(set)")
    }
  }
  for (previous, next) in zip(set.ranges, set.ranges.dropFirst()) {
    guard previous.platform == next.platform else {
      check(previous.platform < next.platform, "platforms out of order in \(set)")
      continue
    }
    guard let upper = previous.upperBound, upper < next.lowerBound else {
      fatalError("\(previous) and \(next) overlap or touch in \(set)")
    }
  }
}

/// Union and intersection agree with `contains` at every boundary of both sets, and their
/// canonical forms parse back when they fit the parser's limits.
private func checkAlgebra(_ a: VersionSet, _ b: VersionSet) {
  let union = a.union(b)
  let intersection = a.intersection(b)
  check(union == b.union(a), "union is not commutative: \(a) | \(b)")
  check(intersection == b.intersection(a), "intersection is not commutative: \(a) | \(b)")
  check(a.intersects(b) == !intersection.isEmpty, "intersects disagrees: \(a) | \(b)")
  checkNormalised(union)
  checkNormalised(intersection)
  for version in probes(a, b) {
    let inA = a.contains(version)
    let inB = b.contains(version)
    guard union.contains(version) == (inA || inB) else {
      fatalError("\(version): in \(a)? \(inA), in \(b)? \(inB), in the union \(union)?")
    }
    guard intersection.contains(version) == (inA && inB) else {
      fatalError(
        "\(version): in \(a)? \(inA), in \(b)? \(inB), in the intersection \(intersection)?")
    }
  }
  for set in [union, intersection] where fitsParserLimits(set) {
    guard (try? VersionSet(parsing: set.description)) == set else {
      fatalError("VersionSet \"\(set)\" does not parse back")
    }
  }
}

/// Whether `set`'s canonical form is within the item and length limits of the parser.
private func fitsParserLimits(_ set: VersionSet) -> Bool {
  set.ranges.count <= VersionSet.maximumItemCount
    && set.description.utf8.count <= VersionSet.maximumTextLength
}

/// The versions where membership can change: every bound of both sets, and its neighbours, on
/// each bound's platform (at most 64 ranges per set, to keep an input fast).
private func probes(_ a: VersionSet, _ b: VersionSet) -> [PlatformVersion] {
  var result: [PlatformVersion] = []
  for range in a.ranges.prefix(64) + b.ranges.prefix(64) {
    var numbers: [VersionNumber?] = [range.lowerBound, range.lowerBound.predecessor]
    numbers.append(range.lowerBound.successor)
    if let upper = range.upperBound {
      numbers += [upper, upper.predecessor, upper.successor]
    }
    for number in numbers.compactMap({ $0 }) {
      result.append(PlatformVersion(range.platform, number))
    }
  }
  result.append(PlatformVersion(.iOS, .zero))
  result.append(PlatformVersion(.visionOS, VersionNumber(.max, .max, .max)))
  return result
}

/// Traps with `message` when `condition` is false. Unlike `precondition`, it prints the message
/// in optimised builds, so libFuzzer's log says which property failed.
private func check(
  _ condition: Bool, _ message: @autoclosure () -> String, line: UInt = #line
) {
  if !condition { fatalError(message(), line: line) }
}
