import Charts
import Raster
import Foundation
import Testing
@testable import Reports
import TrainingDemo
import Typeset
import Workouts
import WorkoutTestSupport

/// Issue 45, point 3: names are shortened before they are cut. An equipment
/// suffix goes where the name stays unique in the chart; a cut keeps whole
/// words ("Bench Press…", never "Bench Press (…" or "Deadlift (Barb…").
@Suite(.serialized) struct ShortNamesTests {
    @Test func anEquipmentSuffixGoesWhereTheNameStaysUnique() {
        #expect(ShortNames.shown(["Bench Press (Barbell)", "Squat (Barbell)", "Deadlift (Trap Bar)"])
                == ["Bench Press", "Squat", "Deadlift (Trap Bar)"])
        #expect(ShortNames.shown(["Bench Press (Barbell)", "Bench Press (Dumbbell)"])
                == ["Bench Press (Barbell)", "Bench Press (Dumbbell)"], "both would read Bench Press")
        #expect(ShortNames.shown(["Squat (Barbell)", "Squat"]) == ["Squat (Barbell)", "Squat"])
        #expect(ShortNames.shown(["Pull Up (Assisted)"]) == ["Pull Up (Assisted)"], "assisted is no equipment")
    }

    @Test func aCutKeepsWholeWords() throws {
        let fonts = try ChartFonts.locate()
        let style = LabelStyle(size: 12, color: Color(rgb: 0))
        for (name, fits) in [("Bench Press (Barbell)", "Bench Press (Bar"), ("Deadlift (Barbell)", "Deadlift (Barb")] {
            let width = fonts.width(fits + "…", style: style)
            let cut = fonts.truncated(name, style: style, maxWidth: width)
            #expect(cut.hasSuffix("…"))
            let kept = String(cut.dropLast())
            #expect(name.split(separator: " ").map(String.init).starts(with: kept.split(separator: " ").map(String.init)),
                    "'\(cut)' keeps whole words of '\(name)'")
            #expect(!kept.contains("("), "'\(cut)'")
        }
        // One word wider than the room is still cut within it: better a part than nothing.
        let single = fonts.truncated("Supercalifragilistic", style: style, maxWidth: fonts.width("Super…", style: style))
        #expect(single == "Super…")
    }
}
