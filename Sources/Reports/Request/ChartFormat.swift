/// The kind of image a chart is written as.
package enum ChartFormat: String, Hashable, Sendable, CaseIterable {
    /// A PNG image, `scale` pixels per layout unit.
    case png
    /// An SVG document, resolution-independent.
    case svg

    /// The file name extension, without the dot: "png" or "svg".
    package var fileExtension: String { rawValue }

    /// The format a file name asks for by its extension; nil when it names
    /// neither (no extension at all is also nil).
    package static func forFileName(_ path: String) -> ChartFormat? {
        fileExtension(of: path).flatMap(ChartFormat.init(rawValue:))
    }

    /// The format for `--format` and `-o`: the flag wins when the name agrees
    /// or has no image extension; a name ending in the other format's
    /// extension is an error rather than a PNG named ".svg".
    package static func resolve(flag: ChartFormat?, output: String?) throws(ReportsError) -> ChartFormat {
        let fromName = output.flatMap { $0 == "-" ? nil : forFileName($0) }
        switch (flag, fromName) {
        case (let flag?, let name?) where flag != name:
            throw ReportsError(OutputProblem.formatClash(path: output ?? "", named: name, asked: flag))
        case (let flag?, _): return flag
        case (nil, let name?): return name
        case (nil, nil):
            if let output, output != "-", let ext = fileExtension(of: output), ["jpg", "jpeg", "gif", "webp", "pdf", "bmp", "tiff"].contains(ext) {
                throw ReportsError(OutputProblem.unsupportedExtension(ext))
            }
            return .png
        }
    }

    /// The last name's extension in lower case, without the dot: "png" for
    /// "out/w.PNG"; nil when there is none or the name only starts with a
    /// dot (".png" is a hidden file, not a PNG). Read here only.
    package static func fileExtension(of path: String) -> String? {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        return name[name.index(after: dot)...].lowercased()
    }
}
