// CPNGDeflate: the IDAT stream of a PNG, made without libpng.
//
// PNG's image data is one zlib stream of filtered rows. libpng makes it
// serially with zlib; this target makes it faster for chart images, in two
// independent ways, either or both:
// - bands: the rows are cut into bands deflated on several threads (pigz's
//   scheme, parallel_idat.c), each with its own filter pass and Adler-32
//   (SSE2, adler32_sse2.c), joined into one stream;
// - the run deflate (run_deflate.c): matches only one pixel back and one row
//   back, one dynamic Huffman block per band; rows unfiltered. What RepChart
//   uses by default (PNGEncodeOptions.default), because on chart images it is
//   faster than zlib at about the same size (the figures: docs/PERFORMANCE.md,
//   "Summary against the budgets").
// With zlib (any other strategy) the level, the row filter and the strategy
// apply; with the run deflate none of them does. CPNGShim frames the stream
// with libpng's chunks; nothing here calls libpng, so nothing here longjmps.
#pragma once

#include <stddef.h>
#include <stdint.h>

#define CPNG_MESSAGE_CAPACITY 256

/// Row filters (a bitmask; several bits = libpng's adaptive choice per row).
enum {
    CPNG_FILTER_NONE = 1 << 0,
    CPNG_FILTER_SUB = 1 << 1,
    CPNG_FILTER_UP = 1 << 2,
    CPNG_FILTER_AVERAGE = 1 << 3,
    CPNG_FILTER_PAETH = 1 << 4,
};

/// Result codes of the encoders (here and in CPNGShim).
enum { CPNG_OK = 0, CPNG_FAILED = -1, CPNG_NOT_OPAQUE = 1 };

// Passed as the zlib strategy: deflate with run_deflate.c instead of zlib.
enum { CPNG_RUN_DEFLATE = -1 };

/// Band count for a width × height image when the caller asked for
/// `requested` (0 = automatic: one band per online CPU for images of at least
/// 256 K pixels, else 1). 1 means "use libpng's own serial path" for zlib.
int cpng_band_count(uint32_t width, uint32_t height, int requested);

/// Converts, filters and deflates `rgba` (premultiplied RGBA8) in `bands`
/// bands into one zlib stream in `*stream` (malloc'd, `*count` bytes).
/// `filters`, `level` and `strategy` are zlib's (CPNG_RUN_DEFLATE ignores the
/// first two). At most `max_threads` threads (this one included; 0 = one per
/// CPU) deflate the bands; the bytes do not depend on it. Returns CPNG_OK; CPNG_NOT_OPAQUE (opaque mode met alpha <
/// 255); or CPNG_FAILED with `message` (CPNG_MESSAGE_CAPACITY bytes) saying why.
int cpng_parallel_idat(const uint8_t *rgba, uint32_t width, uint32_t height, int opaque,
                       int filters, int level, int strategy, int bands, int max_threads,
                       uint8_t **stream, size_t *count, char *message);

/// Premultiplied RGBA8 rows → the byte layouts PNG stores (also used by
/// CPNGShim's serial libpng path).
/// Copies an opaque row as RGB8; returns the AND of its alphas (0xFF = opaque).
uint8_t cpng_opaque_row(const uint8_t *src, uint8_t *dst, uint32_t width);

/// Un-premultiplies a row into straight-alpha RGBA8, with rounding.
void cpng_unpremultiply_row(const uint8_t *src, uint8_t *dst, uint32_t width);
