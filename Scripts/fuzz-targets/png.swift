// libFuzzer target: PNGDecoder.decode on arbitrary bytes (libpng through the
// CPNGShim setjmp wrapper). A decoded image must be as big as it says; an
// undecodable one must be a thrown PNGError, never a crash or an abort.
import PNGCodec

/// Like `precondition`, but the message survives -O (libFuzzer prints it).
func check(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() { fatalError(message()) }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let image = try? PNGDecoder.decode(bytes) else { return 0 }
    check(image.width > 0 && image.height > 0, "decoded an empty image")
    check(image.rgba.count == image.width * image.height * 4, "pixel buffer does not match the size")
    // Whatever decodes must encode again (small images only: keep runs fast).
    if image.width * image.height <= 4096 {
        var premultiplied = image.rgba
        for i in stride(from: 0, to: premultiplied.count, by: 4) {
            let a = UInt16(premultiplied[i + 3])
            for c in 0..<3 { premultiplied[i + c] = UInt8((UInt16(premultiplied[i + c]) * a + 127) / 255) }
        }
        let encoded = premultiplied.withUnsafeBytes { raw in
            try? PNGEncoder.encode(width: image.width, height: image.height, premultipliedRGBA: raw)
        }
        check(encoded != nil, "a decoded image failed to encode")
    }
    return 0
}
