import Basics
import Foundation
import Workouts

/// Everything the page and the poster show, read from the log once.
struct PeriodReportContent: Sendable {
    var range: DayRange
    var previous: DayRange
    var unit: WeightUnit
    var headline: [HeadlineNumber]
    var records: [PeriodReportRecord]
    var exercises: [ExerciseRow]
    var summary: PeriodSummary
    var streak: WeeklyStreak
    /// The lifts the charts and the records follow (`MainLifts`), by name.
    var mainLifts: [String] = []
    /// The log's first day, when the whole previous period is before it: nothing to compare, so
    /// no change is shown ("▲ new, was 0" of every number said nothing); nil when there is.
    var logBeganAfterPrevious: Day?
    /// Sets of cardio in the period: no muscle's working sets, left out of "Working sets" and said
    /// beside the muscle chart.
    var cardioSets = 0

    /// What every change is against, for the page and the poster to say: "8 Jun – 29 Aug 2026, the
    /// 12 weeks before up to the same weekday" for weeks still running (as `summary` compares them),
    /// else "…, the 84 days before".
    var comparison: String {
        let days = range.dayCount
        let before: String
        if let months = summary.period.calendarMonths {
            // Whole months against as many whole months: 2025 against 2024, November against October.
            before = months == 12 && range.from.month == 1 ? "the year before"
                : months == 1 ? "the month before" : "the \(months) months before"
        } else if previous.dayCount < days {
            let weeks = days / 7
            before = (weeks == 1 ? "last week" : "the \(weeks) weeks before") + " up to the same weekday"
        } else {
            before = days == 1 ? "the day before" : "the \(Format.count(days, "day")) before"
        }
        // The log began inside the days compared with: a rise against them is partly days nobody logged.
        let held = summary.previousLogged.map { ", of which the log holds only \(ReviewText.range($0))" } ?? ""
        return "\(ReviewText.range(previous)), \(before)\(held)"
    }

    /// `comparison` without how many days: for a line too narrow for it, so what the log holds of
    /// those days stays said.
    var shortComparison: String {
        guard let held = summary.previousLogged else { return comparison }
        return "\(ReviewText.range(previous)), of which the log holds only \(ReviewText.range(held))"
    }

    /// The best record of each main lift in the period: its best e1RM, else its heaviest rep max.
    var mainRecords: [PeriodReportRecord] {
        mainLifts.compactMap { name in
            let mine = records.filter { $0.exercise == name }
            let estimates = mine.filter { $0.kind.hasPrefix("e1RM") }
            return (estimates.isEmpty ? mine : estimates).max { $0.amount < $1.amount }
        }
    }

    /// The headline, records and tables for `range` against the days just before it.
    /// `logStart`: the log's first day.
    static func gather(range: DayRange, today: Day, data: ChartData, unit: WeightUnit,
                       logStart: Day? = nil) throws(ReportsError) -> PeriodReportContent {
        let store = data.store
        let summary: PeriodSummary
        let allDays: [Day]
        let best: [DayBestEstimate]
        do {
            summary = try store.summary(summaryRequest(range: range, today: today, unit: unit, weekStart: data.weekStart),
                                        today: today)
            allDays = try store.trainingDays(in: DayRange(Day(daysSinceEpoch: -719_162), max(today, range.to)))
            best = try store.bestEstimatedOneRepMax(range: range, unit: unit)
        } catch let error as RequestError {
            throw ReportsError(.summary(error))
        } catch let error as StoreError {
            throw ReportsError(error)
        } catch {
            throw ReportsError(.message("\(error)"))
        }
        let previous = summary.period.previous
        let (workingSets, cardioSets) = try workingSetCount(range, store: store)
        let previousWorkingSets = try workingSetCount(previous, store: store).working
        let streak = WeeklyStreak(trainingDays: allDays, today: min(today, range.to), weekStart: data.weekStart)
        let previousStreak = WeeklyStreak(trainingDays: allDays, today: previous.to, weekStart: data.weekStart)
        let now = summary.current, before = summary.previous
        let daysRate = TrainingDaysRate(trainingDays: allDays, logStart: logStart, today: today, weekStart: data.weekStart)
        let allNumbers = [
            number("Sessions", Double(now.sessions), Double(before.sessions)) { NumberFormat.plain($0) },
            number("Working sets", workingSets, previousWorkingSets) { NumberFormat.plain($0) },
            number("Volume", now.volume, before.volume) { ChartMetric.volume.format($0, unit: unit) },
            number("Time", now.duration, before.duration) { ReviewText.duration(seconds: $0) },
            number("Distance", now.distance, before.distance) { ReviewText.distance(metres: $0) },
            number("Training days a week", daysRate.rate(in: range) ?? 0, daysRate.rate(in: previous) ?? 0) {
                Numerals.fixed($0, decimals: 1)
            },
            streakNumber(streak.current, previousStreak.current),
        ]
        // Time and distance only when either period has some: a lifting log shows no "0 m".
        var headline = allNumbers.filter { number in
            !(["Time", "Distance"].contains(number.label) && number.change == nil)
        }
        // A previous period wholly before the log's first day holds nothing to compare with.
        let uncompared = logStart.flatMap { $0 > previous.to ? $0 : nil }
        if uncompared != nil {
            for i in headline.indices {
                headline[i].change = nil
                headline[i].direction = .same
                headline[i].previous = ""
            }
        }
        let names = Dictionary(data.exercises.map { ($0.id, $0.name) }, uniquingKeysWith: { a, _ in a })
        // By day, then exercise, keeping the summary's kind order (e1RM, 1RM, 3RM …) within a set.
        let records = summary.newRecords.enumerated().sorted {
            ($0.element.day, names[$0.element.exerciseId] ?? "", $0.offset)
                < ($1.element.day, names[$1.element.exerciseId] ?? "", $1.offset)
        }.map(\.element).map { record -> PeriodReportRecord in
            // A bodyweight record without the body weight is the load added, as its set reads.
            let added = record.isAddedLoad ? "bw+" : ""
            let value = "\(added)\(NumberFormat.plain(record.value)) \(record.unit.rawValue)"
            var beat = "–"
            if let before = record.previousValue {
                beat = "\(added)\(NumberFormat.plain(before)) \(record.unit.rawValue) (+\(NumberFormat.difference(record.value, before)))"
            }
            return PeriodReportRecord(day: record.day, exercise: names[record.exerciseId] ?? "?", kind: record.kind.label,
                                value: value, set: record.setText, beat: beat, amount: record.value)
        }.mergingKinds()
        var bestSets: [UUID: DayBestEstimate] = [:]
        for estimate in best where estimate.estimatedOneRepMax > (bestSets[estimate.exerciseId]?.estimatedOneRepMax ?? 0) {
            bestSets[estimate.exerciseId] = estimate
        }
        // A lift with no e1RM (a pull-up with a load added, the body weight not set) shows its heaviest
        // set as `summary` shows its record: "8 × bw+30 kg", where the table read "–".
        let unestimated = summary.exercises.filter { $0.current.sets > 0 && bestSets[$0.exercise.id] == nil }
        let heaviest = try heaviestSets(of: unestimated.map(\.exercise.id), in: range, store: store)
        let rows = summary.exercises.filter { $0.current.sets > 0 }.map { row -> ExerciseRow in
            let cardio = row.current.volume == 0 && row.current.duration > 0
            let (a, b) = cardio ? (row.current.duration, row.previous.duration) : (row.current.volume, row.previous.volume)
            var bestSet = heaviest[row.exercise.id] ?? "–"
            if let top = bestSets[row.exercise.id] {
                bestSet = "\(top.reps) × \(NumberFormat.plain(top.load)) \(unit.rawValue) · e1RM "
                    + "\(NumberFormat.plain(top.estimatedOneRepMax)) \(unit.rawValue)"
            }
            let volume = cardio ? ReviewText.duration(seconds: row.current.duration)
                                : ChartMetric.volume.format(row.current.volume, unit: unit)
            return ExerciseRow(name: row.exercise.name, sessions: row.current.sessions, sets: row.current.sets,
                               reps: row.current.reps, volume: volume, bestSet: bestSet,
                               change: uncompared == nil ? Change.percent(a, b) ?? "–" : "–",
                               direction: uncompared == nil ? Change(a, b) : .same)
        }
        var content = PeriodReportContent(range: range, previous: previous, unit: unit, headline: headline, records: records,
                             exercises: rows, summary: summary, streak: streak,
                             mainLifts: MainLifts.pick(summary.exercises).map(\.exercise.name),
                             logBeganAfterPrevious: uncompared)
        content.cardioSets = cardioSets
        return content
    }

    /// The `summary` request for the days of `range`, so the page compares them with what `summary`
    /// compares them with: whole weeks still running (the default 12 weeks, `--last 4w`, this `--week`)
    /// as `--last Nw`, against the weeks before up to the same weekday; other days as `--from`/`--to`,
    /// against as many days just before. (The page compared 12 weeks, 4 days in, with 12 whole weeks.)
    static func summaryRequest(range: DayRange, today: Day, unit: WeightUnit, weekStart: WeekStart) -> SummaryRequest {
        let weeks = range.dayCount / 7
        if range.dayCount % 7 == 0,
           let period = try? SummaryPeriod.resolve(last: "\(weeks)w", today: today, weekStart: weekStart),
           period.current == range {
            return SummaryRequest(last: "\(weeks)w", unit: unit, weekStart: weekStart)
        }
        return SummaryRequest(from: range.from.description, to: range.to.description, unit: unit, weekStart: weekStart)
    }

    /// The heaviest loaded set of each of `exercises` in `range`, warm-ups left out, as its record reads
    /// ("8 × bw+30 kg", "5 × 100 kg"); the more reps of equal loads.
    private static func heaviestSets(of exercises: [UUID], in range: DayRange,
                                     store: WorkoutStore) throws(ReportsError) -> [UUID: String] {
        guard !exercises.isEmpty else { return [:] }
        let sets: [WorkoutSet]
        do { sets = try store.sets(SetFilter(range: range, exerciseIds: exercises)) } catch { throw ReportsError(error) }
        var best: [UUID: (kg: Double, reps: Int, set: WorkoutSet)] = [:]
        for set in sets where set.type != .warmup {
            guard let reps = set.reps, reps >= 1, let weight = set.weight, weight.value > 0 else { continue }
            let kg = weight.value(in: .kg)
            if let top = best[set.exerciseId], (top.kg, top.reps) >= (kg, reps) { continue }
            best[set.exerciseId] = (kg, reps, set)
        }
        return best.mapValues { "\($0.reps) × \(Format.load($0.set.weight, bodyweight: $0.set.isBodyweight))" }
    }

    /// Sets with warm-ups left out.
    /// Working sets as the muscle chart counts them: warm-ups and cardio left out (the page's
    /// "Working sets 122" beside its muscles' 117 was five rowing and running sets).
    /// The cardio sets left out come with them, for the muscle chart to say.
    private static func workingSetCount(_ range: DayRange,
                                        store: WorkoutStore) throws(ReportsError) -> (working: Double, cardio: Int) {
        do {
            let resolver = try store.muscleResolver()
            var counts = (working: 0.0, cardio: 0)
            for total in try store.dailyTotals(AggregateQuery(range: range, metric: .sets, includeWarmups: false)) {
                if resolver.isCardio(id: total.exerciseId) { counts.cardio += total.sets } else { counts.working += total.value }
            }
            return counts
        } catch {
            throw ReportsError(error)
        }
    }

    /// The streak against the one the previous period ended on, in weeks ("+2 weeks"):
    /// a streak is a count, and "+200%" of 1 week says nothing a lifter can use.
    private static func streakNumber(_ now: Int, _ before: Int) -> HeadlineNumber {
        func weeks(_ n: Int) -> String { "\(n)\u{00A0}week\(abs(n) == 1 ? "" : "s")" }
        // Signed as every change is (`Change.count`): a real minus.
        let change = now == before ? (now == 0 ? nil : "same") : (now > before ? "+" : "−") + weeks(abs(now - before))
        return HeadlineNumber(label: "Weekly streak", value: weeks(now), change: change,
                              direction: Change(Double(now), Double(before)), previous: weeks(before))
    }

    private static func number(_ label: String, _ now: Double, _ before: Double,
                               _ text: (Double) -> String) -> HeadlineNumber {
        HeadlineNumber(label: label, value: text(now), change: Change.percent(now, before),
                       direction: Change(now, before), previous: text(before))
    }
}

extension [PeriodReportRecord] {
    /// Neighbouring records of one set with the same value and the same beaten
    /// value (a 1RM, 3RM and 5RM of one heavy set) as one row: "1RM, 3RM, 5RM".
    func mergingKinds() -> [PeriodReportRecord] {
        var out: [PeriodReportRecord] = []
        for record in self {
            if let last = out.last, last.day == record.day, last.exercise == record.exercise, last.set == record.set,
               last.value == record.value, last.beat == record.beat {
                out[out.count - 1].kind += ", " + record.kind
            } else {
                out.append(record)
            }
        }
        return out
    }
}
