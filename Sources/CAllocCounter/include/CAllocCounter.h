#ifndef NAVBENCH_CALLOCCOUNTER_H
#define NAVBENCH_CALLOCCOUNTER_H
#include <stdint.h>
/// Placeholder until the interposer lands.
int navbench_alloc_counter_linked(void);
#endif
