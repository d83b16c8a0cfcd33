import Testing
@testable import Raster

/// Canvas pixels have value semantics: shared until one copy changes.
@Suite struct PixelBufferTests {
    @Test func aChangedCopyLeavesTheOriginalAlone() throws {
        let original = try Canvas(width: 8, height: 8, filledWith: .white)
        var copy = original
        copy.fillRect(Rect(x: 0, y: 0, width: 8, height: 8), with: .solid(.black))
        #expect(original.pixel(x: 3, y: 3) == .white)
        #expect(copy.pixel(x: 3, y: 3) == .black)
    }
}
