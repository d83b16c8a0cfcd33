import Testing
import WorkoutModel

/// Issue 43.3: every message quotes a value one way, cut at one length with
/// control characters escaped. A muscle word was quoted raw (an ESC reached the
/// terminal) and cut without a mark; a load step was cut at 40 characters.
@Suite struct QuotedValueTests {
    @Test func aMuscleWordIsQuotedEscapedAndMarkedWhereCut() {
        let word = "che\u{1B}]0;x\u{7}st" + String(repeating: "s", count: 120)
        let message: String
        do { _ = try MuscleMapping(parsing: [word]); message = "" } catch { message = error.description }
        #expect(!message.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 }, "\(message.debugDescription)")
        #expect(message.hasPrefix("'che\\u001B]0;x\\u0007st" + String(repeating: "s", count: 69) + "…' is not a muscle group"))
    }

    @Test func aLoadStepIsCutAtTheOneLengthOfEveryValue() {
        let text = String(repeating: "9", count: 70) + "kg"
        let message = ProgressionSettingError.badStep(text).description
        #expect(message.hasPrefix("'" + String(repeating: "9", count: 70) + "kg' is not a load step"), "\(message)")
    }
}
