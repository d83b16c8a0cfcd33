/// The name and version RepChart's own JSON export carries (docs/export-format.md);
/// `Exporter` writes them and the importer checks them.
package enum RepchartFormat {
    package static let name = "repchart"
    package static let version = 2
}
