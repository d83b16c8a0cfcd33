// Deflate specialised for chart images: matches one pixel back and one row
// back only, one dynamic Huffman block (run_deflate.c).
#pragma once

#include <stddef.h>
#include <stdint.h>

// Room `cpng_run_deflate` may need for `count` input bytes.
size_t cpng_run_deflate_bound(size_t count);

// Deflates `count` bytes of PNG scanlines (`stride` bytes a row, filter byte
// included; `pixel_bytes` per pixel) as raw deflate into `out`, which has
// `cpng_run_deflate_bound(count)` bytes. `final` marks the stream's last
// block; otherwise it ends with an empty stored block on a byte boundary, so
// pieces concatenate. Returns the bytes written, 0 when out of memory.
size_t cpng_run_deflate(const uint8_t *data, size_t count, size_t stride, size_t pixel_bytes,
                        int final, uint8_t *out);
