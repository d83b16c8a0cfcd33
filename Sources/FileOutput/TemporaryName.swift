/// The name of the temporary file that becomes `name` when complete:
/// ".NAME.tmp-XXXXXXXX", next to it. A name too long for that (a file name
/// may have at most 255 bytes, and the temporary adds up to 15) is shortened
/// at a Unicode scalar boundary: the temporary's name is never read back,
/// only renamed.
enum TemporaryName {
    /// The longest file name in bytes (NAME_MAX on Linux and macOS).
    static let maxBytes = 255

    static func make(for name: String, suffix: UInt32) -> String {
        let tail = ".tmp-" + String(suffix, radix: 16)
        var room = maxBytes - 1 - tail.utf8.count
        let kept = name.unicodeScalars.prefix { scalar in
            room -= scalar.utf8.count
            return room >= 0
        }
        return "." + String(kept) + tail
    }
}
