// The C library a wasm32-unknown-none-wasm module of the engine needs, and nothing more: a small
// allocator, the memory functions, and C's `round`. The host (the page) supplies the
// trigonometry, `fmod` and `arc4random_buf` as imports (see Playground/playground.js).
//
// Built only by .ci/build-wasm for wasm32; SwiftPM excludes this folder.

#include <stddef.h>
#include <stdint.h>

#define EXPORT(name) __attribute__((export_name(#name)))

// MARK: - Memory functions

void *memcpy(void *restrict dst, const void *restrict src, size_t n) {
    return __builtin_memcpy(dst, src, n);  // wasm bulk memory: memory.copy
}

void *memmove(void *dst, const void *src, size_t n) {
    return __builtin_memmove(dst, src, n);  // memory.copy handles overlap
}

void *memset(void *dst, int value, size_t n) {
    return __builtin_memset(dst, value, n);  // memory.fill
}

int memcmp(const void *a, const void *b, size_t n) {
    const unsigned char *x = a, *y = b;
    for (size_t i = 0; i < n; i++) {
        if (x[i] != y[i]) return x[i] < y[i] ? -1 : 1;
    }
    return 0;
}

size_t strlen(const char *s) {
    const char *p = s;
    while (*p) p++;
    return (size_t)(p - s);
}

// MARK: - round

// C's round: halves away from zero (JavaScript's Math.round takes halves up, so -2.5 would give
// -2 instead of -3). `x - trunc(x)` is exact for every double, so the comparison with 0.5 is too.
double round(double x) {
    double t = __builtin_trunc(x);
    if (__builtin_fabs(x - t) >= 0.5) t += __builtin_copysign(1.0, x);
    return t;
}

// MARK: - Allocator

// Power-of-two size classes from 32 bytes up, one free list each. Each block starts with a
// 16-byte header (its class, and the distance from the block start to the pointer handed out, for
// alignments above 16). New blocks come from the end of the heap, which grows the linear memory
// in 64 KiB pages. Freed blocks are reused for the same class; memory is never returned.

extern unsigned char __heap_base;

enum { HEADER = 16, MIN_CLASS = 5, CLASS_COUNT = 32 };

static void *free_lists[CLASS_COUNT];
static uintptr_t heap_top;
static uintptr_t heap_end;

static int size_class(size_t size) {
    int c = MIN_CLASS;
    while (c < CLASS_COUNT - 1 && ((size_t)1 << c) < size) c++;
    return ((size_t)1 << c) < size ? -1 : c;
}

static void *take_block(int c) {
    if (free_lists[c]) {
        void *block = free_lists[c];
        free_lists[c] = *(void **)block;
        return block;
    }
    if (!heap_top) heap_top = heap_end = ((uintptr_t)&__heap_base + 15) & ~(uintptr_t)15;
    size_t size = (size_t)1 << c;
    if (heap_top + size < heap_top) return NULL;
    if (heap_top + size > heap_end) {
        size_t pages = (heap_top + size - heap_end + 65535) / 65536;
        if (__builtin_wasm_memory_grow(0, pages) == (size_t)-1) return NULL;
        heap_end += pages * 65536;
    }
    void *block = (void *)heap_top;
    heap_top += size;
    return block;
}

static void *allocate(size_t size, size_t alignment) {
    if (alignment < HEADER) alignment = HEADER;
    if (size > ((size_t)1 << 30)) return NULL;
    int c = size_class(size + HEADER + (alignment - HEADER));
    if (c < 0) return NULL;
    unsigned char *block = take_block(c);
    if (!block) return NULL;
    uintptr_t user = ((uintptr_t)block + HEADER + alignment - 1) & ~(uintptr_t)(alignment - 1);
    uint32_t *header = (uint32_t *)(user - HEADER);
    header[0] = (uint32_t)c;
    header[1] = (uint32_t)(user - (uintptr_t)block);
    return (void *)user;
}

void free(void *pointer) {
    if (!pointer) return;
    uint32_t *header = (uint32_t *)((uintptr_t)pointer - HEADER);
    int c = (int)header[0];
    void *block = (void *)((uintptr_t)pointer - header[1]);
    *(void **)block = free_lists[c];
    free_lists[c] = block;
}

void *malloc(size_t size) { return allocate(size, HEADER); }

void *calloc(size_t count, size_t size) {
    if (size && count > (size_t)-1 / size) return NULL;
    void *pointer = allocate(count * size, HEADER);
    if (pointer) __builtin_memset(pointer, 0, count * size);
    return pointer;
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment & (alignment - 1)) return 22;  // EINVAL
    void *pointer = allocate(size, alignment);
    if (!pointer) return 12;  // ENOMEM
    *result = pointer;
    return 0;
}

void *aligned_alloc(size_t alignment, size_t size) { return allocate(size, alignment); }

void *realloc(void *pointer, size_t size) {
    if (!pointer) return malloc(size);
    uint32_t *header = (uint32_t *)((uintptr_t)pointer - HEADER);
    size_t capacity = ((size_t)1 << header[0]) - header[1];
    if (size <= capacity) return pointer;
    void *moved = malloc(size);
    if (moved) {
        __builtin_memcpy(moved, pointer, capacity);
        free(pointer);
    }
    return moved;
}

// How much linear memory the heap has taken, for the page's readout.
EXPORT(le_heap_bytes) size_t le_heap_bytes(void) {
    return heap_top ? heap_top - (((uintptr_t)&__heap_base + 15) & ~(uintptr_t)15) : 0;
}
