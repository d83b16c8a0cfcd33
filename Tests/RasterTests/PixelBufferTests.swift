import Testing
@testable import Raster

/// Canvas pixels have value semantics: shared until one copy changes.
@Suite struct PixelBufferTests {
    /// 8×8 lives in malloc's memory, 1024×1024 (4 MiB) in LargePageMemory's.
    @Test(arguments: [8, 1024])
    func aChangedCopyLeavesTheOriginalAlone(side: Int) throws {
        let original = try Canvas(width: side, height: side, filledWith: .white)
        var copy = original
        copy.fillRect(Rect(x: 0, y: 0, width: Float(side), height: Float(side)), with: .solid(.black))
        #expect(original.pixel(x: side - 1, y: side - 1) == .white)
        #expect(copy.pixel(x: side - 1, y: side - 1) == .black)
    }
}

#if canImport(Glibc)
import Foundation

/// Large canvases are mapped for transparent huge pages (LargePageMemory).
@Suite struct LargePageMemoryTests {
    /// A 1600×1000 canvas: on a 2 MiB boundary, in a mapping the kernel may
    /// back with huge pages ("THPeligible: 1" in /proc/self/smaps).
    @Test(.enabled(if: LargePageMemoryTests.hugePagesOffered,
                   "transparent huge pages are off here (/sys/kernel/mm/transparent_hugepage/enabled)"))
    func aLargeCanvasIsMappedForHugePages() throws {
        let canvas = try Canvas(width: 1600, height: 1000, filledWith: .white)
        let address = canvas.pixels.withUnsafeBytes { UInt(bitPattern: $0.baseAddress) }
        #expect(address % UInt(LargePageMemory.hugePageSize) == 0)
        let mapping = try #require(Self.smapsEntry(containing: address))
        #expect(mapping.contains { $0.hasPrefix("THPeligible:") && $0.hasSuffix(" 1") })
        #expect(canvas.pixel(x: 1599, y: 999) == .white)
    }

    static var hugePagesOffered: Bool {
        let setting = (try? String(contentsOfFile: "/sys/kernel/mm/transparent_hugepage/enabled", encoding: .utf8)) ?? ""
        return !setting.isEmpty && !setting.contains("[never]")
    }

    /// The lines of the /proc/self/smaps entry whose range holds `address`.
    static func smapsEntry(containing address: UInt) -> [Substring]? {
        // Read by hand: /proc files report size 0, and may read short.
        guard let file = fopen("/proc/self/smaps", "r") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = fread(&chunk, 1, chunk.count, file)
            if n <= 0 { break }
            bytes += chunk[0..<n]
        }
        var entry: [Substring]?
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
            let range = line.split(separator: " ", maxSplits: 1).first?.split(separator: "-")
            if let range, range.count == 2, let low = UInt(range[0], radix: 16), let high = UInt(range[1], radix: 16) {
                if entry != nil { return entry }
                entry = (low..<high).contains(address) ? [] : nil
            } else {
                entry?.append(line)
            }
        }
        return entry
    }
}
#endif
