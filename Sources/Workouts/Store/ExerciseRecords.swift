import Foundation
import GRDB

/// Exercise rows: reading, naming rules and changes, on one connection.
enum ExerciseRecords {
    static func all(_ db: Database) throws -> [Exercise] {
        var aliases: [String: [String]] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT exerciseId, alias FROM exerciseAlias ORDER BY aliasKey") {
            aliases[row[0], default: []].append(row[1])
        }
        return try Row.fetchAll(db, sql: "SELECT id, name, color, kind FROM exercise ORDER BY nameKey").map { row in
            let id: String = row[0]
            return Exercise(id: UUID(uuidString: id) ?? UUID(), name: row[1], aliases: aliases[id] ?? [],
                            color: row[2], kind: ExerciseKind(rawValue: row[3]) ?? .weightReps)
        }
    }

    static func find(_ db: Database, id: UUID) throws -> Exercise? {
        try load(db, idText: id.uuidString)
    }

    /// By name or alias, ignoring case and extra spaces.
    static func find(_ db: Database, named name: String) throws -> Exercise? {
        let key = ExerciseName.key(name)
        let id = try String.fetchOne(db, sql: "SELECT id FROM exercise WHERE nameKey = ?", arguments: [key])
            ?? String.fetchOne(db, sql: "SELECT exerciseId FROM exerciseAlias WHERE aliasKey = ?", arguments: [key])
        guard let id else { return nil }
        return try load(db, idText: id)
    }

    /// The exercise, or `unknownExercise` with close names as suggestions.
    static func resolve(_ db: Database, named name: String) throws -> Exercise {
        if let found = try find(db, named: name) { return found }
        let candidates = try all(db).flatMap { exercise in
            [(exercise.name, exercise.name)] + exercise.aliases.map { ($0, exercise.name) }
        }
        throw StoreError.unknownExercise(ExerciseName.clean(name),
                                         suggestions: NameSuggestions.closest(to: name, in: candidates))
    }

    private static func load(_ db: Database, idText: String) throws -> Exercise? {
        guard let row = try Row.fetchOne(db, sql: "SELECT id, name, color, kind FROM exercise WHERE id = ?",
                                         arguments: [idText]) else { return nil }
        let aliases = try String.fetchAll(db, sql: "SELECT alias FROM exerciseAlias WHERE exerciseId = ? ORDER BY aliasKey",
                                          arguments: [idText])
        return Exercise(id: UUID(uuidString: row[0]) ?? UUID(), name: row[1], aliases: aliases, color: row[2],
                        kind: ExerciseKind(rawValue: row[3]) ?? .weightReps)
    }

    /// Throws `nameTaken` when `name` is already a name or alias (other than `except`'s own).
    static func ensureFree(_ db: Database, _ name: String, except: UUID? = nil) throws {
        guard let owner = try find(db, named: name), owner.id != except else { return }
        throw StoreError.nameTaken(ExerciseName.clean(name), owner: owner.name)
    }

    /// Inserts `exercise`; an empty colour takes the next palette colour.
    @discardableResult
    static func insert(_ db: Database, _ exercise: Exercise) throws -> Exercise {
        var exercise = exercise
        exercise.name = try ExerciseName.validated(exercise.name)
        exercise.aliases = try exercise.aliases.map { alias throws(StoreError) in try ExerciseName.validated(alias) }
        if exercise.color.isEmpty {
            exercise.color = Palette.nextColor(avoiding: try String.fetchAll(db, sql: "SELECT color FROM exercise"))
        } else {
            guard let hex = Palette.normalizedHex(exercise.color) else { throw StoreError.invalidColor(exercise.color) }
            exercise.color = hex
        }
        if try Bool.fetchOne(db, sql: "SELECT 1 FROM exercise WHERE id = ?", arguments: [exercise.id.uuidString]) == true {
            throw StoreError.nameTaken(exercise.name, owner: try find(db, id: exercise.id)?.name ?? exercise.name)
        }
        try ensureFree(db, exercise.name)
        var seen: Set<String> = [ExerciseName.key(exercise.name)]
        for alias in exercise.aliases {
            try ensureFree(db, alias)
            guard seen.insert(ExerciseName.key(alias)).inserted else {
                throw StoreError.nameTaken(alias, owner: exercise.name)
            }
        }
        try db.execute(sql: "INSERT INTO exercise (id, name, nameKey, color, kind, createdAt) VALUES (?, ?, ?, ?, ?, ?)",
                       arguments: [exercise.id.uuidString, exercise.name, ExerciseName.key(exercise.name),
                                   exercise.color, exercise.kind.rawValue, WorkoutSet.milliseconds(Date())])
        for alias in exercise.aliases {
            try insertAlias(db, alias, for: exercise.id)
        }
        return exercise
    }

    static func insertAlias(_ db: Database, _ alias: String, for id: UUID) throws {
        try db.execute(sql: "INSERT INTO exerciseAlias (aliasKey, alias, exerciseId) VALUES (?, ?, ?)",
                       arguments: [ExerciseName.key(alias), alias, id.uuidString])
    }

    static func rename(_ db: Database, _ name: String, to newName: String) throws -> Exercise {
        var exercise = try resolve(db, named: name)
        let cleaned = try ExerciseName.validated(newName)
        try ensureFree(db, cleaned, except: exercise.id)
        // Renaming to an own alias: the alias becomes the name.
        try db.execute(sql: "DELETE FROM exerciseAlias WHERE aliasKey = ? AND exerciseId = ?",
                       arguments: [ExerciseName.key(cleaned), exercise.id.uuidString])
        try db.execute(sql: "UPDATE exercise SET name = ?, nameKey = ? WHERE id = ?",
                       arguments: [cleaned, ExerciseName.key(cleaned), exercise.id.uuidString])
        exercise.name = cleaned
        exercise.aliases.removeAll { ExerciseName.key($0) == ExerciseName.key(cleaned) }
        return exercise
    }

    static func setColor(_ db: Database, _ name: String, _ color: String) throws -> Exercise {
        var exercise = try resolve(db, named: name)
        guard let hex = Palette.normalizedHex(color) else { throw StoreError.invalidColor(color) }
        try db.execute(sql: "UPDATE exercise SET color = ? WHERE id = ?", arguments: [hex, exercise.id.uuidString])
        exercise.color = hex
        return exercise
    }

    static func setKind(_ db: Database, _ name: String, _ kind: ExerciseKind) throws -> Exercise {
        var exercise = try resolve(db, named: name)
        try db.execute(sql: "UPDATE exercise SET kind = ? WHERE id = ?", arguments: [kind.rawValue, exercise.id.uuidString])
        exercise.kind = kind
        return exercise
    }

    static func addAlias(_ db: Database, _ name: String, _ alias: String) throws -> Exercise {
        var exercise = try resolve(db, named: name)
        let cleaned = try ExerciseName.validated(alias)
        try ensureFree(db, cleaned)
        try insertAlias(db, cleaned, for: exercise.id)
        exercise.aliases.append(cleaned)
        return exercise
    }

    /// Moves every set and alias of `from` to `into`, keeps `from`'s name as an alias
    /// of `into`, then removes `from`. Returns the merged exercise and the sets moved.
    static func merge(_ db: Database, _ from: String, into: String) throws -> (Exercise, Int) {
        let source = try resolve(db, named: from)
        let target = try resolve(db, named: into)
        guard source.id != target.id else {
            throw StoreError.nameTaken(ExerciseName.clean(from), owner: target.name)
        }
        try db.execute(sql: "UPDATE workoutSet SET exerciseId = ? WHERE exerciseId = ?",
                       arguments: [target.id.uuidString, source.id.uuidString])
        let moved = db.changesCount
        try db.execute(sql: "UPDATE exerciseAlias SET exerciseId = ? WHERE exerciseId = ?",
                       arguments: [target.id.uuidString, source.id.uuidString])
        try db.execute(sql: "DELETE FROM exercise WHERE id = ?", arguments: [source.id.uuidString])
        try insertAlias(db, source.name, for: target.id)
        return (try find(db, id: target.id) ?? target, moved)
    }
}
