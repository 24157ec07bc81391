#if !canImport(CBenchSupport)
  // Bench compiled without its C target (Fuzz/run.sh compiles the Swift sources alone): no
  // retain/release counting (reported unavailable), no ASLR control, a plain measured region,
  // glibc's allocator thresholds left as they are, no scratch-directory removal on a signal, no
  // link to a parent's life, and no retired-instructions counter.
  import Foundation

  func navbench_arc_set_counting(_ enable: Int32) -> Int32 { 0 }

  func navbench_arc_snapshot(
    _ retains: UnsafeMutablePointer<UInt64>?, _ releases: UnsafeMutablePointer<UInt64>?
  ) {}

  @inline(never)
  func navbench_measured_region(
    _ body: @convention(c) (UnsafeMutableRawPointer?) -> Void, _ context: UnsafeMutableRawPointer?
  ) {
    body(context)
  }

  func navbench_disable_aslr_for_children() -> Int32 { -1 }

  func navbench_restore_personality(_ persona: Int32) {}

  func navbench_pin_current_thread() -> Int32 { -1 }

  func navbench_unpin_current_thread() {}

  func navbench_end_with_parent(_ parent: Int32, _ signalNumber: Int32) -> Int32 { -1 }

  func navbench_fix_allocator_thresholds(_ mmapBytes: Int32, _ trimBytes: Int32) -> Int32 { 0 }

  func navbench_allocator_mapped_bytes() -> Int64 { -1 }

  @discardableResult
  func navbench_remove_flat_directory(_ path: UnsafePointer<CChar>) -> Int32 { -1 }

  @discardableResult
  func navbench_remove_scratch_of(_ parent: UnsafePointer<CChar>, _ pid: Int32) -> Int32 { -1 }

  func navbench_retired_instructions_open() -> Int32 { -ENOSYS }

  func navbench_retired_instructions_read(_ handle: Int32, _ count: UnsafeMutablePointer<UInt64>)
    -> Int32
  { -ENOSYS }

  func navbench_retired_instructions_close(_ handle: Int32) {}

  func navbench_perf_event_paranoid() -> Int32 { Int32.min }
#endif
