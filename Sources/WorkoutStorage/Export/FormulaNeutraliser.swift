/// Text cells of the CSV exports, made safe to open in a spreadsheet
/// (OWASP "CSV injection"): a text that starts with `=`, `+`, `-`, `@`, a
/// tab or a carriage return would be run as a formula, so it is written
/// after a `'`, which spreadsheets read as "text follows" and do not show.
/// A text that already starts with `'` and then one of those or another `'`
/// gets one too, so `restored` takes exactly one off and every text comes
/// back as it was (docs/export-format.md). Numbers are never text cells:
/// an assisted set's `-25` stays a number.
package enum FormulaNeutraliser {
    private static let formulaStarts: Set<Unicode.Scalar> = ["=", "+", "-", "@", "\t", "\r"]

    /// `text` as a CSV export writes it (before quoting).
    package static func neutralised(_ text: String) -> String {
        var scalars = text.unicodeScalars.makeIterator()
        guard let first = scalars.next() else { return text }
        if formulaStarts.contains(first) { return "'" + text }
        if first == "'", let second = scalars.next(), second == "'" || formulaStarts.contains(second) { return "'" + text }
        return text
    }

    /// A cell of a file RepChart wrote, with the `'` that `neutralised` added taken off.
    package static func restored(_ cell: String) -> String {
        var scalars = cell.unicodeScalars.makeIterator()
        guard scalars.next() == "'", let second = scalars.next(), second == "'" || formulaStarts.contains(second) else { return cell }
        return String(cell.unicodeScalars.dropFirst())
    }

    /// The tidy export's header, by which a reader knows a file RepChart wrote.
    package static var tidyHeader: String { TidyCSVExport.header }
}
