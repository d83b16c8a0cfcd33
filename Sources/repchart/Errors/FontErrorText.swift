import Charts
import Typeset

extension FontError {
    /// The line the command line prints: a missing default font names `--font`.
    var commandLineText: String {
        switch kind {
        case .notFound(let folders):
            "font \(file): no TrueType font found in \(folders.joined(separator: ", ")); "
                + "install the Debian package fonts-dejavu-core or pass --font PATH"
        case .unreadable, .missingTable, .tableOutsideFile, .checksumMismatch, .faceOutOfRange, .truncated, .unsupported,
             .glyphOutOfRange, .fileUnreadable, .fieldOutOfRange, .countExceedsTable, .limitExceeded, .charstring,
             .missingPart, .compactStructure, .badOutline, .nested:
            description
        }
    }
}

extension ChartError {
    /// The line the command line prints: the chart's own words, a font failure worded by the command line.
    var commandLineText: String {
        switch kind {
        case .noFont(let underlying): "no usable font: \(underlying.commandLineText)"
        default: description
        }
    }
}
