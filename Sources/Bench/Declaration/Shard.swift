/// One of `count` disjoint parts of a set of benchmarks, so that a CI job matrix can spread a
/// run over machines: `Shard("2/4")` is the second of four.
///
/// A shard takes whole benchmarks (every variant and size of one benchmark in one
/// configuration), so that its comparisons and scaling fits are complete and measured on one
/// machine. Benchmarks are ordered by name and configuration and dealt round-robin, so the
/// shards of one selection are disjoint, cover it, and differ in size by one benchmark at most.
package struct Shard: Sendable, Equatable, CustomStringConvertible {
  /// The shard's number, from 1.
  package let index: Int
  /// How many shards there are.
  package let count: Int

  /// The largest shard count accepted.
  package static let maximumCount = 1_000

  /// Why a shard specification is invalid.
  package enum ParseError: Error, Equatable, CustomStringConvertible {
    /// Not of the form `i/n`.
    case malformed(String)
    /// `n` is not in 1...``maximumCount``, or `i` is not in 1...n.
    case outOfRange(String)

    /// The message.
    package var description: String {
      switch self {
      case .malformed(let text):
        return "\"\(ControlEscaping.clip(text))\" is not a shard: "
          + "write i/n, for example 1/4 (the first of four)"
      case .outOfRange(let text):
        return "\"\(ControlEscaping.clip(text))\" is out of range: "
          + "i/n needs 1 ≤ i ≤ n ≤ \(Shard.maximumCount)"
      }
    }
  }

  /// Creates shard `index` of `count`.
  ///
  /// - Throws: ``ParseError/outOfRange(_:)`` unless 1 ≤ index ≤ count ≤ ``maximumCount``.
  package init(index: Int, of count: Int) throws(ParseError) {
    guard count >= 1, count <= Self.maximumCount, index >= 1, index <= count else {
      throw .outOfRange("\(index)/\(count)")
    }
    self.index = index
    self.count = count
  }

  /// Parses `i/n`.
  ///
  /// - Throws: ``ParseError`` for anything else, or values out of range.
  package init(_ text: String) throws(ParseError) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) }),
      parts.allSatisfy({ $0.allSatisfy(\.isNumber) })
    else { throw .malformed(text) }
    guard let index = Int(parts[0]), let count = Int(parts[1]) else {
      throw .outOfRange(text)
    }
    try self.init(index: index, of: count)
  }

  /// `i/n`.
  package var description: String { "\(index)/\(count)" }

  /// The benchmarks of this shard.
  ///
  /// - Complexity: O(n log n) in the number of benchmarks.
  package func select(_ benchmarks: [Benchmark]) -> [Benchmark] {
    let order = benchmarks.indices.sorted {
      (benchmarks[$0].name, benchmarks[$0].configuration)
        < (benchmarks[$1].name, benchmarks[$1].configuration)
    }
    let chosen = Set(order.enumerated().filter { $0.offset % count == index - 1 }.map(\.element))
    return benchmarks.indices.filter(chosen.contains).map { benchmarks[$0] }
  }
}
