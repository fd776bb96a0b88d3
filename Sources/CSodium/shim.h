#ifndef HABITS_CSODIUM_SHIM_H
#define HABITS_CSODIUM_SHIM_H
#include <sodium.h>

/// `crypto_pwhash_STRBYTES` is a macro of a macro and does not import into Swift; the library's
/// own `crypto_pwhash_strbytes()` gives the same number at run time, this one at compile time.
static inline size_t habits_pwhash_strbytes(void) { return crypto_pwhash_STRBYTES; }
#endif
