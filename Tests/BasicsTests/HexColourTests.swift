import Testing
import Basics

@Suite struct HexColourTests {
    @Test func channelsAreWrittenAsTwoHexDigits() {
        #expect(HexColour.string(red: 0, green: 114, blue: 178) == "#0072b2")
        #expect(HexColour.string(red: 0, green: 114, blue: 178, uppercase: true) == "#0072B2")
        #expect(HexColour.string(red: 255, green: 0, blue: 15, alpha: 128) == "#ff000f80")
    }

    @Test func everyWrittenColourReadsBack() {
        for value in stride(from: 0, through: 255, by: 5) {
            let v = UInt8(value), w = UInt8(255 - value)
            for uppercase in [false, true] {
                let text = HexColour.string(red: v, green: w, blue: v / 2, alpha: w, uppercase: uppercase)
                let back = HexColour.channels(text)
                #expect(back?.red == v && back?.green == w && back?.blue == v / 2 && back?.alpha == w, "\(text)")
            }
        }
    }

    @Test func shortFormsAndMissingHashRead() {
        let short = HexColour.channels("#abc")
        #expect(short?.red == 0xAA && short?.green == 0xBB && short?.blue == 0xCC && short?.alpha == 255)
        let bare = HexColour.channels("0072B2")
        #expect(bare?.red == 0 && bare?.green == 0x72 && bare?.blue == 0xB2)
    }

    @Test func anythingElseIsRefused() {
        for text in ["", "#", "#12", "#1234", "#12345", "#1234567", "#123456789", "#ggg", "red", "#ＡＢＣ", "#-12", "# 123"] {
            #expect(HexColour.channels(text) == nil, "\(text)")
        }
        #expect(HexColour.channels("#11223344", allowingAlpha: false) == nil)
        #expect(HexColour.channels("#11223344")?.alpha == 0x44)
    }
}
