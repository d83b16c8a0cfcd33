import Raster

/// Where a raster chart's canvas comes from (`renderCanvas(…canvases:)`).
/// Without one a canvas is allocated and filled when drawing starts; a
/// program can instead prepare it ahead, such as on another thread while it
/// reads its data, and hand it over here. A render call lays the chart out
/// before it asks, so a canvas still in the making overlaps with that work.
public protocol CanvasProvider {
    /// A canvas of exactly `width × height` pixels, every one `color`
    /// (premultiplied, as `Canvas(width:height:filledWith:)` makes it).
    func makeCanvas(width: Int, height: Int, filledWith color: Color) throws(RasterError) -> Canvas
}
