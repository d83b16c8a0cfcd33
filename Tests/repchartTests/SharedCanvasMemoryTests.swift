import Foundation
import Raster
import Testing
@testable import repchart

/// The canvas memory chart commands keep in /dev/shm between runs.
/// Serialized: the tests share one file, and one of them holds it to see a second open refused.
@Suite(.serialized) struct SharedCanvasMemoryTests {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("repchart-canvas-test-\(getpid())").path

    @Test func oneProcessAtATimeHoldsIt() throws {
        defer { unlink(path) }
        var first = SharedCanvasMemory.open(bytes: 1 << 20, path: path)
        #expect(first != nil)
        #expect(SharedCanvasMemory.open(bytes: 1 << 20, path: path) == nil, "a second holder must not share the pixels")
        first = nil
        #expect(SharedCanvasMemory.open(bytes: 1 << 20, path: path) != nil, "free again once released")
    }

    @Test func refusesAFileOthersCanRead() throws {
        defer { unlink(path) }
        #expect(FileManager.default.createFile(atPath: path, contents: Data(), attributes: [.posixPermissions: 0o644]))
        #expect(SharedCanvasMemory.open(bytes: 4096, path: path) == nil)
    }

    @Test func aFillAheadIsClaimedOnceByTheCanvasThatMatches() throws {
        defer { unlink(path) }
        let memory = try #require(SharedCanvasMemory.open(bytes: 64 * 64 * 4, path: path))
        let dark = Color(red: 20, green: 24, blue: 30)
        memory.fillAhead(with: dark)
        #expect(!memory.claimFill(with: .white, pixelCount: 16), "another colour is not there")
        #expect(!memory.claimFill(with: dark, pixelCount: 64 * 64 + 1), "more pixels than were filled")
        let canvas = try Canvas(width: 64, height: 64, filledWith: dark, memory: memory)
        #expect(canvas.pixel(x: 63, y: 63) == dark)
        #expect(!memory.claimFill(with: dark, pixelCount: 16), "claimed once, by that canvas")
    }

    /// A file of the right size with holes (here made sparse by truncate) is
    /// allocated before use, so a full /dev/shm fails at open, not with SIGBUS
    /// at a write; one allocated whole is used as it is.
    @Test func aSparseFileIsAllocatedBeforeUse() throws {
        defer { unlink(path) }
        let bytes = 256 << 10
        let fd = open(path, O_RDWR | O_CREAT | O_TRUNC, 0o600)
        #expect(fd >= 0)
        #expect(ftruncate(fd, off_t(bytes)) == 0)
        close(fd)
        func allocatedBytes() -> Int {
            var info = stat()
            return stat(path, &info) == 0 ? Int(info.st_blocks) * 512 : -1
        }
        #expect(allocatedBytes() < bytes, "sparse to begin with")
        var memory = SharedCanvasMemory.open(bytes: bytes, path: path)
        #expect(memory != nil)
        #expect(allocatedBytes() >= bytes)
        memory = nil
        #expect(SharedCanvasMemory.open(bytes: bytes, path: path) != nil, "allocated whole: used as it is")
        #expect(allocatedBytes() >= bytes)
    }

    @Test func refusesSizesPastTheLimit() {
        #expect(SharedCanvasMemory.open(bytes: SharedCanvasMemory.maxBytes + 1, path: path) == nil)
        #expect(SharedCanvasMemory.open(bytes: 0, path: path) == nil)
    }

    @Test func aCanvasInItKeepsItsPixelsOwnWhenCopied() throws {
        defer { unlink(path) }
        let memory = try #require(SharedCanvasMemory.open(bytes: 64 * 64 * 4, path: path))
        let canvas = try Canvas(width: 64, height: 64, filledWith: .white, memory: memory)
        var copy = canvas
        copy.fillRect(Rect(x: 0, y: 0, width: 10, height: 10), with: .solid(.black))
        #expect(canvas.pixel(x: 1, y: 1) == .white, "the original is untouched")
        #expect(copy.pixel(x: 1, y: 1) == .black)
        // The lent memory holds the original's pixels.
        let first = memory.baseAddress.load(as: UInt32.self)
        #expect(first == 0xFFFF_FFFF)
    }
}
