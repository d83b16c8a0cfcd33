import Basics
import Foundation
import Raster

/// Colours as a reader with a red-green colour-vision deficiency sees them: Machado, Oliveira
/// and Fernandes (2009) at severity 1, applied to linear sRGB. For checking that series
/// colours stay apart for such readers (`ColorDistance.minimumSeriesDelta`).
public enum ColorVision: CaseIterable, Sendable {
    /// Missing green cones.
    case deuteranopia
    /// Missing red cones.
    case protanopia

    /// The 3×3 matrix on linear sRGB, row by row.
    var matrix: [[Double]] {
        switch self {
        case .deuteranopia:
            return [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]]
        case .protanopia:
            return [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]]
        }
    }

    /// `color` as this reader sees it, in CIELAB.
    public func lab(_ color: Color) -> ColorDistance.Lab {
        let linear = [color.red, color.green, color.blue].map(SRGB.linear)
        let seen = matrix.map { row in min(max(zip(row, linear).map(*).reduce(0, +), 0), 1) }
        return ColorDistance.lab(CIELAB(linearRed: seen[0], green: seen[1], blue: seen[2]))
    }

    /// How many of `colors`, taken in order (the most important first), stay at least
    /// `minimumDelta` (CIE76) apart from one another and from every colour of `always`
    /// (a remainder's grey, say) for every reader: normal vision, deuteranopia and protanopia.
    public static func colorsKeptApart(_ colors: [Color], always: [Color] = [],
                                       minimumDelta: Double = ColorDistance.minimumSeriesDelta) -> Int {
        let visions: [ColorVision?] = [nil] + allCases.map { $0 }
        func seen(_ color: Color) -> [ColorDistance.Lab] { visions.map { $0?.lab(color) ?? ColorDistance.lab(color) } }
        var kept = always.map(seen)
        for (index, color) in colors.enumerated() {
            let views = seen(color)
            let apart = kept.allSatisfy { other in
                zip(views, other).allSatisfy { ColorDistance.delta($0, $1) >= minimumDelta }
            }
            if !apart { return index }
            kept.append(views)
        }
        return colors.count
    }
}
