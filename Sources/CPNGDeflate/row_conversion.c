// Row conversion shared by the serial (libpng rows) and parallel (banded deflate) encoders.
#include "cpngdeflate.h"

#include <string.h>

// Opaque rows drop alpha; premultiplied and straight colour are equal there.
// Four pixels (16 bytes, little-endian words 0xAABBGGRR) become three words
// of RGB by shifting, so the loop does word loads and stores only. Returns
// the AND of the row's alphas, so checking opacity costs no extra pass.
uint8_t cpng_opaque_row(const uint8_t *src, uint8_t *dst, uint32_t width) {
    uint32_t all = 0xFFFFFFFFu;
    uint32_t x = 0;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    for (; x + 4 <= width; x += 4) {
        uint32_t p0, p1, p2, p3;
        memcpy(&p0, src, 4);
        memcpy(&p1, src + 4, 4);
        memcpy(&p2, src + 8, 4);
        memcpy(&p3, src + 12, 4);
        all &= p0 & p1 & p2 & p3;
        uint32_t w0 = (p0 & 0xFFFFFFu) | p1 << 24;
        uint32_t w1 = (p1 >> 8 & 0xFFFFu) | p2 << 16;
        uint32_t w2 = (p2 >> 16 & 0xFFu) | p3 << 8;
        memcpy(dst, &w0, 4);
        memcpy(dst + 4, &w1, 4);
        memcpy(dst + 8, &w2, 4);
        src += 16;
        dst += 12;
    }
#endif
    uint8_t alpha = (uint8_t)(all >> 24);
    for (; x < width; x++) {
        alpha &= src[3];
        memcpy(dst, src, 3);
        src += 4;
        dst += 3;
    }
    return alpha;
}

// Straight colour = round(premultiplied * 255 / alpha). Re-premultiplying
// with rounding gives the original bytes back for every valid input (c <= a).
void cpng_unpremultiply_row(const uint8_t *src, uint8_t *dst, uint32_t width) {
    for (uint32_t x = 0; x < width; x++) {
        unsigned a = src[3];
        if (a == 255) {
            memcpy(dst, src, 4);
        } else if (a == 0) {
            memset(dst, 0, 4);
        } else {
            for (int c = 0; c < 3; c++) {
                unsigned v = src[c] <= a ? src[c] : a;  // clamp invalid input
                dst[c] = (uint8_t)((v * 255 + a / 2) / a);
            }
            dst[3] = (uint8_t)a;
        }
        src += 4;
        dst += 4;
    }
}
