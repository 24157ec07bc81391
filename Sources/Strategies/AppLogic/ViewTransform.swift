/// A 2-D affine transform, as `CGAffineTransform` holds it: `[a b; c d]` plus a translation.
///
/// A point `(x, y)` maps to `(a·x + c·y + tx, b·x + d·y + ty)`.
public struct ViewTransform: Hashable, Sendable, CustomStringConvertible {
  /// Row 1, column 1.
  public var a: Double
  /// Row 1, column 2.
  public var b: Double
  /// Row 2, column 1.
  public var c: Double
  /// Row 2, column 2.
  public var d: Double
  /// Horizontal translation.
  public var tx: Double
  /// Vertical translation.
  public var ty: Double

  /// Creates a transform from its six values.
  @inlinable
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The identity transform.
  public static let identity = ViewTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A scale by `x` horizontally and `y` vertically.
  public static func scale(x: Double, y: Double) -> ViewTransform {
    ViewTransform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
  }

  /// A translation.
  package static func translation(x: Double, y: Double) -> ViewTransform {
    ViewTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
  }

  /// Whether this is the identity.
  @inlinable
  package var isIdentity: Bool { a == 1 && b == 0 && c == 0 && d == 1 && tx == 0 && ty == 0 }

  /// `scale(0.5, 0.5)`, `identity`, or the six values.
  public var description: String {
    if isIdentity { return "identity" }
    if b == 0, c == 0, tx == 0, ty == 0 { return "scale(\(a), \(d))" }
    return "[\(a) \(b) \(c) \(d) \(tx) \(ty)]"
  }
}
