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
        /// A canvas is several MB: huge pages where the system has them.
        let memory: LargeBufferMemory
        let base: UnsafeMutablePointer<UInt32>
        let count: Int

        init(repeating value: UInt32, count: Int) {
            (memory, base) = Self.allocate(count)
            self.count = count
            base.initialize(repeating: value, count: count)
        }

        private init(copying other: Storage) {
            (memory, base) = Self.allocate(other.count)
            base.initialize(from: other.base, count: other.count)
            count = other.count
        }

        private static func allocate(_ count: Int) -> (LargeBufferMemory, UnsafeMutablePointer<UInt32>) {
            let memory = LargeBufferMemory(byteCount: count * MemoryLayout<UInt32>.stride)
            return (memory, memory.base.bindMemory(to: UInt32.self, capacity: max(count, 1)))
        }

        func copy() -> Storage { Storage(copying: self) }

        deinit {
            base.deinitialize(count: count)
            memory.deallocate()
        }
    }
}
