import Testing
@testable import Typeset

/// Issue 45.3: a name cut short keeps whole words and never leaves a
/// parenthesis open ("Other (3…", "Bench Press (…"): the parenthesis goes with its words.
@Suite struct WholeWordCutTests {
    func cut(_ text: String, at count: Int) -> String {
        let characters = Array(text)
        return String(characters[..<TextLayout.wholeWords(characters, cut: count)])
    }

    @Test func aCutInsideAParenthesisDropsIt() {
        #expect(cut("Other (3 exercises)", at: 10) == "Other")
        #expect(cut("Other (3 exercises)", at: 8) == "Other")
        #expect(cut("Deadlift (Barbell)", at: 14) == "Deadlift")
    }

    @Test func aCutAfterAClosedParenthesisKeepsIt() {
        #expect(cut("Squat (Barbell) 54 kg", at: 17) == "Squat (Barbell)")
        #expect(cut("Bench Press (Barbell)", at: 9) == "Bench")
    }

    @Test func aFirstWordTooLongIsCutWhereItMust() {
        #expect(cut("(Barbell) Row", at: 4) == "(Bar")
    }
}
