import Charts

// The seed charts (the four Core Plot articles the library grew from) each
// write a PNG and an SVG with real <text> elements, at one size.
let seedSize = Size(width: 800, height: 500)

/// Writes `chart` as `<folder>/<name>.png` and `<folder>/<name>.svg`.
func writeSeed(_ chart: some Chart, named name: String, into folder: String, theme: Theme = .light) throws {
    try chart.writePNG(toFile: "\(folder)/\(name).png", size: seedSize, theme: theme)
    try chart.writeSVG(toFile: "\(folder)/\(name).svg", size: seedSize, theme: theme, textAsElements: true)
}
