@testable import Raster

/// A small deterministic generator (SplitMix64), so random tests repeat exactly.
struct SeededRandom: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func float(_ range: ClosedRange<Float>) -> Float { Float.random(in: range, using: &self) }
}

/// Alpha channel of every pixel, row-major (for black-on-transparent coverage checks).
func alphas(_ canvas: Canvas) -> [UInt8] {
    canvas.withUnsafeBytes { raw in stride(from: 3, to: raw.count, by: 4).map { raw[$0] } }
}

/// All premultiplied bytes.
func bytes(_ canvas: Canvas) -> [UInt8] {
    canvas.withUnsafeBytes { Array($0) }
}

/// A fresh transparent canvas (sizes in tests are always valid).
func makeCanvas(_ width: Int, _ height: Int) throws -> Canvas {
    try Canvas(width: width, height: height)
}
