// Small C helpers for the Bench library: retain/release counting through the Swift runtime's
// hook pointers, the measured region that valgrind counts, and ASLR control for child processes.

#include "CBenchSupport.h"

#include <stddef.h>
#include <sys/personality.h>

#if defined(__has_feature)
#if __has_feature(thread_sanitizer) || __has_feature(address_sanitizer)
#define NAVBENCH_NO_ARC_HOOKS 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define NAVBENCH_NO_ARC_HOOKS 1
#endif

typedef void *(*navbench_retain_fn)(void *);
typedef void (*navbench_release_fn)(void *);
typedef void *(*navbench_retain_n_fn)(void *, uint32_t);
typedef void (*navbench_release_n_fn)(void *, uint32_t);

// The Swift runtime's hook pointers (HeapObject.cpp): swift_retain calls through _swift_retain
// when it no longer points at the runtime's own implementation. Weak, so that a runtime without
// them leaves them NULL and counting reports itself unavailable.
extern navbench_retain_fn _swift_retain __attribute__((weak));
extern navbench_release_fn _swift_release __attribute__((weak));
extern navbench_retain_n_fn _swift_retain_n __attribute__((weak));
extern navbench_release_n_fn _swift_release_n __attribute__((weak));

// Recent runtimes take their hooks only while this flag is set (swift_retain checks it first).
extern _Bool _swift_enableSwizzlingOfAllocationAndRefCountingFunctions_forInstrumentsOnly
    __attribute__((weak));

static _Thread_local uint64_t navbench_retains;
static _Thread_local uint64_t navbench_releases;

static navbench_retain_fn original_retain;
static navbench_release_fn original_release;
static navbench_retain_n_fn original_retain_n;
static navbench_release_n_fn original_release_n;

static void *counting_retain(void *object) {
  if (object != NULL) {
    navbench_retains += 1;
  }
  return original_retain(object);
}

static void counting_release(void *object) {
  if (object != NULL) {
    navbench_releases += 1;
  }
  original_release(object);
}

static void *counting_retain_n(void *object, uint32_t n) {
  if (object != NULL) {
    navbench_retains += n;
  }
  return original_retain_n(object, n);
}

static void counting_release_n(void *object, uint32_t n) {
  if (object != NULL) {
    navbench_releases += n;
  }
  original_release_n(object, n);
}

int navbench_arc_set_counting(int enable) {
#ifdef NAVBENCH_NO_ARC_HOOKS
  (void)enable;
  return 0;
#else
  if (&_swift_retain == NULL || &_swift_release == NULL || &_swift_retain_n == NULL ||
      &_swift_release_n == NULL) {
    return 0;
  }
  if (original_retain == NULL) {
    original_retain = _swift_retain;
    original_release = _swift_release;
    original_retain_n = _swift_retain_n;
    original_release_n = _swift_release_n;
  }
  if (enable) {
    _swift_retain = counting_retain;
    _swift_release = counting_release;
    _swift_retain_n = counting_retain_n;
    _swift_release_n = counting_release_n;
    if (&_swift_enableSwizzlingOfAllocationAndRefCountingFunctions_forInstrumentsOnly != NULL) {
      _swift_enableSwizzlingOfAllocationAndRefCountingFunctions_forInstrumentsOnly = 1;
    }
  } else {
    if (&_swift_enableSwizzlingOfAllocationAndRefCountingFunctions_forInstrumentsOnly != NULL) {
      _swift_enableSwizzlingOfAllocationAndRefCountingFunctions_forInstrumentsOnly = 0;
    }
    _swift_retain = original_retain;
    _swift_release = original_release;
    _swift_retain_n = original_retain_n;
    _swift_release_n = original_release_n;
  }
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
