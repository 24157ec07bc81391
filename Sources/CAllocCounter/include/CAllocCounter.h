#ifndef NAVBENCH_CALLOCCOUNTER_H
#define NAVBENCH_CALLOCCOUNTER_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Reads the calling thread's allocation counters.
///
/// The counters cover every `malloc`, `calloc`, `realloc` (to a non-zero size), `posix_memalign`,
/// `aligned_alloc`, `memalign`, `valloc` and `pvalloc` made by the calling thread since it started,
/// provided that this target is linked into the executable (its definitions then interpose
/// glibc's). `bytes` adds up the sizes requested. Either pointer may be NULL.
void navbench_alloc_snapshot(uint64_t *_Nullable count, uint64_t *_Nullable bytes);

/// Reads the calling thread's count of `free` calls (and `realloc` to size zero) on non-NULL pointers.
uint64_t navbench_free_count(void);

#ifdef __cplusplus
}
#endif

#endif
