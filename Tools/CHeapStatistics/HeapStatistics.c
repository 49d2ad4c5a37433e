#include "HeapStatistics.h"

#if defined(__linux__)
#include <malloc.h>
#endif

#if defined(__GLIBC__)
int heap_bytes_in_use(size_t *bytes) {
    struct mallinfo2 info = mallinfo2();
    *bytes = info.uordblks + info.hblkhd;
    return 1;
}
#else
int heap_bytes_in_use(size_t *bytes) {
    (void)bytes;
    return 0;
}
#endif
