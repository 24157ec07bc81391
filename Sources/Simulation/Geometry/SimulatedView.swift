import Strategies

/// A headless `UIView`'s geometry: `bounds`, `center`, `transform`, `alpha`, and `frame`
/// derived from them as UIKit derives it.
///
/// ## UIKit's rules, as modelled
/// - `frame` is the bounding box of the view's bounds rectangle, transformed by `transform`
///   about the view's centre and placed at `center`. With the identity transform that is
///   `(center − bounds.size / 2, bounds.size)`.
/// - Changing `transform` changes neither `center` nor `bounds`; only the derived `frame`.
/// - Setting `frame` sets `center` to the frame's mid-point (less the transform's translation)
///   and `bounds.size` to the size whose transformed bounding box is the frame's size: under a
///   scale `s`, `frame.size / s`. UIKit documents `frame` as undefined when the transform is
///   not the identity; this is what it does in practice, and why a frame set on a scaled view
///   leaves it larger than the frame once the transform returns to identity.
/// - Setting `frame` never changes `bounds.origin`.
public final class SimulatedView {
  /// A name for reports.
  public let name: String
  /// The view's own coordinate rectangle.
  public var bounds: ViewRect
  /// The centre of the view in its superview's coordinates.
  public var center: ViewPoint
  /// The affine transform applied about the centre.
  public var transform: ViewTransform = .identity
  /// The opacity, 0 to 1.
  public var alpha: Double = 1
  /// Whether the view is in a container's hierarchy (on screen).
  public internal(set) var isInHierarchy = false
  /// The frame the view showed when a push covered it: where the pop that uncovers it must
  /// start its animation from (`nil` once that pop has started, or if never covered).
  public internal(set) var coveredFrame: ViewRect?

  /// Creates a view whose frame (under the identity transform) is `frame`.
  public init(name: String, frame: ViewRect) {
    self.name = name
    self.bounds = ViewRect(origin: .zero, size: frame.size)
    self.center = frame.mid
  }

  /// The rectangle the view occupies in its superview: the bounding box of its transformed
  /// bounds.
  public var frame: ViewRect {
    get {
      let halfWidth = bounds.width / 2
      let halfHeight = bounds.height / 2
      let corners = [
        ViewPoint(x: -halfWidth, y: -halfHeight), ViewPoint(x: halfWidth, y: -halfHeight),
        ViewPoint(x: -halfWidth, y: halfHeight), ViewPoint(x: halfWidth, y: halfHeight),
      ]
      let placed = corners.map { corner -> ViewPoint in
        let moved = transform.apply(to: corner)
        return ViewPoint(x: moved.x + center.x, y: moved.y + center.y)
      }
      return ViewRect.boundingBox(of: placed)
    }
    set {
      center = ViewPoint(x: newValue.midX - transform.tx, y: newValue.midY - transform.ty)
      bounds.size = Self.untransformedSize(for: newValue.size, under: transform)
    }
  }

  /// The size whose transformed bounding box is `size`: solves
  /// `width' = |a|·w + |c|·h`, `height' = |b|·w + |d|·h`. When that has no solution (a
  /// degenerate transform), the size is kept as given.
  static func untransformedSize(for size: ViewSize, under transform: ViewTransform) -> ViewSize {
    let (a, b, c, d) = (abs(transform.a), abs(transform.b), abs(transform.c), abs(transform.d))
    let determinant = a * d - c * b
    guard abs(determinant) > 1e-12 else { return size }
    let width = (d * size.width - c * size.height) / determinant
    let height = (a * size.height - b * size.width) / determinant
    return ViewSize(width: width, height: height)
  }
}

extension SimulatedView: CustomStringConvertible {
  /// `home frame (0.0, 0.0, 375.0, 667.0) bounds 375.0×667.0 transform identity`.
  public var description: String {
    "\(name) frame \(frame) bounds \(bounds.size) transform \(transform)"
  }
}
