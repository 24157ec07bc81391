import Strategies

/// A point, in points (`CGPoint`).
public struct ViewPoint: Hashable, Sendable, CustomStringConvertible {
  /// The horizontal coordinate.
  public var x: Double
  /// The vertical coordinate.
  public var y: Double

  /// Creates a point.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin.
  public static let zero = ViewPoint(x: 0, y: 0)

  /// `(10.0, 20.0)`.
  public var description: String { "(\(x), \(y))" }
}

/// A size, in points (`CGSize`).
public struct ViewSize: Hashable, Sendable, CustomStringConvertible {
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// Creates a size.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The empty size.
  public static let zero = ViewSize(width: 0, height: 0)

  /// `375.0×667.0`.
  public var description: String { "\(width)×\(height)" }
}

/// A rectangle, in points (`CGRect`).
public struct ViewRect: Hashable, Sendable, CustomStringConvertible {
  /// The top-left corner.
  public var origin: ViewPoint
  /// The size.
  public var size: ViewSize

  /// Creates a rectangle from its origin and size.
  public init(origin: ViewPoint, size: ViewSize) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from its components.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: ViewPoint(x: x, y: y), size: ViewSize(width: width, height: height))
  }

  /// The empty rectangle at the origin.
  public static let zero = ViewRect(origin: .zero, size: .zero)

  /// The smallest x.
  public var minX: Double { origin.x }
  /// The smallest y.
  public var minY: Double { origin.y }
  /// The largest x.
  public var maxX: Double { origin.x + size.width }
  /// The largest y.
  public var maxY: Double { origin.y + size.height }
  /// The centre's x.
  public var midX: Double { origin.x + size.width / 2 }
  /// The centre's y.
  public var midY: Double { origin.y + size.height / 2 }
  /// The centre.
  public var mid: ViewPoint { ViewPoint(x: midX, y: midY) }
  /// The width.
  public var width: Double { size.width }
  /// The height.
  public var height: Double { size.height }

  /// Whether `other` lies inside this rectangle (edges included), within `tolerance`.
  public func contains(_ other: ViewRect, tolerance: Double = 1e-9) -> Bool {
    other.minX >= minX - tolerance && other.minY >= minY - tolerance
      && other.maxX <= maxX + tolerance && other.maxY <= maxY + tolerance
  }

  /// Whether the two rectangles are equal within `tolerance` on every edge.
  public func isApproximatelyEqual(to other: ViewRect, tolerance: Double = 1e-9) -> Bool {
    abs(minX - other.minX) <= tolerance && abs(minY - other.minY) <= tolerance
      && abs(maxX - other.maxX) <= tolerance && abs(maxY - other.maxY) <= tolerance
  }

  /// The bounding box of `points`; `.zero` for none.
  static func boundingBox(of points: [ViewPoint]) -> ViewRect {
    guard let first = points.first else { return .zero }
    var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
    for point in points.dropFirst() {
      minX = min(minX, point.x)
      minY = min(minY, point.y)
      maxX = max(maxX, point.x)
      maxY = max(maxY, point.y)
    }
    return ViewRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// `(0.0, 0.0, 375.0, 667.0)`.
  public var description: String { "(\(minX), \(minY), \(width), \(height))" }
}

extension ViewTransform {
  /// Applies the transform to `point`: `(a·x + c·y + tx, b·x + d·y + ty)`.
  public func apply(to point: ViewPoint) -> ViewPoint {
    ViewPoint(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
  }
}
