import Foundation

/// A small direct-mapped cache of values by UUID, in front of a dictionary:
/// a million sets name a few exercises, and hashing an id for every set costs
/// more than the rest of its lookup. A miss says nothing; ask the dictionary.
/// Inlinable: the store and the importer call it for every set, and a
/// generic called across modules would not be specialised.
package struct UUIDSlots<Value> {
    @usableFromInline var ids: [UUID]
    @usableFromInline var values: [Value?]

    @inlinable package init() {
        ids = Array(repeating: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)), count: 64)
        values = Array(repeating: nil, count: 64)
    }

    @inlinable @inline(__always)
    static func slot(_ id: UUID) -> Int {
        let bytes = id.uuid
        return Int((bytes.15 ^ bytes.11 ^ bytes.7 ^ bytes.3) & 63)
    }

    @inlinable @inline(__always)
    package func value(_ id: UUID) -> Value? {
        let slot = UUIDSlots.slot(id)
        return ids[slot] == id ? values[slot] : nil
    }

    @inlinable @inline(__always)
    package mutating func remember(_ id: UUID, _ value: Value) {
        let slot = UUIDSlots.slot(id)
        ids[slot] = id
        values[slot] = value
    }
}
