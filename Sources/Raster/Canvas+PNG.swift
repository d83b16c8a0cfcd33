import PNGCodec

// PNG output for a canvas, through PNGCodec (libpng). The canvas already holds
// exactly what the encoder wants: premultiplied RGBA8 rows without padding.
extension Canvas {
    /// The canvas as PNG bytes: 8-bit RGB when every pixel is opaque,
    /// otherwise 8-bit straight-alpha RGBA.
    public func pngData(options: PNGEncodeOptions = .default) throws(PNGError) -> [UInt8] {
        let result: Result<[UInt8], PNGError> = withUnsafeBytes { pixels in
            do throws(PNGError) {
                return .success(try PNGEncoder.encode(width: width, height: height,
                                                      premultipliedRGBA: pixels, options: options))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Encodes the canvas and writes it to `path` atomically (temporary file in
    /// the same folder, fsync, rename): an existing file is replaced whole or
    /// left untouched. Write failures are `PNGError`s of kind `.fileWrite`.
    public func writePNG(toFile path: String, options: PNGEncodeOptions = .default) throws(PNGError) {
        let bytes = try pngData(options: options)
        do {
            try AtomicFile.write(bytes, toFile: path)
        } catch {
            throw PNGError(error)
        }
    }
}
