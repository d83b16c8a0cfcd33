import Testing
import WorkoutModel
import Workouts
@testable import repchart

/// Terminal columns after Unicode East Asian Width.
@Suite struct TerminalWidthTests {
    @Test(arguments: [
        ("Bench Press", 11), ("ベンチプレス", 12), ("卧推", 4), ("벤치 프레스", 11), ("ｋｇ", 4),
        ("Жим лёжа", 8), ("Άρση", 4), ("ضغط", 3), ("לחיצה", 5), ("🏋️", 2), ("💪", 2), ("👍🏽", 2),
        ("e\u{301}", 1), ("a\u{200B}b", 2), ("", 0),
    ])
    func columns(text: String, expected: Int) {
        #expect(TerminalWidth.of(text) == expected)
    }

    @Test func wideNamesKeepTableColumnsAligned() {
        var table = TextTable(columns: [.init("NAME"), .init("SETS", .right), .init("NOTE")])
        table.append(["ベンチプレス", "12", "重い"])
        table.append(["Row", "3", "easy"])
        table.append(["💪 Curl", "4", ""])
        let lines = table.render().split(separator: "\n").map(String.init)
        #expect(lines == [
            "NAME          SETS  NOTE",
            "ベンチプレス    12  重い",
            "Row              3  easy",
            "💪 Curl          4",
        ])
        // Every SETS value ends in the same terminal column.
        let ends = lines.dropFirst().map { line -> Int in
            let prefix = line.prefix { !"0123456789".contains($0) }
            return TerminalWidth.of(prefix) + line.dropFirst(prefix.count).prefix { $0.isNumber }.count
        }
        #expect(Set(ends).count == 1)
    }
}
