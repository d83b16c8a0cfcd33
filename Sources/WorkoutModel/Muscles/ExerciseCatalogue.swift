import Basics

/// RepChart's built-in exercise catalogue: common exercises under the names
/// Strong, Hevy and FitNotes use, each with its primary and secondary muscle
/// groups (the data is in CatalogueData.swift; format in docs/catalogue.md).
///
/// `mapping(for:)` matches a name from any log or export: case, word order,
/// equipment in parentheses, plurals and common spellings do not matter
/// ("Flat Barbell Bench Press" is `Bench Press (Barbell)`; "bench press"
/// is its first equipment, the barbell).
package struct ExerciseCatalogue: Sendable {
    /// One exercise: its name as the apps write it and its muscles.
    package struct Entry: Hashable, Sendable {
        /// The name with one of its equipments, e.g. "Bench Press (Barbell)".
        package var name: String
        /// Its primary and secondary muscle groups.
        package var mapping: MuscleMapping
        /// Listed under a `# Cardio` heading: trained for time and distance
        /// (a rowing machine), not held (a plank) or lifted.
        package var isCardio = false
    }

    /// Every exercise, in the order of the data.
    package private(set) var entries: [Entry] = []
    private var byKey: [String: Int] = [:]
    private var byBaseKey: [String: Int] = [:]

    /// The catalogue shipped with RepChart.
    package static let builtIn: ExerciseCatalogue = {
        switch ExerciseCatalogue.parse(source) {
        case .success(let catalogue): return catalogue
        case .failure(let error): preconditionFailure("the built-in catalogue is broken: \(error)")  // a test keeps it whole
        }
    }()

    /// Reads catalogue text (see docs/catalogue.md); the first bad line is an error naming it.
    package static func parse(_ text: String) -> Result<ExerciseCatalogue, MuscleMappingError> {
        var catalogue = ExerciseCatalogue()
        var underCardio = false
        for (number, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("#") {
                // A heading names the body part of the lines under it.
                underCardio = line.dropFirst().trimmingCharacters(in: .whitespaces).lowercased().hasPrefix("cardio")
                continue
            }
            guard !line.isEmpty else { continue }
            let fields = line.split(separator: "|", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            func fail(_ why: String) -> Result<ExerciseCatalogue, MuscleMappingError> {
                .failure(MuscleMappingError("catalogue line \(number + 1): \(why): \(QuotedInput.clipped(String(line)))"))
            }
            guard fields.count == 3, !fields[0].isEmpty else { return fail("expected 'Name | primary | secondary'") }
            func muscles(_ field: String) -> [MuscleGroup]? {
                let names = field.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                let groups = names.compactMap { MuscleGroup(rawValue: $0) }
                return groups.count == names.count ? groups : nil
            }
            guard let primary = muscles(fields[1]), !primary.isEmpty else { return fail("bad primary muscles") }
            guard let secondary = muscles(fields[2]) else { return fail("bad secondary muscles") }
            let mapping = MuscleMapping(primary: primary, secondary: secondary)
            var base = fields[0]
            var equipments: [String] = []
            if let open = base.firstIndex(of: "("), base.hasSuffix(")") {
                equipments = base[base.index(after: open)..<base.index(before: base.endIndex)]
                    .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                base = base[..<open].trimmingCharacters(in: .whitespaces)
            }
            let names = equipments.isEmpty ? [base] : equipments.map { "\(base) (\($0))" }
            for name in names {
                let key = ExerciseNameKey.key(name)
                guard catalogue.byKey[key] == nil else { return fail("'\(name)' is listed twice") }
                catalogue.byKey[key] = catalogue.entries.count
                let baseKey = ExerciseNameKey.key(base)
                if catalogue.byBaseKey[baseKey] == nil { catalogue.byBaseKey[baseKey] = catalogue.entries.count }
                catalogue.entries.append(Entry(name: name, mapping: mapping, isCardio: underCardio))
            }
        }
        return .success(catalogue)
    }

    /// The catalogue's spelling of `name` when `name` is one of its names, or
    /// one without its equipment, in other letter case ("squat" → "Squat");
    /// typed all in lower case, also as a plural, an abbreviation or in another
    /// word order ("squats" → "Squat", "pullups" → "Pull Up"), as
    /// `ExerciseNameKey` reads two names as one exercise (a name typed with
    /// capitals, "Pull Ups", is the lifter's choice and kept). nil otherwise,
    /// and when it is spelt so already.
    package func spelling(of name: String) -> String? {
        let typed = name.trimmingCharacters(in: .whitespaces)
        let lower = typed.lowercased()
        for entry in entries {
            let base = Self.base(of: entry.name)
            for candidate in [entry.name, base] where candidate.lowercased() == lower {
                return candidate == typed ? nil : candidate
            }
        }
        guard typed == lower else { return nil }
        let key = ExerciseNameKey.key(typed)
        if let i = byKey[key] { return entries[i].name }
        if let i = byBaseKey[key] { return Self.base(of: entries[i].name) }
        return nil
    }

    /// `name` without its equipment: "Squat (Barbell)" → "Squat".
    private static func base(of name: String) -> String {
        name.firstIndex(of: "(").map { name[..<$0].trimmingCharacters(in: .whitespaces) } ?? name
    }

    /// Whether `exercise` is cardio: an exercise the catalogue files under
    /// cardio by its name or an alias (a rowing machine logged for time),
    /// unless it is logged with a load and reps (a weighted jump rope is
    /// lifted); or distance work the catalogue does not know as a lift (a
    /// trail run). A farmers walk or a sled push logged by distance is a
    /// loaded carry: its muscles' work.
    package func isCardio(_ exercise: Exercise) -> Bool {
        guard exercise.kind != .weightReps else { return false }
        let entries = ([exercise.name] + exercise.aliases).compactMap { entry(for: $0) }
        if entries.contains(where: \.isCardio) { return true }
        return exercise.kind == .distance && entries.isEmpty
    }

    /// The catalogue entry an exercise name means, or nil when it is unknown.
    package func entry(for name: String) -> Entry? {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        var candidates = [trimmed]
        // "Seated Cable Row - V Grip (Cable)": the part before " - " names the exercise.
        if let dash = trimmed.range(of: " - ") {
            var head = String(trimmed[..<dash.lowerBound])
            if let open = trimmed.lastIndex(of: "("), open > dash.lowerBound { head += " " + trimmed[open...] }
            candidates.append(head)
        }
        for candidate in candidates {
            let key = ExerciseNameKey.key(candidate)
            if let i = byKey[key] ?? byBaseKey[key] { return entries[i] }
            // Equipment the catalogue does not list for it: the exercise itself still counts.
            if let open = candidate.firstIndex(of: "(") {
                let base = ExerciseNameKey.key(String(candidate[..<open]))
                if let i = byKey[base] ?? byBaseKey[base] { return entries[i] }
            }
        }
        // "Barbell Curl", "EZ Bar Curls", "Machine Calf Raises": equipment named
        // anywhere in the name, not in parentheses. Without it the words left
        // may name an exercise ("curl", "calf raise").
        let words = ExerciseNameKey.words(trimmed).filter { !ExerciseNameKey.equipment.contains($0) }
        let stripped = words.sorted().joined(separator: " ")
        if !stripped.isEmpty, let i = byKey[stripped] ?? byBaseKey[stripped] { return entries[i] }
        return nil
    }

    /// The muscles of an exercise name, or nil when it is not in the catalogue.
    package func mapping(for name: String) -> MuscleMapping? {
        entry(for: name)?.mapping
    }
}

import Foundation
