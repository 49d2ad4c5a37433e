#ifndef HEAP_STATISTICS_H
#define HEAP_STATISTICS_H
#include <stddef.h>
#include "AllocationCount.h"

/// Bytes of heap in use according to the C library's allocator (glibc's mallinfo2), or 0 where
/// the platform does not report it. Used by the bench only, to measure bytes retained per item.
size_t heap_bytes_in_use(void);

#endif
