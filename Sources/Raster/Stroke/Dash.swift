// Cuts flattened contours into dashes (SVG semantics): the pattern restarts
// at each subpath, an odd-length pattern is repeated once, the phase shifts
// the start, and on a closed contour a dash running over the start point is
// joined with the first dash so the seam gets no caps.

enum Dash {
    /// Most dashes one draw may produce; denser patterns are drawn solid.
    static let maxDashes = 1_000_000

    /// The usable pattern, or nil when it is empty or invalid (then the stroke is solid).
    static func pattern(_ dash: [Float]) -> [Float]? {
        guard !dash.isEmpty, dash.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return nil }
        let full = dash.count % 2 == 1 ? dash + dash : dash
        // Finite lengths can still sum to infinity, which put the phase at
        // infinity and made `apply` loop forever (found by Scripts/fuzz raster).
        let total = full.reduce(0, +)
        guard total > 0, total.isFinite else { return nil }
        return full
    }

    /// Appends the dashes of `polygon` to `out` as open contours. Returns false
    /// (appending nothing) when the pattern would produce too many dashes.
    static func apply(_ pattern: [Float], phase: Float, to polygon: Polygon, into out: inout Polygon) -> Bool {
        let total = pattern.reduce(0, +)
        var length: Float = 0
        for i in polygon.contourEnds.indices {
            let r = polygon.contour(i)
            for k in r.dropFirst() { length += (polygon.points[k] - polygon.points[k - 1]).length }
            if polygon.closed[i], let a = r.first, r.count > 1 {
                length += (polygon.points[a] - polygon.points[r.upperBound - 1]).length
            }
        }
        guard length.isFinite, length / total * Float(pattern.count) < Float(maxDashes) else { return false }

        // Where the phase lands in the pattern.
        var start = phase.isFinite ? phase.truncatingRemainder(dividingBy: total) : 0
        if start < 0 { start += total }
        var startIndex = 0
        while start >= pattern[startIndex] && start > 0 {
            start -= pattern[startIndex]
            startIndex = (startIndex + 1) % pattern.count
            if startIndex == 0 { break }
        }
        let startRemaining = pattern[startIndex] - start

        for i in polygon.contourEnds.indices {
            let r = polygon.contour(i)
            guard r.count >= 1 else { continue }
            let closed = polygon.closed[i] && r.count > 1
            var index = startIndex
            var remaining = startRemaining
            var on = index % 2 == 0
            let firstDashContour = out.contourEnds.count
            let startedOn = on
            var current = out.points.count  // first point of the dash being built
            if on { out.points.append(polygon.points[r.lowerBound]) }
            let segmentCount = closed ? r.count : r.count - 1
            for s in 0..<segmentCount {
                let a = polygon.points[r.lowerBound + s]
                let b = polygon.points[s + 1 < r.count ? r.lowerBound + s + 1 : r.lowerBound]
                let len = (b - a).length
                var pos: Float = 0
                while len - pos > remaining {
                    pos += remaining
                    let p = a.lerp(to: b, pos / len)
                    if on {
                        out.points.append(p)
                        out.endContour(closed: false)
                    } else {
                        current = out.points.count
                        out.points.append(p)
                    }
                    on.toggle()
                    index = (index + 1) % pattern.count
                    remaining = pattern[index]
                }
                remaining -= len - pos
                if on { out.points.append(b) }
            }
            guard on else { continue }
            let dashCount = out.contourEnds.count - firstDashContour
            if closed && startedOn && dashCount > 0 {
                // Join the last dash onto the front of the first one.
                let tail = Array(out.points[current...])
                out.points.removeSubrange(current...)
                let firstStart = firstDashContour == 0 ? 0 : out.contourEnds[firstDashContour - 1]
                out.points.insert(contentsOf: tail, at: firstStart)
                for c in firstDashContour..<out.contourEnds.count { out.contourEnds[c] += tail.count }
            } else {
                out.endContour(closed: false)
            }
        }
        return true
    }
}
