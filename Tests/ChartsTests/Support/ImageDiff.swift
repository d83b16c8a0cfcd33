import PNGCodec

/// Per-pixel differences of two same-sized straight-alpha RGBA images.
struct ImageDiff {
    /// Largest channel difference per pixel (0 where the sizes differ: see `sameSize`).
    var maxima: [UInt8]
    var width: Int
    var height: Int
    var sameSize: Bool

    init(_ a: DecodedImage, _ b: DecodedImage) {
        width = a.width
        height = a.height
        sameSize = a.width == b.width && a.height == b.height
        guard sameSize else {
            maxima = []
            return
        }
        var out = [UInt8](repeating: 0, count: a.width * a.height)
        a.rgba.withUnsafeBufferPointer { pa in
            b.rgba.withUnsafeBufferPointer { pb in
                for i in 0..<out.count {
                    var m: Int32 = 0
                    for c in 0..<4 {
                        m = max(m, abs(Int32(pa[i * 4 + c]) - Int32(pb[i * 4 + c])))
                    }
                    out[i] = UInt8(m)
                }
            }
        }
        maxima = out
    }

    func countBeyond(_ limit: UInt8) -> Int {
        guard sameSize else { return width * height }
        return maxima.reduce(0) { $0 + ($1 > limit ? 1 : 0) }
    }

    func fractionBeyond(_ limit: UInt8) -> Double {
        Double(countBeyond(limit)) / Double(max(width * height, 1))
    }
}
