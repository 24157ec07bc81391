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
    Format.trimmingZeros(format(value))
  }
}
