import Raster
import Typeset

/// Where an SVG `<text>` puts its baselines so they fall where our raster text's do.
///
/// The raster surface sets axis-aligned text on whole device pixels across the baseline
/// (`GlyphPlacement.snap`). An SVG's user units are layout units, so at any scale but 1 a
/// baseline written at the layout position lands between pixels, and librsvg and Chromium
/// then draw every glyph a fraction of a pixel off ours: half a pixel of blur on every
/// horizontal stem at 800×500. Moving each baseline (in the text's own frame) to the
/// offset whose device position is the whole pixel ours uses keeps the two in step.
struct TextBaselines {
    /// The text's anchor in device pixels.
    let anchor: Point
    /// Device pixels per layout unit.
    let scale: Float
    /// Which device axis a baseline offset moves along, and its sign; nil for tilted text,
    /// which neither surface snaps.
    private let across: (vertical: Bool, sign: Float)?

    init(anchor: Point, scale: Float, rotation: Float) {
        self.anchor = anchor
        self.scale = scale
        switch TextLayout.quarterTurns(of: rotation) {
        case 0: across = (true, 1)
        case 1: across = (false, -1)
        case 2: across = (true, -1)
        case 3: across = (false, 1)
        default: across = nil
        }
    }

    /// The offset, in the text's frame (layout units), of the baseline drawn at `offset`.
    func snapped(_ offset: Float) -> Float {
        guard let across, scale.isFinite, scale > 0 else { return offset }
        let origin = across.vertical ? anchor.y : anchor.x
        let device = origin + across.sign * offset * scale
        guard device.isFinite, abs(device) < 1e7 else { return offset }
        return (device.rounded() - origin) / (across.sign * scale)
    }
}
