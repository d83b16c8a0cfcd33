import Testing
import Raster
@testable import Charts

@Suite("Legend layout")
struct LegendLayoutTests {
    // 10 units per character stands in for a font, so widths are easy to check by hand.
    let measure: (String) -> Float = { Float($0.count) * 10 }
    let metrics = LegendLayout.Metrics(lineHeight: 20, swatchSize: 14, swatchGap: 6, columnGap: 20, rowGap: 4)

    @Test func rowMajorTakesAsManyColumnsAsFit() {
        // Entries are 14 + 6 + 50 = 70 wide; 3 columns need 3·70 + 2·20 = 250.
        let texts = ["aaaaa", "bbbbb", "ccccc", "ddddd", "eeeee"]
        let layout = LegendLayout.make(texts: texts, measure: measure, metrics: metrics,
                                       maxWidth: 260, maxHeight: 1000, order: .rowMajor)
        #expect(layout.columns == 3)
        #expect(layout.rows == 2)
        #expect(layout.size == Size(width: 250, height: 44))
        #expect(layout.entries[3].row == 1 && layout.entries[3].column == 0)
        #expect(layout.entries[4].frame.minX == 90)
        #expect(layout.entries[4].swatch == Rect(x: 90, y: 27, width: 14, height: 14))
        #expect(layout.entries[4].textOrigin == Point(x: 110, y: 34))
    }

    @Test func columnMajorTakesFewestColumnsThatFitTheHeight() {
        let texts = (0..<7).map { "item\($0)" }
        let layout = LegendLayout.make(texts: texts, measure: measure, metrics: metrics,
                                       maxWidth: 500, maxHeight: 90, order: .columnMajor)
        // 4 rows are 4·20 + 3·4 = 92 > 90, so 3 columns of 3 rows.
        #expect(layout.columns == 3)
        #expect(layout.rows == 3)
        #expect(layout.entries[3].column == 1 && layout.entries[3].row == 0)
        #expect(layout.size.height == 68)
    }

    @Test func givenColumnsAndRowsWin() {
        let texts = ["a", "bb", "ccc", "dddd"]
        let byColumns = LegendLayout.make(texts: texts, measure: measure, metrics: metrics,
                                          maxWidth: 1000, maxHeight: 1000, order: .rowMajor, columns: 2)
        #expect(byColumns.columns == 2 && byColumns.rows == 2)
        // Column widths are per column: max(30, 50) and max(40, 60).
        #expect(byColumns.size.width == 50 + 20 + 60)
        let byRows = LegendLayout.make(texts: texts, measure: measure, metrics: metrics,
                                       maxWidth: 1000, maxHeight: 1000, order: .rowMajor, rows: 1)
        #expect(byRows.columns == 4 && byRows.rows == 1)
    }

    @Test func tooLongTextIsShortened() {
        let layout = LegendLayout.make(texts: ["a very long exercise name indeed"], measure: measure,
                                       metrics: metrics, maxWidth: 120, maxHeight: 100, order: .rowMajor)
        let text = layout.entries[0].text
        #expect(text.hasSuffix("…"))
        #expect(measure(text) <= 100)
        #expect(layout.size.width <= 120)
    }

    /// A shortened entry keeps its value: the name gives way, not the number.
    @Test func aShortenedEntryKeepsItsValue() {
        let layout = LegendLayout.make(texts: ["Barbell Romanian Deadlift From Deficit 12,400 kg (54.0%)",
                                               "Long Slow Distance Run On Trails 1:05:00 (22.1%)"],
                                       measure: measure, metrics: metrics, maxWidth: 320, maxHeight: 100,
                                       order: .rowMajor)
        let texts = layout.entries.map(\.text)
        #expect(texts[0].hasSuffix("… 12,400 kg (54.0%)") && texts[0].hasPrefix("Barbell"), "\(texts[0])")
        #expect(texts[1].hasSuffix("… 1:05:00 (22.1%)"), "\(texts[1])")
        #expect(texts.allSatisfy { measure($0) <= 300 })
    }

    /// A stacked chart's legend lists its top series first, often its smallest: cut to fit at
    /// 240×160, it named "Lats, Forearms, Side delts …" and hid Glutes and Quads in "+7 more".
    /// Weighed, it keeps the heaviest, in their order; an entry without a weight (a limit band) stays.
    @Test func aLegendCutToFitKeepsItsHeaviestEntries() {
        let names = ["Lats", "Forearms", "Side", "Chest", "Back", "Abs", "Delts", "Hams", "Quads", "Glutes", "Target"]
        let weights: [Double?] = [0.5, 0.5, 1.5, 3, 2, 3, 6, 5.5, 9.5, 10, nil]
        // Room for five rows of one column: four entries and "+7 more".
        let layout = LegendLayout.make(texts: names, measure: measure, metrics: metrics, maxWidth: 100,
                                       maxHeight: 5 * 20 + 4 * 4, order: .columnMajor, weights: weights)
        #expect(layout.entries.map(\.text) == ["Delts", "Quads", "Glutes", "Target", "+7 more"])
        #expect(layout.entries.map(\.index) == [6, 8, 9, 10, 11], "each entry keeps its series' index")
        #expect(layout.entries.last?.isSummary == true)
        let unweighed = LegendLayout.make(texts: names, measure: measure, metrics: metrics, maxWidth: 100,
                                          maxHeight: 5 * 20 + 4 * 4, order: .columnMajor)
        #expect(unweighed.entries.map(\.text) == ["Lats", "Forearms", "Side", "Chest", "+7 more"])
    }

    @Test func emptyLegend() {
        let layout = LegendLayout.make(texts: [], measure: measure, metrics: metrics,
                                       maxWidth: 100, maxHeight: 100, order: .rowMajor)
        #expect(layout.entries.isEmpty && layout.size == .zero)
    }

    /// Issue 45.3: names stay whole before they are cut. A share goes first, then an aside in
    /// the name, so two remainders never both read "Other…" (they did at 480×300).
    @Test func aNameStaysWholeBeforeItsShareAndAsideGo() {
        let fit = { (text: String, width: Float) in TextFitting.truncateKeepingValue(text, toWidth: width, measure: self.measure) }
        // "Other pulling 46,359 kg (18.9%)" is 310 wide; without the share, 230.
        #expect(fit("Other pulling 46,359 kg (18.9%)", 240) == "Other pulling 46,359 kg")
        // Its aside goes before the share when that fits: "Other 61,613 kg (25.1%)" is 230.
        #expect(fit("Other (8 muscle groups) 61,613 kg (25.1%)", 240) == "Other 61,613 kg (25.1%)")
        // Then both: "Other 61,613 kg" is 150.
        #expect(fit("Other (8 muscle groups) 61,613 kg (25.1%)", 160) == "Other 61,613 kg")
        // With no room for both, the name alone, not a number nobody can place ("28 (2.0%)").
        #expect(fit("Side delts 28 (2.0%)", 100) == "Side delts")
        // A short last word of the name is no unit: "Pull Up" stays whole, not "Pull".
        #expect(fit("Pull Up 240 kg (3.3%)", 80) == "Pull Up")
        #expect(fit("Pull Up 240 kg (3.3%)", 140) == "Pull Up 240 kg")
        // What fits is left alone.
        #expect(fit("Quads 86,960 kg (35.5%)", 400) == "Quads 86,960 kg (35.5%)")
    }

    /// A 240 × 160 week read "Run… 1 set" and "Row… 1 set", and a lift "Romania… 2,000 kg":
    /// a name cut inside its first word names nothing, so the whole name goes in alone when
    /// it fits; a name cut after its first word keeps its value, and a pie keeps its share.
    @Test func aNameCutInsideItsFirstWordGivesWayToTheWholeName() {
        let fit = { (text: String, width: Float, shares: Bool) in
            TextFitting.truncateKeepingValue(text, toWidth: width, sharesFirst: shares, measure: self.measure)
        }
        #expect(fit("Running 1 set", 100, false) == "Running")
        #expect(fit("Rowing Machine 1 set", 140, false) == "Rowing… 1 set")
        #expect(fit("Romanian Deadlift 2,000 kg", 170, false) == "Romanian Deadlift")
        // Nothing whole fits: the cut name and its value, as before.
        #expect(fit("Romanian Deadlift 2,000 kg", 160, false) == "Romani… 2,000 kg")
        #expect(fit("Bench Press 600 kg", 170, false).hasSuffix("… 600 kg"))
        #expect(fit("Running 12.5%", 100, true) == "Run… 12.5%")
        // A bare number may be part of the name: "Exercise 30" never becomes a row of "Exercise".
        #expect(fit("Exercise 30", 90, false) == "Exerc… 30")
    }

    /// A new lifter's two weeks at 480 × 300 listed "Squat 2,813 kg (66.0%)" and "Deadlift 400 kg
    /// (9.4%)" but "Bench Press 600 kg": one entry short of room left out its share, and the
    /// legend read as if Bench Press had none. Now one entry's share goes, all go.
    @Test func whenOneEntryLeavesOutItsShareEveryEntryDoes() {
        let texts = ["Deadlift 400 kg (9.4%)", "Overhead Press 450 kg (10.6%)", "Bench Press 600 kg (14.1%)",
                     "Squat 2,813 kg (66.0%)"]
        // Text room 280 - 14 - 6 = 260: "Overhead Press 450 kg (10.6%)" (290) is cut, the rest fit.
        let layout = LegendLayout.make(texts: texts, measure: measure, metrics: metrics,
                                       maxWidth: 280, maxHeight: 1000, order: .columnMajor)
        #expect(layout.entries.map(\.text) == ["Deadlift 400 kg", "Overhead Press 450 kg", "Bench Press 600 kg",
                                                "Squat 2,813 kg"])
        // All fit: every share stays.
        let wide = LegendLayout.make(texts: texts, measure: measure, metrics: metrics,
                                     maxWidth: 400, maxHeight: 1000, order: .columnMajor)
        #expect(wide.entries.map(\.text) == texts)
        // A pie's legend keeps its shares, and then leaves out every amount: "Overhead Press 10.6%"
        // under "Deadlift 400 kg (9.4%)" read as if Deadlift's share were its amount.
        let pie = LegendLayout.make(texts: texts, measure: measure, metrics: metrics,
                                    maxWidth: 280, maxHeight: 1000, order: .columnMajor, sharesFirst: true)
        #expect(pie.entries.map(\.text) == ["Deadlift 9.4%", "Overhead Press 10.6%", "Bench Press 14.1%", "Squat 66.0%"])
        let roomy = LegendLayout.make(texts: texts, measure: measure, metrics: metrics,
                                      maxWidth: 400, maxHeight: 1000, order: .columnMajor, sharesFirst: true)
        #expect(roomy.entries.map(\.text) == texts)
        #expect(TextFitting.shareOnly("Glutes 48 (14.5%)") == "Glutes 14.5%")
        #expect(TextFitting.shareOnly("Exercise 30 12 (5.0%)") == "Exercise 30 5.0%")
        #expect(TextFitting.shareOnly("Running 4:54:34 (9.3%)") == "Running 9.3%")
        #expect(TextFitting.shareOnly("Glutes 14.5%") == nil)
        #expect(TextFitting.withoutShare("Other (8 exercises) 1,234 kg (5.0%)") == "Other (8 exercises) 1,234 kg")
        #expect(TextFitting.withoutShare("Other (8 exercises)") == nil)
    }

    /// A 320-wide week read "Other 7,950 kg | Shoulder Press | Squat 1,932 kg": some entries
    /// with their amount, some without, as if those had none. One goes, all go.
    @Test func whenOneEntryLeavesOutItsAmountEveryEntryDoes() {
        let texts = ["Other 7,950 kg", "Shoulder Press (Dumbbell) 3,000 kg", "Squat (Barbell) 1,932 kg", "Running 1 set"]
        // Text room 130: "Shoulder Press (Dumbbell) 3,000 kg" keeps three letters with its amount,
        // so it gives way to its first word ("Shoulder…"); "Running 1 set" fits whole.
        let layout = LegendLayout.make(texts: texts, measure: measure, metrics: metrics,
                                       maxWidth: 150, maxHeight: 1000, order: .columnMajor)
        #expect(layout.entries.map(\.text) == ["Other", "Shoulder…", "Squat…", "Running"])
        // Room for every amount: each keeps it.
        let wide = LegendLayout.make(texts: texts, measure: measure, metrics: metrics,
                                     maxWidth: 400, maxHeight: 1000, order: .columnMajor)
        #expect(wide.entries.map(\.text) == texts)
        #expect(TextFitting.nameOnly("trend +1,689 kg a month") == nil)
        #expect(TextFitting.nameOnly("Glutes 48 (14.5%)") == "Glutes")
    }

    /// A 240-wide pie's legend read "Leg Press | Squat 8.1% | Ben… 7.0% | Ben… 5.9% | Other": two
    /// entries without a share and two "Ben…" for Bench Press and Bent Over Row. Names first.
    @Test func aPieLegendShortOfRoomForNamesAndSharesKeepsTheNames() {
        let texts = ["Leg Press 2,000 kg (15.0%)", "Bench Press 900 kg (7.0%)", "Bent Over Row 800 kg (5.9%)",
                     "Other 6,000 kg (48.0%)"]
        let layout = LegendLayout.make(texts: texts, measure: measure, metrics: metrics,
                                       maxWidth: 110, maxHeight: 1000, order: .columnMajor, sharesFirst: true)
        let shown = layout.entries.map(\.text)
        #expect(shown.allSatisfy { !$0.contains("%") }, "\(shown)")
        #expect(shown[0] == "Leg Press" && shown[3] == "Other", "\(shown)")
        #expect(shown[1] != shown[2] && shown[1].hasPrefix("Bench") && shown[2].hasPrefix("Bent"), "\(shown)")
    }

    /// The real-shape history's week at 240 × 160 read "Running 2…" (a count cut in half, where
    /// "sets" was not read as a unit) and "Row… 1 set" beside "Row (Band)" in the same log.
    @Test func aCountOfSetsIsAValueAndThreeLettersGiveWayToWholeWords() {
        let fit = { (text: String, width: Float) in
            TextFitting.truncateKeepingValue(text, toWidth: width, measure: self.measure)
        }
        #expect(fit("Running 2 sets", 100) == "Running")
        #expect(fit("Running 12 sets", 120) == "Running")
        #expect(fit("Running 2 sets", 140) == "Running 2 sets")
        #expect(fit("Rowing Machine 1 set", 100) == "Rowing…")
        // Four letters are a unit only after a plain number: "21s Curl" keeps its name.
        #expect(fit("21s Curl 300 kg", 110) == "21s… 300 kg")
        // A value with no name names no colour: a 280-wide week's legend read "5", "6", "14:55",
        // and a pie's "11.6%". The name goes in alone, as much of it as fits.
        #expect(fit("Bent Over Row 5 sets", 70) == "Bent…")
        #expect(fit("Rowing Machine 14:55", 60) == "Rowin…")
        #expect(TextFitting.truncateKeepingValue("Rowing Machine 11.6%", toWidth: 60, sharesFirst: true,
                                                 measure: measure) == "Rowin…")
        // More than three letters of the name kept: the cut name with its value, as before.
        #expect(fit("Romanian Deadlift 2,000 kg", 160) == "Romani… 2,000 kg")
    }

    /// A name's aside goes before its words are cut ("Bench Press 2,000 kg" of
    /// "Bench Press (Barbell) 2,000 kg"), but not when that makes two entries
    /// read alike: Barbell and Dumbbell both read "Bench Press".
    @Test func anAsideStaysWhereItTellsTwoEntriesApart() {
        let texts = ["Bench Press (Barbell) 2,000 kg", "Bench Press (Dumbbell) 800 kg", "Squat (Safety Bar) 3,000 kg"]
        let layout = LegendLayout.make(texts: texts, measure: measure, metrics: metrics,
                                       maxWidth: 14 + 6 + 250, maxHeight: 1000, order: .columnMajor)
        let shown = layout.entries.map(\.text)
        #expect(shown[0].hasPrefix("Bench Press (B") && shown[0].hasSuffix(" 2,000 kg"), "\(shown)")
        #expect(shown[1].hasPrefix("Bench Press (D") && shown[1].hasSuffix(" 800 kg"), "\(shown)")
        // Squat is told apart from the others without its aside.
        #expect(shown[2] == "Squat 3,000 kg", "\(shown)")
    }

    /// Asides taken back keep the form the legend settled on: a narrow months legend read
    /// "Bench… 1,110 kg (0.4%)" twice beside "Squat 13,386 kg" and "Deadlift (Barbell)".
    @Test(arguments: [160, 200, 230, 260, 300])
    func asidesTakenBackKeepOneForm(room: Int) {
        let texts = ["Squat (Barbell) 80,945 kg (31.6%)", "Bench Press (Barbell) 40,120 kg (15.7%)",
                     "Squat (Dumbbell) 13,386 kg (5.2%)", "Bench Press (Dumbbell) 4,314 kg (1.7%)",
                     "Reverse Fly (Dumbbell) 4,026 kg (1.6%)", "Reverse Fly (Band) 2,892 kg (1.1%)",
                     "Bench Press (Cable) 1,110 kg (0.4%)"]
        let layout = LegendLayout.make(texts: texts, measure: measure, metrics: metrics,
                                       maxWidth: 14 + 6 + Float(room), maxHeight: 1000, order: .columnMajor)
        let shown = layout.entries.map(\.text)
        let forms = Set(shown.map { TextFitting.nameAndTail($0).tail.isEmpty ? "name" :
                                    TextFitting.withoutShare($0) != nil ? "amount and share" : "amount" })
        #expect(forms.count == 1, "\(room): \(shown)")
        let names = shown.map { TextFitting.nameAndTail($0).name }
        #expect(Set(names).count == names.count, "\(room): \(shown)")
        // "Squat 13,386 kg" beside "Squat (Barbell) 80,945 kg" reads as the same squat.
        #expect(names.allSatisfy { $0.contains("(") }, "\(room): \(shown)")
    }

    /// A pie's legend too: "Squat 45.3%" and "Squat 7.5%" for the barbell and the dumbbell.
    @Test func aPieLegendTellsTwoSquatsApart() {
        let texts = ["Squat (Barbell) 45,000 kg (45.3%)", "Bench Press (Barbell) 40,000 kg (40.3%)",
                     "Squat (Dumbbell) 7,500 kg (7.5%)", "Bench Press (Dumbbell) 2,400 kg (2.4%)"]
        let layout = LegendLayout.make(texts: texts, measure: measure, metrics: metrics,
                                       maxWidth: 14 + 6 + 170, maxHeight: 1000, order: .columnMajor, sharesFirst: true)
        let shown = layout.entries.map(\.text)
        let names = shown.map { TextFitting.nameAndTail($0).name }
        #expect(Set(names).count == names.count, "\(shown)")
        // A name cut short or without its aside tells which one it is: each keeps some of its aside.
        #expect(names.allSatisfy { $0.contains("(") }, "\(shown)")
    }

    /// "Squat 13,386 kg" beside a whole "Squat (Barbell) 80,945 kg" reads as the same squat.
    @Test func aNameWithoutItsAsideBesideTheWholeOneTakesItBack() {
        let texts = ["Squat (Barbell) 80,945 kg", "Squat (Dumbbell) 13,386 kg"]
        let layout = LegendLayout.make(texts: texts, measure: measure, metrics: metrics,
                                       maxWidth: 14 + 6 + 250, maxHeight: 1000, order: .columnMajor)
        let shown = layout.entries.map(\.text)
        #expect(shown[0] == "Squat (Barbell) 80,945 kg")
        #expect(shown[1].hasPrefix("Squat (D") && shown[1].hasSuffix(" 13,386 kg"), "\(shown)")
    }

    /// An entry that lost only its share keeps its whole name: "Squat (Barbell) 80,945 kg" read
    /// "Squat (Barbe…) 80,945 kg" when its aside was taken back.
    @Test func anAsideTakenBackIsWholeWhenItFits() {
        let texts = ["Squat (Barbell) 80,945 kg (85.8%)", "Squat (Dumbbell) 13,386 kg (14.2%)"]
        let layout = LegendLayout.make(texts: texts, measure: measure, metrics: metrics,
                                       maxWidth: 14 + 6 + 250, maxHeight: 1000, order: .columnMajor)
        let shown = layout.entries.map(\.text)
        #expect(shown[0] == "Squat (Barbell) 80,945 kg", "\(shown)")
        #expect(shown[1].hasPrefix("Squat (D") && shown[1].hasSuffix(" 13,386 kg"), "\(shown)")
    }
}
