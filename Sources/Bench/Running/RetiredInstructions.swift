import Foundation

#if canImport(CBenchSupport)
  import CBenchSupport
#endif

/// The instructions the processor retires for this process, read from its own counter: the one
/// small interface over what each system offers.
///
/// - Linux: performance events (`perf_event_open`, `PERF_COUNT_HW_INSTRUCTIONS`), user space
///   only (`exclude_kernel`), for the calling thread. Offered where the processor has a
///   counter the kernel exposes (a virtual machine often has none: `ENOENT`) and
///   `/proc/sys/kernel/perf_event_paranoid` is at most 2.
/// - macOS: `proc_pid_rusage(RUSAGE_INFO_V4).ri_instructions`, for the whole process, on Apple
///   silicon (an Intel Mac reports 0 and is treated as offering none). Compiled and
///   type-checked against an Apple SDK, but not run on the machines navbench is built on.
///
/// Counts of user-space instructions do not move with the machine's load, so an instruction
/// count from the counter decides a comparison as valgrind's does; unlike valgrind's they
/// include no simulation, and the code runs at full speed.
package struct RetiredInstructions: Sendable {
  /// The counter's handle.
  let handle: Int32
  /// Where the counts come from, in words.
  package let source: String

  /// Reads the running total, or `nil` when the counter cannot be read.
  package func read() -> UInt64? {
    var count: UInt64 = 0
    return navbench_retired_instructions_read(handle, &count) == 0 ? count : nil
  }

  /// Opens the counter, or says why this system offers none. The counter stays open for the
  /// rest of the process (one per measuring child).
  package static func open() -> Probe<RetiredInstructions> {
    let handle = navbench_retired_instructions_open()
    guard handle >= 0 else {
      let paranoid = navbench_perf_event_paranoid()
      return .unavailable(
        reason: unavailableReason(
          errno: -handle, paranoid: paranoid == Int32.min ? nil : Int(paranoid)))
    }
    #if os(Linux)
      let source = "hardware counter (Linux perf events, user space)"
    #else
      let source = "hardware counter (proc_pid_rusage ri_instructions)"
    #endif
    let counter = RetiredInstructions(handle: handle, source: source)
    guard counter.read() != nil else {
      navbench_retired_instructions_close(handle)
      return .unavailable(reason: "the retired-instructions counter opened but cannot be read")
    }
    return .available(counter)
  }

  /// Whether this system offers the counter, or why not (the counter is opened and closed).
  package static func probe() -> String? {
    switch open() {
    case .available(let counter):
      navbench_retired_instructions_close(counter.handle)
      return nil
    case .unavailable(let reason):
      return reason
    }
  }

  /// Why the counter cannot be opened, from the error `perf_event_open` (or
  /// `proc_pid_rusage`) gave and the kernel's `perf_event_paranoid` level where there is one.
  package static func unavailableReason(errno code: Int32, paranoid: Int?) -> String {
    switch code {
    case ENOENT, ENODEV:
      return "the processor offers no retired-instructions counter here (a virtual machine "
        + "without a virtual PMU, or a kernel without it)"
    case EOPNOTSUPP:
      return "this processor does not count retired instructions for one process (user "
        + "space only)"
    case EACCES, EPERM:
      let level = paranoid.map { "perf_event_paranoid is \($0)" } ?? "perf events are not permitted"
      return "\(level); counting one's own process needs at most 2 "
        + "(sysctl -w kernel.perf_event_paranoid=2)"
    case ENOSYS:
      #if os(Linux)
        return "the kernel has no performance events (perf_event_open)"
      #else
        return "this system offers no per-process instruction counter"
      #endif
    case EMFILE, ENFILE:
      return "no file descriptor left for the counter"
    default:
      return "the retired-instructions counter cannot be opened: "
        + String(cString: strerror(code))
    }
  }
}
