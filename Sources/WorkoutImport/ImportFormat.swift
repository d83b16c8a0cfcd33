import WorkoutModel
import WorkoutStorage

/// The file formats `Importer` reads.
package enum ImportFormat: String, CaseIterable, Sendable, CustomStringConvertible {
    /// Tell from the content.
    case auto
    /// RepChart's own versioned JSON (see docs/export-format.md).
    case repchart
    /// Strong's CSV export, in any of the app's languages.
    case strong
    /// Hevy's CSV export, or its API's JSON workouts (one file or a folder of pages).
    case hevy
    /// FitNotes' CSV export.
    case fitnotes
    /// Fitbod's CSV export (negative weights are assisted exercises).
    case fitbod
    /// Other apps' CSV exports (see docs/IMPORTS.md, "Other apps' exports").
    case gymbook, jefit, liftosaur, gymrun
    /// StrongLifts 5x5's CSV export, one row per workout (see `StrongLiftsCSV`).
    case stronglifts
    /// Any CSV whose header names a date and an exercise column.
    case csv

    package var description: String { rawValue }

    /// The app a set from this format came from, as the app writes its name ("FitNotes");
    /// nil for RepChart's own formats, a plain CSV and `auto`.
    package var appName: String? {
        switch self {
        case .auto, .repchart, .csv: nil
        case .strong: "Strong"
        case .hevy: "Hevy"
        case .fitnotes: "FitNotes"
        case .fitbod: "Fitbod"
        case .gymbook: "GymBook"
        case .jefit: "JEFIT"
        case .liftosaur: "Liftosaur"
        case .gymrun: "GymRun"
        case .stronglifts: "StrongLifts"
        }
    }

    /// The CSV format a header belongs to, nil when it is none we know.
    static func detect(_ header: CSVHeader) -> ImportFormat? {
        if let other = detectOtherApp(header) { return other }
        if header.contains("exercise_title"), header.contains("start_time") { return .hevy }
        if header.contains("exercise name"), header.contains("set order") { return .strong }
        if header.contains("iswarmup"), header.contains("exercise"), header.contains("date") { return .fitbod }
        if header.contains("exercise"), header.contains("category"), header.contains("date"),
           header.keys.contains(where: { $0.hasPrefix("weight") }) { return .fitnotes }
        if header.index(of: GenericCSV.dateNames) != nil, header.index(of: GenericCSV.exerciseNames) != nil {
            return .csv
        }
        return nil
    }
}
