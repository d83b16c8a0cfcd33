import Foundation
import Testing
@testable import Typeset

@Suite struct FontLocatorTests {
    @Test func defaultIsDejaVuSansAndBoldIsDejaVuSansBold() throws {
        let regular = try FontLocator.font()
        let bold = try FontLocator.font(bold: true)
        #expect(regular.name.hasSuffix("/DejaVuSans.ttf"))
        #expect(bold.name.hasSuffix("/DejaVuSans-Bold.ttf"))
    }

    @Test func explicitPathWinsAndLoadsAreCached() throws {
        let path = TestFonts.folder + "DejaVuSerif.ttf"
        let first = try FontLocator.font(path: path)
        let second = try FontLocator.font(path: path, bold: true)
        #expect(first.name == path)
        #expect(first === second)
    }

    @Test func searchFindsDejaVuByNameOutsideItsUsualFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typeset-locator-\(getpid())")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("a/b"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("a/b/DejaVuSans.ttf").path
        try FileManager.default.copyItem(atPath: TestFonts.sansPath, toPath: copy)
        try FileManager.default.copyItem(atPath: TestFonts.folder + "DejaVuSansMono.ttf",
                                         toPath: folder.appendingPathComponent("DejaVuSansMono.ttf").path)
        #expect(FontLocator.search(bold: false, folders: [folder.path]) == copy)
        // No DejaVuSans-Bold here: the best other sans is the regular face, not Mono.
        #expect(FontLocator.search(bold: true, folders: [folder.path]) == copy)
        #expect(FontLocator.search(bold: false, folders: [folder.path + "/nowhere"]) == nil)
    }

    @Test func noFontFoundNamesTheDebianPackage() throws {
        let error = try #require(throws: FontError.self) {
            try FontLocator.font(bold: false, folders: ["/nonexistent/fonts"])
        }
        #expect(error.description.contains("fonts-dejavu-core"))
        #expect(error.description.contains("/nonexistent/fonts"))
    }
}
