#ifndef HABITS_CMALLOC_SHIM_H
#define HABITS_CMALLOC_SHIM_H
// glibc's malloc tuning (mallopt), which the Glibc module does not bring; part of libc, so
// nothing to link.
#include <malloc.h>
#endif
