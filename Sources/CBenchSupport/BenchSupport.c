// Small C helpers for the Bench library: retain/release counting (interposing the runtime's
// entry points), the measured region that valgrind counts, and ASLR control for child processes.

#define _GNU_SOURCE 1
#include "CBenchSupport.h"

#include <dlfcn.h>
#include <stddef.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif
#include <sys/personality.h>
#ifdef __linux__
#include <fcntl.h>
#include <sched.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

#if defined(__has_feature)
#if __has_feature(thread_sanitizer) || __has_feature(address_sanitizer)
#define NAVBENCH_NO_ARC_HOOKS 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define NAVBENCH_NO_ARC_HOOKS 1
#endif

// The executable's definitions of the runtime's retain and release entry points take precedence
// over libswiftCore's for every call made through the dynamic linker (compiled Swift code calls
// them through the PLT), as CAllocCounter does for malloc. Each forwards, unchanged, to the
// runtime's own definition (found with dlsym(RTLD_NEXT)), and counts the call on the calling
// thread only while counting is on. (The runtime's own hook pointers, `_swift_retain` and
// friends, are not used: with them on, swift_bridgeObjectRetain strips the tag bits of small
// strings and hands their characters to the hook as if they were an object.)

static _Thread_local uint64_t navbench_retains;
static _Thread_local uint64_t navbench_releases;

#ifndef NAVBENCH_NO_ARC_HOOKS

static _Atomic int navbench_counting;

typedef void *(*navbench_retain_fn)(void *);
typedef void (*navbench_release_fn)(void *);
typedef void *(*navbench_retain_n_fn)(void *, uint32_t);
typedef void (*navbench_release_n_fn)(void *, uint32_t);

static navbench_retain_fn real_retain;
static navbench_release_fn real_release;
static navbench_retain_n_fn real_retain_n;
static navbench_release_n_fn real_release_n;
static navbench_retain_fn real_bridge_retain;
static navbench_release_fn real_bridge_release;
static navbench_retain_n_fn real_bridge_retain_n;
static navbench_release_n_fn real_bridge_release_n;

#define NAVBENCH_RESOLVE(variable, name)                                                          \
  do {                                                                                            \
    if (__builtin_expect(variable == NULL, 0)) {                                                  \
      variable = (__typeof__(variable))dlsym(RTLD_NEXT, name);                                    \
    }                                                                                             \
  } while (0)

// A native object pointer (what the runtime retains) is positive as a signed word; a bridge
// object also has no tag bits in its top byte.
static inline int navbench_native(void *object) { return (intptr_t)object > 0; }
static inline int navbench_native_bridge(void *object) {
  return (intptr_t)object > 0 && ((uintptr_t)object >> 56) == 0;
}

#define NAVBENCH_COUNT(counter, amount, condition)                                                \
  do {                                                                                            \
    if (__builtin_expect(navbench_counting != 0, 0) && (condition)) {                             \
      counter += (amount);                                                                        \
    }                                                                                             \
  } while (0)

void *swift_retain(void *object) {
  NAVBENCH_RESOLVE(real_retain, "swift_retain");
  NAVBENCH_COUNT(navbench_retains, 1, navbench_native(object));
  return real_retain(object);
}

void swift_release(void *object) {
  NAVBENCH_RESOLVE(real_release, "swift_release");
  NAVBENCH_COUNT(navbench_releases, 1, navbench_native(object));
  real_release(object);
}

void *swift_retain_n(void *object, uint32_t n) {
  NAVBENCH_RESOLVE(real_retain_n, "swift_retain_n");
  NAVBENCH_COUNT(navbench_retains, n, navbench_native(object));
  return real_retain_n(object, n);
}

void swift_release_n(void *object, uint32_t n) {
  NAVBENCH_RESOLVE(real_release_n, "swift_release_n");
  NAVBENCH_COUNT(navbench_releases, n, navbench_native(object));
  real_release_n(object, n);
}

void *swift_bridgeObjectRetain(void *object) {
  NAVBENCH_RESOLVE(real_bridge_retain, "swift_bridgeObjectRetain");
  NAVBENCH_COUNT(navbench_retains, 1, navbench_native_bridge(object));
  return real_bridge_retain(object);
}

void swift_bridgeObjectRelease(void *object) {
  NAVBENCH_RESOLVE(real_bridge_release, "swift_bridgeObjectRelease");
  NAVBENCH_COUNT(navbench_releases, 1, navbench_native_bridge(object));
  real_bridge_release(object);
}

void *swift_bridgeObjectRetain_n(void *object, uint32_t n) {
  NAVBENCH_RESOLVE(real_bridge_retain_n, "swift_bridgeObjectRetain_n");
  NAVBENCH_COUNT(navbench_retains, n, navbench_native_bridge(object));
  return real_bridge_retain_n(object, n);
}

void swift_bridgeObjectRelease_n(void *object, uint32_t n) {
  NAVBENCH_RESOLVE(real_bridge_release_n, "swift_bridgeObjectRelease_n");
  NAVBENCH_COUNT(navbench_releases, n, navbench_native_bridge(object));
  real_bridge_release_n(object, n);
}

#endif

int navbench_arc_set_counting(int enable) {
#ifdef NAVBENCH_NO_ARC_HOOKS
  (void)enable;
  return 0;
#else
  navbench_counting = enable ? 1 : 0;
  return 1;
#endif
}

void navbench_arc_snapshot(uint64_t *retains, uint64_t *releases) {
  if (retains != NULL) {
    *retains = navbench_retains;
  }
  if (releases != NULL) {
    *releases = navbench_releases;
  }
}

__attribute__((noinline)) void navbench_measured_region(void (*body)(void *), void *context) {
  body(context);
  // Keeps the call from becoming a tail jump, so that the region's exit is seen by callgrind.
  __asm__ volatile("" ::: "memory");
}

int navbench_disable_aslr_for_children(void) {
  int current = personality(0xffffffff);
  if (current == -1) {
    return -1;
  }
  return personality((unsigned long)current | ADDR_NO_RANDOMIZE) == -1 ? -1 : current;
}

void navbench_restore_personality(int persona) {
  if (persona >= 0) {
    personality((unsigned long)persona);
  }
}

#ifdef __linux__
static __thread cpu_set_t navbench_saved_affinity;
static __thread int navbench_has_saved_affinity;
#endif

int navbench_end_with_parent(int parent, int signal_number) {
#ifdef __linux__
  if (prctl(PR_SET_PDEATHSIG, (unsigned long)signal_number, 0, 0, 0) != 0) return -1;
  // The parent may have ended before the link was made: then it will never fire.
  return getppid() == (pid_t)parent ? 1 : 0;
#else
  (void)parent;
  (void)signal_number;
  return -1;
#endif
}

int navbench_pin_current_thread(void) {
#ifdef __linux__
  if (sched_getaffinity(0, sizeof navbench_saved_affinity, &navbench_saved_affinity) != 0) {
    return -1;
  }
  // The highest CPU the thread may run on, not the one it happens to be on: every measuring
  // process of a run, and of the next run, then runs on the same CPU. The CPUs of a virtual
  // machine can sit on host cores with different caches and memory paths, so a process pinned
  // wherever it started settled on that CPU's speed for the memory it touches.
  int cpu = -1;
  for (int candidate = CPU_SETSIZE - 1; candidate >= 0; candidate--) {
    if (CPU_ISSET(candidate, &navbench_saved_affinity)) {
      cpu = candidate;
      break;
    }
  }
  if (cpu < 0) return -1;
  cpu_set_t one;
  CPU_ZERO(&one);
  CPU_SET(cpu, &one);
  if (sched_setaffinity(0, sizeof one, &one) != 0) return -1;
  navbench_has_saved_affinity = 1;
  return cpu;
#else
  return -1;
#endif
}

void navbench_unpin_current_thread(void) {
#ifdef __linux__
  if (navbench_has_saved_affinity) {
    sched_setaffinity(0, sizeof navbench_saved_affinity, &navbench_saved_affinity);
    navbench_has_saved_affinity = 0;
  }
#endif
}

// MARK: Scratch directories removed from a signal handler

#ifdef __linux__
// The record getdents64 fills in (glibc before 2.30 declares no wrapper for it).
struct navbench_dirent64 {
  uint64_t d_ino;
  int64_t d_off;
  unsigned short d_reclen;
  unsigned char d_type;
  char d_name[];
};

// Calls `remove(directory, name, context)` on every entry of the open directory but `.` and
// `..`, and counts the calls that return 1. Entries removed while the directory is read may shift
// the read position, so it reads again from the start until a pass removes nothing (bounded: a
// run's directory holds a few files per child, the temporary directory a few per run).
static int navbench_remove_entries(
  int directory, int (*remove)(int directory, const char *name, const void *context),
  const void *context) {
  int total = 0;
  for (int pass = 0; pass < 8; pass++) {
    if (lseek(directory, 0, SEEK_SET) != 0) break;
    int removed = 0;
    _Alignas(8) char buffer[4096];
    for (;;) {
      long count = syscall(SYS_getdents64, directory, buffer, sizeof buffer);
      if (count <= 0) break;
      for (long offset = 0; offset < count;) {
        struct navbench_dirent64 *entry = (struct navbench_dirent64 *)(buffer + offset);
        offset += entry->d_reclen;
        const char *name = entry->d_name;
        if (name[0] == '.' && (name[1] == 0 || (name[1] == '.' && name[2] == 0))) continue;
        removed += remove(directory, name, context);
      }
    }
    total += removed;
    if (removed == 0) break;
  }
  return total;
}

// Unlinks a plain file (a subdirectory stays).
static int navbench_unlink_entry(int directory, const char *name, const void *context) {
  (void)context;
  return unlinkat(directory, name, 0) == 0;
}

int navbench_remove_flat_directory(const char *path) {
  int directory = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  if (directory < 0) return -1;
  navbench_remove_entries(directory, navbench_unlink_entry, NULL);
  close(directory);
  return rmdir(path);
}

// Whether `name` is `navbench-KIND-PID-...` (KIND letters only, as ScratchDirectory names them)
// for the pid's decimal digits in `pid` (NUL-terminated).
static int navbench_names_scratch_of(const char *name, const char *pid) {
  static const char prefix[] = "navbench-";
  int index = 0;
  for (; prefix[index] != 0; index++) {
    if (name[index] != prefix[index]) return 0;
  }
  int kind = index;
  while ((name[index] >= 'a' && name[index] <= 'z') || (name[index] >= 'A' && name[index] <= 'Z')) {
    index++;
  }
  if (index == kind || name[index] != '-') return 0;
  index++;
  for (int digit = 0; pid[digit] != 0; digit++, index++) {
    if (name[index] != pid[digit]) return 0;
  }
  return name[index] == '-';
}

// Removes the entry, with its files, if it is a scratch directory of the pid (`context`: its
// digits).
static int navbench_remove_scratch_entry(int directory, const char *name, const void *context) {
  if (!navbench_names_scratch_of(name, (const char *)context)) return 0;
  int scratch = openat(directory, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  if (scratch < 0) return 0;
  navbench_remove_entries(scratch, navbench_unlink_entry, NULL);
  close(scratch);
  return unlinkat(directory, name, AT_REMOVEDIR) == 0;
}

int navbench_remove_scratch_of(const char *parent, int pid) {
  if (pid <= 0) return 0;
  // The pid's digits, written from the end, without snprintf (not async-signal-safe).
  char digits[16];
  int start = sizeof digits - 1;
  digits[start] = 0;
  for (int rest = pid; rest > 0; rest /= 10) digits[--start] = (char)('0' + rest % 10);
  int directory = open(parent, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (directory < 0) return -1;
  int removed = navbench_remove_entries(directory, navbench_remove_scratch_entry, digits + start);
  close(directory);
  return removed;
}
#else
int navbench_remove_flat_directory(const char *path) {
  (void)path;
  return -1;
}

int navbench_remove_scratch_of(const char *parent, int pid) {
  (void)parent;
  (void)pid;
  return -1;
}
#endif

// MARK: Allocator thresholds

// Under a sanitizer, malloc is the sanitizer's own: glibc's thresholds and statistics do not
// apply to it (NAVBENCH_NO_ARC_HOOKS is defined exactly then).
int navbench_fix_allocator_thresholds(int mmap_bytes, int trim_bytes) {
#if defined(__GLIBC__) && !defined(NAVBENCH_NO_ARC_HOOKS)
  // Setting either one turns off glibc's adjustment of both (mp_.no_dyn_threshold).
  return mallopt(M_MMAP_THRESHOLD, mmap_bytes) == 1 && mallopt(M_TRIM_THRESHOLD, trim_bytes) == 1;
#else
  (void)mmap_bytes;
  (void)trim_bytes;
  return 0;
#endif
}

long long navbench_allocator_mapped_bytes(void) {
#if defined(__GLIBC__) && (__GLIBC__ > 2 || __GLIBC_MINOR__ >= 33) \
  && !defined(NAVBENCH_NO_ARC_HOOKS)
  return (long long)mallinfo2().hblkhd;
#else
  return -1;
#endif
}
