#if canImport(Glibc)
import Glibc
#endif

/// Process tuning for `repchart chart`: the canvas (6.4 MB at 1600×1000) is
/// first touched page by page, and with 4 KiB pages that is ~1,600 page
/// faults — about a quarter of the whole command's CPU time (36.6 → 26.1 ms
/// measured with glibc's hugetlb tunable). Linux backs memory advised with
/// MADV_HUGEPAGE by 2 MiB pages (THP in its usual `madvise` mode).
///
/// glibc serves big blocks with a fresh mmap each, but after such a block is
/// freed it raises its mmap threshold to that size and keeps later blocks on
/// the heap. So: allocate and free one block slightly larger than the image
/// (raising the threshold), then take an image-sized block from the heap,
/// advise it, and free it; the canvas allocated next reuses that advised
/// memory. Best effort, glibc only; elsewhere it does nothing.
enum ChartMemory {
    static func preferHugePages(forImageBytes bytes: Int) {
        #if canImport(Glibc)
        let size = bytes + (2 << 20)
        // Past glibc's largest dynamic threshold (32 MiB) the trick cannot work.
        guard bytes > 0, size + (1 << 20) <= 32 << 20 else { return }
        guard let probe = malloc(size + (1 << 20)) else { return }
        keep(probe)   // or the optimizer drops the malloc/free pair
        free(probe)
        guard let block = malloc(size) else { return }
        let huge = UInt(2 << 20)
        let start = (UInt(bitPattern: block) + huge - 1) & ~(huge - 1)
        let end = (UInt(bitPattern: block) + UInt(size)) & ~(huge - 1)
        if end > start, let aligned = UnsafeMutableRawPointer(bitPattern: start) {
            _ = madvise(aligned, Int(end - start), MADV_HUGEPAGE)
        }
        free(block)
        #endif
    }

    @inline(never) @_optimize(none)
    private static func keep(_ pointer: UnsafeMutableRawPointer) {}
}
