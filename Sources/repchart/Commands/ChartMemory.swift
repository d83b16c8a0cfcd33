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
/// (raising the threshold), then take an image-sized block from the heap
/// (`reserve`), advise it and touch its pages (`fault`, on another thread
/// while the log is read), and free it (`release`); the canvas allocated next
/// reuses that memory, already advised and backed. Best effort, glibc only;
/// elsewhere it does nothing.
enum ChartMemory {
    /// A heap block for an image of `bytes`, or nil when the trick cannot work.
    static func reserve(forImageBytes bytes: Int) -> Block? {
        #if canImport(Glibc)
        let size = bytes + (2 << 20)
        // Past glibc's largest dynamic threshold (32 MiB) the trick cannot work.
        guard bytes > 0, size + (1 << 20) <= 32 << 20 else { return nil }
        guard let probe = malloc(size + (1 << 20)) else { return nil }
        keep(probe)   // or the optimizer drops the malloc/free pair
        free(probe)
        guard let block = malloc(size) else { return nil }
        return Block(start: block, size: size)
        #else
        return nil
        #endif
    }

    /// A reserved block; its address crosses threads as a number.
    struct Block: @unchecked Sendable {
        let start: UnsafeMutableRawPointer
        let size: Int

        /// Advises the block's whole 2 MiB pages and writes a byte per 4 KiB
        /// page, so the kernel backs it now (on whichever thread calls this).
        func fault() {
            #if canImport(Glibc)
            let huge = UInt(2 << 20)
            let first = (UInt(bitPattern: start) + huge - 1) & ~(huge - 1)
            let end = (UInt(bitPattern: start) + UInt(size)) & ~(huge - 1)
            if end > first, let aligned = UnsafeMutableRawPointer(bitPattern: first) {
                _ = madvise(aligned, Int(end - first), MADV_HUGEPAGE)
            }
            var offset = 0
            while offset < size {
                start.storeBytes(of: 0, toByteOffset: offset, as: UInt8.self)
                offset += 4096
            }
            #endif
        }

        /// Gives the block back to malloc for the canvas to reuse.
        func release() {
            free(start)
        }
    }

    @inline(never) @_optimize(none)
    private static func keep(_ pointer: UnsafeMutableRawPointer) {}
}
