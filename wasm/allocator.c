// The allocator rules.wasm runs on (there is no libc for wasm32-unknown-none-wasm): Embedded
// Swift asks for memory with posix_memalign and gives it back with free. Blocks come in powers
// of two from 16 bytes, each with a 16-byte header holding its size class; a freed block goes
// on its class's list and is the next one handed out of that size, so memory grows to the
// largest answer's needs and no further. Linear memory grows a page (64 KiB) at a time.
#include <stddef.h>
#include <stdint.h>

extern unsigned char __heap_base;

enum { HEADER = 16, CLASSES = 32 };
static uintptr_t top;
static void *free_blocks[CLASSES];

static int class_of(size_t size) {
    int k = 4;
    while (((size_t)1 << k) < size) k++;
    return k;
}

int posix_memalign(void **out, size_t align, size_t size) {
    if (align > HEADER || size > ((size_t)1 << (CLASSES - 2))) return 22;  // EINVAL: nothing here asks for more
    int k = class_of(size + HEADER);
    void *block = free_blocks[k];
    if (block) {
        free_blocks[k] = *(void **)block;
    } else {
        if (!top) top = ((uintptr_t)&__heap_base + HEADER - 1) & ~(uintptr_t)(HEADER - 1);
        uintptr_t end = top + ((uintptr_t)1 << k);
        uintptr_t have = __builtin_wasm_memory_size(0) * 65536;
        if (end > have && __builtin_wasm_memory_grow(0, (end - have + 65535) / 65536) == (size_t)-1) return 12;  // ENOMEM
        block = (void *)top;
        top = end;
    }
    *(int *)block = k;
    *out = (char *)block + HEADER;
    return 0;
}

void free(void *pointer) {
    if (!pointer) return;
    void *block = (char *)pointer - HEADER;
    int k = *(int *)block;
    *(void **)block = free_blocks[k];
    free_blocks[k] = block;
}

// Stack protection, which the Swift code is compiled with: a canary and what happens when it
// is found overwritten.
uintptr_t __stack_chk_guard = 0x5a17c0de;
void __stack_chk_fail(void) { __builtin_trap(); }

// What else the Swift code calls from a C library: comparing bytes (String, Array equality)
// and random bytes, which only seed the hashing of Set and Dictionary. The seed need not be
// secret in a page's own computation, so it is a fixed xorshift sequence.
int memcmp(const void *a, const void *b, size_t count) {
    const unsigned char *x = a, *y = b;
    for (size_t i = 0; i < count; i++) {
        if (x[i] != y[i]) return x[i] < y[i] ? -1 : 1;
    }
    return 0;
}

void arc4random_buf(void *buffer, size_t count) {
    static uint32_t state = 2463534242u;
    unsigned char *bytes = buffer;
    for (size_t i = 0; i < count; i++) {
        state ^= state << 13;
        state ^= state >> 17;
        state ^= state << 5;
        bytes[i] = (unsigned char)state;
    }
}
