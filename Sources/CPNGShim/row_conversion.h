// Premultiplied RGBA8 rows → the byte layouts PNG stores. Internal to the shim.
#pragma once

#include <stdint.h>

/// Copies an opaque row as RGB8; returns the AND of its alphas (0xFF = opaque).
uint8_t cpng_opaque_row(const uint8_t *src, uint8_t *dst, uint32_t width);

/// Un-premultiplies a row into straight-alpha RGBA8, with rounding.
void cpng_unpremultiply_row(const uint8_t *src, uint8_t *dst, uint32_t width);
