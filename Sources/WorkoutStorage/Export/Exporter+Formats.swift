import WorkoutModel

extension Exporter {
    /// Writes the log in `format` (the sets `selection` takes, for the CSV
    /// layouts) to `path` atomically, or to standard output for nil or "-";
    /// never over the log itself. Returns what the output holds.
    @discardableResult
    package static func write(_ store: WorkoutStore, format: ExportFormat, selection: ExportSelection = ExportSelection(),
                             toFile path: String?) throws(ExportError) -> Contents {
        guard format != .json else { return try write(store, toFile: path) }
        if path == nil || path == "-" {
            return try write(store, format: format, selection: selection) { chunk throws(ExportError) in
                try ExportOutput.writeToStandardOutput(chunk)
            }
        }
        guard let path else { return Contents() }
        try checkNotTheLog(path, of: store)
        var contents = Contents()
        try ExportOutput.write(toFile: path) { append throws(ExportError) in
            contents = try write(store, format: format, selection: selection, to: append)
        }
        return contents
    }

    /// Calls `sink` with the document in `format`, in chunks; returns what it holds.
    @discardableResult
    package static func write(_ store: WorkoutStore, format: ExportFormat, selection: ExportSelection = ExportSelection(),
                             to sink: ([UInt8]) throws -> Void) throws(ExportError) -> Contents {
        switch format {
        case .json: try write(store, to: sink)
        case .csv: try TidyCSVExport.write(store, selection: selection, to: sink)
        case .strong: try StrongCSVExport.write(store, selection: selection, to: sink)
        }
    }
}
