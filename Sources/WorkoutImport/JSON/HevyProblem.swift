import Basics
import WorkoutModel

/// What is wrong with a Hevy JSON export or its API pages beyond its values' kinds.
package enum HevyProblem: Hashable, Sendable, CustomStringConvertible {
    /// The object has no `workouts` field.
    case missingWorkouts
    /// `workouts` holds a value of kind `found`.
    case workoutsNotListed(found: JSONKind)
    /// A workout has no `start_time`.
    case missingStartTime
    /// A workout has no `exercises`.
    case missingExercises
    /// An exercise with no `title`.
    case exerciseWithoutTitle
    /// Workout `id` is also at `other` with other content.
    case workoutIDReused(String, other: String)
    /// The file holds no workout.
    case noWorkouts
    /// `page` holds `value`, not a page number.
    case notPageNumber(Double)
    /// `reps` holds `value`, not a whole number of at most 100000.
    case repsNotWhole(Double)
    /// `rpe` holds `value`, outside 1...10.
    case rpeOutOfRange(Double)
    /// A set field `key` Hevy does not write holds a number.
    case unknownSetNumber(key: String)
    /// A weight `value` above 2000 kg (in its field's unit).
    case weightTooHeavy(Double)
    /// `weight_kg` and `weight_lbs` name different weights.
    case weightsDisagree(kilograms: Double, pounds: Double)
    /// `start_time` holds `seconds`, outside 2000 to 2100 in epoch seconds.
    case notEpochSeconds(Double)
    /// `start_time` holds a value of kind `found`.
    case timeOfKind(found: JSONKind)
    /// Page `page` is also the file `other`.
    case pageTwice(Int, other: String)
    /// The pages' `page_count`s (sorted) differ.
    case pageCountsDisagree([Int])
    /// Pages `missing` (the first ten) of `count` are not among the files; `fromFolder`: a folder's, else the files named.
    case pagesMissing([Int], of: Int, fromFolder: Bool)
    /// One of several files (or a folder's) is not Hevy JSON.
    case notHevyPage(fromFolder: Bool)
    /// Standard input or a folder named among several pages.
    case pageNotAFile
    /// A page named twice, also as `other`.
    case pageNamedTwice(other: String)

    package var description: String {
        switch self {
        case .missingWorkouts: "missing field \"workouts\" (a Hevy export holds its workouts there)"
        case .workoutsNotListed(let found): "expected Hevy's workouts (an object or an array), found \(found.name)"
        case .missingStartTime: "missing field \"start_time\""
        case .missingExercises: "missing field \"exercises\" (a Hevy workout lists its exercises there)"
        case .exerciseWithoutTitle: "exercise has no \"title\""
        case .workoutIDReused(let id, let other):
            "workout id \(QuotedInput.quoted(id)) is also at \(other) with other content "
                + "(pages fetched at different times?); nothing imported: fetch the pages again together"
        case .noWorkouts: "the file holds no workouts"
        case .notPageNumber(let value): "\(JSONWriting.number(value)) is not a page number"
        case .repsNotWhole(let value): "reps \(JSONWriting.number(value)) is not a whole number of at most 100000"
        case .rpeOutOfRange(let value): "rpe \(JSONWriting.number(value)) is outside 1...10"
        case .unknownSetNumber(let key): "unknown set field \"\(key)\" holds a number; RepChart cannot tell what it measures"
        case .weightTooHeavy(let value): "\(JSONWriting.number(value)) is above 2000 kg"
        case .weightsDisagree(let kg, let lb):
            "weight_kg \(JSONWriting.number(kg)) and weight_lbs \(JSONWriting.number(lb)) disagree"
        case .notEpochSeconds(let seconds): "\(JSONWriting.number(seconds)) is not a time in epoch seconds (2000 to 2100)"
        case .timeOfKind(let found): "expected a time (epoch seconds or text), found \(found.name)"
        case .pageTwice(let page, let other): "page \(page) is also \(other)"
        case .pageCountsDisagree(let counts):
            "the pages disagree on page_count (\(counts.map(String.init).joined(separator: ", "))): were they fetched at different times?"
        case .pagesMissing(let missing, let count, let fromFolder):
            "page\(missing.count == 1 ? "" : "s") \(missing.map(String.init).joined(separator: ", ")) of \(count) missing from "
                + (fromFolder ? "the folder" : "the files named")
        case .notHevyPage(let fromFolder):
            "not a Hevy JSON file; " + (fromFolder ? "a folder is read as Hevy's API pages, one page per file"
                : "several files are read as Hevy's API pages, one import; import other files one at a time")
        case .pageNotAFile:
            "several files are read as Hevy's API pages, one import: name each page's file (not - or a folder), or import other files one at a time"
        case .pageNamedTwice(let other): "named twice (also as \(other)); name each page once"
        }
    }
}
