// CPNGShim: the only code that calls libpng.
//
// libpng frames every PNG RepChart writes (signature, IHDR, pHYs, tEXt, the
// IDAT chunks, IEND) and decodes every PNG it reads. The IDAT stream itself
// comes either from libpng (zlib, serial: small images with a zlib strategy)
// or from CPNGDeflate (bands on several threads, and the run deflate that is
// the default; see cpngdeflate.h for which options apply to which).
//
// libpng reports errors by longjmp-ing out of the failing call. Every entry
// point here sets its own setjmp target first, so an error unwinds only C
// frames and comes back as a failed status with libpng's message copied out.
// Swift never calls libpng directly, so no longjmp ever crosses a Swift frame
// and no libpng error aborts the process. This header deliberately does not
// include <png.h>, so the libpng API is not visible to Swift.
#pragma once

#include <stddef.h>
#include <stdint.h>

// CPNG_MESSAGE_CAPACITY, CPNG_FILTER_*, CPNG_OK/FAILED/NOT_OPAQUE.
#include "cpngdeflate.h"

/// Outcome of a shim call: `failed` is 0 on success; otherwise `message`
/// holds a NUL-terminated one-line reason (usually libpng's own words).
typedef struct cpng_status {
    int failed;
    char message[CPNG_MESSAGE_CAPACITY];
} cpng_status;

/// zlib strategies (same meaning as zlib's Z_* constants).
enum {
    CPNG_STRATEGY_DEFAULT = 0,
    CPNG_STRATEGY_FILTERED = 1,
    CPNG_STRATEGY_HUFFMAN_ONLY = 2,
    CPNG_STRATEGY_RLE = 3,
    CPNG_STRATEGY_FIXED = 4,
    CPNG_STRATEGY_RUNS = 5,      // our run deflate (run_deflate.c), not zlib
};

typedef struct cpng_encode_options {
    int compression_level;      // 0...9
    int filters;                // CPNG_FILTER_* bitmask, at least one bit
    int strategy;               // CPNG_STRATEGY_*
    uint32_t pixels_per_meter;  // pHYs for both axes; 0 writes no pHYs
    const char *software;       // tEXt "Software" (Latin-1, NUL-terminated) or NULL
    int bands;                  // row bands deflated in parallel: 0 = automatic
                                // (one per CPU from 256 K pixels), 1 = serial
    int threads;                // most threads that deflate bands, this one
                                // included: 0 = one per CPU; never changes bytes
} cpng_encode_options;

/// A growable byte buffer owned by the shim; free it with cpng_buffer_free.
typedef struct cpng_buffer {
    uint8_t *bytes;
    size_t count;
    size_t capacity;
} cpng_buffer;

/// How cpng_encode_premultiplied lays out colour.
enum {
    /// RGB8, checking every alpha on the way (no separate scan of the image);
    /// gives up with CPNG_NOT_OPAQUE at the first alpha below 255.
    CPNG_COLOR_RGB_IF_OPAQUE = 0,
    /// Straight-alpha RGBA8, un-premultiplied with rounding.
    CPNG_COLOR_RGBA = 1,
};

/// Encodes premultiplied RGBA8 pixels (row-major, no padding) as a PNG into
/// `output` in `color_mode`. Returns CPNG_OK; or CPNG_FAILED with `status`
/// saying why; or CPNG_NOT_OPAQUE (RGB_IF_OPAQUE only, try again as RGBA).
/// Unless CPNG_OK, `output` is left empty. The caller checks the
/// dimensions; this only guards against libpng's own limits.
int cpng_encode_premultiplied(const uint8_t *rgba, uint32_t width, uint32_t height,
                              int color_mode, const cpng_encode_options *options,
                              cpng_buffer *output, cpng_status *status);

void cpng_buffer_free(cpng_buffer *buffer);

/// An in-progress decode of a PNG held in memory (the bytes must outlive it).
typedef struct cpng_decoder cpng_decoder;

/// Reads the signature and the chunks before the image data; no pixel memory
/// exists yet, so the caller can refuse the size first. NULL on failure.
cpng_decoder *cpng_decoder_open(const uint8_t *bytes, size_t count, cpng_status *status);

void cpng_decoder_size(const cpng_decoder *decoder, uint32_t *width, uint32_t *height);

/// Decodes every pass into `rgba` (width * height * 4 bytes, straight alpha):
/// palette, gray, 16-bit, tRNS and interlaced images all become RGBA8.
/// Returns 0 on success. Call at most once per decoder.
int cpng_decoder_read_rgba(cpng_decoder *decoder, uint8_t *rgba, cpng_status *status);

void cpng_decoder_close(cpng_decoder *decoder);
