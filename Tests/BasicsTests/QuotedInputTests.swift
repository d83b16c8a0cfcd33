import Testing
import Basics

@Suite struct QuotedInputTests {
    @Test func controlsAndBidiAreEscaped() {
        #expect(QuotedInput.escaped("plain name") == "plain name")
        #expect(QuotedInput.escaped("a\nb\tc\r") == "a\\nb\\tc\\r")
        #expect(QuotedInput.escaped("\u{1B}]0;title\u{7}") == "\\u001B]0;title\\u0007")
        #expect(QuotedInput.escaped("x\u{202E}y\u{9B}") == "x\\u202Ey\\u009B")
        #expect(QuotedInput.escaped("Crème brûlée") == "Crème brûlée")
    }

    /// One clip length for every value a message quotes (issue 43.3): a colour, an import's id or a
    /// time zone was cut at 40 or 60 characters, a name at 80, and one cut kept the 81st character.
    @Test func everyValueIsCutAtTheOneLimitThenMarked() {
        let long = String(repeating: "a", count: 100)
        #expect(QuotedInput.clipped(long) == String(repeating: "a", count: 80) + "…")
        #expect(QuotedInput.clipped(String(repeating: "a", count: 80)) == String(repeating: "a", count: 80))
        // One letter with 100,000 marks: at most twice the limit in scalars.
        let heavy = "e" + String(repeating: "\u{301}", count: 100_000)
        #expect(QuotedInput.clipped(heavy, limit: 40).unicodeScalars.count == 81)
        #expect(QuotedInput.clipped(heavy).unicodeScalars.count == 161)
    }

    @Test func clippedCutsByCharactersAndEscapesWhatItKeeps() {
        #expect(QuotedInput.clipped("short") == "short")
        #expect(QuotedInput.clipped(String(repeating: "b", count: 81)) == String(repeating: "b", count: 80) + "…")
        #expect(QuotedInput.clipped("line\r\nnext") == "line\\r\\nnext")
        #expect(QuotedInput.clipped("a\u{1B}bc", limit: 2) == "a\\u001B…")
        #expect(QuotedInput.quoted("x\ty") == "\"x\\ty\"")
    }
}
