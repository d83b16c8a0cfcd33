import CHarfBuzz
import Foundation
import RepChartTestSupport
import Testing

/// CHarfBuzz declares the few HarfBuzz types it uses instead of including
/// <harfbuzz/hb.h>, so a machine without libharfbuzz-dev builds RepChart.
@Suite struct HarfBuzzDeclarationTests {
    static let clang = ["/usr/bin/clang", "/opt/swift/usr/bin/clang", "/usr/bin/cc"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }
    static let header = Repository.path("Sources/CHarfBuzz/include/CHarfBuzz.h")
    static let hasHarfBuzzHeaders = FileManager.default.fileExists(atPath: "/usr/include/harfbuzz/hb.h")

    /// The header includes no HarfBuzz header (clang -H lists every file read).
    @Test(.requires(clang != nil, "needs a C compiler: clang ships with Swift (Debian: clang)"))
    func theModuleNeedsNoHarfBuzzHeaders() throws {
        let output = try ChildProcess.run(URL(fileURLWithPath: try #require(Self.clang)),
                                          ["-fsyntax-only", "-H", "-x", "c", Self.header])
        let read = String(decoding: output.stderr, as: UTF8.self)
        #expect(output.status == 0, "\(read)")
        #expect(read.contains("CHarfBuzz.h") || read.contains("stdint.h"), "\(read)")
        #expect(!read.contains("harfbuzz/"), "\(read)")
    }

    /// Our declarations have HarfBuzz's layout and values, checked against
    /// its headers where they are installed.
    @Test(.requires(clang != nil && hasHarfBuzzHeaders, "needs HarfBuzz's headers: install libharfbuzz-dev"))
    func theDeclarationsMatchHarfBuzzsHeaders() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("repchart-hb-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("layout.c").path
        try Data("""
            #include <harfbuzz/hb.h>
            #include <stddef.h>
            #include <stdio.h>
            int main(void) {
                printf("%zu %zu %zu %zu %zu %zu %zu %d %d %d\\n", sizeof(hb_glyph_info_t),
                       offsetof(hb_glyph_info_t, codepoint), offsetof(hb_glyph_info_t, cluster),
                       sizeof(hb_glyph_position_t), offsetof(hb_glyph_position_t, x_advance),
                       offsetof(hb_glyph_position_t, x_offset), offsetof(hb_glyph_position_t, y_offset),
                       (int)HB_MEMORY_MODE_READONLY, (int)HB_DIRECTION_LTR, (int)HB_DIRECTION_RTL);
                return 0;
            }
            """.utf8).write(to: URL(fileURLWithPath: source))
        let program = folder.appendingPathComponent("layout").path
        let compiled = try ChildProcess.run(URL(fileURLWithPath: try #require(Self.clang)), [source, "-o", program])
        try #require(compiled.status == 0, "\(String(decoding: compiled.stderr, as: UTF8.self))")
        let theirs = String(decoding: try ChildProcess.run(URL(fileURLWithPath: program), []).stdout, as: UTF8.self)
        let ours = [
            MemoryLayout<hb_glyph_info_t>.size, MemoryLayout<hb_glyph_info_t>.offset(of: \.codepoint) ?? -1,
            MemoryLayout<hb_glyph_info_t>.offset(of: \.cluster) ?? -1,
            MemoryLayout<hb_glyph_position_t>.size, MemoryLayout<hb_glyph_position_t>.offset(of: \.x_advance) ?? -1,
            MemoryLayout<hb_glyph_position_t>.offset(of: \.x_offset) ?? -1,
            MemoryLayout<hb_glyph_position_t>.offset(of: \.y_offset) ?? -1,
            Int(HB_MEMORY_MODE_READONLY.rawValue), Int(HB_DIRECTION_LTR.rawValue), Int(HB_DIRECTION_RTL.rawValue),
        ].map(String.init).joined(separator: " ")
        #expect(theirs.trimmingCharacters(in: .whitespacesAndNewlines) == ours)
    }
}
