// Charts: Core Plot-style graphs — bar, stacked bar, pie and line plots —
// drawn onto a raster canvas (PNG) or an SVG document from the same commands.
//
// The front door
// --------------
// Chart types built on table-like data sources (one file each in ChartTypes/):
//
// - `BarChart(dataSource: any BarChartDataSource, ...)` — one section of items, a bar each.
// - `StackedBarChart(dataSource: any StackedBarChartDataSource, ...)` — sections (bars,
//   e.g. days) of cells (segments, e.g. exercises); bases are running sums, negatives
//   stack down from zero on their own, an empty section is a labelled gap, totals on top.
// - `PieChart(dataSource: any PieChartDataSource, donut: ...)` — one section of slices,
//   percentages, tiny slices kept visible, the smallest grouped as "Other".
// - `LineChart(plots: [LinePlot], ...)` or `LineChart(dates:values:...)` — lines with
//   gaps for missing data, area fill, average and median reference lines.
//
// Items are anything conforming to `BarChartItem` (colour, value, name, legend text);
// the app's model stays out of Charts — an adapter in Reports wraps it. `ChartItem`,
// `ItemList` and `SectionList` are ready-made array-backed versions.
//
// Every chart (and `Graph`) renders the same way:
//
//     let chart = StackedBarChart(dataSource: week, title: "Week 47", valueAxisTitle: "reps")
//     let png: [UInt8] = try chart.renderPNG(size: Size(width: 1600, height: 1000), scale: 1, theme: .light)
//     let svg: String = try chart.renderSVG(size: Size(width: 1600, height: 1000), scale: 1, theme: .dark)
//     try chart.writePNG(toFile: "week.png", size: Size(width: 1600, height: 1000))   // atomic
//     let canvas = try chart.renderCanvas(size: ..., scale: 2)     // Raster.Canvas, no encoding
//
// `size` is in layout units (pixels at scale 1); `scale: 2` gives twice the pixels with
// the same layout. `fonts:` takes `ChartFonts.locate(path:)` (for a `--font PATH`); the
// default is DejaVu Sans from the system, parsed once per process. Errors are
// `ChartError`: a `kind` to switch on (bad size checked before allocating, a limit passed,
// no font, PNG or file-write failure, with the values and the underlying error) and a
// one-line description.
//
// Underneath, one type per job, as in Core Plot:
//
// - `Graph` — title, subtitle, plots, x and y `Axis`, `Legend`; `GraphLayout` places
//   them (outside legends take room from the plot area and never cover data); `PlotArea`
//   draws grid, axes, ticks and labels around the plots.
// - `PlotSpace` — data ↔ device mapping, linear or logarithmic; `AutoRange` and
//   `NiceTicks` (steps 1, 2, 2.5, 5 × 10ⁿ) choose ranges that include bar bases with headroom.
// - `Plot` — `BarPlot` (fields location, tip, base), `LinePlot`, `PiePlot`, fed by a
//   `PlotDataSource` (records × fields, with a bulk variant for a range of records).
// - `Axis` — automatic, fixed-interval, given or day ticks; minor ticks; `LabelFormatter`
//   (plain, 1.2K, units, percent, dates like "Mon 17"); categories; exclusion ranges;
//   labels thinned or turned so they never overlap.
// - `Legend` and `LegendLayout` — a grid of swatches and texts (pure, testable geometry).
// - `Theme` — `.light` (default) and `.dark`, Okabe–Ito palette; colours given by items
//   or plots always win.
// - `Surface` — fill/stroke paths, fill pixel-snapped rects, draw text, push/pop clips and
//   transforms; `RasterSurface` (Raster + Typeset) and `SVGSurface` (text as glyph
//   outlines by default, so the SVG looks the same everywhere).

// Geometry and colour types (`Size`, `Point`, `Rect`, `Color`, `Paint`, `StrokeStyle`)
// are Raster's; re-exported so `import Charts` is all a caller needs.
@_exported import Raster

// PNG encoding options, for `renderPNG`/`writePNG(options:)`: only these types
// of PNGCodec, so callers name them without importing the codec.
@_exported import struct PNGCodec.PNGEncodeOptions
@_exported import enum PNGCodec.PNGCompression
@_exported import enum PNGCodec.PNGFilter
@_exported import enum PNGCodec.PNGZlibStrategy
