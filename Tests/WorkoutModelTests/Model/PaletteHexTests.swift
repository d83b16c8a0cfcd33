import Basics
import Testing
@testable import WorkoutModel

/// The hex forms an exercise colour may be given in, read by the one hex reader (`HexColour`).
@Suite struct PaletteHexTests {
    @Test func hexColoursAreWrittenAsUpperCaseSixDigits() {
        #expect(Palette.normalizedHex("#0072b2") == "#0072B2")
        #expect(Palette.normalizedHex("abc") == "#AABBCC")
        #expect(Palette.normalizedHex("#E69F00") == "#E69F00")
    }

    @Test func fullWidthDigitsAreNotAColour() {
        // Character.isHexDigit admits full-width forms; a colour stored so could never be drawn.
        #expect(Palette.normalizedHex("#ＡＢＣ") == nil)
        #expect(CIELAB(hex: "#ＡＢＣ") == nil)
    }

    @Test func alphaAndOtherLengthsAreRefused() {
        for text in ["#11223344", "#12", "#1234", "", "#", "blue"] {
            #expect(Palette.normalizedHex(text) == nil, "\(text)")
        }
    }
}
