/// How a chart formats values on its axis and in tooltips.
public enum ChartUnit: Sendable, Equatable {
  /// Nanoseconds, shown as ns/µs/ms/s.
  case nanoseconds
  /// Bytes, shown as B/KiB/MiB.
  case bytes
  /// Plain counts, shown with k/M suffixes.
  case count
  /// Ratios, shown as `1.5×`.
  case ratio

  /// Formats a value.
  public func format(_ value: Double) -> String {
    switch self {
    case .nanoseconds: return Format.duration(nanoseconds: value)
    case .bytes: return Format.bytes(value)
    case .count: return Format.count(value)
    case .ratio: return Format.ratio(value)
    }
  }

  /// Formats a tick value compactly, without trailing zeros: `1 µs`, `0.5×`, `20 ns`.
  public func formatTick(_ value: Double) -> String {
    let text = format(value)
    let number = text.prefix { $0.isNumber || $0 == "." || $0 == "-" }
    guard number.contains(".") else { return text }
    var trimmed = String(number)
    while trimmed.hasSuffix("0") { trimmed.removeLast() }
    if trimmed.hasSuffix(".") { trimmed.removeLast() }
    return trimmed + text.dropFirst(number.count)
  }
}
