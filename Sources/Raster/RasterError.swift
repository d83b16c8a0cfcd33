/// A drawing request Raster cannot honour, such as a canvas too large to allocate.
public struct RasterError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong, in one line.
    public let description: String

    init(_ description: String) { self.description = description }

    static func invalidCanvasSize(width: Int, height: Int) -> RasterError {
        RasterError("invalid canvas size \(width)×\(height): each side must be 1...\(Canvas.maxDimension) "
            + "and the area at most \(Canvas.maxPixels) pixels")
    }
}
