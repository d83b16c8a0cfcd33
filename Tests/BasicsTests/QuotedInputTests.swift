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

    @Test func valuesAreCutAtTheirLimitThenMarked() {
        let long = String(repeating: "a", count: 100)
        // `value` keeps the character it stops at (the messages it writes have always read so).
        #expect(QuotedInput.value(long, limit: QuotedInput.limit) == String(repeating: "a", count: 81) + "…")
        #expect(QuotedInput.value(String(repeating: "a", count: 80), limit: QuotedInput.limit) == String(repeating: "a", count: 80))
        #expect(QuotedInput.value(long, limit: QuotedInput.shortLimit) == String(repeating: "a", count: 41) + "…")
        // One letter with 100,000 marks: at most twice the limit in scalars.
        let heavy = "e" + String(repeating: "\u{301}", count: 100_000)
        #expect(QuotedInput.value(heavy, limit: 40).unicodeScalars.count == 81)
    }

    @Test func clippedCutsByCharactersAndEscapesWhatItKeeps() {
        #expect(QuotedInput.clipped("short") == "short")
        #expect(QuotedInput.clipped(String(repeating: "b", count: 81)) == String(repeating: "b", count: 80) + "…")
        #expect(QuotedInput.clipped("line\r\nnext") == "line\\r\\nnext")
        #expect(QuotedInput.clipped("a\u{1B}bc", limit: 2) == "a\\u001B…")
        #expect(QuotedInput.quoted("x\ty") == "\"x\\ty\"")
    }
}
