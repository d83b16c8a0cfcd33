import Testing
@testable import Charts

@Suite("Label formatters")
struct LabelFormatterTests {
    @Test func plainUsesTheStepsDecimals() {
        let f = LabelFormatter.plain
        #expect(f.string(for: 7, step: 1) == "7")
        #expect(f.string(for: 0.5, step: 0.25) == "0.50")
        #expect(f.string(for: 0.003, step: 0.001) == "0.003")
        #expect(f.string(for: 1_234_567, step: 1) == "1,234,567")
        #expect(f.string(for: -50, step: 10) == "-50")
        #expect(f.string(for: -0.0001, step: 1) == "0")
        #expect(f.string(for: 102.5) == "102.5")
        #expect(f.string(for: .nan) == "")
    }

    @Test func abbreviated() {
        let f = LabelFormatter.abbreviated
        #expect(f.string(for: 950) == "950")
        #expect(f.string(for: 1234) == "1.2K")
        #expect(f.string(for: 1000) == "1K")
        #expect(f.string(for: 12_500) == "12.5K")
        #expect(f.string(for: 125_000) == "125K")
        #expect(f.string(for: 3_500_000) == "3.5M")
        #expect(f.string(for: 2_500, step: 2_500) == "2.5K")
        #expect(f.string(for: -1_500) == "-1.5K")
    }

    @Test func unitsAndPercent() {
        #expect(LabelFormatter.unit("kg").string(for: 100, step: 20) == "100 kg")
        #expect(LabelFormatter.unit("kg").string(for: 12_000, step: 2_000) == "12K kg")
        #expect(LabelFormatter.unit("kg", abbreviate: false).string(for: 12_000, step: 2_000) == "12,000 kg")
        #expect(LabelFormatter.percent.string(for: 0.345) == "34.5%")
        #expect(LabelFormatter.percent.string(for: 0.5, step: 0.1) == "50%")
        #expect(LabelFormatter.plain(decimals: 1).string(for: 7) == "7.0")
    }

    @Test func dates() {
        let nov17: Double = 1_794_873_600  // 2026-11-17 00:00 UTC, a Tuesday
        #expect(LabelFormatter.date().string(for: nov17) == "Tue 17")
        #expect(LabelFormatter.date(.monthDay).string(for: nov17 + 3600) == "Nov 17")
        #expect(LabelFormatter.date(.iso).string(for: nov17) == "2026-11-17")
        #expect(LabelFormatter.date().string(for: -86_400) == "Wed 31")
        #expect(LabelFormatter.date(.monthDay).string(for: 1_709_208_000) == "Feb 29")
    }

    /// A formatter given its ticks together writes an axis in one form; one
    /// value at a time it uses its single-value closure.
    @Test func ticksWrittenTogether() {
        let formatter = LabelFormatter({ value, _ in "v\(Int(value))" },
                                       ticks: { values, _ in values.map { "t\(Int($0))/\(values.count)" } })
        #expect(formatter.string(for: 5) == "v5")
        #expect(formatter.strings(for: [0, 5], step: 5) == ["t0/2", "t5/2"])
        let short = LabelFormatter({ value, _ in "v\(Int(value))" }, ticks: { _, _ in ["one"] })
        #expect(short.strings(for: [0, 5], step: 5) == ["v0", "v5"])
    }
}
