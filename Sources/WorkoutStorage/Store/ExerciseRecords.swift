import Foundation
import GRDB
import WorkoutModel

/// Exercise rows: reading, naming rules and changes, on one connection.
enum ExerciseRecords {
    static func all(_ db: Database) throws -> [Exercise] {
        var aliases: [Int64: [String]] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT exercise, alias FROM exerciseAlias ORDER BY aliasKey") {
            aliases[(try row.decode(atIndex: 0)), default: []].append((try row.decode(atIndex: 1)))
        }
        return try Row.fetchAll(db, sql: "SELECT number, id, name, color, kind FROM exercise ORDER BY nameKey").map { row in
            try decode(row, aliases: aliases[(try row.decode(atIndex: 0))] ?? [])
        }
    }

    /// Exercise UUIDs by their row numbers (to label aggregate rows).
    static func idsByNumber(_ db: Database) throws -> [Int64: UUID] {
        var ids: [Int64: UUID] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT number, id FROM exercise") {
            if let id = UUID(uuidString: (try row.decode(atIndex: 1))) { ids[(try row.decode(atIndex: 0))] = id }
        }
        return ids
    }

    /// The row number of the exercise with this UUID.
    static func number(_ db: Database, id: UUID) throws -> Int64? {
        try Int64.fetchOne(db, sql: "SELECT number FROM exercise WHERE id = ?", arguments: [id.uuidString])
    }

    private static func decode(_ row: Row, aliases: [String]) throws -> Exercise {
        Exercise(id: UUID(uuidString: (try row.decode(atIndex: 1))) ?? UUID(), name: (try row.decode(atIndex: 2)), aliases: aliases, color: (try row.decode(atIndex: 3)),
                 kind: ExerciseKind(rawValue: (try row.decode(atIndex: 4))) ?? .weightReps)
    }

    static func find(_ db: Database, id: UUID) throws -> Exercise? {
        try number(db, id: id).flatMap { try load(db, number: $0) }
    }

    /// By name or alias, ignoring case and extra spaces.
    static func find(_ db: Database, named name: String) throws -> Exercise? {
        let key = ExerciseName.key(name)
        let number = try Int64.fetchOne(db, sql: "SELECT number FROM exercise WHERE nameKey = ?", arguments: [key])
            ?? Int64.fetchOne(db, sql: "SELECT exercise FROM exerciseAlias WHERE aliasKey = ?", arguments: [key])
        guard let number else { return nil }
        return try load(db, number: number)
    }

    /// The exercise, or `unknownExercise` with close names as suggestions.
    static func resolve(_ db: Database, named name: String) throws -> Exercise {
        if let found = try find(db, named: name) { return found }
        let candidates = try all(db).flatMap { exercise in
            [(exercise.name, exercise.name)] + exercise.aliases.map { ($0, exercise.name) }
        }
        var suggestions = NameSuggestions.closest(to: name, in: candidates)
        // The catalogue's spelling of the words ("pull ups": Pull Up), when stored, is the first to offer.
        if let spelling = ExerciseCatalogue.builtIn.spelling(of: name), let stored = try find(db, named: spelling) {
            suggestions = [stored.name] + suggestions.filter { $0 != stored.name }
        }
        throw StoreError.unknownExercise(ExerciseName.clean(name), suggestions: suggestions)
    }

    /// `resolve`, where a name that is one exercise's without its equipment ("leg press" for
    /// "Leg Press (Machine)", as a chart labels it) is that exercise. A name several share
    /// ("bench press": barbell, cable, dumbbell) is `ambiguousExercise`, naming them.
    static func resolveShort(_ db: Database, named name: String) throws -> Exercise {
        do {
            return try resolve(db, named: name)
        } catch StoreError.unknownExercise(let clean, let suggestions) {
            let key = ExerciseName.key(name)
            let sharing = try all(db).filter { exercise in
                ([exercise.name] + exercise.aliases).contains { ExerciseName.key(withoutEquipment($0)) == key }
            }
            if sharing.count == 1, let only = sharing.first { return only }
            if sharing.count > 1 { throw StoreError.ambiguousExercise(clean, exercises: sharing.map(\.name).sorted()) }
            throw StoreError.unknownExercise(clean, suggestions: suggestions)
        }
    }

    /// "Leg Press (Machine)" → "Leg Press"; a name without a parenthesis at its end as it is.
    private static func withoutEquipment(_ name: String) -> String {
        guard name.hasSuffix(")"), let open = name.lastIndex(of: "("), open > name.startIndex else { return name }
        return String(name[..<open])
    }

    /// The names of exercises other than `except` that `name` is close to: what `log` would
    /// offer for it, said after `--new` made it beside them.
    static func nearNames(_ db: Database, to name: String, except: UUID) throws -> [String] {
        let candidates = try all(db).filter { $0.id != except }.flatMap { exercise in
            [(exercise.name, exercise.name)] + exercise.aliases.map { ($0, exercise.name) }
        }
        return NameSuggestions.closest(to: name, in: candidates)
    }

    private static func load(_ db: Database, number: Int64) throws -> Exercise? {
        guard let row = try Row.fetchOne(db, sql: "SELECT number, id, name, color, kind FROM exercise WHERE number = ?",
                                         arguments: [number]) else { return nil }
        let aliases = try String.fetchAll(db, sql: "SELECT alias FROM exerciseAlias WHERE exercise = ? ORDER BY aliasKey",
                                          arguments: [number])
        return try decode(row, aliases: aliases)
    }

    /// Throws `nameTaken` when `name` is already a name or alias (other than `except`'s own).
    static func ensureFree(_ db: Database, _ name: String, except: UUID? = nil) throws {
        guard let owner = try find(db, named: name), owner.id != except else { return }
        throw StoreError.nameTaken(ExerciseName.clean(name), owner: owner.name)
    }

    /// Inserts `exercise`; an empty colour takes the next palette colour.
    @discardableResult
    static func insert(_ db: Database, _ exercise: Exercise, batch: Int64? = nil) throws -> Exercise {
        var colors: ColorTally?
        return try insert(db, exercise, batch: batch, colors: &colors)
    }

    /// Inserts `exercise`, choosing its colour from `colors` (read from the
    /// table on first need, then kept up to date), so that many new exercises
    /// in one transaction read the stored colours once, not once each.
    @discardableResult
    static func insert(_ db: Database, _ exercise: Exercise, batch: Int64?, colors: inout ColorTally?) throws -> Exercise {
        var exercise = exercise
        exercise.name = try ExerciseName.validated(exercise.name)
        exercise.aliases = try exercise.aliases.map { alias throws(StoreError) in try ExerciseName.validated(alias) }
        if exercise.color.isEmpty {
            if colors == nil { colors = ColorTally(try String.fetchAll(db, sql: "SELECT color FROM exercise")) }
            exercise.color = colors?.next ?? Palette.colors[0]
        } else {
            guard let hex = Palette.normalizedHex(exercise.color) else { throw StoreError.invalidColor(exercise.color) }
            exercise.color = hex
        }
        if try number(db, id: exercise.id) != nil {
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
        try db.execute(sql: "INSERT INTO exercise (id, name, nameKey, color, kind, batch, createdAt) VALUES (?, ?, ?, ?, ?, ?, ?)",
                       arguments: [exercise.id.uuidString, exercise.name, ExerciseName.key(exercise.name),
                                   exercise.color, exercise.kind.rawValue, batch, WorkoutSet.milliseconds(Date())])
        let number = db.lastInsertedRowID
        colors?.add(exercise.color)
        for alias in exercise.aliases {
            try insertAlias(db, alias, for: number)
        }
        return exercise
    }

    static func insertAlias(_ db: Database, _ alias: String, for number: Int64) throws {
        try db.execute(sql: "INSERT INTO exerciseAlias (aliasKey, alias, exercise) VALUES (?, ?, ?)",
                       arguments: [ExerciseName.key(alias), alias, number])
    }

    /// The row number of an exercise known to exist.
    private static func requireNumber(_ db: Database, _ exercise: Exercise) throws -> Int64 {
        guard let number = try number(db, id: exercise.id) else {
            throw StoreError.missingExercise(exercise.id.uuidString)
        }
        return number
    }

    static func rename(_ db: Database, _ name: String, to newName: String) throws -> Exercise {
        var exercise = try resolve(db, named: name)
        let cleaned = try ExerciseName.validated(newName)
        try ensureFree(db, cleaned, except: exercise.id)
        // Renaming to an own alias: the alias becomes the name.
        try db.execute(sql: "DELETE FROM exerciseAlias WHERE aliasKey = ? AND exercise = ?",
                       arguments: [ExerciseName.key(cleaned), try requireNumber(db, exercise)])
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
        try insertAlias(db, cleaned, for: try requireNumber(db, exercise))
        exercise.aliases.append(cleaned)
        return exercise
    }

    /// Moves every set and alias of `from` to `into`, keeps `from`'s name as an alias
    /// of `into`, then removes `from`. Returns the merged exercise and the sets moved.
    static func merge(_ db: Database, _ from: String, into: String) throws -> (Exercise, Int) {
        let source = try resolve(db, named: from)
        let target = try resolve(db, named: into)
        guard source.id != target.id else {
            throw StoreError.sameExercise(ExerciseName.clean(from), ExerciseName.clean(into))
        }
        let sourceNumber = try requireNumber(db, source)
        let targetNumber = try requireNumber(db, target)
        try db.execute(sql: "UPDATE workoutSet SET exercise = ? WHERE exercise = ?", arguments: [targetNumber, sourceNumber])
        let moved = db.changesCount
        try db.execute(sql: "UPDATE exerciseAlias SET exercise = ? WHERE exercise = ?", arguments: [targetNumber, sourceNumber])
        try db.execute(sql: "DELETE FROM exercise WHERE number = ?", arguments: [sourceNumber])
        try insertAlias(db, source.name, for: targetNumber)
        return (try find(db, id: target.id) ?? target, moved)
    }
}
