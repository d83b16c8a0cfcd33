import Testing
import Basics

@Suite struct ColourScienceTests {
    @Test func sRGBChannelsLineariseAlongTheStandardCurve() {
        #expect(SRGB.linear(0) == 0)
        #expect(SRGB.linear(255) == 1)
        #expect(abs(SRGB.linear(10) - 0.003035) < 1e-6)   // the straight part
        #expect(abs(SRGB.linear(128) - 0.215861) < 1e-6)  // the power part
        for channel in 0...255 {
            #expect(SRGB.encoded(SRGB.linear(UInt8(channel))) == UInt8(channel))
        }
        #expect(SRGB.encoded(-1) == 0 && SRGB.encoded(2) == 255)
    }

    @Test func cielabMatchesPublishedValues() {
        func near(_ lab: CIELAB, _ l: Double, _ a: Double, _ b: Double) -> Bool {
            abs(lab.l - l) < 0.05 && abs(lab.a - a) < 0.1 && abs(lab.b - b) < 0.1
        }
        #expect(near(CIELAB(red: 255, green: 255, blue: 255), 100, 0, 0))
        #expect(near(CIELAB(red: 0, green: 0, blue: 0), 0, 0, 0))
        #expect(near(CIELAB(red: 255, green: 0, blue: 0), 53.24, 80.09, 67.20))
        #expect(near(CIELAB(red: 0, green: 0, blue: 255), 32.30, 79.19, -107.86))
        #expect(CIELAB(red: 128, green: 128, blue: 128).chroma < 0.01)
        #expect(abs(CIELAB(red: 0, green: 0, blue: 0).delta(CIELAB(red: 255, green: 255, blue: 255)) - 100) < 0.01)
    }

    @Test func cielabComesBackToTheSameSRGB() {
        for (r, g, b) in [(0, 114, 178), (230, 159, 0), (204, 121, 167), (17, 17, 17)] as [(UInt8, UInt8, UInt8)] {
            let back = CIELAB(red: r, green: g, blue: b).srgb
            #expect(back?.red == r && back?.green == g && back?.blue == b)
        }
        #expect(CIELAB(l: 50, a: 200, b: 0).srgb == nil)
    }

    @Test func blackOnWhiteContrastsTwentyOneToOne() {
        let white = Contrast.luminance(red: 255, green: 255, blue: 255)
        let black = Contrast.luminance(red: 0, green: 0, blue: 0)
        #expect(white == 1 && black == 0)
        #expect(abs(Contrast.ratio(white, black) - 21) < 1e-12)
        #expect(Contrast.ratio(black, white) == Contrast.ratio(white, black))
        #expect(Contrast.ratio(0.5, 0.5) == 1)
        // WCAG's own example: #777777 on white is just under 4.5.
        let grey = Contrast.luminance(red: 0x77, green: 0x77, blue: 0x77)
        #expect(abs(Contrast.ratio(grey, white) - 4.48) < 0.01)
    }
}
