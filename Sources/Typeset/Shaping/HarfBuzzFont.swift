import CHarfBuzz

/// A HarfBuzz font over the same bytes `Font` parsed (not a copy), at a scale of
/// one unit per font unit, so shaped glyph ids and positions are the font's
/// own. HarfBuzz fonts are immutable once made and safe to shape with from
/// several threads. Made only after `HarfBuzzLibrary.load()` returned true.
final class HarfBuzzFont: @unchecked Sendable {
    let pointer: OpaquePointer

    init(data: FontData, index: Int, unitsPerEm: Int) {
        // The blob keeps `data` alive until HarfBuzz lets go of it.
        let owner = Unmanaged.passRetained(data).toOpaque()
        let blob = rc_hb_blob_create(data.base.assumingMemoryBound(to: CChar.self), UInt32(truncatingIfNeeded: data.count),
                                     HB_MEMORY_MODE_READONLY, owner) { owner in
            if let owner { Unmanaged<FontData>.fromOpaque(owner).release() }
        }
        let face = rc_hb_face_create(blob, UInt32(truncatingIfNeeded: max(index, 0)))
        rc_hb_blob_destroy(blob)
        pointer = rc_hb_font_create(face)
        rc_hb_face_destroy(face)
        let scale = Int32(truncatingIfNeeded: unitsPerEm)
        rc_hb_font_set_scale(pointer, scale, scale)
        rc_hb_font_make_immutable(pointer)
    }

    deinit { rc_hb_font_destroy(pointer) }
}
