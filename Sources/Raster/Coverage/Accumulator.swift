// Exact-area coverage, font-rs style.
//
// Every edge adds, to each pixel cell it passes through, the signed area it
// sweeps to the cell's right edge, and the rest of its height ("cover") to the
// next cell. A prefix sum along a row then gives each pixel's signed coverage.
// The buffer is sized to the drawing's clipped bounding box, kept all zero
// between draws (each cell is cleared as the sweep reads it), and grows only.
// Rows are summed independently, so nothing can leak from one row to the next.
//
// A one-byte flag per block of 32 cells records which blocks an edge touched:
// the sweep skips untouched blocks, whose coverage is the running sum, so a
// thin stroke across a wide box costs little more than its edges.

/// Receives the coverage of one sweep, row by row, left to right.
protocol CoverageSink {
    /// `count` pixels of region row `y` from column `x` all have `coverage` (1...255).
    mutating func span(y: Int, x: Int, count: Int, coverage: UInt8)
    /// `count` pixels with per-pixel coverage (0 allowed) read from `coverage`.
    mutating func mask(y: Int, x: Int, count: Int, coverage: UnsafePointer<UInt8>)
}

struct Accumulator: Sendable {
    static let blockShift = 5
    static let blockSize = 1 << blockShift

    /// Region size in pixels.
    private(set) var width = 0
    private(set) var height = 0
    /// Cells per row: two spare cells catch contributions at x = width.
    private var stride = 0
    private var blocksPerRow = 0
    private var cells: [Float] = []
    private var flags: [UInt8] = []
    private var coverageRow: [UInt8] = []
    private var firstRow = Int.max
    private var lastRow = -1

    /// Prepares an all-zero region of `width` × `height` pixels (both ≥ 1).
    mutating func reset(width: Int, height: Int) {
        self.width = width
        self.height = height
        stride = width + 2
        blocksPerRow = (stride + Self.blockSize - 1) >> Self.blockShift
        let cellCount = stride * height, flagCount = blocksPerRow * height
        if cells.count < cellCount { cells = [Float](repeating: 0, count: cellCount) }
        if flags.count < flagCount { flags = [UInt8](repeating: 0, count: flagCount) }
        if coverageRow.count < stride { coverageRow = [UInt8](repeating: 0, count: stride) }
        firstRow = Int.max
        lastRow = -1
    }

    /// Adds every contour of `polygon` as a closed loop, shifted by (dx, dy)
    /// into region coordinates.
    mutating func add(_ polygon: Polygon, dx: Float, dy: Float) {
        var rows = (firstRow, lastRow)
        let width = self.width, height = self.height, stride = self.stride, blocksPerRow = self.blocksPerRow
        cells.withUnsafeMutableBufferPointer { cellBuf in
            flags.withUnsafeMutableBufferPointer { flagBuf in
                polygon.points.withUnsafeBufferPointer { pts in
                    guard let cellBase = cellBuf.baseAddress, let flagBase = flagBuf.baseAddress,
                          let p = pts.baseAddress else { return }
                    var edges = EdgeWriter(cells: cellBase, flags: flagBase, width: width, height: height,
                                           stride: stride, blocksPerRow: blocksPerRow,
                                           firstRow: rows.0, lastRow: rows.1)
                    var start = 0
                    for end in polygon.contourEnds {
                        if end - start >= 2 {
                            var prev = Point(x: p[end - 1].x + dx, y: p[end - 1].y + dy)
                            for i in start..<end {
                                let q = Point(x: p[i].x + dx, y: p[i].y + dy)
                                edges.clipped(prev.x, prev.y, q.x, q.y)
                                prev = q
                            }
                        }
                        start = end
                    }
                    rows = (edges.firstRow, edges.lastRow)
                }
            }
        }
        firstRow = rows.0
        lastRow = rows.1
    }

    /// Sums each touched row, hands coverage to `sink`, and clears the buffer.
    mutating func sweep<S: CoverageSink>(rule: FillRule, into sink: inout S) {
        guard firstRow <= lastRow else { return }
        let evenOdd = rule == .evenOdd
        let width = self.width, stride = self.stride, blocksPerRow = self.blocksPerRow
        let blockSize = Self.blockSize
        let first = firstRow, last = lastRow
        cells.withUnsafeMutableBufferPointer { cellBuf in
            flags.withUnsafeMutableBufferPointer { flagBuf in
                coverageRow.withUnsafeMutableBufferPointer { covBuf in
                    guard let cellBase = cellBuf.baseAddress, let flagBase = flagBuf.baseAddress,
                          let cov = covBuf.baseAddress else { return }
                    for y in first...last {
                        let row = cellBase + y * stride
                        let rowFlags = flagBase + y * blocksPerRow
                        var sum: Float = 0
                        var variableStart = -1          // pending run with per-pixel coverage
                        var constantStart = -1          // pending run of one coverage value
                        var constantValue: UInt8 = 0
                        for b in 0..<blocksPerRow {
                            let x0 = b << Self.blockShift
                            let blockEnd = min(x0 + blockSize, stride)
                            if x0 >= width {
                                // Spare cells only: clear, never draw.
                                if rowFlags[b] != 0 {
                                    rowFlags[b] = 0
                                    (row + x0).update(repeating: 0, count: blockEnd - x0)
                                }
                                continue
                            }
                            let x1 = min(x0 + blockSize, width)
                            if rowFlags[b] != 0 {
                                rowFlags[b] = 0
                                if constantStart >= 0 {
                                    sink.span(y: y, x: constantStart, count: x0 - constantStart,
                                              coverage: constantValue)
                                    constantStart = -1
                                }
                                if evenOdd {
                                    for x in x0..<x1 {
                                        sum += row[x]; row[x] = 0
                                        cov[x] = Self.evenOddCoverage(sum)
                                    }
                                } else {
                                    for x in x0..<x1 {
                                        sum += row[x]; row[x] = 0
                                        cov[x] = Self.nonZeroCoverage(sum)
                                    }
                                }
                                if blockEnd > x1 { (row + x1).update(repeating: 0, count: blockEnd - x1) }
                                if variableStart < 0 { variableStart = x0 }
                            } else {
                                if variableStart >= 0 {
                                    sink.mask(y: y, x: variableStart, count: x0 - variableStart,
                                              coverage: cov + variableStart)
                                    variableStart = -1
                                }
                                let c = evenOdd ? Self.evenOddCoverage(sum) : Self.nonZeroCoverage(sum)
                                if constantStart >= 0 && c != constantValue {
                                    sink.span(y: y, x: constantStart, count: x0 - constantStart,
                                              coverage: constantValue)
                                    constantStart = -1
                                }
                                if c != 0 && constantStart < 0 {
                                    constantStart = x0
                                    constantValue = c
                                }
                            }
                        }
                        if variableStart >= 0 {
                            sink.mask(y: y, x: variableStart, count: width - variableStart,
                                      coverage: cov + variableStart)
                        }
                        if constantStart >= 0 {
                            sink.span(y: y, x: constantStart, count: width - constantStart,
                                      coverage: constantValue)
                        }
                    }
                }
            }
        }
        firstRow = Int.max
        lastRow = -1
    }

    @inline(__always)
    static func nonZeroCoverage(_ sum: Float) -> UInt8 {
        let a = min(abs(sum), 1)
        return UInt8(a * 255 + 0.5)
    }

    @inline(__always)
    static func evenOddCoverage(_ sum: Float) -> UInt8 {
        var a = abs(sum)
        a -= 2 * (a * 0.5).rounded(.down)
        if a > 1 { a = 2 - a }
        return UInt8(min(max(a, 0), 1) * 255 + 0.5)
    }
}

/// The per-edge inner loops, holding raw pointers for one `add` call.
private struct EdgeWriter {
    let cells: UnsafeMutablePointer<Float>
    let flags: UnsafeMutablePointer<UInt8>
    let width: Int, height: Int
    let w: Float, h: Float
    let stride: Int, blocksPerRow: Int
    var firstRow: Int, lastRow: Int

    init(cells: UnsafeMutablePointer<Float>, flags: UnsafeMutablePointer<UInt8>, width: Int, height: Int,
         stride: Int, blocksPerRow: Int, firstRow: Int, lastRow: Int) {
        self.cells = cells; self.flags = flags
        self.width = width; self.height = height; w = Float(width); h = Float(height)
        self.stride = stride; self.blocksPerRow = blocksPerRow
        self.firstRow = firstRow; self.lastRow = lastRow
    }

    /// Clips an edge to the region: rows above or below contribute nothing;
    /// parts left of x = 0 become vertical edges on x = 0 (the same winding for
    /// every pixel to their right); parts right of x = width touch no pixel.
    @inline(__always)
    mutating func clipped(_ ax: Float, _ ay: Float, _ bx: Float, _ by: Float) {
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
        if x0 <= 0 && x1 <= 0 { return line(0, y0, 0, y1, dir) }
        if x0 >= w && x1 >= w { return }
        if x0 < 0 || x1 < 0 {
            let ym = min(max(y0 + (y1 - y0) * (-x0 / (x1 - x0)), y0), y1)
            if x0 < 0 {
                line(0, y0, 0, ym, dir); x0 = 0; y0 = ym
            } else {
                line(0, ym, 0, y1, dir); x1 = 0; y1 = ym
            }
        }
        if x0 > w || x1 > w {
            let ym = min(max(y0 + (y1 - y0) * ((w - x0) / (x1 - x0)), y0), y1)
            if x0 > w { x0 = w; y0 = ym } else { x1 = w; y1 = ym }
        }
        line(x0, y0, x1, y1, dir)
    }

    /// Accumulates an edge with y0 < y1, both in 0...h, and x in 0...w.
    @inline(__always)
    mutating func line(_ x0: Float, _ y0: Float, _ x1: Float, _ y1: Float, _ dir: Float) {
        if y0 >= y1 { return }
        let dxdy = (x1 - x0) / (y1 - y0)
        var x = min(max(x0, 0), w)
        let yStart = Int(y0)
        let yEnd = min(height, Int(y1.rounded(.up)))
        if yStart >= yEnd { return }
        firstRow = min(firstRow, yStart)
        lastRow = max(lastRow, yEnd - 1)
        for y in yStart..<yEnd {
            let row = cells + y * stride
            let rowFlags = flags + y * blocksPerRow
            let dy = min(Float(y + 1), y1) - max(Float(y), y0)
            let xNext = min(max(x + dxdy * dy, 0), w)
            let d = dy * dir
            let xa = min(x, xNext), xb = max(x, xNext)
            let xaFloor = xa.rounded(.down)
            let ia = Int(xaFloor)
            let xbCeil = xb.rounded(.up)
            let ib = Int(xbCeil)
            if ib <= ia + 1 {
                // Within one cell: area to the right of the edge's mid x.
                let xmf = 0.5 * (x + xNext) - xaFloor
                row[ia] += d - d * xmf
                row[ia + 1] += d * xmf
                rowFlags[ia >> Accumulator.blockShift] = 1
                rowFlags[(ia + 1) >> Accumulator.blockShift] = 1
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
                var blk = ia >> Accumulator.blockShift
                let lastBlk = ib >> Accumulator.blockShift
                while blk <= lastBlk { rowFlags[blk] = 1; blk += 1 }
            }
            x = xNext
        }
    }
}
