// Test-side PNG bytes, independent of libpng: a chunk reader (to check what
// the encoder wrote) and a writer of uncompressed PNGs of every colour type,
// bit depth and Adam7 interlacing (to feed the decoder inputs libpng's
// encoder was not involved in).

/// CRC-32 as PNG and zlib define it (polynomial 0xEDB88320).
func crc32(_ bytes: some Sequence<UInt8>) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
}

func adler32(_ bytes: [UInt8]) -> UInt32 {
    var a: UInt32 = 1, b: UInt32 = 0
    for byte in bytes {
        a = (a + UInt32(byte)) % 65521
        b = (b + a) % 65521
    }
    return b << 16 | a
}

func bigEndian32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
    bytes.reduce(0) { $0 << 8 | UInt32($1) }
}

func appendBigEndian32(_ value: UInt32, to bytes: inout [UInt8]) {
    bytes += [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
}

let pngSignature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

struct Chunk {
    var type: String
    var data: [UInt8]
}

/// The chunks of a PNG, with each CRC checked; nil when the framing is broken.
func readChunks(_ png: [UInt8]) -> [Chunk]? {
    guard png.count >= 8, Array(png[0..<8]) == pngSignature else { return nil }
    var chunks: [Chunk] = []
    var offset = 8
    while offset + 12 <= png.count {
        let length = Int(bigEndian32(png[offset..<offset + 4]))
        guard offset + 12 + length <= png.count else { return nil }
        let typeAndData = png[offset + 4..<offset + 8 + length]
        guard crc32(typeAndData) == bigEndian32(png[offset + 8 + length..<offset + 12 + length]) else { return nil }
        let type = String(decoding: png[offset + 4..<offset + 8], as: UTF8.self)
        chunks.append(Chunk(type: type, data: Array(png[offset + 8..<offset + 8 + length])))
        offset += 12 + length
    }
    return offset == png.count ? chunks : nil
}

func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    var bytes: [UInt8] = []
    appendBigEndian32(UInt32(data.count), to: &bytes)
    let typeAndData = Array(type.utf8) + data
    bytes += typeAndData
    appendBigEndian32(crc32(typeAndData), to: &bytes)
    return bytes
}

/// A zlib stream of stored (uncompressed) deflate blocks.
func storedZlib(_ data: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [0x78, 0x01]
    var offset = 0
    repeat {
        let count = min(65535, data.count - offset)
        let final: UInt8 = offset + count == data.count ? 1 : 0
        out += [final, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
        out += data[offset..<offset + count]
        offset += count
    } while offset < data.count
    appendBigEndian32(adler32(data), to: &out)
    return out
}

/// The raw (filter type 0) payload of stored-block zlib data, as libpng
/// writes at compression level 0; nil when a block is compressed.
func inflateStored(_ zlib: [UInt8]) -> [UInt8]? {
    var out: [UInt8] = []
    var offset = 2
    while offset + 5 <= zlib.count {
        let header = zlib[offset]
        guard header & 0b110 == 0 else { return nil }  // BTYPE must be 00
        let length = Int(zlib[offset + 1]) | Int(zlib[offset + 2]) << 8
        offset += 5
        guard offset + length <= zlib.count else { return nil }
        out += zlib[offset..<offset + length]
        offset += length
        if header & 1 == 1 { return out }
    }
    return nil
}

/// PNG colour types.
enum ColorType: UInt8 {
    case gray = 0, rgb = 2, palette = 3, grayAlpha = 4, rgba = 6
    var channels: Int { [1, 0, 3, 1, 2, 0, 4][Int(rawValue)] }
}

/// Builds an uncompressed PNG from samples: `sample(x, y)` returns one value
/// per channel (palette index for palette images) at the given bit depth.
func makePNG(width: Int, height: Int, colorType: ColorType, bitDepth: Int, interlaced: Bool = false,
             palette: [(UInt8, UInt8, UInt8)] = [], transparency: [UInt8] = [],
             sample: (Int, Int) -> [Int]) -> [UInt8] {
    var ihdr: [UInt8] = []
    appendBigEndian32(UInt32(width), to: &ihdr)
    appendBigEndian32(UInt32(height), to: &ihdr)
    ihdr += [UInt8(bitDepth), colorType.rawValue, 0, 0, interlaced ? 1 : 0]
    var png = pngSignature + chunk("IHDR", ihdr)
    if !palette.isEmpty { png += chunk("PLTE", palette.flatMap { [$0.0, $0.1, $0.2] }) }
    if !transparency.isEmpty { png += chunk("tRNS", transparency) }

    // Adam7 passes: (x start, y start, x step, y step); one pass when not interlaced.
    let passes = interlaced
        ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
        : [(0, 0, 1, 1)]
    var raw: [UInt8] = []
    for (x0, y0, dx, dy) in passes {
        let xs = Array(stride(from: x0, to: width, by: dx))
        guard !xs.isEmpty else { continue }
        for y in stride(from: y0, to: height, by: dy) {
            raw.append(0)  // filter type none
            var bits: [Int] = []  // packed MSB first below
            for x in xs { bits += sample(x, y) }
            raw += pack(bits, bitDepth: bitDepth)
        }
    }
    png += chunk("IDAT", storedZlib(raw))
    png += chunk("IEND", [])
    return png
}

private func pack(_ values: [Int], bitDepth: Int) -> [UInt8] {
    switch bitDepth {
    case 16: return values.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    case 8: return values.map { UInt8($0) }
    default:
        var out: [UInt8] = []
        var current = 0, used = 0
        for value in values {
            current = current << bitDepth | value
            used += bitDepth
            if used == 8 { out.append(UInt8(current)); current = 0; used = 0 }
        }
        if used > 0 { out.append(UInt8(current << (8 - used))) }
        return out
    }
}
