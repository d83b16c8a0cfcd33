import CPNGShim
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A decoded image: straight-alpha (not premultiplied) RGBA8, row-major.
public struct DecodedImage: Sendable, Hashable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// width × height × 4 bytes.
    public var rgba: [UInt8]

    /// An image of `width` × `height` pixels from its straight-alpha RGBA8 bytes, row-major.
    public init(width: Int, height: Int, rgba: [UInt8]) {
        self.width = width
        self.height = height
        self.rgba = rgba
    }
}

/// Decodes PNG data through libpng, for tests and image comparison.
public enum PNGDecoder {
    /// Decodes any valid PNG (palette, gray, 16-bit, with tRNS, interlaced)
    /// to RGBA8. The size in the header is checked against `ImageLimits` before
    /// pixel memory is allocated; truncated or corrupt data throws.
    public static func decode(_ bytes: [UInt8]) throws(PNGError) -> DecodedImage {
        try decode(bytes, source: "PNG data")
    }

    /// Reads and decodes the PNG file at `path`.
    public static func decode(contentsOfFile path: String) throws(PNGError) -> DecodedImage {
        try decode(try readFile(path), source: path)
    }

    private static func decode(_ bytes: [UInt8], source: String) throws(PNGError) -> DecodedImage {
        var status = cpng_status()
        let result: Result<DecodedImage, PNGError> = bytes.withUnsafeBufferPointer { input in
            guard let base = input.baseAddress,
                  let decoder = cpng_decoder_open(base, input.count, &status) else {
                let reason = input.isEmpty ? "no bytes" : status.messageString
                return .failure(PNGError(.malformedData, "\(source) is not a valid PNG: \(reason)"))
            }
            defer { cpng_decoder_close(decoder) }
            var width: UInt32 = 0, height: UInt32 = 0
            cpng_decoder_size(decoder, &width, &height)
            do throws(PNGError) {
                try ImageLimits.check(width: Int(width), height: Int(height), what: source)
            } catch {
                return .failure(error)
            }
            var rgba = [UInt8](repeating: 0, count: Int(width) * Int(height) * 4)
            let read = rgba.withUnsafeMutableBufferPointer { pixels in
                cpng_decoder_read_rgba(decoder, pixels.baseAddress, &status)
            }
            guard read == 0 else {
                return .failure(PNGError(.malformedData, "\(source) is not a valid PNG: \(status.messageString)"))
            }
            return .success(DecodedImage(width: Int(width), height: Int(height), rgba: rgba))
        }
        return try result.get()
    }

    /// The whole file, or an error naming the path and the system's reason.
    private static func readFile(_ path: String) throws(PNGError) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            throw PNGError(.unreadableFile, "cannot read \(path): \(String(cString: strerror(errno)))")
        }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes.append(contentsOf: chunk[0..<count])
            } else if count == 0 {
                return bytes
            } else if errno != EINTR {
                throw PNGError(.unreadableFile, "cannot read \(path): \(String(cString: strerror(errno)))")
            }
        }
    }
}
