import Foundation
import RepChartTestSupport
@testable import WorkoutImport
@testable import WorkoutModel
@testable import WorkoutStorage
import Workouts
import StoreTestSupport
@testable import repchart

/// The repository's Fixtures/imports folder.
let importFixtures = Repository.path("Fixtures/imports")

func importFixture(_ name: String) -> String { importFixtures + "/" + name }

let importUTC = TimeZone(identifier: "UTC")!

/// One line per set with everything the set holds, so a whole import can be
/// compared with the expected sets at once.
func importLine(_ record: ImportRecord) -> String {
    var parts = [record.day.description, Timestamp.text(record.instant, offset: record.utcOffsetSeconds),
                 record.exerciseName, record.setType.rawValue]
    if let reps = record.reps { parts.append("\(reps)x") }
    if let weight = record.weight { parts.append("\(JSONWriting.number(weight.value)) \(weight.unit.rawValue)") }
    if record.isBodyweight { parts.append("bw") }
    if let rpe = record.rpe { parts.append("rpe \(JSONWriting.number(rpe))") }
    if let rir = record.rir { parts.append("rir \(JSONWriting.number(rir))") }
    if let duration = record.duration { parts.append("\(JSONWriting.number(duration))s") }
    if let distance = record.distance { parts.append("\(JSONWriting.number(distance))m") }
    if let notes = record.notes { parts.append("\"\(notes)\"") }
    return parts.joined(separator: " ")
}

/// Writes `text` to a new file in `folder`.
@discardableResult
func writeImportFile(_ folder: TestFolder, _ name: String, _ text: String) throws -> String {
    let path = folder.file(name)
    try text.write(toFile: path, atomically: false, encoding: .utf8)
    return path
}

/// The message of the ImportError `body` throws, nil when it throws none.
func importFailure(_ body: () throws -> Void) -> String? {
    do {
        try body()
        return nil
    } catch let error as ImportError {
        // What the command line prints: the problems worded with the flags that fix them.
        return error.commandLineText
    } catch {
        return "unexpected error type: \(error)"
    }
}
