// Row conversion shared by the serial (libpng rows) and parallel (banded deflate) encoders.
#include "row_conversion.h"

#include <string.h>

// Opaque rows drop alpha; premultiplied and straight colour are equal there.
// Each pixel is copied as 4 bytes and the next one overwrites the 4th (one
// load and one store per pixel). Returns the AND of the row's alphas, so
// checking opacity costs no extra pass over the image.
uint8_t cpng_opaque_row(const uint8_t *src, uint8_t *dst, uint32_t width) {
    uint8_t alpha = 0xFF;
    for (uint32_t x = 0; x + 1 < width; x++) {
        alpha &= src[3];
        memcpy(dst, src, 4);
        src += 4;
        dst += 3;
    }
    alpha &= src[3];
    memcpy(dst, src, 3);
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
