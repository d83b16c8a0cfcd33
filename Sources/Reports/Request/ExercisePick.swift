import Foundation
import Workouts

/// `--exercise`: the exercises a chart draws, exactly, instead of the largest
/// N and "Other" (`SeriesLimit`).
enum ExercisePick {
    /// The exercises `request.exercises` name, in the order given, without
    /// repeats; nil when none are given. Each value is a name or alias, or a
    /// comma list of them; an unknown name is refused with the closest ones.
    static func resolve(_ request: ChartRequest, data: ChartData) throws(ReportsError) -> [Exercise]? {
        guard !request.exercises.isEmpty else { return nil }
        if request.top != nil {
            throw ReportsError(RequestProblem.exercisesAndTop)
        }
        if request.byMuscle {
            throw ReportsError(RequestProblem.exercisesAndMuscleGrouping)
        }
        var picked: [Exercise] = []
        for typed in request.exercises {
            for exercise in try exercises(in: typed, store: data.store) where !picked.contains(where: { $0.id == exercise.id }) {
                picked.append(exercise)
            }
        }
        let most = mostSeries(request.kind)
        guard picked.count <= most else {
            throw ReportsError(RequestProblem.tooManyExercises(count: picked.count, kind: request.kind.name, limit: most))
        }
        return picked
    }

    /// The most exercises a chart of `kind` can be asked for: past that the
    /// colours no longer stay apart (a pie: its slices get too thin).
    static func mostSeries(_ kind: ChartKind) -> Int {
        if case .share = kind { return ShareGraph.maximumSlices }
        return SeriesLimit.maximum
    }

    /// One `--exercise` value: the whole text first (a name may hold a comma), else a comma list.
    private static func exercises(in typed: String, store: WorkoutStore) throws(ReportsError) -> [Exercise] {
        let parts = typed.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard !parts.isEmpty else { throw ReportsError(RequestProblem.exerciseNameMissing) }
        if parts.count > 1, let whole = try? store.resolveExercise(typed) { return [whole] }
        var found: [Exercise] = []
        for part in parts { found.append(try exercise(named: part, store: store)) }
        return found
    }

    private static func exercise(named name: String, store: WorkoutStore) throws(ReportsError) -> Exercise {
        do {
            return try store.resolveExerciseShortName(name)
        } catch .unknownExercise(let clean, let suggestions) where suggestions.isEmpty {
            // The store's own advice (add it) is for logging, not for drawing.
            throw ReportsError(RequestProblem.unknownExercise(clean))
        } catch {
            throw ReportsError(error)
        }
    }

    /// " · no volume for Squat": the picked exercises the chart has nothing of, said rather than left out silently.
    static func missing(_ picked: [Exercise], drawn: [ExerciseChartItem], metric: ChartMetric) -> String {
        let shown = Set(drawn.map(\.exerciseId))
        let absent = picked.filter { !shown.contains($0.id) }.map(\.name)
        guard !absent.isEmpty else { return "" }
        return " · no \(metric.phrase) for \(absent.joined(separator: ", "))"
    }
}
