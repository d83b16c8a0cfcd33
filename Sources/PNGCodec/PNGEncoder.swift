import CPNGShim

/// Encodes premultiplied RGBA8 images as PNG through libpng.
public enum PNGEncoder {
    /// Encodes `width`×`height` premultiplied RGBA8 pixels (row-major, no
    /// padding, exactly width × height × 4 bytes). Written as 8-bit RGB when
    /// every alpha is 255, otherwise as 8-bit straight-alpha RGBA.
    public static func encode(width: Int, height: Int, premultipliedRGBA: UnsafeRawBufferPointer,
                              options: PNGEncodeOptions = .default) throws(PNGError) -> [UInt8] {
        try ImageLimits.check(width: width, height: height, what: "image")
        let byteCount = width * height * 4
        guard premultipliedRGBA.count == byteCount, let base = premultipliedRGBA.baseAddress else {
            throw PNGError(.invalidArgument, "pixel buffer holds \(premultipliedRGBA.count) bytes; a \(width)×\(height) RGBA8 image needs \(byteCount)")
        }
        let pixels = base.assumingMemoryBound(to: UInt8.self)

        var settings = cpng_encode_options()
        switch options.compression {
        case .runs:
            // The run deflate reads neither; zlib's defaults keep the settings valid.
            settings.compression_level = 2
            settings.filters = PNGFilter.none.shimMask
            settings.strategy = Int32(CPNG_STRATEGY_RUNS)
        case let .zlib(level, filter, strategy):
            settings.compression_level = Int32(try checkedLevel(level))
            settings.filters = filter.shimMask
            settings.strategy = strategy.shimValue
        }
        settings.pixels_per_meter = try pixelsPerMeter(scale: options.scale)
        settings.bands = Int32(clamping: options.bandCount)
        settings.threads = Int32(clamping: max(options.threads, 0))

        var output = cpng_buffer()
        var status = cpng_status()
        // Opacity is checked while converting rows, not by a separate scan:
        // try RGB unless a corner pixel already shows alpha, and start over
        // as RGBA if a translucent pixel turns up.
        let software = latin1CString(options.software)
        func attempt(_ mode: Int32) -> Int32 {
            software.withUnsafeBufferPointer { software in
                settings.software = options.software == nil ? nil : software.baseAddress
                return cpng_encode_premultiplied(pixels, UInt32(width), UInt32(height), mode,
                                                 &settings, &output, &status)
            }
        }
        let cornersOpaque = pixels[3] == 255 && pixels[byteCount - 1] == 255
        var result = attempt(Int32(cornersOpaque ? CPNG_COLOR_RGB_IF_OPAQUE : CPNG_COLOR_RGBA))
        if result == Int32(CPNG_NOT_OPAQUE) {
            result = attempt(Int32(CPNG_COLOR_RGBA))
        }
        defer { cpng_buffer_free(&output) }
        guard result == Int32(CPNG_OK), let bytes = output.bytes else {
            throw PNGError(.encodingFailed, "PNG encoding of a \(width)×\(height) image failed: \(status.messageString)")
        }
        return Array(UnsafeBufferPointer(start: bytes, count: output.count))
    }

    /// Encodes like `encode` and writes the PNG to `path` atomically: an
    /// existing file there is replaced whole or left untouched.
    public static func write(width: Int, height: Int, premultipliedRGBA: UnsafeRawBufferPointer,
                             toFile path: String, options: PNGEncodeOptions = .default) throws(PNGError) {
        let bytes = try encode(width: width, height: height, premultipliedRGBA: premultipliedRGBA, options: options)
        do {
            try AtomicFile.write(bytes, toFile: path)
        } catch {
            throw PNGError(error)
        }
    }

    private static func checkedLevel(_ level: Int) throws(PNGError) -> Int {
        guard (0...9).contains(level) else {
            throw PNGError(.invalidArgument, "PNG compression level \(level) is out of range 0...9")
        }
        return level
    }

    /// pHYs stores pixels per metre; 72 dpi is 72 / 0.0254 ≈ 2834.6 px/m.
    private static func pixelsPerMeter(scale: Float?) throws(PNGError) -> UInt32 {
        guard let scale else { return 0 }
        guard scale.isFinite, scale > 0, scale <= 1000 else {
            throw PNGError(.invalidArgument, "PNG scale \(scale) is not a number in 0 < scale ≤ 1000")
        }
        return UInt32((Double(scale) * 72 / 0.0254).rounded())
    }

    /// NUL-terminated Latin-1 bytes: tEXt cannot hold other characters (they
    /// become "?") nor NUL (dropped).
    private static func latin1CString(_ text: String?) -> [CChar] {
        var bytes: [CChar] = []
        for scalar in (text ?? "").unicodeScalars where scalar.value != 0 {
            let value = scalar.value <= 0xFF ? UInt8(scalar.value) : UInt8(ascii: "?")
            bytes.append(CChar(bitPattern: value))
        }
        bytes.append(0)
        return bytes
    }
}

extension PNGFilter {
    var shimMask: Int32 {
        switch self {
        case .none: Int32(CPNG_FILTER_NONE)
        case .sub: Int32(CPNG_FILTER_SUB)
        case .up: Int32(CPNG_FILTER_UP)
        case .average: Int32(CPNG_FILTER_AVERAGE)
        case .paeth: Int32(CPNG_FILTER_PAETH)
        case .adaptive:
            Int32(CPNG_FILTER_NONE | CPNG_FILTER_SUB | CPNG_FILTER_UP
                  | CPNG_FILTER_AVERAGE | CPNG_FILTER_PAETH)
        }
    }
}

extension PNGZlibStrategy {
    var shimValue: Int32 {
        switch self {
        case .default: Int32(CPNG_STRATEGY_DEFAULT)
        case .filtered: Int32(CPNG_STRATEGY_FILTERED)
        case .rle: Int32(CPNG_STRATEGY_RLE)
        case .huffmanOnly: Int32(CPNG_STRATEGY_HUFFMAN_ONLY)
        case .fixed: Int32(CPNG_STRATEGY_FIXED)
        }
    }
}

extension cpng_status {
    /// The NUL-terminated message as a Swift string.
    var messageString: String {
        withUnsafeBytes(of: message) { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            let end = bytes.firstIndex(of: 0) ?? bytes.count
            return String(decoding: bytes[..<end], as: UTF8.self)
        }
    }
}
