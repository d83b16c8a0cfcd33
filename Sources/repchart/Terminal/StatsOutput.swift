import Basics
import Workouts
import Foundation

/// How a piece of terminal text should stand out; the CLI maps tones to
/// colours (or to nothing when colour is off).
enum TextTone: Hashable, Sendable {
    case heading
    case better
    case worse
    case muted
}

/// `repchart summary` and `repchart prs` as text tables and JSON.
///
/// `paint` wraps text that should stand out (nil: no tone). Inside tables
/// every cell of a painted column, its title included, goes through `paint`,
/// so a painter that adds the same number of invisible characters whatever
/// the tone (see the CLI's terminal styles) keeps `TextTable` lined up.
enum StatsOutput {
    typealias Paint = @Sendable (String, TextTone?) -> String
    static let plain: Paint = { text, _ in text }

    // MARK: Summary

    static func summary(_ summary: PeriodSummary, paint: Paint = plain) -> String {
        let now = summary.current, before = summary.previous
        let cardio = now.hasCardio || before.hasCardio
        let lifting = now.reps > 0 || before.reps > 0 || !cardio
        var lines = headline(summary, lifting: lifting, cardio: cardio, paint: paint)
        lines.append("")
        let weekBefore = summary.current.sets == 0 ? summary.period.weekBefore : nil
        if !summary.exercises.isEmpty {
            lines.append(exerciseTable(summary, cardio: cardio, paint: paint))
        } else if weekBefore == nil {
            lines.append("  No sets in \(summary.period.label) or \(summary.period.previousLabel).")
        }
        if let weekBefore {
            // On a Monday morning the question is last week: say how to ask it.
            lines.append("  Nothing logged in \(summary.period.label) yet: `repchart summary --week \(weekBefore)` "
                         + "shows last week whole.")
        }
        lines.append("")
        if summary.newRecords.isEmpty {
            lines.append("  No new personal records.")
        } else {
            lines.append(paint("New personal records", .heading))
            lines.append(newRecordsTable(summary, paint: paint))
        }
        if !summary.unlikely.isEmpty {
            let names = Dictionary(summary.exercises.map { ($0.exercise.id, $0.exercise.name) }, uniquingKeysWith: { a, _ in a })
            lines += UnlikelySetText.lines(summary.unlikely) { names[$0.set.exerciseId] }.map { "  " + $0 }
        }
        if !summary.stalled.isEmpty {
            lines.append("")
            lines.append("  " + stalledText(summary.stalled))
        }
        lines.append("")
        lines.append("  " + streakText(summary.streak))
        return lines.joined(separator: "\n")
    }

    /// The summary's title, its totals against the period before, and which numbers lead.
    static func headline(_ summary: PeriodSummary, lifting: Bool, cardio: Bool, paint: Paint) -> [String] {
        let unit = summary.unit.rawValue
        let period = summary.period
        var lines: [String] = []
        // A previous period the log began in, or after, compares with days nobody logged: said ("+455 %" of a
        // year against the six weeks logged of the one before read as a real rise).
        var against = period.previousLabel
        if summary.previousBeforeLog, let start = summary.logStart {
            against += " (before the log began on \(start.labelWithWeekday))"
        } else if let logged = summary.previousLogged {
            against += " (of which the log holds only \(dayRange(logged)))"
        }
        lines.append(paint("Summary of \(period.label) (\(dayRange(period.current))) against \(against)", .heading))
        let now = summary.current, before = summary.previous
        var headline = "  \(Format.count(now.sessions, "session")) (\(Change.count(now.sessions, before.sessions)))"
            + " · \(Format.count(now.sets, "set")) (\(Change.count(now.sets, before.sets)))"
        if lifting {
            headline += " · \(Format.count(now.reps, "rep")) (\(Change.count(now.reps, before.reps)))"
                + " · \(volume(now.volume, unit)) (\(Change.percent(now.volume, before.volume) ?? "0%"))"
        }
        if cardio {
            // A measure neither period has (planks alone have no distance) is left out, not "0 m (0%)".
            if let change = Change.percent(now.duration, before.duration) {
                headline += " · \(Format.duration(now.duration)) (\(change))"
            }
            if let change = Change.percent(now.distance, before.distance) {
                headline += " · \(Format.distance(now.distance)) (\(change))"
            }
        }
        lines.append(headline)
        // Which numbers lead, as the charts choose their metric.
        switch (lifting, cardio) {
        case (true, true): lines.append("  Lifting with timed or distance sets: volume for lifting, time and distance for the rest")
        case (false, true): lines.append("  Only cardio logged: measured by time and distance")
        default: break
        }
        return lines
    }

    /// One row per exercise: this period's numbers and their change.
    static func exerciseTable(_ summary: PeriodSummary, cardio: Bool, paint: Paint) -> String {
        let unit = summary.unit.rawValue
        var columns: [TextTable.Column] = [
            .init("EXERCISE"), .init("DAYS", .right), .init("SETS", .right), .init(paint("±", nil), .right),
            .init("REPS", .right), .init(paint("±", nil), .right),
        ]
        if cardio { columns += [.init("TIME", .right), .init("DISTANCE", .right)] }
        columns += [.init("VOLUME", .right), .init(paint("±", nil), .right)]
        var table = TextTable(columns: columns, indent: "  ")
        for row in summary.exercises {
            let c = row.current, p = row.previous
            var cells = [
                TerminalEscaping.escaped(row.exercise.name), String(c.sessions),
                Numerals.grouped(c.sets), paint(Change.count(c.sets, p.sets), tone(Double(c.sets), Double(p.sets))),
                c.reps > 0 || p.reps > 0 ? Numerals.grouped(c.reps) : "",
                c.reps > 0 || p.reps > 0 ? paint(Change.count(c.reps, p.reps), tone(Double(c.reps), Double(p.reps))) : "",
            ]
            if cardio {
                cells += [c.duration > 0 ? Format.duration(c.duration) : "", c.distance > 0 ? Format.distance(c.distance) : ""]
            }
            table.append(cells + [
                c.volume > 0 ? volume(c.volume, unit) : "",
                // Last column: an empty cell stays unpainted so the line has no trailing blanks.
                Change.percent(c.volume, p.volume).map { paint($0, tone(c.volume, p.volume)) } ?? "",
            ])
        }
        return paintHeader(table.render(), paint: paint)
    }

    /// The records set in the period, one row per set (its records named together).
    static func newRecordsTable(_ summary: PeriodSummary, paint: Paint) -> String {
        let names = Dictionary(summary.exercises.map { ($0.exercise.id, TerminalEscaping.escaped($0.exercise.name)) }, uniquingKeysWith: { a, _ in a })
        var table = TextTable(columns: [.init("EXERCISE"), .init("RECORD"), .init(paint("NOW", nil), .right),
                                        .init("WAS", .right), .init("SET"), .init("DAY")], indent: "  ")
        var previousExercise: UUID?
        for group in grouped(summary.newRecords) {
            let record = group[0]
            table.append([previousExercise == record.exerciseId ? "" : names[record.exerciseId] ?? "?",
                          recordLabel(group.map(\.kind)),
                          paint(record.valueText, .better),
                          record.previousValue.map(record.text(of:)) ?? "", record.setText,
                          record.day.labelWithWeekday])
            previousExercise = record.exerciseId
        }
        return paintHeader(table.render(), paint: paint)
    }

    /// "Stalled (e1RM not up for 4 weeks or more): Squat 120 kg since Mon 2026-10-12 (6 weeks)".
    static func stalledText(_ stalled: [StalledLift]) -> String {
        "Stalled (e1RM not up for 4 weeks or more): " + stalled.map { lift in
            "\(lift.exercise.name) \(load(lift.best.value, lift.best.unit.rawValue)) since \(lift.best.day.labelWithWeekday) "
                + "(\(lift.weeks) weeks)"
        }.joined(separator: "; ")
    }

    /// "Weekly streak: 6 weeks (since 2026-W42; this week not trained yet) · longest 9".
    static func streakText(_ streak: WeeklyStreak) -> String {
        var text = "Weekly streak: \(streak.current) week\(streak.current == 1 ? "" : "s")"
        if let since = streak.since { text += " since \(since)" }
        if !streak.thisWeekTrained { text += " (this week not trained yet)" }
        return text + " · longest \(streak.longest)"
    }

    static func summaryJSON(_ summary: PeriodSummary) -> String {
        let names = Dictionary(summary.exercises.map { ($0.exercise.id, $0.exercise.name) }, uniquingKeysWith: { a, _ in a })
        return JSONWriting.listing(SummaryJSON(
            period: .init(summary.period.current, label: summary.period.label),
            previousPeriod: .init(summary.period.previous, label: summary.period.previousLabel),
            logStart: summary.logStart?.description,
            unit: summary.unit.rawValue,
            current: .init(summary.current), previous: .init(summary.previous),
            exercises: summary.exercises.map {
                .init(name: $0.exercise.name, id: $0.exercise.id.uuidString, current: .init($0.current),
                      previous: .init($0.previous))
            },
            newRecords: summary.newRecords.map { RecordJSON($0, exercise: names[$0.exerciseId]) },
            streak: .init(current: summary.streak.current, longest: summary.streak.longest,
                          thisWeekTrained: summary.streak.thisWeekTrained, since: summary.streak.since?.description),
            unlikely: summary.unlikely.map(UnlikelyJSON.init),
            stalled: summary.stalled.map {
                .init(exercise: $0.exercise.name, e1RM: ($0.best.value * 10).rounded() / 10, unit: $0.best.unit.rawValue,
                      since: $0.best.day.description, weeks: $0.weeks)
            }))
    }

    // MARK: Records

    static func records(_ lists: [ExerciseRecordList], paint: Paint = plain) -> String {
        var table = TextTable(columns: [.init("EXERCISE"), .init("RECORD"), .init(paint("BEST", nil), .right),
                                        .init("SET"), .init("DAY")])
        for list in lists {
            if list.records.isEmpty {
                table.append([TerminalEscaping.escaped(list.exercise.name), "", paint("none yet", .muted), "", ""])
            }
            for (index, record) in list.records.enumerated() {
                table.append([index == 0 ? TerminalEscaping.escaped(list.exercise.name) : "", record.kind.label,
                              paint(record.valueText, nil), record.setText,
                              record.day.labelWithWeekday])
            }
        }
        let unlikely = lists.flatMap { list in
            UnlikelySetText.lines(list.unlikely) { _ in list.exercise.name }
        }
        return ([paintHeader(table.render(), paint: paint)] + unlikely).joined(separator: "\n")
    }

    static func recordsJSON(_ lists: [ExerciseRecordList]) -> String {
        JSONWriting.listing(lists.map { list in
            ExerciseRecordsJSON(exercise: list.exercise.name, id: list.exercise.id.uuidString,
                                records: list.records.map { RecordJSON($0, exercise: nil) },
                                unlikely: list.unlikely.map(UnlikelyJSON.init))
        })
    }

    // MARK: Helpers

    /// Records that one set reached with the same value and the same value
    /// beaten (a 5 × 90 kg set is often the new 1, 3 and 5RM at once), in order.
    static func grouped(_ records: [PersonalRecord]) -> [[PersonalRecord]] {
        var groups: [[PersonalRecord]] = []
        for record in records {
            if let last = groups.last?.last, last.exerciseId == record.exerciseId, last.day == record.day,
               last.setNumber == record.setNumber, last.value == record.value,
               last.previousValue == record.previousValue, last.kind != .estimatedOneRepMax,
               record.kind != .estimatedOneRepMax {
                groups[groups.count - 1].append(record)
            } else {
                groups.append([record])
            }
        }
        return groups
    }

    /// "e1RM", "5RM", "1/3/5RM".
    static func recordLabel(_ kinds: [RecordKind]) -> String {
        let reps = kinds.compactMap { kind -> Int? in if case .repMax(let n) = kind { n } else { nil } }
        guard reps.count == kinds.count, reps.count > 1 else { return kinds.map(\.label).joined(separator: ", ") }
        return reps.map(String.init).joined(separator: "/") + "RM"
    }

    static func tone(_ current: Double, _ previous: Double) -> TextTone? {
        switch Change(current, previous) {
        case .up: .better
        case .down: .worse
        case .same: nil
        }
    }

    /// The first line of a rendered table is its header.
    static func paintHeader(_ table: String, paint: Paint) -> String {
        guard let end = table.firstIndex(of: "\n") else { return paint(table, .heading) }
        return paint(String(table[..<end]), .heading) + table[end...]
    }

    /// "2,010,359.3 kg": grouped as every other count and amount.
    static func volume(_ value: Double, _ unit: String) -> String {
        "\(Numerals.fixed(value, decimals: 1, trimmingZeros: true)) \(unit)"
    }

    static func load(_ value: Double, _ unit: String) -> String {
        "\(Format.number(value, maxFractionDigits: 1)) \(unit)"
    }

    static func dayRange(_ range: DayRange) -> String {
        range.from == range.to ? range.from.labelWithWeekday
            : "\(range.from.labelWithWeekday) – \(range.to.labelWithWeekday)"
    }
}

private struct SummaryJSON: Encodable {
    struct Period: Encodable {
        var from: String
        var to: String
        var label: String
        init(_ range: DayRange, label: String) {
            from = range.from.description
            to = range.to.description
            self.label = label
        }
    }
    struct Totals: Encodable {
        var sessions: Int
        var sets: Int
        var reps: Int
        var volume: Double
        var duration: Double
        var distance: Double
        init(_ totals: PeriodTotals) {
            duration = totals.duration
            distance = totals.distance
            sessions = totals.sessions
            sets = totals.sets
            reps = totals.reps
            volume = totals.volume
        }
    }
    struct Exercise: Encodable {
        var name: String
        var id: String
        var current: Totals
        var previous: Totals
    }
    struct Streak: Encodable {
        var current: Int
        var longest: Int
        var thisWeekTrained: Bool
        var since: String?
    }
    var period: Period
    var previousPeriod: Period
    /// The log's first day: a previous period that begins before it is compared with what the log holds.
    var logStart: String?
    var unit: String
    var current: Totals
    var previous: Totals
    var exercises: [Exercise]
    var newRecords: [RecordJSON]
    var streak: Streak
    var unlikely: [UnlikelyJSON]
    struct Stalled: Encodable {
        var exercise: String
        var e1RM: Double
        var unit: String
        var since: String
        var weeks: Int
    }
    var stalled: [Stalled]
}

private struct RecordJSON: Encodable {
    var exercise: String?
    var record: String
    var value: Double
    var unit: String
    var previousValue: Double?
    var day: String
    var reps: Int
    var weight: Double?
    var weightUnit: String?
    var bodyweight: Bool
    var set: Int64?

    init(_ record: PersonalRecord, exercise: String?) {
        self.exercise = exercise
        self.record = record.kind.label
        value = record.value
        unit = record.unit.rawValue
        previousValue = record.previousValue
        day = record.day.description
        reps = record.reps
        weight = record.weight?.value
        weightUnit = record.weight?.unit.rawValue
        bodyweight = record.isBodyweight
        set = record.setNumber
    }
}

/// A set left out of records as a likely typo: the set as a record shows it
/// (`value` its e1RM) and the best e1RM of the days around it.
private struct UnlikelyJSON: Encodable {
    var set: RecordJSON
    var reference: Double

    init(_ unlikely: UnlikelySet) {
        set = RecordJSON(unlikely.set, exercise: nil)
        reference = unlikely.reference
    }
}

private struct ExerciseRecordsJSON: Encodable {
    var exercise: String
    var id: String
    var records: [RecordJSON]
    var unlikely: [UnlikelyJSON]
}
