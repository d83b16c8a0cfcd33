/// A chart size or scale outside the limits; sizes and scales are quoted as
/// they were asked for, never as the layout values a chart is drawn at.
package enum SizeProblem: Sendable, Equatable {
    /// The scale is not finite, not above 0, or above `limit`.
    case scaleOutOfRange(Float, limit: Float)
    /// The size is smaller than `minimum`, the smallest legible chart.
    case tooSmall(ChartSize, minimum: ChartSize)
    /// The size at `scale` makes `width × height` pixels, past `limit`.
    case pixels(ChartSize, scale: Float, width: Int, height: Int, limit: PixelLimit)

    /// Which limit of an image's pixels was passed.
    package enum PixelLimit: Sendable, Equatable {
        /// A side is below 1 pixel.
        case sideBelowOne
        /// A side is above this many pixels.
        case sideAbove(Int)
        /// The area is above this many megapixels.
        case areaAbove(megapixels: Int)
    }
}

extension SizeProblem: CustomStringConvertible {
    /// One line naming the size, the scale and the limit.
    package var description: String {
        switch self {
        case .scaleOutOfRange(let scale, let limit):
            "scale \(ChartSize.text(ofScale: scale)) is out of range: use a value above 0 and at most \(Int(limit))"
        case .tooSmall(let size, let minimum):
            "size \(size) is too small: a chart needs at least \(minimum) to be legible"
        case .pixels(let size, let scale, let width, let height, let limit):
            "size \(size) at scale \(ChartSize.text(ofScale: scale)) is \(width)x\(height) px; \(limit)"
        }
    }
}

extension SizeProblem.PixelLimit: CustomStringConvertible {
    /// The limit, as the end of a refusal: "each side can be at most 16384 px".
    package var description: String {
        switch self {
        case .sideBelowOne: "each side must be at least 1 px"
        case .sideAbove(let limit): "each side can be at most \(limit) px"
        case .areaAbove(let megapixels): "an image can have at most \(megapixels) Mpx"
        }
    }
}
