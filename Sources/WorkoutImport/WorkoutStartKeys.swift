import Foundation
import WorkoutModel
import WorkoutStorage

/// Source keys of Strong's and Hevy's CSV sets: the workout's start and the
/// set's place (exercise, set order, occurrence), never the workout's title,
/// which the app lets the user rename. They start with `marker`; keys an
/// earlier RepChart wrote (`START|title|exercise|order|n`) start with a
/// digit, below it, and are rewritten the first time a newer export of the
/// same app is imported, so that re-import finds those sets again.
enum WorkoutStartKeys {
    /// The first character of these keys ('@' sorts above every digit).
    static let marker = "@"
    /// The sources whose CSV keys take this form.
    static let sources: Set<String> = [StrongCSV.source, HevyCSV.source]

    /// `@START|exercise|order`: the natural key a reader numbers by occurrence.
    static func natural(start: LocalDateTime, exercise: String, order: String) -> String {
        "\(marker)\(start.keyText)|\(exercise)|\(order)"
    }

    /// Rewrites `source`'s titled keys (those it can read: a start, then one
    /// `|` between title and exercise) to this form. A key whose new form
    /// another set has (two workouts that began at the same second) stays.
    static func upgrade(source: String, in writer: StoreWriter) throws {
        for (number, key) in try writer.sourceKeys(source: source, below: marker) {
            guard let upgraded = upgraded(key) else { continue }
            _ = try writer.setSourceKey(upgraded, number: number)
        }
    }

    /// The new form of a titled key, nil when it is not one or is ambiguous.
    static func upgraded(_ key: String) -> String? {
        let parts = key.split(separator: "|", omittingEmptySubsequences: false)
        guard parts.count == 5, isStart(parts[0]), Int(parts[4]) != nil else { return nil }
        return "\(marker)\(parts[0])|\(parts[2])|\(parts[3])|\(parts[4])"
    }

    /// `YYYY-MM-DDTHH:MM:SS`, as `LocalDateTime.keyText` writes it.
    private static func isStart(_ text: Substring) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 19 else { return false }
        for (index, byte) in bytes.enumerated() {
            switch index {
            case 4, 7: if byte != UInt8(ascii: "-") { return false }
            case 10: if byte != UInt8(ascii: "T") { return false }
            case 13, 16: if byte != UInt8(ascii: ":") { return false }
            default: if !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { return false }
            }
        }
        return true
    }
}
