import Foundation
import Testing
@testable import WorkoutImport

/// A number field read from its bytes gives the same double as
/// `Double(String)`, and leaves every other spelling to the general reader.
@Suite struct PlainDecimalTests {
    @Test func plainNumbersReadAsDoubleReadsThem() {
        var seed: UInt64 = 42
        func next() -> UInt64 { seed = seed &* 6364136223846793005 &+ 1442695040888963407; return seed >> 33 }
        var texts = ["0", "-0", "+5", "100", "62.5", "0.1", "2.675", "999999999999999", "0.000000000000001",
                     "1.005", "80.45", "-25", "007.50"]
        for _ in 0..<20_000 {
            let whole = String(next() % 100_000)
            let digits = Int(next() % 8)
            let fraction = String((0..<digits).map { _ in Character(String(next() % 10)) })
            texts.append(digits == 0 ? whole : whole + "." + fraction)
        }
        for text in texts {
            let value = PlainDecimal.value(text)
            #expect(value != nil, "\(text) is plain")
            #expect(value?.bitPattern == Double(text)?.bitPattern, "\(text)")
        }
    }

    @Test func otherSpellingsAreLeftToTheGeneralReader() throws {
        for text in ["", "-", ".5", "5.", "1.2.3", "62,5", " 5", "5 ", "1e3", "0x10", "1234567890123456", "٣", "5kg"] {
            #expect(PlainDecimal.value(text) == nil, "\(text)")
        }
        #expect(try FieldParsing.decimal("62,5", "weight") == 62.5)
        #expect(try FieldParsing.decimal(" 1e3 ", "weight") == 1000)
    }
}
