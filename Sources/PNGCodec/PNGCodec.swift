// PNGCodec: PNG bytes in and out through libpng.
//
// The front door:
// - `PNGEncoder.encode(width:height:premultipliedRGBA:options:)` turns a
//   premultiplied RGBA8 image into PNG bytes (RGB when every pixel is opaque),
//   and `PNGEncoder.write(...toFile:)` writes it atomically.
// - `PNGEncodeOptions` picks the compression (`.runs`, RepChart's run
//   deflate, or `.zlib(level:filter:strategy:)`), the pHYs scale and the tEXt
//   Software tag; `.runs` is the default, chosen by measuring 1600×1000 chart
//   images (see docs/PERFORMANCE.md).
// - `PNGDecoder.decode(_:)` reads any PNG (palette, gray, 16-bit, interlaced)
//   into straight-alpha RGBA8 `DecodedImage`s, for tests and image comparison.
// - Files are written atomically by FileOutput's `AtomicFile`, which this
//   module re-exports: its `FileWriteError` is part of `PNGError`.
//
// Errors are values: `PNGError` and `FileWriteError`, each a one-line
// description naming what failed and where. libpng itself is only called from
// the CPNGShim C target, which owns setjmp, so a libpng error can never abort
// the process or unwind through Swift frames.
//
// Size limits: `ImageLimits` (ImageLimits.swift), the one set every layer
// above checks through, checked here before any large allocation.

@_exported import FileOutput
