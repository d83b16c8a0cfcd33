import CHarfBuzz

/// HarfBuzz is opened the first time text is shaped, not when the process
/// starts: linking it made every run load it and six libraries it needs
/// before `main`. A program that knows it will set text can open it early on
/// another thread, as `repchart chart` does while it reads the log.
public enum HarfBuzzLibrary {
    /// Opens HarfBuzz (libharfbuzz.so.0) if no call did yet; true when text
    /// is shaped with it. Safe from any thread; later calls return at once.
    ///
    /// Without it, text is still set, glyph by glyph from the font's own
    /// tables with its kerning, but without ligatures, mark positioning or
    /// Arabic joining: install `libharfbuzz0b` (Debian) for those.
    @discardableResult
    public static func load() -> Bool { rc_hb_load() }

    /// Why HarfBuzz cannot be used (the dynamic loader's message), or nil when it can.
    public static var loadError: String? {
        rc_hb_load_error().map { String(cString: $0) }
    }
}
