#include "AllocationCount.h"

#if defined(__linux__)
#include <features.h>
#endif

#if defined(__GLIBC__)
#include <errno.h>
#include <stdatomic.h>

// glibc exports its allocator under these names too. The bench's own malloc (and friends)
// take precedence over the C library's for the whole process, Swift's runtime included: each
// counts one allocation and hands the call to glibc. `free` is glibc's own.
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static atomic_size_t allocations;

static inline void count_one(void) { atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed); }

void *malloc(size_t size) {
    count_one();
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    count_one();
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    count_one();
    return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
    count_one();
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    count_one();
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) return EINVAL;
    count_one();
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL && size != 0) return ENOMEM;
    *result = pointer;
    return 0;
}

size_t heap_allocation_count(void) { return atomic_load_explicit(&allocations, memory_order_relaxed); }
int heap_allocation_counting(void) { return 1; }
#else
size_t heap_allocation_count(void) { return 0; }
int heap_allocation_counting(void) { return 0; }
#endif
