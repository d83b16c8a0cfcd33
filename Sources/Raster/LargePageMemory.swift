#if canImport(Glibc)
import Glibc
#endif

/// Memory for a large pixel buffer, in 2 MiB transparent huge pages where the
/// system offers them.
///
/// Fresh memory faults in and is zeroed a 4 KiB page at a time: a 1600×1000
/// canvas took ~1,560 faults. Mapped on a 2 MiB boundary and marked
/// `MADV_HUGEPAGE` (transparent huge pages are often `madvise`-only), it
/// takes a handful. Private anonymous memory, shared with no other process
/// (issue 26.9). Small buffers, and builds without Glibc, use malloc.
/// Measurements: docs/PERFORMANCE.md, "Canvas without /dev/shm: huge pages".
struct LargePageMemory {
    /// Where the caller's bytes start.
    let base: UnsafeMutableRawPointer
    /// Bytes mapped from `base`, or 0 when `base` came from malloc.
    private let mappedByteCount: Int

    /// A transparent huge page with 4 KiB base pages (x86-64, most arm64);
    /// smaller buffers gain nothing from huge pages and stay with malloc.
    static let hugePageSize = 2 << 20

    /// At least `byteCount` bytes (at least 1), uninitialized, aligned for `UInt32`.
    init(byteCount: Int) {
        #if canImport(Glibc)
        if byteCount >= Self.hugePageSize, let mapped = Self.mapHugePages(byteCount: byteCount) {
            base = mapped.base
            mappedByteCount = mapped.count
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

    #if canImport(Glibc)
    /// `byteCount` rounded up to whole huge pages, mapped on a huge-page
    /// boundary: over-map by one huge page, then unmap the unaligned head and
    /// tail, so every page of the buffer can be a huge page.
    private static func mapHugePages(byteCount: Int) -> (base: UnsafeMutableRawPointer, count: Int)? {
        let size = hugePageSize
        let (rounded, overflow) = byteCount.addingReportingOverflow(size - 1)
        guard !overflow else { return nil }
        let length = rounded & ~(size - 1)
        guard let raw = mmap(nil, length + size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
              raw != MAP_FAILED else { return nil }
        let start = Int(bitPattern: raw)
        let aligned = (start + size - 1) & ~(size - 1)
        if aligned > start { munmap(raw, aligned - start) }
        let tail = start + length + size - (aligned + length)
        if tail > 0, let end = UnsafeMutableRawPointer(bitPattern: aligned + length) { munmap(end, tail) }
        guard let base = UnsafeMutableRawPointer(bitPattern: aligned) else { return nil }
        // Advice only: without huge pages this is ordinary anonymous memory.
        _ = madvise(base, length, MADV_HUGEPAGE)
        return (base, length)
    }
    #endif
}
