import Testing
@testable import Raster

/// Canvas pixels in memory a caller lends (`CanvasMemory`).
@Suite struct PixelBufferTests {
    /// Memory from the heap, standing in for a mapping.
    final class HeapMemory: CanvasMemory, @unchecked Sendable {
        let baseAddress: UnsafeMutableRawPointer
        let byteCount: Int
        init(bytes: Int) {
            byteCount = bytes
            baseAddress = .allocate(byteCount: bytes, alignment: 16)
            baseAddress.initializeMemory(as: UInt8.self, repeating: 0xAB, count: bytes)
        }
        deinit { baseAddress.deallocate() }
    }

    @Test func aCanvasInLentMemoryDrawsLikeAnAllocatedOne() throws {
        let memory = HeapMemory(bytes: 50 * 30 * 4)
        var lent = try Canvas(width: 50, height: 30, filledWith: .white, memory: memory)
        var own = try Canvas(width: 50, height: 30, filledWith: .white)
        for c in [0, 1] {
            let path = Path(circleCenter: Point(x: 20, y: 15), radius: 9)
            if c == 0 { lent.fill(path, with: .solid(.black)) } else { own.fill(path, with: .solid(.black)) }
        }
        let same = lent.withUnsafeBytes { a in own.withUnsafeBytes { b in a.elementsEqual(b) } }
        #expect(same)
        // The drawing went into the lent memory itself.
        lent.withUnsafeBytes { bytes in #expect(bytes.baseAddress == UnsafeRawPointer(memory.baseAddress)) }
    }

    @Test func aChangedCopyLeavesTheLentMemoryAlone() throws {
        let memory = HeapMemory(bytes: 8 * 8 * 4)
        let original = try Canvas(width: 8, height: 8, filledWith: .white, memory: memory)
        var copy = original
        copy.fillRect(Rect(x: 0, y: 0, width: 8, height: 8), with: .solid(.black))
        #expect(original.pixel(x: 3, y: 3) == .white)
        #expect(copy.pixel(x: 3, y: 3) == .black)
        #expect(memory.baseAddress.load(fromByteOffset: 4 * 27, as: UInt32.self) == 0xFFFF_FFFF)
    }

    @Test func memoryTooSmallIsNotUsed() throws {
        let memory = HeapMemory(bytes: 10)
        let canvas = try Canvas(width: 8, height: 8, filledWith: .white, memory: memory)
        #expect(canvas.pixel(x: 7, y: 7) == .white)
        canvas.withUnsafeBytes { bytes in #expect(bytes.baseAddress != UnsafeRawPointer(memory.baseAddress)) }
        #expect(memory.baseAddress.load(as: UInt8.self) == 0xAB)
    }

    /// Memory that says it was filled ahead, whatever it holds, until claimed once.
    final class FilledAheadMemory: CanvasMemory, @unchecked Sendable {
        let heap: HeapMemory
        var claim: (color: Color, pixels: Int)?
        var baseAddress: UnsafeMutableRawPointer { heap.baseAddress }
        var byteCount: Int { heap.byteCount }
        init(bytes: Int) { heap = HeapMemory(bytes: bytes) }
        func claimFill(with color: Color, pixelCount: Int) -> Bool {
            guard let claim, claim.color == color, pixelCount <= claim.pixels else { return false }
            self.claim = nil
            return true
        }
    }

    @Test func memoryFilledAheadIsNotFilledAgain() throws {
        let memory = FilledAheadMemory(bytes: 8 * 8 * 4)
        memory.fillPixels(with: .white, count: 64)
        #expect(try Canvas(width: 8, height: 8, filledWith: .white, memory: memory).pixel(x: 7, y: 7) == .white)
        // Claimed for white: the canvas keeps what is there (red here, to tell).
        memory.fillPixels(with: Color(red: 255, green: 0, blue: 0), count: 64)
        memory.claim = (.white, 64)
        let skipped = try Canvas(width: 8, height: 8, filledWith: .white, memory: memory)
        #expect(skipped.pixel(x: 4, y: 4) == Color(red: 255, green: 0, blue: 0))
        #expect(memory.claim == nil, "a claim holds once")
        // A second canvas, another colour or more pixels than were filled: filled as usual.
        #expect(try Canvas(width: 8, height: 8, filledWith: .white, memory: memory).pixel(x: 4, y: 4) == .white)
        memory.claim = (.black, 64)
        #expect(try Canvas(width: 8, height: 8, filledWith: .white, memory: memory).pixel(x: 4, y: 4) == .white)
        memory.claim = (.white, 63)
        memory.fillPixels(with: .black, count: 64)
        #expect(try Canvas(width: 8, height: 8, filledWith: .white, memory: memory).pixel(x: 4, y: 4) == .white)
    }
}
