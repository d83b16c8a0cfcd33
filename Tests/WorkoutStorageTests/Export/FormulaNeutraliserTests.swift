import Testing
@testable import WorkoutStorage

/// Issue 42.13: the rule that keeps CSV exports' text cells from running as
/// spreadsheet formulas, and that RepChart's import undoes exactly.
@Suite struct FormulaNeutraliserTests {
    @Test(arguments: [
        ("=HYPERLINK(\"http://x\",\"y\")", "'=HYPERLINK(\"http://x\",\"y\")"), ("+1 rep", "'+1 rep"), ("-2", "'-2"),
        ("@SUM(A1)", "'@SUM(A1)"), ("\tcell", "'\tcell"), ("\rcell", "'\rcell"), ("\r\ncell", "'\r\ncell"),
        ("'=x", "''=x"), ("''", "'''"), ("'plain", "'plain"), ("'", "'"), ("Squat", "Squat"), ("", ""), ("a=b", "a=b"),
    ])
    func aTextThatStartsLikeAFormulaGetsAQuoteThatImportTakesOff(text: String, cell: String) {
        #expect(FormulaNeutraliser.neutralised(text) == cell)
        #expect(FormulaNeutraliser.restored(cell) == text)
    }
}
