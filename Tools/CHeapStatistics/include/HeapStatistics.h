#ifndef HEAP_STATISTICS_H
#define HEAP_STATISTICS_H
#include <stddef.h>
#include "AllocationCount.h"

/// Writes the bytes of heap in use according to the C library's allocator (glibc's mallinfo2)
/// into `bytes` and returns 1, or returns 0 and leaves `bytes` alone where the platform does
/// not report it. Used by the bench only, to measure bytes retained per item.
int heap_bytes_in_use(size_t *bytes);

#endif
