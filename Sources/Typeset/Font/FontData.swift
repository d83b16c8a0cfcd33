#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A font file's bytes at a fixed address, shared by the parser and HarfBuzz:
/// either the file mapped read-only or a copy of bytes given in memory.
///
/// Mapping a system font costs nothing up front; reading it whole cost a
/// copy (and page faults) of every byte per process, and HarfBuzz made a
/// second copy. Only files that packages own are mapped (see `FontFile`):
/// a mapped file cut short by another process would fault on access, and
/// package managers replace files by renaming rather than truncating them.
final class FontData: @unchecked Sendable {
    let base: UnsafeRawPointer
    let count: Int
    private let unmapLength: Int

    /// A copy of `bytes`.
    init(copying bytes: [UInt8]) {
        let storage = UnsafeMutableRawPointer.allocate(byteCount: max(bytes.count, 1), alignment: 16)
        bytes.withUnsafeBytes { source in
            if let from = source.baseAddress { storage.copyMemory(from: from, byteCount: source.count) }
        }
        base = UnsafeRawPointer(storage)
        count = bytes.count
        unmapLength = 0
    }

    /// Takes over `length` bytes mapped at `mapped`.
    init(mapped: UnsafeRawPointer, length: Int) {
        base = mapped
        count = length
        unmapLength = length
    }

    deinit {
        if unmapLength > 0 {
            munmap(UnsafeMutableRawPointer(mutating: base), unmapLength)
        } else {
            UnsafeMutableRawPointer(mutating: base).deallocate()
        }
    }

    /// The bytes `start ..< start + length`, which the caller has checked lie inside.
    func buffer(_ start: Int, _ length: Int) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: base + start, count: length)
    }
}
