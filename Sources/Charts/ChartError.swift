import Raster
import Typeset
import PNGCodec

/// Why a chart could not be rendered.
///
/// `kind` says which failure it was, with its values and the underlying
/// error, for a caller that reacts to some of them (switch on it);
/// `description` is one line saying what went wrong and where, ready for a
/// log or standard error.
///
/// ```swift
/// do throws(ChartError) {
///     try chart.writePNG(toFile: path, size: size)
/// } catch {
///     switch error.kind {
///     case .tooManySeries(let count, let limit): print("group \(count - limit) series")
///     default: print("error: \(error)")
///     }
/// }
/// ```
public struct ChartError: Error, CustomStringConvertible, Sendable, Equatable {
    /// Which failure it was, with the values that caused it.
    public enum Kind: Sendable, Equatable {
        /// The scale is not finite, not above 0, or above `ImageLimits.maxScale`.
        case scaleOutOfRange(Float)
        /// The size (in layout units) times `scale`, rounded, is not
        /// 1...`ImageLimits.maxDimension` pixels a side, or passes
        /// `ImageLimits.maxPixels` in all; nothing was allocated.
        case sizeOutOfRange(Size, scale: Float)
        /// The canvas of `width × height` pixels could not be made: Raster (or a
        /// `CanvasProvider`) refused it with `underlying`.
        case canvasNotMade(width: Int, height: Int, underlying: RasterError)
        /// A `CanvasProvider` made a canvas of `madeWidth × madeHeight` pixels
        /// when `width × height` was asked for.
        case canvasProviderMismatch(madeWidth: Int, madeHeight: Int, width: Int, height: Int)
        /// The graph has `count` series (plots that take a palette colour),
        /// more than `limit` (`ChartLimits.maximumSeries`).
        case tooManySeries(count: Int, limit: Int)
        /// An axis has `count` categories, more than `limit` (`ChartLimits.maximumCategories`).
        case tooManyCategories(count: Int, limit: Int)
        /// A plot has `count` records, more than `limit` (`ChartLimits.maximumRecords`).
        case tooManyRecords(count: Int, limit: Int)
        /// No font was found, or the font file given could not be read.
        case noFont(underlying: FontError)
        /// The PNG encoder failed.
        case pngEncoding(underlying: PNGError)
        /// The file could not be written; nothing was changed at its path.
        case write(underlying: FileWriteError)
    }

    /// Which failure it was, with its values and the underlying error.
    public let kind: Kind

    /// An error of `kind`.
    public init(_ kind: Kind) {
        self.kind = kind
    }

    /// One line: what went wrong and where.
    public var description: String {
        switch kind {
        case .scaleOutOfRange(let scale):
            return "scale \(scale) is out of range: use a value above 0 and at most \(Int(ImageLimits.maxScale))"
        case .sizeOutOfRange(let size, let scale):
            return "image size \(size.width)×\(size.height) at scale \(scale) is out of range: "
                + "each side must be 1...\(ImageLimits.maxDimension) px and the area at most \(ImageLimits.maxPixels / 1_048_576) Mpx"
        case .canvasNotMade(let width, let height, let underlying):
            return "cannot render a \(width)×\(height) px image: \(underlying)"
        case .canvasProviderMismatch(let madeWidth, let madeHeight, let width, let height):
            return "the canvas provider made a \(madeWidth)×\(madeHeight) px canvas for a \(width)×\(height) px image"
        case .tooManySeries(let count, let limit):
            return "the chart has \(count) series; at most \(limit) can be drawn (group the smaller ones)"
        case .tooManyCategories(let count, let limit):
            return "the chart has \(count) categories; at most \(limit) can be drawn (choose a shorter period or group them)"
        case .tooManyRecords(let count, let limit):
            return "a plot has \(count) records; at most \(limit) can be drawn (thin or aggregate the data)"
        case .noFont(let underlying):
            return "no usable font: \(underlying)"
        case .pngEncoding(let underlying):
            return "PNG encoding failed: \(underlying)"
        case .write(let underlying):
            return "\(underlying)"
        }
    }
}
