/// A canvas's pixels, copied before a change when another canvas shares them
/// (value semantics, like an array).
struct PixelBuffer: @unchecked Sendable {
    private var storage: Storage

    /// `count` pixels of `value` in new memory.
    init(repeating value: UInt32, count: Int) {
        storage = Storage(repeating: value, count: count)
    }

    var count: Int { storage.count }

    subscript(index: Int) -> UInt32 {
        precondition(index >= 0 && index < storage.count, "pixel index out of range")
        return storage.base[index]
    }

    mutating func withUnsafeMutableBufferPointer<R>(
        _ body: (inout UnsafeMutableBufferPointer<UInt32>) throws -> R) rethrows -> R {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        var buffer = UnsafeMutableBufferPointer(start: storage.base, count: storage.count)
        return try body(&buffer)
    }

    func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<UInt32>) throws -> R) rethrows -> R {
        try body(UnsafeBufferPointer(start: storage.base, count: storage.count))
    }

    func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try body(UnsafeRawBufferPointer(start: storage.base, count: storage.count * 4))
    }

    private final class Storage {
        let base: UnsafeMutablePointer<UInt32>
        let count: Int

        init(repeating value: UInt32, count: Int) {
            base = .allocate(capacity: max(count, 1))
            self.count = count
            base.initialize(repeating: value, count: count)
        }

        private init(copying other: Storage) {
            base = .allocate(capacity: max(other.count, 1))
            base.initialize(from: other.base, count: other.count)
            count = other.count
        }

        func copy() -> Storage { Storage(copying: self) }

        deinit {
            base.deallocate()
        }
    }
}
