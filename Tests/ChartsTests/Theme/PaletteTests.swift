import Testing
import Raster
@testable import Charts

@Suite("Themes and palette")
struct PaletteTests {
    @Test func okabeItoFirstAndDistinctForThirtySeries() {
        #expect(Theme.light.seriesColor(0) == Color(rgb: 0x0072B2))
        #expect(Theme.light.seriesColor(1) == Color(rgb: 0xE69F00))
        let colors = (0..<30).map { Theme.light.seriesColor($0) }
        #expect(Set(colors).count == 24)  // three rounds of eight, then repeats
        let dark = (0..<8).map { Theme.dark.seriesColor($0) }
        #expect(Set(dark).count == 8)
    }

    @Test func themesByName() {
        #expect(Theme(named: "Dark") == .dark)
        #expect(Theme(named: "light") == .light)
        #expect(Theme(named: "sepia") == nil)
    }
}
