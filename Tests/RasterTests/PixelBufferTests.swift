import Testing
@testable import Raster

/// Canvas pixels have value semantics: shared until one copy changes.
@Suite struct PixelBufferTests {
    /// 8×8 lives in malloc's memory, 1024×1024 (4 MiB) in LargeBufferMemory's.
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

/// Large canvases get a mapping of their own, kept out of huge pages
/// (LargeBufferMemory: zeroing a huge page on a cold machine cost more than it saved).
@Suite struct LargeBufferMemoryTests {
    /// A 1600×1000 canvas: a mapping the kernel will not back with huge pages
    /// ("THPeligible: 0" in /proc/self/smaps), drawn on like any other.
    @Test(.enabled(if: LargeBufferMemoryTests.hugePagesOffered,
                   "transparent huge pages are off here (/sys/kernel/mm/transparent_hugepage/enabled)"))
    func aLargeCanvasIsKeptOutOfHugePages() throws {
        let canvas = try Canvas(width: 1600, height: 1000, filledWith: .white)
        let address = canvas.pixels.withUnsafeBytes { UInt(bitPattern: $0.baseAddress) }
        let mapping = try #require(Self.smapsEntry(containing: address))
        #expect(mapping.contains { $0.hasPrefix("THPeligible:") && $0.hasSuffix(" 0") })
        #expect(mapping.contains { $0.hasPrefix("AnonHugePages:") && $0.hasSuffix(" 0 kB") })
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
