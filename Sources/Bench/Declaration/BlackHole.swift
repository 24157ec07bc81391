/// Consumes a value so that the optimiser cannot remove the computation that produced it.
///
/// The function is neither inlined nor optimised, so the caller must materialise `value`.
/// - Complexity: O(1); a call costs a few nanoseconds.
@inline(never)
@_optimize(none)
public func blackHole<T>(_ value: T) {}

/// Returns `value` unchanged, hiding it from the optimiser so that it cannot be constant-folded.
///
/// - Complexity: O(1).
@inline(never)
@_optimize(none)
package func opaqueIdentity<T>(_ value: T) -> T {
  value
}
