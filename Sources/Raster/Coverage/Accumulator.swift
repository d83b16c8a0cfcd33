// Exact-area coverage, font-rs style.
//
// Every edge adds, to each pixel cell it passes through, the signed area it
// sweeps to the cell's right edge, and the rest of its height ("cover") to the
// next cell. A prefix sum along a row then gives each pixel's signed coverage.
// Rows are summed independently, so nothing can leak from one row to the next.
//
// Edges are clipped to the drawing's region (its bounding box within the
// canvas and clip) and kept in a list; the region is then swept in bands of
// 16 rows, so the cell buffer (one band tall, as wide as the region, reused
// from draw to draw and all zero between uses) stays in cache however large
// the drawing is.
//
// One bit per block of 8 cells, 64 blocks to a word, records which blocks an
// edge touched. The sweep visits only set bits: the pixels between them all
// share the running sum, so they are one constant span (nothing at all when
// the sum is zero). A thin stroke across a wide box, or the inside of a big
// fill, costs little more than its edges.

/// Receives the coverage of one sweep, row by row, left to right.
protocol CoverageSink {
    /// `count` pixels of region row `y` from column `x` all have `coverage` (1...255).
    mutating func span(y: Int, x: Int, count: Int, coverage: UInt8)
    /// `count` pixels with per-pixel coverage (0 allowed) read from `coverage`.
    mutating func mask(y: Int, x: Int, count: Int, coverage: UnsafePointer<UInt8>)
}

/// An edge clipped to the region, top to bottom: y0 < y1, x within 0...width.
struct Edge: Sendable {
    var x0: Float, y0: Float, x1: Float, y1: Float
    /// +1 for an edge going down in the source path, −1 going up.
    var dir: Float
}

struct Accumulator: Sendable {
    static let blockShift = 3
    static let blockSize = 1 << blockShift
    static let bandShift = 4
    static let bandHeight = 1 << bandShift

    /// Region size in pixels.
    private(set) var width = 0
    private(set) var height = 0
    /// Cells per row: two spare cells catch contributions at x = width.
    private var stride = 0
    /// 64-bit words of block bits per row.
    private var wordsPerRow = 0
    private var cells: [Float] = []
    private var blockBits: [UInt64] = []
    private var coverageRow: [UInt8] = []
    private var edges: [Edge] = []
    private var order: [Int32] = []
    private var bandStarts: [Int32] = []
    private var active: [Int32] = []

    /// Prepares an empty region of `width` × `height` pixels (both ≥ 1).
    mutating func reset(width: Int, height: Int) {
        self.width = width
        self.height = height
        stride = width + 2
        let blocksPerRow = (stride + Self.blockSize - 1) >> Self.blockShift
        wordsPerRow = (blocksPerRow + 63) >> 6
        let cellCount = stride * Self.bandHeight, wordCount = wordsPerRow * Self.bandHeight
        if cells.count < cellCount { cells = [Float](repeating: 0, count: cellCount) }
        if blockBits.count < wordCount { blockBits = [UInt64](repeating: 0, count: wordCount) }
        if coverageRow.count < stride { coverageRow = [UInt8](repeating: 0, count: stride) }
        edges.removeAll(keepingCapacity: true)
    }

    /// Adds every contour of `polygon` as a closed loop, shifted by (dx, dy)
    /// into region coordinates.
    mutating func add(_ polygon: Polygon, dx: Float, dy: Float) {
        var clipper = EdgeClipper(w: Float(width), h: Float(height), edges: edges)
        edges = []  // the clipper owns the storage meanwhile (no copy on append)
        polygon.points.withUnsafeBufferPointer { pts in
            guard let p = pts.baseAddress else { return }
            var start = 0
            for end in polygon.contourEnds {
                if end - start >= 2 {
                    var prev = Point(x: p[end - 1].x + dx, y: p[end - 1].y + dy)
                    for i in start..<end {
                        let q = Point(x: p[i].x + dx, y: p[i].y + dy)
                        clipper.add(prev.x, prev.y, q.x, q.y)
                        prev = q
                    }
                }
                start = end
            }
        }
        edges = clipper.edges
    }

    /// Sweeps the region band by band, handing coverage to `sink` row by row,
    /// and forgets the edges.
    mutating func sweep<S: CoverageSink>(rule: FillRule, into sink: inout S) {
        guard !edges.isEmpty else { return }
        let bandCount = (height + Self.bandHeight - 1) >> Self.bandShift
        sortEdgesByBand(bandCount: bandCount)
        let width = self.width, height = self.height, stride = self.stride, wordsPerRow = self.wordsPerRow
        var active = self.active
        self.active = []
        active.removeAll(keepingCapacity: true)
        edges.withUnsafeBufferPointer { edgeBuf in
            order.withUnsafeBufferPointer { orderBuf in
                bandStarts.withUnsafeBufferPointer { startBuf in
                    cells.withUnsafeMutableBufferPointer { cellBuf in
                        blockBits.withUnsafeMutableBufferPointer { bitBuf in
                            coverageRow.withUnsafeMutableBufferPointer { covBuf in
                                guard let e = edgeBuf.baseAddress, let cellBase = cellBuf.baseAddress,
                                      let bitBase = bitBuf.baseAddress, let cov = covBuf.baseAddress else { return }
                                var writer = BandWriter(cells: cellBase, bits: bitBase, w: Float(width),
                                                        stride: stride, wordsPerRow: wordsPerRow)
                                let rows = RowSweeper(cells: cellBase, bits: bitBase, coverage: cov, width: width,
                                                      stride: stride, wordsPerRow: wordsPerRow,
                                                      evenOdd: rule == .evenOdd)
                                for band in 0..<bandCount {
                                    for k in Int(startBuf[band])..<Int(startBuf[band + 1]) {
                                        active.append(orderBuf[k])
                                    }
                                    if active.isEmpty { continue }
                                    let top = band << Self.bandShift
                                    let bottom = min(top + Self.bandHeight, height)
                                    writer.begin(top: top, bottom: bottom)
                                    var kept = 0
                                    for i in active.indices {
                                        let index = active[i]
                                        let edge = e[Int(index)]
                                        writer.add(edge)
                                        if edge.y1 > Float(bottom) {
                                            active[kept] = index
                                            kept += 1
                                        }
                                    }
                                    active.removeLast(active.count - kept)
                                    guard writer.firstRow <= writer.lastRow else { continue }
                                    for r in writer.firstRow...writer.lastRow {
                                        rows.sweep(row: r, y: top + r, into: &sink)
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        self.active = active
        edges.removeAll(keepingCapacity: true)
    }

    /// Counting sort of edge indices by the band holding their top.
    private mutating func sortEdgesByBand(bandCount: Int) {
        bandStarts.removeAll(keepingCapacity: true)
        bandStarts.append(contentsOf: repeatElement(0, count: bandCount + 1))
        order.removeAll(keepingCapacity: true)
        order.append(contentsOf: repeatElement(0, count: edges.count))
        let maxBand = bandCount - 1
        @inline(__always) func band(_ y: Float) -> Int { min(Int(y) >> Self.bandShift, maxBand) }
        for e in edges { bandStarts[band(e.y0) + 1] += 1 }
        for b in 0..<bandCount { bandStarts[b + 1] += bandStarts[b] }
        var next = bandStarts
        for (i, e) in edges.enumerated() {
            let b = band(e.y0)
            order[Int(next[b])] = Int32(i)
            next[b] += 1
        }
    }

    @inline(__always)
    static func nonZeroCoverage(_ sum: Float) -> UInt8 {
        byte(min(abs(sum), 1))
    }

    @inline(__always)
    static func evenOddCoverage(_ sum: Float) -> UInt8 {
        var a = abs(sum)
        a -= 2 * (a * 0.5).rounded(.down)
        if a > 1 { a = 2 - a }
        return byte(min(max(a, 0), 1))
    }

    /// round(a × 255) for a in 0...1, without a trapping conversion: adding
    /// 2²³ leaves the rounded integer in the low mantissa bits.
    @inline(__always)
    static func byte(_ a: Float) -> UInt8 {
        UInt8(truncatingIfNeeded: (a * 255 + 8_388_608).bitPattern)
    }
}

/// Clips edges to the region: rows above or below contribute nothing; parts
/// left of x = 0 become vertical edges on x = 0 (the same winding for every
/// pixel to their right); parts right of x = width touch no pixel.
private struct EdgeClipper {
    let w: Float, h: Float
    var edges: [Edge]

    @inline(__always)
    mutating func add(_ ax: Float, _ ay: Float, _ bx: Float, _ by: Float) {
        if ay == by { return }
        var x0 = ax, y0 = ay, x1 = bx, y1 = by, dir: Float = 1
        if ay > by { x0 = bx; y0 = by; x1 = ax; y1 = ay; dir = -1 }
        if y1 <= 0 || y0 >= h { return }
        if y0 < 0 {
            x0 += (x1 - x0) * (-y0 / (y1 - y0)); y0 = 0
        }
        if y1 > h {
            x1 = x0 + (x1 - x0) * ((h - y0) / (y1 - y0)); y1 = h
        }
        if x0 <= 0 && x1 <= 0 { return emit(0, y0, 0, y1, dir) }
        if x0 >= w && x1 >= w { return }
        if x0 < 0 || x1 < 0 {
            let ym = min(max(y0 + (y1 - y0) * (-x0 / (x1 - x0)), y0), y1)
            if x0 < 0 {
                emit(0, y0, 0, ym, dir); x0 = 0; y0 = ym
            } else {
                emit(0, ym, 0, y1, dir); x1 = 0; y1 = ym
            }
        }
        if x0 > w || x1 > w {
            let ym = min(max(y0 + (y1 - y0) * ((w - x0) / (x1 - x0)), y0), y1)
            if x0 > w { x0 = w; y0 = ym } else { x1 = w; y1 = ym }
        }
        emit(x0, y0, x1, y1, dir)
    }

    @inline(__always)
    mutating func emit(_ x0: Float, _ y0: Float, _ x1: Float, _ y1: Float, _ dir: Float) {
        guard y0 < y1 else { return }
        edges.append(Edge(x0: min(max(x0, 0), w), y0: y0, x1: min(max(x1, 0), w), y1: y1, dir: dir))
    }
}

/// ⌈v⌉ for 0 ≤ v < 2⁶³, by truncation: baseline x86-64 has no rounding
/// instruction, and a libm call per row step shows in profiles.
@inline(__always)
func ceilNonNegative(_ v: Float) -> Int {
    let i = Int(v)
    return Float(i) < v ? i + 1 : i
}

/// Accumulates the part of each edge inside one band of rows into the cells.
private struct BandWriter {
    let cells: UnsafeMutablePointer<Float>
    let bits: UnsafeMutablePointer<UInt64>
    let w: Float
    let stride: Int, wordsPerRow: Int
    var top: Float = 0, bottom: Float = 0
    var rowCount = 0
    /// Band rows (0-based) that received any contribution.
    var firstRow = Int.max, lastRow = -1

    init(cells: UnsafeMutablePointer<Float>, bits: UnsafeMutablePointer<UInt64>, w: Float,
         stride: Int, wordsPerRow: Int) {
        self.cells = cells; self.bits = bits; self.w = w
        self.stride = stride; self.wordsPerRow = wordsPerRow
    }

    mutating func begin(top: Int, bottom: Int) {
        self.top = Float(top)
        self.bottom = Float(bottom)
        rowCount = bottom - top
        firstRow = .max
        lastRow = -1
    }

    /// Marks the blocks holding cells first...last of a row as touched.
    @inline(__always)
    func mark(_ rowBits: UnsafeMutablePointer<UInt64>, _ first: Int, _ last: Int) {
        var b = first >> Accumulator.blockShift
        let lastBlock = last >> Accumulator.blockShift
        while b <= lastBlock {
            rowBits[b >> 6] |= 1 &<< UInt64(b & 63)
            b += 1
        }
    }

    /// The part of `e` between the band's top and bottom, in band coordinates.
    @inline(__always)
    mutating func add(_ e: Edge) {
        let ya = max(e.y0, top), yb = min(e.y1, bottom)
        if ya >= yb { return }
        let dxdy = (e.x1 - e.x0) / (e.y1 - e.y0)
        let xa = ya == e.y0 ? e.x0 : min(max(e.x0 + (ya - e.y0) * dxdy, 0), w)
        line(xa, ya - top, yb - top, dxdy, e.dir)
    }

    /// Accumulates an edge from (x0, y0) down to y1 with slope dxdy; 0 ≤ y0 < y1 ≤ rowCount.
    @inline(__always)
    mutating func line(_ x0: Float, _ y0: Float, _ y1: Float, _ dxdy: Float, _ dir: Float) {
        var x = x0
        let yStart = Int(y0)
        let yEnd = min(rowCount, ceilNonNegative(y1))
        if yStart >= yEnd { return }
        firstRow = min(firstRow, yStart)
        lastRow = max(lastRow, yEnd - 1)
        for y in yStart..<yEnd {
            let row = cells + y * stride
            let rowBits = bits + y * wordsPerRow
            let dy = min(Float(y + 1), y1) - max(Float(y), y0)
            let xNext = min(max(x + dxdy * dy, 0), w)
            let d = dy * dir
            let xa = min(x, xNext), xb = max(x, xNext)
            // x ≥ 0 here, so truncation is floor; no libm call per step.
            let ia = Int(xa)
            let xaFloor = Float(ia)
            let ib = ceilNonNegative(xb)
            let xbCeil = Float(ib)
            if ib <= ia + 1 {
                // Within one cell: area to the right of the edge's mid x.
                let xmf = 0.5 * (x + xNext) - xaFloor
                row[ia] += d - d * xmf
                row[ia + 1] += d * xmf
                mark(rowBits, ia, ia + 1)
            } else {
                // Across cells: a triangle in the first, trapezoids between,
                // a triangle's complement in the last; each middle cell gets d/dx.
                let s = 1 / (xb - xa)
                let xaFrac = xa - xaFloor
                let a0 = 0.5 * s * (1 - xaFrac) * (1 - xaFrac)
                let xbFrac = xb - xbCeil + 1
                let am = 0.5 * s * xbFrac * xbFrac
                row[ia] += d * a0
                if ib == ia + 2 {
                    row[ia + 1] += d * (1 - a0 - am)
                } else {
                    let a1 = s * (1.5 - xaFrac)
                    row[ia + 1] += d * (a1 - a0)
                    let ds = d * s
                    var i = ia + 2
                    while i < ib - 1 { row[i] += ds; i += 1 }
                    let a2 = a1 + Float(ib - ia - 3) * s
                    row[ib - 1] += d * (1 - a2 - am)
                }
                row[ib] += d * am
                mark(rowBits, ia, ib)
            }
            x = xNext
        }
    }
}

/// Turns one band row of cells into coverage spans, clearing the cells it reads.
private struct RowSweeper {
    let cells: UnsafeMutablePointer<Float>
    let bits: UnsafeMutablePointer<UInt64>
    let coverage: UnsafeMutablePointer<UInt8>
    let width: Int, stride: Int, wordsPerRow: Int
    let evenOdd: Bool

    @inline(__always)
    func value(_ sum: Float) -> UInt8 {
        evenOdd ? Accumulator.evenOddCoverage(sum) : Accumulator.nonZeroCoverage(sum)
    }

    /// Band row `r` is region row `y`.
    @inline(__always)
    func sweep<S: CoverageSink>(row r: Int, y: Int, into sink: inout S) {
        let row = cells + r * stride
        let rowBits = bits + r * wordsPerRow
        let cov = coverage
        let blockSize = Accumulator.blockSize
        var sum: Float = 0
        var x = 0                 // pixels before x are done
        var variableStart = -1    // pending run of per-pixel coverage, ending at x
        for w in 0..<wordsPerRow {
            var word = rowBits[w]
            if word == 0 { continue }
            rowBits[w] = 0
            while word != 0 {
                let x0 = ((w << 6) + word.trailingZeroBitCount) << Accumulator.blockShift
                word &= word &- 1
                let blockEnd = min(x0 + blockSize, stride)
                if x0 >= width {
                    // Spare cells only: clear, never draw.
                    (row + x0).update(repeating: 0, count: blockEnd - x0)
                    continue
                }
                if x0 > x {
                    // Untouched pixels x..<x0 all have the running sum.
                    if variableStart >= 0 {
                        sink.mask(y: y, x: variableStart, count: x - variableStart, coverage: cov + variableStart)
                        variableStart = -1
                    }
                    let c = value(sum)
                    if c != 0 { sink.span(y: y, x: x, count: x0 - x, coverage: c) }
                }
                let x1 = min(x0 + blockSize, width)
                if evenOdd {
                    for i in x0..<x1 {
                        sum += row[i]; row[i] = 0
                        cov[i] = Accumulator.evenOddCoverage(sum)
                    }
                } else {
                    for i in x0..<x1 {
                        sum += row[i]; row[i] = 0
                        cov[i] = Accumulator.nonZeroCoverage(sum)
                    }
                }
                if blockEnd > x1 { (row + x1).update(repeating: 0, count: blockEnd - x1) }
                if variableStart < 0 { variableStart = x0 }
                x = x1
            }
        }
        if variableStart >= 0 {
            sink.mask(y: y, x: variableStart, count: x - variableStart, coverage: cov + variableStart)
        }
        if x < width {
            let c = value(sum)
            if c != 0 { sink.span(y: y, x: x, count: width - x, coverage: c) }
        }
    }
}
