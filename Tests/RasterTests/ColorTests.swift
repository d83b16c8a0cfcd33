import Testing
@testable import Raster

@Suite struct ColorTests {
    @Test func parsesHexFormsAndNamesWithSurroundingWhiteSpace() throws {
        #expect(try Color(parsing: "#1f77b4") == Color(rgb: 0x1F77B4))
        #expect(try Color(parsing: "  1F77B4\t") == Color(rgb: 0x1F77B4))
        #expect(try Color(parsing: "#abc") == Color(rgb: 0xAABBCC))
        #expect(try Color(parsing: "#11223344") == Color(rgb: 0x112233, alpha: 0x44))
        #expect(try Color(parsing: "\n SteelBlue \u{00A0}") == Color(rgb: 0x4682B4))
        #expect(try Color(parsing: "transparent") == .clear)
    }

    @Test(arguments: ["", "   ", "#12", "#12345", "#1234567", "#gg0000", "steel blue", "#-12345", "#+12345"])
    func refusesWhatIsNotAColour(_ text: String) {
        #expect(throws: ColorParseError(text: text)) { try Color(parsing: text) }
    }
}
