import Foundation

/// One set as it was entered: nothing is converted or rounded on the way in
/// (except the instant, kept to the millisecond).
///
/// What was done is `entry`, a ``SetEntry``; its fields (`reps`, `weight`,
/// `isBodyweight`, `rpe`, `rir`, `type`, `duration`, `distance`, `note`) read and
/// write on the set itself (`set.reps`), through dynamic member lookup. The set
/// adds who, when and where from.
@dynamicMemberLookup
package struct WorkoutSet: Hashable, Sendable, Identifiable {
    /// Stable id, kept through export and import.
    package var id: UUID
    /// The short number the CLI shows (`sets delete 42`); assigned by the store.
    package var number: Int64?
    /// The exercise's `id`.
    package var exerciseId: UUID
    /// When it was done.
    package var performedAt: Date
    /// The UTC offset in seconds (east positive) where it was done.
    package var utcOffset: Int
    /// The local calendar day it counts for.
    package var day: Day
    /// Order within the day (1, 2, …); the store assigns the next one when nil.
    package var position: Int?
    /// What was done, as written: reps, load, effort, type, time, distance and note.
    package var entry: SetEntry
    /// Where it came from: `log`, or an importer's name such as `strong`.
    package var source: String
    /// The id the source gave it; a second set with the same (source, key) is a duplicate.
    package var sourceKey: String?
    /// The write (one `log` call, one import) it belongs to; `undo` removes a whole batch.
    package var batchId: UUID?
    /// When it was written to the log (not when it was done).
    package var createdAt: Date

    /// A set of `entry`; `number` and `position` are left to the store when nil.
    package init(id: UUID = WorkoutSet.newID(), number: Int64? = nil, exerciseId: UUID, performedAt: Date, utcOffset: Int,
                day: Day, position: Int? = nil, entry: SetEntry, source: String = "log", sourceKey: String? = nil,
                batchId: UUID? = nil, createdAt: Date = Date()) {
        self.id = id
        self.number = number
        self.exerciseId = exerciseId
        self.performedAt = WorkoutSet.millisecondPrecision(performedAt)
        self.utcOffset = utcOffset
        self.day = day
        self.position = position
        self.entry = entry
        self.source = source
        self.sourceKey = sourceKey
        self.batchId = batchId
        self.createdAt = WorkoutSet.millisecondPrecision(createdAt)
    }

    /// A set from its fields; `number` and `position` are left to the store when nil.
    package init(id: UUID = WorkoutSet.newID(), number: Int64? = nil, exerciseId: UUID, performedAt: Date, utcOffset: Int,
                day: Day, position: Int? = nil, reps: Int? = nil, weight: Weight? = nil,
                isBodyweight: Bool = false, rpe: Double? = nil, rir: Double? = nil, type: SetType = .normal,
                duration: Double? = nil, distance: Double? = nil, note: String? = nil,
                source: String = "log", sourceKey: String? = nil, batchId: UUID? = nil,
                createdAt: Date = Date()) {
        let entry = SetEntry(reps: reps, weight: weight, isBodyweight: isBodyweight, rpe: rpe, rir: rir, type: type,
                             duration: duration, distance: distance, note: note)
        self.init(id: id, number: number, exerciseId: exerciseId, performedAt: performedAt, utcOffset: utcOffset,
                  day: day, position: position, entry: entry, source: source, sourceKey: sourceKey,
                  batchId: batchId, createdAt: createdAt)
    }

    /// A field of `entry`, read and written on the set: `set.reps`, `set.note = nil`.
    @inlinable
    package subscript<Value>(dynamicMember keyPath: WritableKeyPath<SetEntry, Value>) -> Value {
        get { entry[keyPath: keyPath] }
        set { entry[keyPath: keyPath] = newValue }
    }

    /// The local day and UTC offset of `instant` in `timeZone`, for building sets.
    package static func localDay(of instant: Date, in timeZone: TimeZone) -> (day: Day, utcOffset: Int) {
        (Day(containing: instant, in: timeZone), timeZone.secondsFromGMT(for: instant))
    }

    /// A new time-ordered id (UUID version 7: milliseconds since 1970, then random
    /// bits). Ids made one after another sort together, so the store's id index
    /// grows at its end instead of being rewritten all over during big imports.
    package static func newID(at date: Date = Date()) -> UUID {
        var random: (UInt64, UInt64) = (0, 0)
        // arc4random_buf draws from a per-thread generator, without a system call per id.
        withUnsafeMutableBytes(of: &random) { buffer in
            if let base = buffer.baseAddress { arc4random_buf(base, buffer.count) }
        }
        return versionSeven(millis: UInt64(max(0, milliseconds(date))), a: random.0, b: random.1)
    }

    /// The UUID version 7 (RFC 9562) of its fields: 48 bits of `millis` since
    /// 1970, the low 12 bits of `a` after the version, the low 62 bits of `b`
    /// after the variant.
    package static func versionSeven(millis: UInt64, a: UInt64, b: UInt64) -> UUID {
        let high = (millis & 0xFFFF_FFFF_FFFF) << 16 | 0x7000 | a & 0xFFF
        let low = 0x8000_0000_0000_0000 | b & 0x3FFF_FFFF_FFFF_FFFF
        var bytes: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &bytes) { raw in
            raw.storeBytes(of: high.bigEndian, toByteOffset: 0, as: UInt64.self)
            raw.storeBytes(of: low.bigEndian, toByteOffset: 8, as: UInt64.self)
        }
        return UUID(uuid: bytes)
    }

    /// Instants are stored as whole milliseconds since 1970.
    static func millisecondPrecision(_ date: Date) -> Date {
        Date(timeIntervalSince1970: Double(milliseconds(date)) / 1000)
    }

    package static func milliseconds(_ date: Date) -> Int64 {
        let ms = (date.timeIntervalSince1970 * 1000).rounded()
        guard ms.isFinite else { return 0 }
        return Int64(max(-9.0e15, min(9.0e15, ms)))
    }
}
