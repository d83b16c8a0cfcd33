import Foundation
import Testing
import RepChartTestSupport
@testable import Workouts

@Suite struct MuscleCatalogueTests {
    let catalogue = ExerciseCatalogue.builtIn

    @Test func theCatalogueIsWholeAndLarge() throws {
        #expect(catalogue.entries.count >= 250)
        // Every muscle group is someone's primary muscle.
        let primaries = Set(catalogue.entries.flatMap(\.mapping.primary))
        #expect(primaries == Set(MuscleGroup.allCases))
        for entry in catalogue.entries {
            #expect(Set(entry.mapping.primary).isDisjoint(with: entry.mapping.secondary), "\(entry.name)")
        }
    }

    @Test(arguments: [
        ("Bench Press (Barbell)", "Bench Press (Barbell)"), ("bench press", "Bench Press (Barbell)"),
        ("Flat Barbell Bench Press", "Bench Press (Barbell)"), ("BENCH PRESS (DUMBBELL)", "Bench Press (Dumbbell)"),
        ("DB Bench Press", "Bench Press (Dumbbell)"), ("Lat Pulldown (Cable)", "Lat Pulldown (Cable)"),
        ("lat pull-downs", "Lat Pulldown (Cable)"), ("Romanian Deadlift (Dumbbell)", "Romanian Deadlift (Dumbbell)"),
        ("RDL", "Romanian Deadlift (Barbell)"), ("Pull Ups", "Pull Up (Bodyweight)"), ("pullups", "Pull Up (Bodyweight)"),
        ("Chin-Up", "Chin Up (Bodyweight)"), ("Push-ups", "Push Up"), ("Military Press", "Overhead Press (Barbell)"),
        ("OHP", "Overhead Press (Barbell)"), ("Dumbbell Flyes", "Fly (Dumbbell)"),
        ("Skull Crushers (EZ Bar)", "Skullcrusher (EZ Bar)"), ("Tricep Pushdown", "Triceps Pushdown (Cable)"),
        ("Farmer's Walk", "Farmers Walk (Dumbbell)"), ("Crunches", "Crunch (Bodyweight)"),
        ("Seated Cable Row - V Grip (Cable)", "Seated Row (Cable)"), ("Squat (Kettlebell)", "Squat (Barbell)"),
        ("Standing Calf Raises", "Standing Calf Raise (Machine)"), ("Hip Thrust", "Hip Thrust (Barbell)"),
    ])
    func namesMatchTheirEntry(name: String, expected: String) {
        #expect(catalogue.entry(for: name)?.name == expected)
    }

    @Test func unknownNamesStayUnmapped() {
        #expect(catalogue.entry(for: "Underwater basket weaving") == nil)
        #expect(catalogue.entry(for: "") == nil)
        #expect(catalogue.entry(for: "((()))") == nil)
    }

    /// Every exercise name in the import fixtures maps to muscles.
    @Test func everyFixtureExerciseMaps() throws {
        let names = try FixtureExerciseNames.all(in: Repository.path("Fixtures/imports"))
        #expect(names.count >= 10)
        let unmapped = names.filter { catalogue.mapping(for: $0) == nil }
        #expect(unmapped.isEmpty, "unmapped: \(unmapped)")
    }

    @Test func badCatalogueLinesAreNamed() {
        guard case .failure(let error) = ExerciseCatalogue.parse("Curl | biceps |\nRow | backs |\n") else {
            Issue.record("a bad muscle was accepted")
            return
        }
        #expect(error.description.hasPrefix("catalogue line 2: bad primary muscles"))
        guard case .failure(let twice) = ExerciseCatalogue.parse("Curl | biceps |\ncurls | biceps |") else {
            Issue.record("a duplicate was accepted")
            return
        }
        #expect(twice.description.contains("listed twice"))
    }

    @Test func mappingsParseAndPrint() throws {
        let mapping = try MuscleMapping(parsing: ["chest", "triceps:0.5", "Front delts:0.25"])
        #expect(mapping.primary == [.chest])
        #expect(mapping.text() == "chest triceps:0.5 front-delts:0.25")
        #expect(throws: MuscleMappingError.self) { try MuscleMapping(parsing: ["chest", "wings"]) }
        #expect(throws: MuscleMappingError.self) { try MuscleMapping(parsing: ["chest:2"]) }
        #expect(throws: MuscleMappingError.self) { try MuscleMapping(parsing: ["chest", "chest:0.5"]) }
        #expect(throws: MuscleMappingError.self) { try MuscleMapping(parsing: []) }
    }
}

/// The exercise names of the CSV and JSON files in a fixture folder (the
/// column each app names its exercise with; "name" in RepChart's JSON).
enum FixtureExerciseNames {
    static let columns: Set<String> = ["exercise", "exercise_title", "exercise name"]

    static func all(in folder: String) throws -> Set<String> {
        var names = Set<String>()
        for file in try FileManager.default.contentsOfDirectory(atPath: folder).sorted() {
            let path = folder + "/" + file
            if file.hasSuffix(".csv") {
                names.formUnion(try csvNames(String(contentsOfFile: path, encoding: .utf8)))
            } else if file.hasSuffix(".json"), let data = FileManager.default.contents(atPath: path),
                      let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                      let exercises = json["exercises"] as? [[String: Any]] {
                names.formUnion(exercises.compactMap { $0["name"] as? String })
            }
        }
        return names
    }

    /// A small CSV reader for well-formed fixtures: quotes, ',' or ';'.
    static func csvNames(_ text: String) -> [String] {
        let lines = text.replacingOccurrences(of: "\u{FEFF}", with: "").split(whereSeparator: \.isNewline)
        guard let header = lines.first else { return [] }
        let separator: Character = header.filter { $0 == ";" }.count > header.filter { $0 == "," }.count ? ";" : ","
        func fields(_ line: Substring) -> [String] {
            var result: [String] = [], current = "", quoted = false
            for ch in line {
                if ch == "\"" { quoted.toggle() } else if ch == separator && !quoted { result.append(current); current = "" }
                else { current.append(ch) }
            }
            result.append(current)
            return result
        }
        let head = fields(header).map { $0.lowercased().trimmingCharacters(in: .whitespaces) }
        guard let column = head.firstIndex(where: { columns.contains($0) }) else { return [] }
        return lines.dropFirst().compactMap { line in
            let f = fields(line)
            return column < f.count && !f[column].isEmpty ? f[column] : nil
        }
    }
}
