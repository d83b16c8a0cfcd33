#if canImport(Glibc)
import Glibc
#endif
import Raster

/// A chart command's canvas kept in one file in /dev/shm from one run to the
/// next. Fresh memory costs a page fault and a zeroed page per 4 KiB (about
/// 3–4 ms for a 1600×1000 canvas; with transparent huge pages 1.2 ms, but at
/// times 10–35 ms while the kernel compacts memory). The file's pages stay in
/// memory between runs and are mapped in one call (MAP_POPULATE, ~0.6 ms).
///
/// The file is the user's own (0600, checked), holds only the last chart's
/// pixels and may be deleted at any time. A second chart command running at
/// the same moment finds it locked and allocates as before.
final class SharedCanvasMemory: CanvasMemory, @unchecked Sendable {
    let baseAddress: UnsafeMutableRawPointer
    let byteCount: Int
    private let descriptor: Int32

    /// Canvases larger than this are allocated as usual rather than kept.
    static let maxBytes = 32 << 20

    /// The file every chart command of this user shares.
    static var defaultPath: String { "/dev/shm/repchart-canvas-\(getuid())" }

    /// The memory for `bytes` of canvas, or nil when it cannot be had.
    static func open(bytes: Int, path: String = defaultPath) -> SharedCanvasMemory? {
        #if canImport(Glibc)
        guard bytes > 0, bytes <= maxBytes else { return nil }
        let fd = Glibc.open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return nil }
        var info = stat()
        // Only a file of our own that no one else can read or write; held for the
        // process's life (the lock goes with the descriptor at exit).
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_uid == getuid(),
              info.st_mode & 0o077 == 0, flock(fd, LOCK_EX | LOCK_NB) == 0 else {
            close(fd)
            return nil
        }
        // Allocated, not just sized: a full /dev/shm then fails here, where a
        // sparse file would fault (SIGBUS) at the first write to a missing page.
        // A file a previous run allocated whole (no holes: every byte of its
        // size has a block) needs no second call, which walks every page
        // (~0.2 ms for a 1600×1000 canvas).
        let allocated = info.st_size >= off_t(bytes) && Int(info.st_blocks) * 512 >= Int(info.st_size)
        guard allocated || posix_fallocate(fd, 0, off_t(bytes)) == 0 else {
            close(fd)
            return nil
        }
        guard let mapped = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_POPULATE, fd, 0),
              mapped != MAP_FAILED else {
            close(fd)
            return nil
        }
        return SharedCanvasMemory(base: mapped, bytes: bytes, descriptor: fd)
        #else
        return nil
        #endif
    }

    /// What `fillAhead` wrote, until a canvas claims it.
    private var filled: (color: Color, pixels: Int)?

    /// Fills the whole memory with `color` now (on the warm-up thread), so the
    /// canvas made in it later skips its own fill (`claimFill`).
    func fillAhead(with color: Color) {
        let pixels = byteCount / 4
        fillPixels(with: color, count: pixels)
        filled = (color, pixels)
    }

    func claimFill(with color: Color, pixelCount: Int) -> Bool {
        guard let filled, filled.color == color, pixelCount <= filled.pixels else { return false }
        self.filled = nil
        return true
    }

    /// Memory `keepUntilExit(_:)` holds.
    nonisolated(unsafe) private static var kept: [SharedCanvasMemory] = []

    /// Keeps `memory` mapped until the process exits. Unmapping 6 MB of
    /// populated pages costs about 0.4 ms at the end of a chart command, more
    /// while a second thread runs (the change is flushed on every CPU); exit
    /// drops the whole address space at once. Call from one thread at a time.
    static func keepUntilExit(_ memory: SharedCanvasMemory) {
        kept.append(memory)
    }

    private init(base: UnsafeMutableRawPointer, bytes: Int, descriptor: Int32) {
        baseAddress = base
        byteCount = bytes
        self.descriptor = descriptor
    }

    deinit {
        #if canImport(Glibc)
        munmap(baseAddress, byteCount)
        close(descriptor)
        #endif
    }
}
