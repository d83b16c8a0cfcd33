import Foundation
import WorkoutModel

/// A generated history of the shape real exports have (a Hevy log with 153
/// exercises over 20 months, a Strong log with 82 over five years): two
/// years to a fixed `endDay`, 150 exercises with a long tail (a few main
/// lifts every week, most accessories a handful of times), weeks off, a
/// months-long break, pull-ups at bodyweight and with added or assisted load,
/// cardio with duration and distance, one exercise logged in pounds, and a
/// few outliers (a typo'd load, a 50-rep set, a marathon).
///
/// Deterministic: the same seed and end day give the same exercises, ids and
/// sets, so `Fixtures/histories/real-shape.json` (this history exported) and
/// the goldens drawn from it stay stable.
package struct RealShapeHistory: Sendable {
    /// The random seed the history is generated from.
    package static let seed: UInt64 = 0x2EA1_54A9_E202_6000
    /// The fixture's last day (a Friday); charts of it are drawn "today" = this day.
    package static let defaultEndDay = Day(year: 2026, month: 11, day: 20) ?? Day(daysSinceEpoch: 20_412)
    /// Exercises in the history: a long tail, like the real exports it imitates.
    package static let exerciseCount = 150
    /// Days of history before `endDay`.
    package static let span = 730

    /// The last day of the history.
    package var endDay: Day
    /// Sets are placed at 18:00 UTC.
    package static let timeZone = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0) ?? .current

    /// The history of `span` days ending with `endDay` (by default the fixture's).
    package init(endDay: Day = RealShapeHistory.defaultEndDay) {
        self.endDay = endDay
    }

    /// The first day of the months-long break and the day training resumed.
    package var longBreak: (first: Day, resumed: Day) {
        (endDay.adding(days: -430), endDay.adding(days: -322))
    }

    /// The history's exercises (ids stable, colours left to the store's palette) and sets, oldest first.
    package func make(timeZone: TimeZone) -> (exercises: [Exercise], sets: [WorkoutSet]) {
        var random = SeededRandom(seed: RealShapeHistory.seed)
        let exercises = RealShapeHistory.exerciseList().map { name, kind in
            Exercise(id: random.uuid(), name: name, color: "", kind: kind)
        }
        let byName = Dictionary(uniqueKeysWithValues: exercises.map { ($0.name, $0) })
        let accessories = exercises.filter { !RealShapeHistory.mainNames.contains($0.name) }
        var planner = SessionPlanner(random: random, accessories: accessories.map(\.name))
        var sets: [WorkoutSet] = []
        let first = endDay.adding(days: -RealShapeHistory.span)
        var weekOff = false
        for offset in 0...RealShapeHistory.span {
            let day = first.adding(days: offset)
            if day.weekday == .monday { weekOff = planner.random.chance(0.08) }
            let off = weekOff || (day >= longBreak.first && day < longBreak.resumed)
            let planned = planner.session(on: day, index: offset, trains: !off)
            if off { continue }
            var position = 0
            for item in planned {
                guard let exercise = byName[item.lift] else { continue }
                position += 1
                let instant = day.instant(hour: 18, minute: min(59, position), in: timeZone)
                sets.append(WorkoutSet(
                    id: planner.random.uuid(), exerciseId: exercise.id, performedAt: instant,
                    utcOffset: timeZone.secondsFromGMT(for: instant), day: day, position: position,
                    reps: item.reps, weight: item.weight, isBodyweight: item.bodyweight, type: item.type,
                    duration: item.seconds, distance: item.metres, source: "log", createdAt: instant))
            }
        }
        return (exercises, sets)
    }

    static let mainNames: Set<String> = [
        "Squat (Barbell)", "Bench Press (Barbell)", "Deadlift (Barbell)", "Overhead Press (Barbell)",
        "Bent Over Row (Barbell)", "Pull Up", "Running", "Rowing Machine", "Leg Press (Machine)",
    ]

    /// 150 names: the main lifts and cardio, then catalogue names in catalogue order
    /// (every third entry first, so the tail spans every muscle group).
    static func exerciseList() -> [(String, ExerciseKind)] {
        var list: [(String, ExerciseKind)] = [
            ("Squat (Barbell)", .weightReps), ("Bench Press (Barbell)", .weightReps),
            ("Deadlift (Barbell)", .weightReps), ("Overhead Press (Barbell)", .weightReps),
            ("Bent Over Row (Barbell)", .weightReps), ("Pull Up", .reps), ("Running", .distance),
            ("Rowing Machine", .duration), ("Leg Press (Machine)", .weightReps),
        ]
        var taken = Set(list.map { ExerciseName.key($0.0) })
        let entries = ExerciseCatalogue.builtIn.entries
        let order = entries.indices.sorted { ($0 % 3, $0) < ($1 % 3, $1) }
        for index in order where list.count < exerciseCount {
            let name = entries[index].name
            guard taken.insert(ExerciseName.key(name)).inserted else { continue }
            list.append((name, .weightReps))
        }
        return list
    }
}

/// One planned set of the real-shape history.
struct PlannedItem {
    var lift: String
    var reps: Int?
    var weight: Weight?
    var bodyweight = false
    var type: SetType = .normal
    var seconds: Double?
    var metres: Double?
}

/// Decides each day's session: an upper/lower split on Monday, Tuesday,
/// Thursday and Friday (some skipped), runs on Wednesdays and Sundays, and
/// accessories drawn from a Zipf-like popularity that shifts every ten weeks.
struct SessionPlanner {
    var random: SeededRandom
    let accessories: [String]
    /// Outliers still to place: each goes on the first trained day past its day index.
    var outliers: Set<Outlier> = [.poundsAsKilograms, .highReps, .marathon]

    enum Outlier { case poundsAsKilograms, highReps, marathon }

    /// Whether `outlier` goes on this day (and then never again).
    mutating func place(_ outlier: Outlier, after start: Int, index: Int, trains: Bool) -> Bool {
        guard trains, index >= start, outliers.contains(outlier) else { return false }
        outliers.remove(outlier)
        return true
    }

    init(random: SeededRandom, accessories: [String]) {
        self.random = random
        self.accessories = accessories
    }

    mutating func session(on day: Day, index: Int, trains: Bool) -> [PlannedItem] {
        // Randomness is drawn for every day, trained or not, so a change to the gaps never reshuffles the rest.
        let skip = random.chance(0.15)
        let picks = (0..<4).map { _ in Double.random(in: 0..<1, using: &random) }
        let jitter = Double.random(in: 0..<1, using: &random)
        let weeks = Double(index / 7)
        if skip { return [] }
        func load(_ start: Double, _ perWeek: Double, cap: Double) -> Double {
            let wave = 1 + 0.04 * sin(weeks / 3)
            return (min(cap, start + perWeek * weeks) * wave / 2.5).rounded() * 2.5
        }
        var items: [PlannedItem] = []
        func lift(_ name: String, sets: Int, reps: Int, kg: Double) {
            items += [0.5, 0.7].map { PlannedItem(lift: name, reps: 5, weight: Weight((kg * $0 / 2.5).rounded() * 2.5, .kg), type: .warmup) }
            items += (0..<sets).map { set in
                PlannedItem(lift: name, reps: set == sets - 1 && jitter < 0.2 ? reps - 1 : reps, weight: Weight(kg, .kg))
            }
        }
        switch day.weekday {
        case .monday:
            lift("Squat (Barbell)", sets: 4, reps: 5, kg: load(80, 0.5, cap: 150))
            lift("Bench Press (Barbell)", sets: 4, reps: 6, kg: load(60, 0.35, cap: 105))
            // A load typed in pounds into a kilogram log: the outlier real exports have.
            if place(.poundsAsKilograms, after: 450, index: index, trains: trains) { items[items.count - 1].weight = Weight(225, .kg) }
        case .tuesday:
            lift("Deadlift (Barbell)", sets: 3, reps: 5, kg: load(100, 0.6, cap: 190))
            items += pullUps(index: index)
        case .thursday:
            lift("Overhead Press (Barbell)", sets: 4, reps: 6, kg: load(40, 0.2, cap: 65))
            lift("Bent Over Row (Barbell)", sets: 3, reps: 8, kg: load(50, 0.3, cap: 90))
        case .friday:
            // Logged in pounds, as the gym's machine is labelled.
            items += (0..<3).map { _ in PlannedItem(lift: "Leg Press (Machine)", reps: 10, weight: Weight(load(200, 1, cap: 400), .lb)) }
            items += pullUps(index: index)
        case .wednesday, .sunday:
            let km = 5 + 3 * picks[0]
            let pace = 330 + 60 * picks[1]
            // One marathon: a distance and duration far from the rest.
            let marathon = place(.marathon, after: 600, index: index, trains: trains)
            items.append(PlannedItem(lift: "Running", seconds: marathon ? 13_500 : (km * pace).rounded(),
                                     metres: marathon ? 42_195 : (km * 100).rounded() * 10))
            if picks[2] < 0.3 { items.append(PlannedItem(lift: "Rowing Machine", seconds: 600 + (600 * picks[3]).rounded())) }
            return items
        default:
            return []
        }
        // Three or four accessories, three sets each.
        let count = 3 + (picks[2] < 0.5 ? 1 : 0)
        let highReps = place(.highReps, after: 500, index: index, trains: trains)
        for pick in 0..<count {
            let name = accessory(phase: index / 70, draw: pick == 0 ? picks[3] : Double.random(in: 0..<1, using: &random))
            let kg = (10 + 40 * picks[pick % picks.count]).rounded()
            let reps = highReps && pick == 0 ? 50 : 10 + pick * 2
            items += (0..<3).map { _ in PlannedItem(lift: name, reps: reps, weight: Weight(kg, .kg)) }
        }
        return items
    }

    /// Pull-ups: assisted at first, then at bodyweight, then with a belt of added load.
    mutating func pullUps(index: Int) -> [PlannedItem] {
        let load: Weight? = index < 120 ? Weight(-20, .kg) : index < 420 ? nil : Weight(Double(5 + (index - 420) / 60 * 5), .kg)
        return (0..<3).map { set in
            PlannedItem(lift: "Pull Up", reps: max(3, 8 - set - (index % 3)), weight: load, bodyweight: true)
        }
    }

    /// A Zipf-like choice: rank r has weight 1/r^0.7, and each phase rotates which exercises rank first.
    func accessory(phase: Int, draw: Double) -> String {
        let count = accessories.count
        let weight = { (rank: Int) in 1 / pow(Double(rank), 0.7) }
        var target = draw * (1...count).reduce(0.0) { $0 + weight($1) }
        for rank in 1...count {
            target -= weight(rank)
            if target <= 0 { return accessories[(rank - 1 + phase * 7) % count] }
        }
        return accessories[(phase * 7) % count]
    }
}

extension SeededRandom {
    /// A version-4-shaped UUID from the generator, so generated ids are stable.
    mutating func uuid() -> UUID {
        let high = next()
        let low = next()
        var bytes = [UInt8](repeating: 0, count: 16)
        for index in 0..<8 {
            bytes[index] = UInt8(truncatingIfNeeded: high >> (56 - 8 * UInt64(index)))
            bytes[8 + index] = UInt8(truncatingIfNeeded: low >> (56 - 8 * UInt64(index)))
        }
        bytes[6] = bytes[6] & 0x0F | 0x40
        bytes[8] = bytes[8] & 0x3F | 0x80
        return UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                           bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
    }
}
