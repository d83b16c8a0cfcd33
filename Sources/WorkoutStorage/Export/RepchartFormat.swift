/// The name and version RepChart's own JSON export carries (docs/export-format.md);
/// `Exporter` writes them and the importer checks them.
package enum RepchartFormat {
    package static let name = "repchart"
    /// The newest version: 2 added exercises' `muscles`, 3 sets' `kept`.
    package static let version = 3

    /// The oldest version that holds what a log has, so older RepCharts read
    /// a file that needs nothing newer.
    package static func version(muscles: Bool, kept: Bool) -> Int {
        kept ? 3 : muscles ? 2 : 1
    }
}
