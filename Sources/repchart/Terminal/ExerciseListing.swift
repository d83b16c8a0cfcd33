import Foundation
import Basics
import Workouts
/// Exercises with their totals, as a table or JSON, for `repchart exercises`.
enum ExerciseListing {
    /// The table; a PROGRESSION column is added when any exercise has its own step or rep target.
    static func table(_ summaries: [ExerciseSummary], unit: WeightUnit,
                             progressions: [UUID: ProgressionSetting] = [:]) -> String {
        let showProgression = summaries.contains { progressions[$0.exercise.id] != nil }
        // Time and distance, as `summary` shows them, when any exercise has them (a run has no reps or volume).
        let showCardio = summaries.contains { $0.duration > 0 || $0.distance > 0 }
        var table = TextTable(columns: [
            .init("NAME"), .init("COLOR"), .init("KIND"), .init("SETS", .right), .init("REPS", .right),
        ] + (showCardio ? [.init("TIME", .right), .init("DISTANCE", .right)] : []) + [
            .init("VOLUME", .right), .init("DAYS", .right), .init("LAST"), .init("ALIASES"),
        ] + (showProgression ? [.init("PROGRESSION")] : []))
        for summary in summaries {
            let progression = showProgression ? [progressions[summary.exercise.id]?.text ?? ""] : []
            let cardio = showCardio ? [summary.duration > 0 ? Format.duration(summary.duration) : "",
                                       summary.distance > 0 ? Format.distance(summary.distance) : ""] : []
            table.append([
                TerminalEscaping.escaped(summary.exercise.name), TerminalEscaping.escaped(summary.exercise.color), summary.exercise.kind.rawValue,
                Numerals.grouped(summary.sets), summary.reps > 0 ? Numerals.grouped(summary.reps) : "",
            ] + cardio + [
                summary.volume > 0 ? StatsOutput.volume(summary.volume, unit.rawValue) : "",
                Numerals.grouped(summary.days), summary.lastDay?.description ?? "",
                summary.exercise.aliases.joined(separator: ", "),
            ] + progression)
        }
        return table.render()
    }

    static func json(_ summaries: [ExerciseSummary], unit: WeightUnit,
                            progressions: [UUID: ProgressionSetting] = [:]) -> String {
        JSONWriting.listing(summaries.map { summary in
            ExerciseRecordJSON(id: summary.exercise.id.uuidString, name: summary.exercise.name,
                               aliases: summary.exercise.aliases, color: summary.exercise.color,
                               kind: summary.exercise.kind.rawValue, sets: summary.sets, reps: summary.reps,
                               volume: summary.volume, volumeUnit: unit.rawValue, duration: summary.duration,
                               distance: summary.distance, days: summary.days,
                               firstDay: summary.firstDay?.description, lastDay: summary.lastDay?.description,
                               progression: progressions[summary.exercise.id].map(ProgressionJSON.init))
        })
    }
}

struct ExerciseRecordJSON: Encodable {
    var id: String
    var name: String
    var aliases: [String]
    var color: String
    var kind: String
    var sets: Int
    var reps: Int
    var volume: Double
    var volumeUnit: String
    var duration: Double
    var distance: Double
    var days: Int
    var firstDay: String?
    var lastDay: String?
    var progression: ProgressionJSON?
}

struct ProgressionJSON: Encodable {
    var step: Double?
    var stepUnit: String?
    var reps: Int?

    init(_ setting: ProgressionSetting) {
        step = setting.step?.value
        stepUnit = setting.step?.unit.rawValue
        reps = setting.targetReps
    }
}
