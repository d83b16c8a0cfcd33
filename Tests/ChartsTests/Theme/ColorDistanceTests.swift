import Testing
import Raster
@testable import Charts

@Suite struct ColorDistanceTests {
    @Test func cie76AgainstKnownValues() {
        // White to black is L* 100 apart; sRGB red's Lab is about (53.2, 80.1, 67.2).
        #expect(abs(ColorDistance.delta(.white, .black) - 100) < 0.01)
        let red = ColorDistance.lab(Color(rgb: 0xFF0000))
        #expect(abs(red.l - 53.24) < 0.05 && abs(red.a - 80.09) < 0.1 && abs(red.b - 67.20) < 0.1)
        #expect(ColorDistance.delta(Color(rgb: 0x0072B2), Color(rgb: 0x0072B2)) == 0)
        #expect(ColorDistance.minimumDelta([.white]) == .infinity)
    }
}
