import Charts
import Raster
import Typeset

/// Writes one SVG for both colour schemes: the light drawing's commands go to the
/// SVG, and a command whose paint the dark drawing changes (the same command, at
/// the same place in the order) gets a variable of `palette` instead of its colour.
struct SchemeSurface: Surface {
    private(set) var svg: SVGSurface
    private(set) var palette: ThemedPalette
    private let dark: [Paint]
    var pixelsPerUnit: Float? { svg.pixelsPerUnit }
    private var index = 0
    private var diverged = false

    init(svg: SVGSurface, dark: [Paint], palette: ThemedPalette) {
        self.svg = svg
        self.dark = dark
        self.palette = palette
    }

    /// Every command matched the dark drawing's, differing at most in a solid colour.
    var matched: Bool { !diverged && index == dark.count }

    mutating func fill(_ path: Path, with paint: Paint, rule: FillRule) {
        svg.colorValue = value(paint)
        svg.fill(path, with: paint, rule: rule)
        svg.colorValue = nil
    }

    mutating func fillRect(_ rect: Rect, with paint: Paint) {
        svg.colorValue = value(paint)
        svg.fillRect(rect, with: paint)
        svg.colorValue = nil
    }

    mutating func stroke(_ path: Path, style: StrokeStyle, with paint: Paint) {
        svg.colorValue = value(paint)
        svg.stroke(path, style: style, with: paint)
        svg.colorValue = nil
    }

    mutating func drawText(_ text: String, style: LabelStyle, at point: Point, horizontal: HorizontalAlignment,
                           vertical: VerticalAlignment, rotation: Float) {
        svg.colorValue = value(.solid(style.color))
        svg.drawText(text, style: style, at: point, horizontal: horizontal, vertical: vertical, rotation: rotation)
        svg.colorValue = nil
    }

    mutating func pushClip(_ rect: Rect) { svg.pushClip(rect) }
    mutating func popClip() { svg.popClip() }
    mutating func pushTransform(_ transform: Transform) { svg.pushTransform(transform) }
    mutating func popTransform() { svg.popTransform() }
    mutating func beginMark(title: String) { svg.beginMark(title: title) }
    mutating func endMark() { svg.endMark() }

    /// The variable for `light` when the dark drawing's paint of this command differs in colour;
    /// nil when they agree. A difference in anything else (a gradient, an opacity) or a command
    /// the dark drawing lacks marks the two as not matched, and the caller draws both.
    private mutating func value(_ light: Paint) -> String? {
        defer { index += 1 }
        guard index < dark.count else { diverged = true; return nil }
        let other = dark[index]
        if light == other { return nil }
        guard case .solid(let a) = light, case .solid(let b) = other, a.alpha == b.alpha else {
            diverged = true
            return nil
        }
        return palette.variable(light: a, dark: b)
    }
}
