#ifndef NAVBENCH_CBENCHSUPPORT_H
#define NAVBENCH_CBENCHSUPPORT_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Starts or stops counting the Swift runtime's retains and releases.
///
/// This target defines `swift_retain`, `swift_release`, their `_n` forms and the bridge-object
/// forms; linked into an executable (or a test bundle) these take precedence over the runtime's
/// for calls through the dynamic linker, forward to it unchanged, and, while counting is on, count
/// each call on the calling thread. Returns 1 when counting is on (or off, for `enable == 0`) and
/// 0 when it cannot be: a sanitizer build defines no interposers.
int navbench_arc_set_counting(int enable);

/// Reads the calling thread's cumulative retain and release counts (`retain_n(object, n)` counts
/// n). Either pointer may be NULL.
void navbench_arc_snapshot(uint64_t *_Nullable retains, uint64_t *_Nullable releases);

/// Calls `body(context)`. It is never inlined and its name is stable, so that valgrind's callgrind
/// can count the instructions executed inside it and nowhere else
/// (`--toggle-collect=navbench_measured_region`).
void navbench_measured_region(void (*_Nonnull body)(void *_Nullable), void *_Nullable context);

/// Turns off address-space layout randomisation for programs this process starts from now on
/// (`personality(ADDR_NO_RANDOMIZE)`); returns the previous persona to pass to
/// `navbench_restore_personality`, or -1 when the kernel refuses.
int navbench_disable_aslr_for_children(void);

/// Restores a persona returned by `navbench_disable_aslr_for_children`.
void navbench_restore_personality(int persona);

/// Pins the calling thread to the highest-numbered CPU its affinity allows (Linux
/// `sched_setaffinity`), the same one in every process started with the same affinity,
/// remembering its previous affinity for `navbench_unpin_current_thread`; returns the CPU, or -1
/// where threads cannot be pinned (another system, or the kernel refuses).
int navbench_pin_current_thread(void);

/// Restores the affinity the calling thread had before `navbench_pin_current_thread`.
void navbench_unpin_current_thread(void);

/// Asks the kernel to send `signal_number` to this process when the thread that started it
/// ends (Linux `PR_SET_PDEATHSIG`; navbench starts its children from its main thread), then
/// checks that its parent is still `parent`: returns 1 when linked, 0 when the parent is
/// already gone (the caller ends itself), -1 where the system offers no such link.
int navbench_end_with_parent(int parent, int signal_number);

/// Fixes glibc malloc's two moving thresholds for the rest of the process: allocations of
/// `mmap_bytes` or more are mapped fresh from the kernel (`M_MMAP_THRESHOLD`), and free memory at
/// the top of the heap beyond `trim_bytes` is returned to it (`M_TRIM_THRESHOLD`). Returns 1 when
/// both were set, 0 otherwise (another C library, a sanitizer's allocator, or a value glibc
/// refuses).
int navbench_fix_allocator_thresholds(int mmap_bytes, int trim_bytes);

/// The bytes glibc malloc holds in allocations mapped fresh from the kernel (`mallinfo2`'s
/// `hblkhd`), or -1 with another C library or a sanitizer's allocator.
long long navbench_allocator_mapped_bytes(void);

/// Removes the entries directly inside the directory at `path` (plain files: it does not
/// descend) and then the directory itself, with system calls only (`open`, `getdents64`,
/// `unlinkat`, `rmdir`), so that a signal handler may call it. Returns 0 when the directory is
/// gone, -1 otherwise (and always -1 outside Linux).
int navbench_remove_flat_directory(const char *_Nonnull path);

/// Removes every directory in `parent` named `navbench-KIND-PID-...` for this pid (the scratch
/// directories process `pid` created, `navbench-KIND-PID-UUID`), with their files: after
/// a child was killed before it could remove its own. Async-signal-safe (getdents64, openat,
/// unlinkat). Returns how many it removed, or -1 when `parent` cannot be opened (or off Linux).
int navbench_remove_scratch_of(const char *_Nonnull parent, int pid);

/// Opens a counter of the instructions retired by the calling thread in user space (Linux
/// `perf_event_open`, `PERF_COUNT_HW_INSTRUCTIONS` with `exclude_kernel`), or by the whole process
/// (macOS `proc_pid_rusage(RUSAGE_INFO_V4).ri_instructions`, Apple silicon). Returns a handle >= 0
/// for `navbench_retired_instructions_read`, or a negative errno value: `-ENOENT` or `-EOPNOTSUPP`
/// where the processor or a virtual machine offers no such counter, `-EACCES` or `-EPERM` where
/// `perf_event_paranoid` forbids it, `-ENOSYS` on other systems.
int navbench_retired_instructions_open(void);

/// Reads the counter's running total into `count`; returns 0, or a negative errno value.
int navbench_retired_instructions_read(int handle, uint64_t *_Nonnull count);

/// Closes a handle from `navbench_retired_instructions_open`.
void navbench_retired_instructions_close(int handle);

/// The value of `/proc/sys/kernel/perf_event_paranoid`, or `INT_MIN` where there is none.
int navbench_perf_event_paranoid(void);

#ifdef __cplusplus
}
#endif

#endif
