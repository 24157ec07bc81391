import Foundation

/// Human-readable formatting of durations, byte counts, counts and ratios.
///
/// Values get three significant digits and a unit chosen so that the number lies in [1, 1000):
/// `12.3 ns`, `1.50 µs`, `250 ms`; `512 B`, `1.50 KiB`, `3.00 MiB`.
public enum Format {
  /// Formats nanoseconds as ns, µs, ms or s.
  ///
  /// - Complexity: O(1).
  public static func duration(nanoseconds: Double) -> String {
    guard nanoseconds.isFinite else { return nanoseconds.isNaN ? "n/a" : "∞" }
    let magnitude = abs(nanoseconds)
    if magnitude < 1_000 { return significant(nanoseconds) + " ns" }
    if magnitude < 1_000_000 { return significant(nanoseconds / 1_000) + " µs" }
    if magnitude < 1_000_000_000 { return significant(nanoseconds / 1_000_000) + " ms" }
    return significant(nanoseconds / 1_000_000_000) + " s"
  }

  /// Formats seconds as a duration.
  public static func duration(seconds: Double) -> String {
    duration(nanoseconds: seconds * 1e9)
  }

  /// An exact byte count with thousands separators: `67,108,865 bytes`, `1 byte`.
  ///
  /// - Complexity: O(digits).
  package static func byteCount(_ bytes: UInt64) -> String {
    let digits = Array(String(bytes))
    var text = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0, (digits.count - offset) % 3 == 0 { text.append(",") }
      text.append(digit)
    }
    return text + (bytes == 1 ? " byte" : " bytes")
  }

  /// A size limit in binary units and exactly: `64 MiB (67,108,864 bytes)`.
  package static func byteLimit(_ limit: UInt64) -> String {
    "\(trimmingZeros(Format.bytes(Double(limit)))) (\(byteCount(limit)))"
  }

  /// Why a size is refused, exactly enough to see the excess however small:
  /// `67,108,865 bytes, 1 byte over the 64 MiB (67,108,864 bytes) limit`.
  package static func sizeOverLimit(_ size: UInt64, limit: UInt64) -> String {
    let excess = size > limit ? size - limit : 0
    return "\(byteCount(size)), \(byteCount(excess)) over the \(byteLimit(limit)) limit"
  }

  /// Formats a byte count in binary units: B, KiB, MiB, GiB, TiB.
  ///
  /// - Complexity: O(1).
  public static func bytes(_ bytes: Double) -> String {
    guard bytes.isFinite else { return "n/a" }
    let units = ["B", "KiB", "MiB", "GiB", "TiB"]
    var value = bytes
    var unit = 0
    while abs(value) >= 1_024 && unit < units.count - 1 {
      value /= 1_024
      unit += 1
    }
    if unit == 0 && value == value.rounded() { return "\(Int(value)) B" }
    return significant(value) + " " + units[unit]
  }

  /// Formats a count (for example allocations per operation) with three significant digits,
  /// switching to k/M/G suffixes from a thousand up.
  public static func count(_ value: Double) -> String {
    guard value.isFinite else { return "n/a" }
    if value == 0 { return "0" }
    let magnitude = abs(value)
    if magnitude >= 1e9 { return significant(value / 1e9) + "G" }
    if magnitude >= 1e6 { return significant(value / 1e6) + "M" }
    if magnitude >= 1e3 { return significant(value / 1e3) + "k" }
    return significant(value)
  }

  /// Formats instructions per operation: exact to two decimals below a million (`71`, `92.5`),
  /// three significant digits with a suffix above.
  public static func instructions(_ value: Double) -> String {
    guard value.isFinite else { return "n/a" }
    if abs(value) >= 1e6 { return count(value) }
    var text = String(format: "%.2f", value)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }

  /// Formats a ratio as `1.23×`.
  public static func ratio(_ value: Double) -> String {
    guard value.isFinite else { return "∞" }
    return significant(value) + "×"
  }

  /// Formats a fraction as a signed percentage: `+12.3%`, `-4.00%`.
  package static func percentChange(_ fraction: Double) -> String {
    guard fraction.isFinite else { return fraction > 0 ? "+∞%" : "n/a" }
    let text = significant(abs(fraction * 100)) + "%"
    return (fraction < 0 ? "-" : "+") + text
  }

  /// Formats a fraction as a percentage: `5.00%`.
  package static func percent(_ fraction: Double) -> String {
    significant(fraction * 100) + "%"
  }

  /// Formats a size compactly: `1`, `100`, `1k`, `10k`, `1M`, `1.5M` (one suffix from a
  /// thousand up, so a column never shows `1000` beside `10k`).
  public static func size(_ value: Double) -> String {
    // Beyond 10^18 (and infinities, NaN) a size is printed as a plain number, never as an `Int`.
    guard abs(value) < 1e18 else { return String(format: "%g", value) }
    let magnitude = abs(value)
    func compact(_ scaled: Double, _ suffix: String) -> String {
      let rounded = (scaled * 100).rounded() / 100
      return (rounded == rounded.rounded() ? String(Int(rounded)) : trimmed(rounded)) + suffix
    }
    if magnitude >= 1e9 { return compact(value / 1e9, "G") }
    if magnitude >= 1e6 { return compact(value / 1e6, "M") }
    if magnitude >= 1e3 { return compact(value / 1e3, "k") }
    return value == value.rounded() ? String(Int(value)) : trimmed(value)
  }

  /// Three significant digits, without exponent notation: 1.23, 12.3, 123, 1234.
  public static func significant(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "n/a" : (value > 0 ? "∞" : "-∞") }
    let magnitude = abs(value)
    let decimals: Int
    if magnitude == 0 || magnitude >= 100 {
      decimals = 0
    } else if magnitude >= 10 {
      decimals = 1
    } else if magnitude >= 1 {
      decimals = 2
    } else {
      decimals = min(2 - Int(log10(magnitude).rounded(.down)), 12)
    }
    return String(format: "%.\(decimals)f", value)
  }

  /// Removes trailing zeros from the number at the start of `text`: `2.00 s` → `2 s`,
  /// `1.20 s` → `1.2 s`, `0.500×` → `0.5×`.
  package static func trimmingZeros(_ text: String) -> String {
    let number = text.prefix { $0.isNumber || $0 == "." || $0 == "-" }
    guard number.contains(".") else { return text }
    var trimmed = String(number)
    while trimmed.hasSuffix("0") { trimmed.removeLast() }
    if trimmed.hasSuffix(".") { trimmed.removeLast() }
    return trimmed + text.dropFirst(number.count)
  }

  private static func trimmed(_ value: Double) -> String {
    var text = String(format: "%.2f", value)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }
}
