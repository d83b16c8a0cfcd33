import Foundation
import Testing
import Workouts
@testable import repchart

/// Issue 43.4: where the import's own words and the command line's say the
/// same finding and differ only in the advice (words or a flag), the
/// finding is worded once (`ImportProblemKind.finding`) and both start with it.
@Suite struct ImportProblemWordingTests {
    private static let kinds: [(ImportProblemKind, finding: String)] = [
        (.unitNotSaid, "the file does not say whether weights are kg or lb"),
        (.settingWithoutUnit, "the SETTING block does not name the weight unit (its mass column)"),
        (.weightWithoutUnit("70"), "weight 70 has no unit"),
        (.dateOrderUnclear(example: "1/2/25", why: "no day above 12"),
         "dates such as \"1/2/25\" could be day-first or month-first (no day above 12)"),
        (.regionDateOrder, "GymBook in English writes dates in the phone's region order"),
        (.rowsWithoutWork(empty: 3, rows: 4, read: nil), "3 of 4 rows have no reps, time or distance and would be dropped; "),
    ]

    @Test func bothWordingsStartWithTheOneFinding() {
        for (kind, finding) in Self.kinds {
            #expect(ImportProblemKind.finding(kind) == finding)
            #expect(kind.description.hasPrefix(finding), "\(kind)")
            #expect(kind.commandLineText.hasPrefix(finding), "\(kind)")
            #expect(kind.description != kind.commandLineText, "\(kind)")
        }
    }

    @Test func theAdviceIsAllThatDiffers() {
        #expect(ImportProblemKind.unitNotSaid.description == "the file does not say whether weights are kg or lb; say which")
        #expect(ImportProblemKind.unitNotSaid.commandLineText
                == "the file does not say whether weights are kg or lb; pass --unit kg or --unit lb")
        #expect(ImportProblemKind.regionDateOrder.commandLineText
                == "GymBook in English writes dates in the phone's region order; pass --date-order dmy or --date-order mdy")
    }
}
