import Foundation
import WorkoutModel

/// Which sets `repchart sets` lists: a day range or a week, an exercise, a limit.
package struct SetsRequest: Sendable {
    /// Day words as in `log --date` (today, mon, 2026-11-20).
    package var from: String?
    /// The last day, in the same words as `from`; nil: no end.
    package var to: String?
    /// An ISO week such as 2026-W47.
    package var week: String?
    /// Only this exercise (name or alias); nil lists every exercise.
    package var exercise: String?
    /// Keep only the latest `limit` sets; nil keeps all.
    package var limit: Int?
    /// The zone that day words are read in.
    package var timeZone: TimeZone
    /// How `week` maps to days; nil means the settings' week start.
    package var weekStart: WeekStart?

    /// A listing request; with no range or week it lists every day.
    package init(from: String? = nil, to: String? = nil, week: String? = nil, exercise: String? = nil,
                limit: Int? = nil, timeZone: TimeZone = .current, weekStart: WeekStart? = nil) {
        self.from = from
        self.to = to
        self.week = week
        self.exercise = exercise
        self.limit = limit
        self.timeZone = timeZone
        self.weekStart = weekStart
    }

    /// The day range asked for (nil: all time), using the store's week start.
    package func range(today: Day, weekStart: WeekStart) throws(RequestError) -> DayRange? {
        if week != nil && (from != nil || to != nil) {
            throw .weekAndRange
        }
        let first: Day
        let last: Day
        do throws(DateInputError) {
            if let week { return try Week(parsing: week).days(start: weekStart) }
            guard from != nil || to != nil else { return nil }
            first = try from.map { text throws(DateInputError) in try DateInput.day(text, today: today) }
                ?? Day(year: 1, month: 1, day: 1) ?? today
            last = try to.map { text throws(DateInputError) in try DateInput.day(text, today: today) }
                ?? Day(year: 9999, month: 12, day: 31) ?? today
        } catch {
            throw .date(error)
        }
        if last < first { throw .startAfterEnd(from: first, to: last) }
        return DayRange(first, last)
    }
}

extension WorkoutStore {
    /// The sets `request` asks for, oldest first (see `forEachSet(_:now:_:)` for a listing of any size).
    package func sets(_ request: SetsRequest, now: Date = Date()) throws(RequestError) -> [WorkoutSet] {
        let filter = try self.filter(request, now: now)
        do throws(StoreError) { return try sets(filter) } catch { throw .store(error) }
    }

    /// Calls `body` with each set `request` asks for, oldest first, through a
    /// row cursor: memory stays flat and the first set comes at once.
    package func forEachSet(_ request: SetsRequest, now: Date = Date(), _ body: (WorkoutSet) throws -> Void) throws {
        try forEachSet(try filter(request, now: now), body)
    }

    /// The filter `request`'s days, exercise and limit make.
    private func filter(_ request: SetsRequest, now: Date) throws(RequestError) -> SetFilter {
        if let limit = request.limit, limit < 1 { throw .limitBelowOne(limit) }
        let settings: Settings
        do { settings = try self.settings() } catch { throw .store(error) }
        let range = try request.range(today: Day(containing: now, in: request.timeZone), weekStart: request.weekStart ?? settings.weekStart)
        do throws(StoreError) {
            let ids = try request.exercise.map { name throws(StoreError) in [try resolveExercise(name).id] }
            return SetFilter(range: range, exerciseIds: ids, limit: request.limit)
        } catch {
            throw .store(error)
        }
    }
}
