import Testing
@testable import WorkoutModel

/// Every form of set notation, with the exact entries it must give.
@Suite struct NotationTests {
    private func parse(_ text: String, unit: WeightUnit = .kg) throws -> [SetEntry] {
        try SetNotation.parse(text, defaultUnit: unit)
    }

    private func kg(_ value: Double) -> Weight { Weight(value, .kg) }

    @Test func setsTimesReps() throws {
        #expect(try parse("3x10") == Array(repeating: SetEntry(reps: 10), count: 3))
    }

    @Test func setsTimesRepsAtLoadWithUnit() throws {
        #expect(try parse("5x5@100kg") == Array(repeating: SetEntry(reps: 5, weight: kg(100)), count: 5))
    }

    @Test func repListTakesTheDefaultUnit() throws {
        #expect(try parse("12,10,8@60") == [
            SetEntry(reps: 12, weight: kg(60)), SetEntry(reps: 10, weight: kg(60)), SetEntry(reps: 8, weight: kg(60)),
        ])
        #expect(try parse("12,10,8@60", unit: .lb) == [
            SetEntry(reps: 12, weight: Weight(60, .lb)), SetEntry(reps: 10, weight: Weight(60, .lb)),
            SetEntry(reps: 8, weight: Weight(60, .lb)),
        ])
    }

    @Test func perSetLoadsShareTheListUnit() throws {
        #expect(try parse("3x8@60,62.5,65kg", unit: .lb) == [
            SetEntry(reps: 8, weight: kg(60)), SetEntry(reps: 8, weight: kg(62.5)), SetEntry(reps: 8, weight: kg(65)),
        ])
        #expect(try parse("10,8@135,155lb") == [
            SetEntry(reps: 10, weight: Weight(135, .lb)), SetEntry(reps: 8, weight: Weight(155, .lb)),
        ])
    }

    @Test func bodyweight() throws {
        #expect(try parse("3x12@bw") == Array(repeating: SetEntry(reps: 12, isBodyweight: true), count: 3))
        #expect(try parse("3x8@bw+20kg") ==
            Array(repeating: SetEntry(reps: 8, weight: kg(20), isBodyweight: true), count: 3))
        #expect(try parse("3x8@bw-25kg") ==
            Array(repeating: SetEntry(reps: 8, weight: kg(-25), isBodyweight: true), count: 3))
        // Unicode minus, default unit, spaces, bw+0 as plain bodyweight.
        #expect(try parse("2x8@bw−25", unit: .lb) ==
            Array(repeating: SetEntry(reps: 8, weight: Weight(-25, .lb), isBodyweight: true), count: 2))
        #expect(try parse("5 @ bw + 10") == [SetEntry(reps: 5, weight: kg(10), isBodyweight: true)])
        #expect(try parse("5@bw+0") == [SetEntry(reps: 5, isBodyweight: true)])
        #expect(try parse("3x8@bw,bw+10,bw+20kg") == [
            SetEntry(reps: 8, isBodyweight: true), SetEntry(reps: 8, weight: kg(10), isBodyweight: true),
            SetEntry(reps: 8, weight: kg(20), isBodyweight: true),
        ])
    }

    @Test func rpeForAllSetsOrPerSet() throws {
        #expect(try parse("3x5@100 rpe 8") ==
            Array(repeating: SetEntry(reps: 5, weight: kg(100), rpe: 8), count: 3))
        #expect(try parse("3x5@100 rpe 7,8,9.5") == [
            SetEntry(reps: 5, weight: kg(100), rpe: 7), SetEntry(reps: 5, weight: kg(100), rpe: 8),
            SetEntry(reps: 5, weight: kg(100), rpe: 9.5),
        ])
        #expect(try parse("5@100 rpe8") == [SetEntry(reps: 5, weight: kg(100), rpe: 8)])
    }

    @Test func rir() throws {
        #expect(try parse("3x10@40 rir 2") ==
            Array(repeating: SetEntry(reps: 10, weight: kg(40), rir: 2), count: 3))
        #expect(try parse("2x10 rir 2,0") == [SetEntry(reps: 10, rir: 2), SetEntry(reps: 10, rir: 0)])
    }

    @Test func warmUpThenWorkingSets() throws {
        let warm = SetEntry(reps: 5, weight: kg(60), type: .warmup)
        let work = SetEntry(reps: 5, weight: kg(100))
        #expect(try parse("w 2x5@60 3x5@100") == [warm, warm, work, work, work])
        #expect(try parse("warmup 2x5@60 3x5@100") == [warm, warm, work, work, work])
    }

    @Test func setTypeMarkers() throws {
        #expect(try parse("3x5@100 d 8@80 drop 6@60") == [
            SetEntry(reps: 5, weight: kg(100)), SetEntry(reps: 5, weight: kg(100)), SetEntry(reps: 5, weight: kg(100)),
            SetEntry(reps: 8, weight: kg(80), type: .drop), SetEntry(reps: 6, weight: kg(60), type: .drop),
        ])
        #expect(try parse("f 12@50 failure 3x8@40") ==
            [SetEntry(reps: 12, weight: kg(50), type: .failure)]
            + Array(repeating: SetEntry(reps: 8, weight: kg(40), type: .failure), count: 3))
        #expect(try parse("2x5@100 amrap 9@100") == [
            SetEntry(reps: 5, weight: kg(100)), SetEntry(reps: 5, weight: kg(100)),
            SetEntry(reps: 9, weight: kg(100), type: .amrap),
        ])
    }

    @Test func durations() throws {
        #expect(try parse("3x60s") == Array(repeating: SetEntry(duration: 60), count: 3))
        #expect(try parse("3x1m30s") == Array(repeating: SetEntry(duration: 90), count: 3))
        #expect(try parse("45s") == [SetEntry(duration: 45)])
        #expect(try parse("2min 90sec 1h5m 1:30 1:02:30 12.5s") == [
            SetEntry(duration: 120), SetEntry(duration: 90), SetEntry(duration: 3900),
            SetEntry(duration: 90), SetEntry(duration: 3750), SetEntry(duration: 12.5),
        ])
        #expect(try parse("60s,45s,30s") == [SetEntry(duration: 60), SetEntry(duration: 45), SetEntry(duration: 30)])
        #expect(try parse("3x60s@20kg") == Array(repeating: SetEntry(weight: kg(20), duration: 60), count: 3))
    }

    @Test func distances() throws {
        #expect(try parse("5km") == [SetEntry(distance: 5000)])
        #expect(try parse("4x400m") == Array(repeating: SetEntry(distance: 400), count: 4))
        #expect(try parse("1mi 1.5km") == [SetEntry(distance: 1609.344), SetEntry(distance: 1500)])
        #expect(try parse("5km in 25:00") == [SetEntry(duration: 1500, distance: 5000)])
        #expect(try parse("2x400m in 80s") == Array(repeating: SetEntry(duration: 80, distance: 400), count: 2))
        #expect(try parse("2x20m@40kg") == Array(repeating: SetEntry(weight: kg(40), distance: 20), count: 2))
    }

    /// `log running 30min 5km` logged two sets without a word; the sets stay as
    /// written (intervals read the same way) and the pair is found to be named.
    @Test func aTimeAloneBesideADistanceAloneIsFound() throws {
        func pair(_ text: String) -> [String]? {
            SetNotation.timeBesideDistance(in: text, defaultUnit: .kg)
                .map { [$0.written.first, $0.written.second, $0.oneSet] }
        }
        #expect(try parse("30min 5km") == [SetEntry(duration: 1800), SetEntry(distance: 5000)])
        #expect(pair("30min 5km") == ["30min", "5km", "5km in 30min"])
        #expect(pair("5km 30:00 # easy") == ["5km", "30:00", "5km in 30:00"])
        #expect(pair("w 10min 20min 4km") == ["20min", "4km", "4km in 20min"])
        // What it suggests is one set of both, as the notation reads it.
        #expect(try parse(#require(pair("5km 25:30"))[2]) == [SetEntry(duration: 1530, distance: 5000)])
        for text in ["5km in 30min", "1x30min 1x5km", "30min 1x5km", "45s 60s", "1mi 1.5km", "30min 5km@10kg",
                     "3x400m 90s", "30min 5x5@100", "same", "30min 5km x"] {
            #expect(pair(text) == nil, "\(text)")
        }
    }

    @Test func noteGoesOnEverySet() throws {
        #expect(try parse("w 5@60 5@100 #  felt good ") == [
            SetEntry(reps: 5, weight: kg(60), type: .warmup, note: "felt good"),
            SetEntry(reps: 5, weight: kg(100), note: "felt good"),
        ])
        #expect(try parse("3x10#") == Array(repeating: SetEntry(reps: 10), count: 3))
        #expect(try parse("5@100 # 3x5@200 rpe 11") == [SetEntry(reps: 5, weight: kg(100), note: "3x5@200 rpe 11")])
    }

    @Test func oneSetAndRepsOnly() throws {
        #expect(try parse("5@100") == [SetEntry(reps: 5, weight: kg(100))])
        #expect(try parse("20") == [SetEntry(reps: 20)])
        #expect(try parse("20,15,12") == [SetEntry(reps: 20), SetEntry(reps: 15), SetEntry(reps: 12)])
    }

    @Test func unitSpellingsAndCase() throws {
        let lb = Array(repeating: SetEntry(reps: 5, weight: Weight(225, .lb)), count: 3)
        #expect(try parse("3x5@225lb") == lb)
        #expect(try parse("3x5@225lbs") == lb)
        #expect(try parse("3X5@225LBS") == lb)
        #expect(try parse("3×5@225 lb") == lb)
        #expect(try parse("3 x 5 @ 225 lbs") == lb)
        #expect(try parse("5@100kgs") == [SetEntry(reps: 5, weight: kg(100))])
    }

    @Test func loadRightAtTheLimit() throws {
        #expect(try parse("1@2000kg") == [SetEntry(reps: 1, weight: kg(2000))])
        #expect(try parse("1@4409lb") == [SetEntry(reps: 1, weight: Weight(4409, .lb))])
        #expect(try parse("1@0") == [SetEntry(reps: 1, weight: kg(0))])
    }

    @Test func groupsEndAtWhateverCannotContinueThem() throws {
        // A spaced number after a load starts a new group; "45s" is a timed set.
        #expect(try parse("5@100 45s") == [SetEntry(reps: 5, weight: kg(100)), SetEntry(duration: 45)])
        #expect(try parse("3x5@100 rpe 8 5@80") ==
            Array(repeating: SetEntry(reps: 5, weight: kg(100), rpe: 8), count: 3) + [SetEntry(reps: 5, weight: kg(80))])
    }

    @Test func bareMIsMetres() throws {
        #expect(try parse("3x2m") == Array(repeating: SetEntry(distance: 2), count: 3))
        #expect(try parse("3x2min") == Array(repeating: SetEntry(duration: 120), count: 3))
    }
}
