import Foundation
import WorkoutModel
import WorkoutStorage

/// What an import of apps' exports meets besides sets to add: the days each
/// app's sets in the file cover (its stored sets there that the file no
/// longer holds are named, and removed when asked), and the first set of
/// each app, before which keys an earlier RepChart wrote are upgraded.
struct Reimport {
    /// Days covered per source, for sources before the current one.
    private var covered: [String: ClosedRange<Day>] = [:]
    /// The current source and its days (sets come source by source, day by day).
    private var current: (source: String, days: ClosedRange<Day>)?

    /// Notes a set of an app's export (one without a RepChart id) before it is written.
    mutating func met(_ set: WorkoutSet, writer: StoreWriter) throws {
        if let current, current.source == set.source {
            if !current.days.contains(set.day) { self.current = (set.source, current.days.including(set.day)) }
            return
        }
        close()
        if covered[set.source] == nil, WorkoutStartKeys.sources.contains(set.source),
           set.sourceKey?.hasPrefix(WorkoutStartKeys.marker) == true {
            try WorkoutStartKeys.upgrade(source: set.source, in: writer)
        }
        current = (set.source, covered.removeValue(forKey: set.source)?.including(set.day) ?? set.day...set.day)
    }

    private mutating func close() {
        guard let current else { return }
        covered[current.source] = covered[current.source].map { $0.including(current.days) } ?? current.days
        self.current = nil
    }

    /// Names (in `summary`) the stored sets of each app, on the days its
    /// sets in the file cover, that this import neither wrote nor met, and
    /// removes them when `remove`. A plain CSV is no app's export: its
    /// source holds whatever CSVs were imported, so nothing is named for it.
    mutating func finish(_ summary: inout ImportSummary, writer: StoreWriter, batch: UUID, remove: Bool) throws {
        close()
        var numbers: [Int64] = []
        for (source, days) in covered.sorted(by: { $0.key < $1.key }) where source != GenericCSV.source {
            numbers += try writer.setsNotMet(source: source, days: days, batch: batch)
        }
        summary.missingCount = numbers.count
        guard !numbers.isEmpty else { return }
        let names = Dictionary(try writer.exercises().map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        summary.missing = try writer.sets(numbers: Array(numbers.prefix(ImportSummary.missingListed))).map {
            MissingSet(set: $0, exercise: names[$0.exerciseId] ?? "?")
        }
        if remove {
            try writer.deleteSets(numbers: numbers, replacedBy: batch)
            summary.setsRemoved = numbers.count
        }
    }
}

extension ClosedRange where Bound == Day {
    fileprivate func including(_ day: Day) -> ClosedRange<Day> {
        Swift.min(lowerBound, day)...Swift.max(upperBound, day)
    }

    fileprivate func including(_ other: ClosedRange<Day>) -> ClosedRange<Day> {
        Swift.min(lowerBound, other.lowerBound)...Swift.max(upperBound, other.upperBound)
    }
}
