import Testing
@testable import Raster
import RepChartTestSupport

@Suite struct CompositeTests {
    @Test func div255IsExactlyRounded() {
        for x in UInt32(0)...65025 {
            let expected = UInt32((Double(x) / 255).rounded())
            if div255(x) != expected { Issue.record("div255(\(x)) = \(div255(x)), want \(expected)"); return }
        }
    }

    @Test func scalePixelMatchesPerChannelRounding() {
        var rng = SeededRandom(seed: 1)
        for _ in 0..<20_000 {
            let p = UInt32(truncatingIfNeeded: rng.next()), c = UInt32(rng.next() % 256)
            let s = scalePixel(p, c)
            for shift in stride(from: UInt32(0), to: 32, by: 8) {
                let want = UInt32((Double((p >> shift) & 0xFF) * Double(c) / 255).rounded())
                #expect((s >> shift) & 0xFF == want)
            }
        }
    }

    @Test func sourceOverHalfBlackOnWhite() throws {
        var c = try makeCanvas(4, 4)
        c.clear(.white)
        c.fillRect(Rect(x: 0, y: 0, width: 4, height: 4), with: .solid(Color(red: 0, green: 0, blue: 0, alpha: 128)))
        // 255 × (255 − 128) / 255 = 127, alpha 128 + 255 × 127 / 255 = 255
        #expect(c.pixel(x: 1, y: 1) == Color(red: 127, green: 127, blue: 127))
        var d = try makeCanvas(2, 2)
        d.fillRect(Rect(x: 0, y: 0, width: 2, height: 2), with: .solid(Color(red: 200, green: 100, blue: 50, alpha: 255)),
                   opacity: 0.5)
        let bytes = d.withUnsafeBytes { Array($0.prefix(4)) }
        #expect(bytes == [100, 50, 25, 128])
        #expect(d.pixel(x: 0, y: 0) == Color(red: 199, green: 100, blue: 50, alpha: 128))
    }

    @Test func canvasSizeIsCheckedBeforeAllocating() throws {
        #expect(throws: RasterError.self) { try Canvas(width: 0, height: 0) }
        #expect(throws: RasterError.self) { try Canvas(width: -3, height: 10) }
        #expect(throws: RasterError.self) { try Canvas(width: Canvas.maxDimension + 1, height: 1) }
        #expect(throws: RasterError.self) { try Canvas(width: 16_000, height: 16_000) }  // 256 Mpx > 64 Mpx
        #expect(throws: RasterError.self) { try Canvas(width: Int.max, height: Int.max) }
        do {
            _ = try Canvas(width: 0, height: 5)
        } catch {
            #expect(error.description.contains("0×5"))
        }
        let c = try Canvas(width: 3, height: 2)
        #expect(c.width == 3 && c.height == 2 && !c.isOpaque)
        #expect(c.withUnsafeBytes { $0.count } == 24)
    }

    @Test func clearAndOpacity() throws {
        var c = try makeCanvas(3, 3)
        c.clear(Color(rgb: 0x336699))
        #expect(c.isOpaque)
        #expect(c.pixel(x: 2, y: 2) == Color(rgb: 0x336699))
        #expect(c.pixel(x: 3, y: 0) == .clear)
        c.fill(Path(rect: Rect(x: 0, y: 0, width: 3, height: 3)), with: .solid(.black), opacity: 0)
        c.fill(Path(rect: Rect(x: 0, y: 0, width: 3, height: 3)), with: .solid(.black), opacity: .nan)
        #expect(c.pixel(x: 1, y: 1) == Color(rgb: 0x336699))
    }
}
