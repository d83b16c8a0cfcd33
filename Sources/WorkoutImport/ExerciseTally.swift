import Foundation
import WorkoutModel
import WorkoutStorage

/// Sets and duplicates per stored exercise, in the order the file first
/// names them: what an import's summary lists.
struct ExerciseTally {
    private var items: [ImportedExercise] = []
    private var ids: [UUID] = []
    private var slots: [UUID: Int] = [:]
    /// In front of `slots`: a file names a few exercises a million times.
    private var recent = UUIDSlots<Int>()

    /// Counts `set` for its exercise: added, written over a stored one, or a duplicate of one.
    mutating func count(_ set: WorkoutSet, added: Bool, updated: Bool = false) {
        let slot: Int
        if let known = recent.value(set.exerciseId) {
            slot = known
        } else {
            if let known = slots[set.exerciseId] {
                slot = known
            } else {
                slot = items.count
                slots[set.exerciseId] = slot
                ids.append(set.exerciseId)
                items.append(ImportedExercise(name: "", sets: 0, duplicates: 0, first: set.day, last: set.day,
                                              isNew: false))
            }
            recent.remember(set.exerciseId, slot)
        }
        items[slot].count(set, added: added, updated: updated)
    }

    /// A set counted as a duplicate that was written over the stored one:
    /// counted as updated instead, or (`updated` false) not counted again.
    mutating func recount(_ set: WorkoutSet, updated: Bool) {
        guard let slot = slots[set.exerciseId] else { return }
        items[slot].duplicates -= 1
        if updated { items[slot].updated += 1 }
        if updated, AssistedLoad.isHelp(set.weight, bodyweight: set.isBodyweight) { items[slot].assisted += 1 }
    }

    /// The counted exercises with their stored names, sorted by name; `stored`
    /// are the exercises the log had before the import (the others are new,
    /// and may look like one of them).
    func exercises(in writer: StoreWriter, before stored: [Exercise]) throws -> [ImportedExercise] {
        try zip(ids, items).map { id, item in
            var item = item
            item.name = try writer.exercise(id: id)?.name ?? "?"
            item.isNew = !stored.contains { $0.id == id }
            if item.isNew { item.looksLike = ImportedExercise.lookalike(of: item.name, in: stored) }
            return item
        }.sorted { $0.name.lowercased() < $1.name.lowercased() }
    }
}
