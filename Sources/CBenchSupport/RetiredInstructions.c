// The instructions the calling thread (Linux) or process (macOS) retires, read from the
// processor's own counter: Linux perf events (user space only), or macOS's per-process resource
// usage. Where neither is offered, every call says why with an errno value.

#define _GNU_SOURCE 1
#include "CBenchSupport.h"

#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>

#if defined(__linux__)
#include <fcntl.h>
#include <linux/perf_event.h>
#include <sys/syscall.h>
#include <unistd.h>

int navbench_retired_instructions_open(void) {
  struct perf_event_attr attributes;
  memset(&attributes, 0, sizeof attributes);
  attributes.type = PERF_TYPE_HARDWARE;
  attributes.size = sizeof attributes;
  attributes.config = PERF_COUNT_HW_INSTRUCTIONS;
  // User space only: what the code under test executes, not the kernel's work for it (page
  // faults, system calls), and what perf_event_paranoid 2 still permits.
  attributes.exclude_kernel = 1;
  attributes.exclude_hv = 1;
  attributes.exclude_guest = 1;
  long handle = syscall(SYS_perf_event_open, &attributes, 0, -1, -1, PERF_FLAG_FD_CLOEXEC);
  if (handle < 0) return -errno;
  return (int)handle;
}

int navbench_retired_instructions_read(int handle, uint64_t *count) {
  uint64_t value = 0;
  for (;;) {
    ssize_t got = read(handle, &value, sizeof value);
    if (got == (ssize_t)sizeof value) break;
    if (got < 0 && errno == EINTR) continue;
    return got < 0 ? -errno : -EIO;
  }
  *count = value;
  return 0;
}

void navbench_retired_instructions_close(int handle) {
  if (handle >= 0) close(handle);
}

int navbench_perf_event_paranoid(void) {
  int file = open("/proc/sys/kernel/perf_event_paranoid", O_RDONLY | O_CLOEXEC);
  if (file < 0) return INT_MIN;
  char text[32];
  ssize_t got = read(file, text, sizeof text - 1);
  close(file);
  if (got <= 0) return INT_MIN;
  text[got] = 0;
  char *end = NULL;
  long value = strtol(text, &end, 10);
  if (end == text || value < INT_MIN + 1 || value > INT_MAX) return INT_MIN;
  return (int)value;
}

#elif defined(__APPLE__)
#include <sys/resource.h>
#include <unistd.h>

// Declared in <libproc.h>, which only the macOS SDK ships; the function is in libSystem on
// every Apple platform.
extern int proc_pid_rusage(int pid, int flavor, rusage_info_t *buffer);

int navbench_retired_instructions_open(void) {
  struct rusage_info_v4 info;
  memset(&info, 0, sizeof info);
  if (proc_pid_rusage(getpid(), RUSAGE_INFO_V4, (rusage_info_t *)&info) != 0) return -errno;
  // Intel Macs report 0: no per-process count there.
  if (info.ri_instructions == 0) return -EOPNOTSUPP;
  return 0;
}

int navbench_retired_instructions_read(int handle, uint64_t *count) {
  if (handle != 0) return -EBADF;
  struct rusage_info_v4 info;
  memset(&info, 0, sizeof info);
  if (proc_pid_rusage(getpid(), RUSAGE_INFO_V4, (rusage_info_t *)&info) != 0) return -errno;
  *count = info.ri_instructions;
  return 0;
}

void navbench_retired_instructions_close(int handle) { (void)handle; }

int navbench_perf_event_paranoid(void) { return INT_MIN; }

#else

int navbench_retired_instructions_open(void) { return -ENOSYS; }

int navbench_retired_instructions_read(int handle, uint64_t *count) {
  (void)handle;
  (void)count;
  return -ENOSYS;
}

void navbench_retired_instructions_close(int handle) { (void)handle; }

int navbench_perf_event_paranoid(void) { return INT_MIN; }

#endif
