// Deflate specialised for chart images: matches one pixel back and one row
// back only, one dynamic Huffman block (run_deflate.c).
#pragma once

#include <stddef.h>
#include <stdint.h>

// Deflates PNG scanlines (`stride` bytes a row, filter byte included;
// `pixel_bytes` per pixel) as raw deflate, one dynamic Huffman block. `final`
// marks the stream's last block; otherwise it ends with an empty stored block
// on a byte boundary, so pieces concatenate.
//
// It goes in steps, so a band's rows need not all be in memory at once:
// `cpng_run_add` codes data[start..<end), matching back into data[0..<start]
// (keep at least one row before `start`, except at the band's top).
// `cpng_run_finish` writes the block into a malloc'd buffer of its exact size
// (*output, the caller frees it), returns its length and frees the state;
// `cpng_run_discard` frees the state without writing. begin and add return 0,
// finish 0 with *output NULL, when out of memory.
typedef struct cpng_run_state {
    uint32_t *tokens;
    size_t count, capacity;
    size_t row_distance, pixel_bytes;
    int row_code, pixel_code;
    uint32_t litlen_freq[286], dist_freq[30];
} cpng_run_state;

int cpng_run_begin(cpng_run_state *state, size_t stride, size_t pixel_bytes);
int cpng_run_add(cpng_run_state *state, const uint8_t *data, size_t start, size_t end);
size_t cpng_run_finish(cpng_run_state *state, int final, uint8_t **output);
void cpng_run_discard(cpng_run_state *state);
