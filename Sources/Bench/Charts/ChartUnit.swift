/// How a chart formats values on its axis and in tooltips.
package enum ChartUnit: Sendable, Equatable {
  /// Nanoseconds, shown as ns/µs/ms/s.
  case nanoseconds
  /// Bytes, shown as B/KiB/MiB.
  case bytes
  /// Plain counts, shown with k/M suffixes.
  case count
  /// Ratios, shown as `1.5×`.
  case ratio
  /// Sizes n, shown as `100`, `1k`, `10k`, `1.5M`.
  case size

  /// Formats a value.
  package func format(_ value: Double) -> String {
    switch self {
    case .nanoseconds: return Format.duration(nanoseconds: value)
    case .bytes: return Format.bytes(value)
    case .count: return Format.count(value)
    case .ratio: return Format.ratio(value)
    case .size: return Format.size(value)
    }
  }

  /// Formats a tick value compactly, without trailing zeros: `1 µs`, `0.5×`, `20 ns`.
  /// Sizes switch to `k` from a thousand up, so an axis never shows `1000` beside `10k`.
  package func formatTick(_ value: Double) -> String {
    if self == .size && abs(value) >= 1_000 && abs(value) < 1e6 {
      return Format.trimmingZeros(Format.significant(value / 1_000)) + "k"
    }
    return Format.trimmingZeros(format(value))
  }
}
