// Adler-32 with SSE2 (the x86-64 baseline), since Debian's zlib 1.2.13
// computes it a byte at a time and it cost as much as the deflate itself.
//
// Per 16-byte block: s1 grows by the bytes' sum (psadbw), and s2 by 16 × the
// bytes before the block plus the bytes weighted 16, 15, …, 1 (pmaddwd).
// Sums are reduced mod 65521 every 5552 bytes, as zlib does, so no lane can
// overflow.
#include "adler32_sse2.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

enum { BASE = 65521, NMAX = 5552 };

static uint32_t hsum32(
#if defined(__SSE2__)
    __m128i v
#else
    int unused
#endif
) {
#if defined(__SSE2__)
    v = _mm_add_epi32(v, _mm_shuffle_epi32(v, _MM_SHUFFLE(1, 0, 3, 2)));
    v = _mm_add_epi32(v, _mm_shuffle_epi32(v, _MM_SHUFFLE(2, 3, 0, 1)));
    return (uint32_t)_mm_cvtsi128_si32(v);
#else
    (void)unused;
    return 0;
#endif
}

uint32_t cpng_adler32(uint32_t adler, const uint8_t *data, size_t count) {
    uint64_t s1 = adler & 0xFFFF, s2 = adler >> 16;
#if defined(__SSE2__)
    const __m128i zero = _mm_setzero_si128();
    const __m128i weights_low = _mm_setr_epi16(16, 15, 14, 13, 12, 11, 10, 9);
    const __m128i weights_high = _mm_setr_epi16(8, 7, 6, 5, 4, 3, 2, 1);
    while (count >= 16) {
        size_t n = (count < NMAX ? count : NMAX) & ~(size_t)15;
        __m128i sum1 = zero, sum2 = zero, before = zero;
        for (size_t i = 0; i < n; i += 16) {
            __m128i bytes = _mm_loadu_si128((const __m128i *)(data + i));
            before = _mm_add_epi32(before, sum1);
            sum1 = _mm_add_epi32(sum1, _mm_sad_epu8(bytes, zero));
            __m128i low = _mm_unpacklo_epi8(bytes, zero), high = _mm_unpackhi_epi8(bytes, zero);
            sum2 = _mm_add_epi32(sum2, _mm_madd_epi16(low, weights_low));
            sum2 = _mm_add_epi32(sum2, _mm_madd_epi16(high, weights_high));
        }
        s2 += s1 * n + 16 * (uint64_t)hsum32(before) + hsum32(sum2);
        s1 += hsum32(sum1);
        s1 %= BASE;
        s2 %= BASE;
        data += n;
        count -= n;
    }
#endif
    while (count > 0) {
        size_t n = count < NMAX ? count : NMAX;
        for (size_t i = 0; i < n; i++) {
            s1 += data[i];
            s2 += s1;
        }
        s1 %= BASE;
        s2 %= BASE;
        data += n;
        count -= n;
    }
    return (uint32_t)(s2 << 16 | s1);
}
