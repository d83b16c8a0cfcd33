#if canImport(Glibc)
import Glibc
#endif

/// Memory for a large pixel buffer: its own private anonymous mapping, in
/// small pages, kept out of transparent huge pages.
///
/// Fresh memory is zeroed by the kernel as it is first touched. A huge page
/// is zeroed 2 MiB at a time, and a 1600×1000 canvas rounds up to four of
/// them: when the machine's caches are cold (a chart after other work, as
/// in `Scripts/bench-peers`), that zeroing took over a third of the run and
/// cost more than the ~1,560 small page faults it saves on a warm machine
/// (docs/PERFORMANCE.md, "Huge pages, measured cold"). Private memory,
/// shared with no other process (issue 26.9). Small buffers, and builds
/// without Glibc, use malloc.
struct LargeBufferMemory {
    /// Where the caller's bytes start.
    let base: UnsafeMutableRawPointer
    /// Bytes mapped from `base`, or 0 when `base` came from malloc.
    private let mappedByteCount: Int

    /// Buffers of this many bytes or more get a mapping of their own.
    static let mappingThreshold = 2 << 20

    /// `MADV_POPULATE_WRITE`, which Glibc's Swift module may not carry.
    private static let populateWrite: Int32 = 23

    /// At least `byteCount` bytes (at least 1), uninitialized, aligned for `UInt32`.
    init(byteCount: Int) {
        #if canImport(Glibc)
        if byteCount >= Self.mappingThreshold,
           let raw = mmap(nil, byteCount, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
           raw != MAP_FAILED {
            // Advice only: where huge pages are always on, this keeps the canvas in small ones.
            _ = madvise(raw, byteCount, MADV_NOHUGEPAGE)
            // Every byte is written at once (`PixelBuffer`): the kernel makes the pages in
            // one call rather than in a fault each. Kernels before 5.14 refuse it and fault.
            _ = madvise(raw, byteCount, Self.populateWrite)
            base = raw
            mappedByteCount = byteCount
            return
        }
        #endif
        base = .allocate(byteCount: max(byteCount, 1), alignment: MemoryLayout<UInt32>.alignment)
        mappedByteCount = 0
    }

    /// Gives the memory back; `base` is invalid afterwards.
    func deallocate() {
        #if canImport(Glibc)
        if mappedByteCount > 0 {
            munmap(base, mappedByteCount)
            return
        }
        #endif
        base.deallocate()
    }
}
