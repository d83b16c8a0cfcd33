import Foundation

/// Finds and loads fonts: an explicit path wins; otherwise DejaVu Sans (Bold
/// for `bold`) from the fontconfig folders, then any sans-serif TTF there.
/// Loaded fonts are cached per path for the whole process, so repeated
/// lookups cost a dictionary read.
public enum FontLocator {
    /// The folders searched, in order (fontconfig's usual places).
    public static var searchFolders: [String] {
        let env = ProcessInfo.processInfo.environment
        let home = env["HOME"] ?? NSHomeDirectory()
        let dataHome = env["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? home + "/.local/share"
        return ["/usr/share/fonts", "/usr/local/share/fonts", dataHome + "/fonts", home + "/.fonts"]
    }

    /// The font at `path` (a command line's font option), or the default sans-serif face.
    public static func font(path: String? = nil, bold: Bool = false) throws(FontError) -> Font {
        if let path { return try load(path) }
        guard let found = defaultPath(bold: bold) else { throw notFound(searchFolders) }
        return try load(found)
    }

    /// The default face searched in `folders` only (uncached; for tests and tools).
    static func font(bold: Bool, folders: [String]) throws(FontError) -> Font {
        guard let found = search(bold: bold, folders: folders) else { throw notFound(folders) }
        return try load(found)
    }

    private static func notFound(_ folders: [String]) -> FontError {
        FontError(file: "DejaVu Sans", kind: .notFound(folders: folders))
    }


    private static let fonts = Locked<[String: Font]>([:])
    private static let defaults = Locked<[Bool: String?]>([:])

    /// Parses each face once per process; a failure is not cached.
    static func load(_ path: String, index: Int = 0) throws(FontError) -> Font {
        let key = index == 0 ? path : path + "#\(index)"
        if let font = fonts.withLock({ $0[key] }) { return font }
        let font = try Font(contentsOfFile: path, index: index)
        return fonts.withLock { cache in
            if let existing = cache[key] { return existing }
            cache[key] = font
            return font
        }
    }

    private static func defaultPath(bold: Bool) -> String? {
        if let known = defaults.withLock({ $0[bold] }) { return known }
        let found = search(bold: bold)
        defaults.withLock { $0[bold] = found }
        return found
    }

    /// DejaVu Sans by its usual Debian path first (no directory walk), then by
    /// name anywhere in the folders, then the best other sans TTF.
    static func search(bold: Bool, folders: [String] = searchFolders) -> String? {
        let file = bold ? "DejaVuSans-Bold.ttf" : "DejaVuSans.ttf"
        let fm = FileManager.default
        for folder in folders {
            let usual = folder + "/truetype/dejavu/" + file
            if fm.isReadableFile(atPath: usual) { return usual }
        }
        var candidates: [String] = []
        for folder in folders {
            guard let walker = fm.enumerator(atPath: folder) else { continue }
            while let relative = walker.nextObject() as? String {
                let lower = relative.lowercased()
                guard lower.hasSuffix(".ttf") || lower.hasSuffix(".ttc") else { continue }
                let full = folder + "/" + relative
                if (relative as NSString).lastPathComponent == file { return full }
                candidates.append(full)
            }
        }
        return candidates.filter { isSans($0) }.min { rank($0, bold: bold) < rank($1, bold: bold) }
    }

    private static func isSans(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent.lowercased()
        guard name.contains("sans") || name.contains("arial") || name.contains("helvetica") else { return false }
        return !["mono", "serif", "math", "symbol", "emoji"].contains { name.replacingOccurrences(of: "sansserif", with: "").contains($0) }
    }

    /// Lower is better: the wanted weight, upright, not condensed or narrow.
    private static func rank(_ path: String, bold: Bool) -> (Int, Int, String) {
        let name = (path as NSString).lastPathComponent.lowercased()
        let isBold = name.contains("bold")
        let slanted = name.contains("italic") || name.contains("oblique")
        let narrow = name.contains("condensed") || name.contains("narrow") || name.contains("light") || name.contains("thin")
        let weightMiss = isBold == bold ? 0 : 2
        return (weightMiss + (slanted ? 4 : 0), narrow ? 1 : 0, name)
    }
}
