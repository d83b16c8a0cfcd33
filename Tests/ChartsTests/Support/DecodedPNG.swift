import PNGCodec

/// A PNG's pixels, for tests that otherwise see only `import Charts`.
enum DecodedPNG {
    /// Width, height and straight-alpha RGBA bytes of `png`.
    static func pixels(_ png: [UInt8]) throws -> (width: Int, height: Int, rgba: [UInt8]) {
        let image = try PNGDecoder.decode(png)
        return (image.width, image.height, image.rgba)
    }
}
