import Charts
import PNGCodec
import Raster

/// A chart's size in layout units (pixels at scale 1), parsed from `1600x1000`.
///
/// Limits, checked here before anything is allocated:
/// - each side at least `minimum` (240×160): smaller charts cannot fit a
///   title, axes and a legend legibly;
/// - the scale and the pixels (each side times the scale, rounded) within
///   `ImageLimits` (at most 8, 16384 pixels a side, 64 Mpx), whose refusals
///   `validate(scale:)` words for `--size` and `--scale`.
package struct ChartSize: Hashable, Sendable, CustomStringConvertible, OptionValue {
    /// Width in layout units.
    package var width: Int
    /// Height in layout units.
    package var height: Int

    /// 1600×1000, the size when none is given.
    package static let `default` = ChartSize(width: 1600, height: 1000)
    /// 240×160, the smallest chart that still fits a title, axes and a legend.
    package static let minimum = ChartSize(width: 240, height: 160)

    /// A size of `width` × `height` layout units, unchecked (`init(parsing:)` checks).
    package init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Parses `WIDTHxHEIGHT` (`x`, `X` or `×`).
    package init(parsing text: String) throws(ReportsError) {
        let parts = text.lowercased().split(omittingEmptySubsequences: false) { $0 == "x" || $0 == "×" }
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.count <= 9 && $0.allSatisfy(\.isASCIIDigitCharacter) }),
              let w = Int(parts[0]), let h = Int(parts[1]) else {
            throw ReportsError(OptionProblem.notASize(text))
        }
        self.init(width: w, height: h)
    }

    package var description: String { "\(width)x\(height)" }

    /// Charts are laid out at least this large: text, ticks and legends keep
    /// their proportions, and smaller images are that layout scaled down
    /// (a 480x300 chart is the 1200x750 chart at 40 %), never a cramped one.
    package static let smallestLayout = ChartSize(width: 1200, height: 750)
    /// The smallest text a chart draws, in pixels at scale 1.
    package static let smallestTextPixels: Float = 9

    /// The layout size and the drawing scale that give `self × scale` pixels.
    func layout(scale: Float) -> (size: Size, scale: Float) {
        // Scaled down no further than keeps the smallest text at 9 px (at scale 1):
        // a tiny chart gets a tighter layout rather than unreadable labels.
        let textFloor = FontSizes().valueLabel / ChartSize.smallestTextPixels
        let factor = min(textFloor, max(1, Float(ChartSize.smallestLayout.width) / Float(width),
                                        Float(ChartSize.smallestLayout.height) / Float(height)))
        return (Size(width: Float(width) * factor, height: Float(height) * factor), scale / factor)
    }

    /// Refuses sizes and scales outside the documented limits, naming the
    /// limit broken and quoting `--size` and `--scale` as they were typed
    /// (never the layout values a chart is drawn at).
    package func validate(scale: Float) throws(ReportsError) {
        do throws(ImageLimits.Violation) {
            try ImageLimits.check(scale: scale)
        } catch {
            throw ReportsError(SizeProblem.scaleOutOfRange(scale, limit: ImageLimits.maxScale))
        }
        guard width >= ChartSize.minimum.width, height >= ChartSize.minimum.height else {
            throw ReportsError(SizeProblem.tooSmall(self, minimum: ChartSize.minimum))
        }
        // Both factors are at most 10^9 and 8: the pixels fit an Int.
        let pixelWidth = Int((Double(width) * Double(scale)).rounded())
        let pixelHeight = Int((Double(height) * Double(scale)).rounded())
        do throws(ImageLimits.Violation) {
            try ImageLimits.check(width: pixelWidth, height: pixelHeight)
        } catch {
            let limit: SizeProblem.PixelLimit = switch error {
            case .sideBelowOne, .scaleOutOfRange: .sideBelowOne
            case .sideAbove(let side): .sideAbove(side)
            case .areaAbove(let pixels): .areaAbove(megapixels: pixels / 1_048_576)
            }
            throw ReportsError(SizeProblem.pixels(self, scale: scale, width: pixelWidth, height: pixelHeight, limit: limit))
        }
    }

    /// `--scale` as typed: the shortest text that reads back as the value
    /// ("2", "0.0001"), never a rounded one.
    package static func text(ofScale scale: Float) -> String {
        if scale.isFinite, scale == scale.rounded(), abs(scale) < 1e9 { return String(Int(scale)) }
        return "\(scale)"
    }
}

extension Character {
    var isASCIIDigitCharacter: Bool { ("0"..."9").contains(self) }
}
