/// Memory a caller lends a canvas for its pixels, such as a mapping that
/// outlives the process and so is never faulted in and zeroed afresh. The
/// canvas keeps the object alive while it uses the memory; a copy of the
/// canvas that is then changed gets memory of its own.
public protocol CanvasMemory: AnyObject, Sendable {
    /// The start of the memory: writable, aligned to 4 bytes.
    var baseAddress: UnsafeMutableRawPointer { get }
    /// How many bytes may be used from `baseAddress`.
    var byteCount: Int { get }
    /// Asked by a canvas made in this memory before it fills its first
    /// `pixelCount` pixels with `color`: true when they already hold exactly
    /// that (see `fillPixels(with:count:)`), so the canvas skips its fill.
    /// A conformer answers true at most once per fill, as the canvas then
    /// changes the pixels. The default answer is false.
    func claimFill(with color: Color, pixelCount: Int) -> Bool
}

extension CanvasMemory {
    public func claimFill(with color: Color, pixelCount: Int) -> Bool { false }

    /// Writes `color` into the first `count` pixels as a canvas stores it
    /// (premultiplied), for a conformer that fills ahead, on another thread
    /// while the program does other work, and then answers `claimFill` with true.
    public func fillPixels(with color: Color, count: Int) {
        precondition(count >= 0 && count * 4 <= byteCount && Int(bitPattern: baseAddress) % 4 == 0,
                     "canvas memory too small or misaligned")
        baseAddress.bindMemory(to: UInt32.self, capacity: count).initialize(repeating: premultipliedPixel(color), count: count)
    }
}

/// A canvas's pixels: allocated, or in memory a caller lent; copied before a
/// change when another canvas shares them (value semantics, like an array).
struct PixelBuffer: @unchecked Sendable {
    private var storage: Storage

    /// `count` pixels of `value` in new memory.
    init(repeating value: UInt32, count: Int) {
        storage = Storage(repeating: value, count: count, in: nil)
    }

    /// `count` pixels of `value` in `memory`, which must hold them.
    /// `alreadyFilled`: the memory holds them already (`CanvasMemory.claimFill`).
    init(repeating value: UInt32, count: Int, in memory: any CanvasMemory, alreadyFilled: Bool = false) {
        storage = Storage(repeating: value, count: count, in: memory, alreadyFilled: alreadyFilled)
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
        /// Who lent the memory; nil when it was allocated here.
        private let lender: (any CanvasMemory)?

        init(repeating value: UInt32, count: Int, in memory: (any CanvasMemory)?, alreadyFilled: Bool = false) {
            if let memory {
                precondition(memory.byteCount >= count * 4 && Int(bitPattern: memory.baseAddress) % 4 == 0,
                             "canvas memory too small or misaligned")
                base = memory.baseAddress.bindMemory(to: UInt32.self, capacity: count)
            } else {
                base = .allocate(capacity: max(count, 1))
            }
            lender = memory
            self.count = count
            if !(alreadyFilled && memory != nil) { base.initialize(repeating: value, count: count) }
        }

        private init(copying other: Storage) {
            base = .allocate(capacity: max(other.count, 1))
            base.initialize(from: other.base, count: other.count)
            count = other.count
            lender = nil
        }

        func copy() -> Storage { Storage(copying: self) }

        deinit {
            if lender == nil { base.deallocate() }
        }
    }
}
