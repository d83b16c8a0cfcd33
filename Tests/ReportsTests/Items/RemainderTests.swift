@testable import Charts
import Foundation
import Raster
import Testing
@testable import Reports
import TrainingDemo
import Workouts
import WorkoutTestSupport

/// Issue 45, point 3: "Other" never dominates. On the real-shape history (150
/// exercises, two years) the long tail folds where a lifter recognises it
/// ("Other legs"), and no remainder segment, bar or slice outweighs the
/// largest named series, read from what each chart draws: its bar plots'
/// segments, its bars, its slices.
@Suite(.serialized) struct RemainderTests {
    @Test func aTailFoldsByMovementIntoNamedGroups() {
        let ids = (0..<11).map { _ in UUID() }
        // Two lifts of no known movement, then three legs, three pulling and three core lifts.
        let totals = [100.0, 60, 35, 30, 30, 25, 25, 25, 20, 20, 20]
        let movements: [UUID: Movement] = [ids[2]: .legs, ids[3]: .legs, ids[4]: .legs, ids[5]: .pulling,
                                           ids[6]: .pulling, ids[7]: .pulling, ids[8]: .core, ids[9]: .core,
                                           ids[10]: .core]
        let sorted = zip(ids, totals).map { (id: $0, total: $1) }
        let old = SeriesLimit.fold(sorted, kept: 4, movements: [:], noun: .exercises)
        #expect(old.remainders.count == 1 && old.remainders[0].total > 100, "one Other outweighs the largest")
        let (named, remainders) = SeriesLimit.fold(sorted, kept: 4, movements: movements, noun: .exercises)
        #expect(named + remainders.count <= 5)
        #expect(remainders.allSatisfy { $0.total <= 100 }, "\(remainders.map { ($0.name, $0.total) })")
        #expect(remainders.map(\.name).contains("Other legs"))
        #expect(named == 2)
        #expect(remainders.map(\.name) == ["Other legs", "Other pulling", "Other core"])
        #expect(Set(remainders.flatMap(\.members)).count == 11 - named, "every folded exercise in one remainder")
    }
}
