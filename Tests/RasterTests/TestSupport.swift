@testable import Raster

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
