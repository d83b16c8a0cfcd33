import CHarfBuzz

/// A HarfBuzz font over a copy of the same bytes `Font` parsed, at a scale of
/// one unit per font unit, so shaped glyph ids and positions are the font's
/// own. HarfBuzz fonts are immutable once made and safe to shape with from
/// several threads.
final class HarfBuzzFont: @unchecked Sendable {
    let pointer: OpaquePointer

    init(bytes: [UInt8], index: Int, unitsPerEm: Int) {
        let blob = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                hb_blob_create(chars.baseAddress, UInt32(truncatingIfNeeded: chars.count), HB_MEMORY_MODE_DUPLICATE, nil, nil)
            }
        }
        let face = hb_face_create(blob, UInt32(truncatingIfNeeded: max(index, 0)))
        hb_blob_destroy(blob)
        pointer = hb_font_create(face)
        hb_face_destroy(face)
        let scale = Int32(truncatingIfNeeded: unitsPerEm)
        hb_font_set_scale(pointer, scale, scale)
        hb_font_make_immutable(pointer)
    }

    deinit { hb_font_destroy(pointer) }
}
