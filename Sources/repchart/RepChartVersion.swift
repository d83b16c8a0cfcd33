/// The version `repchart --version` prints. Raise it with each release.
enum RepChartVersion {
    static let current = "0.1.0"
}
