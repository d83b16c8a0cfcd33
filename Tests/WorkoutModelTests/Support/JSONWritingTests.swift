import Foundation
import Testing
@testable import WorkoutModel

/// The one place JSON text is written, in both its dialects.
@Suite struct JSONWritingTests {
    @Test func exportStringsEscapeControlsInUpperCaseHexAndTheLineSeparators() {
        #expect(JSONWriting.string("a\u{1F}b\u{7F}\u{2028}/é") == "\"a\\u001Fb\\u007F\\u2028/é\"")
    }

    @Test func listingsArePrettySortedAndLeaveSlashes() {
        struct Row: Encodable { var b = "x/y"; var a = 1.5 }
        #expect(JSONWriting.listing([Row()]) == "[\n  {\n    \"a\" : 1.5,\n    \"b\" : \"x/y\"\n  }\n]")
    }

    /// The config file was quoted by JSONSerialization; its bytes stay the same for every character.
    @Test func configQuotingIsTheBytesJSONSerializationWrote() throws {
        var scalars = (0..<0x800).compactMap(Unicode.Scalar.init)
        scalars += [0x2028, 0x2029, 0xFEFF, 0xFFFD, 0x1F600].compactMap(Unicode.Scalar.init)
        for scalar in scalars {
            let text = "a" + String(Character(scalar)) + "b"
            let data = try JSONSerialization.data(withJSONObject: [text], options: [.withoutEscapingSlashes])
            let before = String(decoding: data.dropFirst().dropLast(), as: UTF8.self)
            #expect(JSONWriting.quotedForConfig(text) == before, "U+\(String(scalar.value, radix: 16))")
        }
    }
}
