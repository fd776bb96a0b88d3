#ifndef HABITS_CZLIB_SHIM_H
#define HABITS_CZLIB_SHIM_H
#include <zlib.h>

/// deflateInit2 is a macro Swift cannot call; windowBits 31 asks for a gzip wrapper.
static inline int habits_deflate_init_gzip(z_stream *stream, int level) {
    return deflateInit2(stream, level, Z_DEFLATED, 31, 8, Z_DEFAULT_STRATEGY);
}

/// Raw deflate (windowBits -15: no zlib or gzip wrapper), as zip entries hold it.
static inline int habits_deflate_init_raw(z_stream *stream, int level) {
    return deflateInit2(stream, level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY);
}

/// inflateInit2 is a macro too; -15 reads raw deflate data (zip entries).
static inline int habits_inflate_init_raw(z_stream *stream) {
    return inflateInit2(stream, -15);
}
#endif
