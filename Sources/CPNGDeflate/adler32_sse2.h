// Adler-32 (RFC 1950) with SSE2 where the compiler targets it (adler32_sse2.c).
#pragma once

#include <stddef.h>
#include <stdint.h>

// The Adler-32 of `count` bytes at `data`, continuing from `adler` (1 to start).
uint32_t cpng_adler32(uint32_t adler, const uint8_t *data, size_t count);
