// A malloc interposer that counts allocations per thread.
//
// Linked into an executable, these definitions take precedence over glibc's (the dynamic linker
// resolves `malloc` to the first definition in load order, and the executable comes first), so
// allocations made by the Swift runtime and by Foundation are counted too. Each function forwards
// to glibc's own entry point (`__libc_malloc` and friends), which never calls back into these
// definitions, so there is no recursion and no bootstrap problem (no dlsym).
//
// The counters are `_Thread_local` in the executable, which uses the static TLS block set up with
// each thread's stack: reading or writing them never allocates and needs no lock.

#include "CAllocCounter.h"

// Sanitizers (ThreadSanitizer, AddressSanitizer) own malloc themselves: interposing it under them
// crashes the process at start-up. Built with one, this target defines no allocation functions,
// the counters stay at zero, and AllocationCounter.install's probe reports the metrics
// unavailable instead of 0.
#if defined(__has_feature)
#if __has_feature(thread_sanitizer) || __has_feature(address_sanitizer)
#define NAVBENCH_NO_INTERPOSER 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define NAVBENCH_NO_INTERPOSER 1
#endif

#include <errno.h>
#include <stddef.h>
#include <unistd.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void __libc_free(void *pointer);
extern void *__libc_memalign(size_t alignment, size_t size);

static _Thread_local uint64_t navbench_allocations;
static _Thread_local uint64_t navbench_allocated_bytes;
static _Thread_local uint64_t navbench_frees;

static inline void navbench_count(size_t size) {
  navbench_allocations += 1;
  navbench_allocated_bytes += (uint64_t)size;
}

void navbench_alloc_snapshot(uint64_t *count, uint64_t *bytes) {
  if (count != NULL) {
    *count = navbench_allocations;
  }
  if (bytes != NULL) {
    *bytes = navbench_allocated_bytes;
  }
}

uint64_t navbench_free_count(void) { return navbench_frees; }

#ifndef NAVBENCH_NO_INTERPOSER

void *malloc(size_t size) {
  navbench_count(size);
  return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
  size_t total;
  if (__builtin_mul_overflow(count, size, &total)) {
    total = SIZE_MAX;
  }
  navbench_count(total);
  return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
  if (size == 0 && pointer != NULL) {
    navbench_frees += 1;
  } else {
    navbench_count(size);
  }
  return __libc_realloc(pointer, size);
}

void free(void *pointer) {
  if (pointer != NULL) {
    navbench_frees += 1;
  }
  __libc_free(pointer);
}

static int navbench_is_power_of_two(size_t value) { return value != 0 && (value & (value - 1)) == 0; }

int posix_memalign(void **result, size_t alignment, size_t size) {
  if (!navbench_is_power_of_two(alignment) || alignment % sizeof(void *) != 0) {
    return EINVAL;
  }
  navbench_count(size);
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL) {
    return ENOMEM;
  }
  *result = pointer;
  return 0;
}

void *aligned_alloc(size_t alignment, size_t size) {
  if (!navbench_is_power_of_two(alignment)) {
    errno = EINVAL;
    return NULL;
  }
  navbench_count(size);
  return __libc_memalign(alignment, size);
}

void *memalign(size_t alignment, size_t size) {
  navbench_count(size);
  return __libc_memalign(alignment, size);
}

void *valloc(size_t size) {
  navbench_count(size);
  return __libc_memalign((size_t)sysconf(_SC_PAGESIZE), size);
}

void *pvalloc(size_t size) {
  size_t page = (size_t)sysconf(_SC_PAGESIZE);
  size_t rounded = size == 0 ? page : (size + page - 1) & ~(page - 1);
  navbench_count(rounded);
  return __libc_memalign(page, rounded);
}

#endif  // NAVBENCH_NO_INTERPOSER
