// The IDAT payload (one zlib stream) of a large image, deflated in
// horizontal bands on several threads, the way pigz does. Internal to the shim.
#pragma once

#include <stddef.h>
#include <stdint.h>

/// Band count for a width × height image when the caller asked for
/// `requested` (0 = automatic: one band per online CPU for images of at least
/// 256 K pixels, else 1). 1 means "use libpng's own serial path".
// Passed as the zlib strategy: deflate with run_deflate.c instead of zlib.
enum { CPNG_RUN_DEFLATE = -1 };

int cpng_band_count(uint32_t width, uint32_t height, int requested);

/// Converts, filters and deflates `rgba` (premultiplied RGBA8) in `bands`
/// bands into one zlib stream in `*stream` (malloc'd, `*count` bytes).
/// Returns CPNG_OK; CPNG_NOT_OPAQUE (opaque mode met alpha < 255); or
/// CPNG_FAILED with `message` (CPNG_MESSAGE_CAPACITY bytes) saying why.
/// Never calls libpng, so it never longjmps.
int cpng_parallel_idat(const uint8_t *rgba, uint32_t width, uint32_t height, int opaque,
                       int filters, int level, int strategy, int bands,
                       uint8_t **stream, size_t *count, char *message);
