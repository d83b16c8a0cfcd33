import Testing
@testable import Raster

/// Rectangles thinner than half a pixel round away in `fillRect`'s snapped
/// path and are drawn anti-aliased instead: each must come out as a pale
/// tint of its colour over the background, never darker than either.
@Suite struct ThinRectTests {
    @Test(arguments: [Float(0.05), 0.2, 0.3, 0.45])
    func aThinBarIsATintNotADarkLine(width: Float) throws {
        var canvas = try Canvas(width: 40, height: 20)
        canvas.clear(.white)
        let yellow = Color(red: 0xF0, green: 0xE4, blue: 0x42)
        for (i, x) in [Float(3), 7.3, 11.6, 15.9, 20.95].enumerated() {
            canvas.fillRect(Rect(x: x + Float(i) * 0.01, y: 2, width: width, height: 16), with: .solid(yellow))
        }
        for y in 2..<18 {
            for x in 0..<40 {
                let p = canvas.pixel(x: x, y: y)
                #expect(p.red >= 0xF0 && p.green >= 0xE4 && p.blue >= 0x42, "(\(x), \(y)) is \(p) for width \(width)")
            }
        }
    }
}
