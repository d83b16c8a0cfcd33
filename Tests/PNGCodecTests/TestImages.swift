// Test images: premultiplied RGBA8 buffers built from simple rules, so each
import RepChartTestSupport
// test can say exactly which pixels it expects back.

/// A premultiplied RGBA8 image under construction.
struct TestImage {
    let width: Int
    let height: Int
    var pixels: [UInt8]

    init(width: Int, height: Int, fill: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) = (0, 0, 0, 0)) {
        self.width = width
        self.height = height
        pixels = [UInt8](repeating: 0, count: width * height * 4)
        for i in 0..<(width * height) {
            pixels[i * 4] = fill.r
            pixels[i * 4 + 1] = fill.g
            pixels[i * 4 + 2] = fill.b
            pixels[i * 4 + 3] = fill.a
        }
    }

    subscript(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        get {
            let i = (y * width + x) * 4
            return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
        }
        set {
            let i = (y * width + x) * 4
            pixels[i] = newValue.r
            pixels[i + 1] = newValue.g
            pixels[i + 2] = newValue.b
            pixels[i + 3] = newValue.a
        }
    }

    /// Premultiplies a straight colour with rounding, as the Canvas stores it.
    static func premultiplied(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        func scale(_ c: UInt8) -> UInt8 { UInt8((Int(c) * Int(a) + 127) / 255) }
        return (scale(r), scale(g), scale(b), a)
    }

    /// A deterministic opaque image with flat areas, gradients and noise.
    static func opaqueNoise(width: Int, height: Int, seed: UInt64) -> TestImage {
        var image = TestImage(width: width, height: height)
        var state = seed
        for y in 0..<height {
            for x in 0..<width {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                let noise = UInt8(truncatingIfNeeded: state >> 56)
                image[x, y] = (UInt8(truncatingIfNeeded: x * 7), UInt8(truncatingIfNeeded: y * 3), noise, 255)
            }
        }
        return image
    }
}

