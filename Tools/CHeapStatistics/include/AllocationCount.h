#ifndef ALLOCATION_COUNT_H
#define ALLOCATION_COUNT_H
#include <stddef.h>

/// The number of heap allocations (malloc, calloc, realloc and the aligned variants) the
/// process made so far, counted where the C library is glibc: the bench links its own
/// allocation functions, which count and forward to glibc's. 0 elsewhere, where
/// `heap_allocation_counting` is 0.
size_t heap_allocation_count(void);

/// 1 when `heap_allocation_count` counts, 0 where it cannot.
int heap_allocation_counting(void);

#endif
