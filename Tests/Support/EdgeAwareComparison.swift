/// How far one rendering of a picture is from another, pixel by pixel, forgiving
/// anti-aliased edges: a pixel counts as bad when it differs by more than
/// `interior` inside a flat area, or by more than `edge` where our own image
/// changes colour around it (two rasterizers place edges a fraction apart).
package struct EdgeAwareComparison {
    package var total = 0
    package var bad = 0
    package var badInterior = 0
    package var badEdge = 0
    package var badFraction: Double { Double(bad) / Double(max(total, 1)) }

    /// Compares two RGBA images of `width` × `height` pixels.
    package init(width w: Int, height h: Int, ours a: [UInt8], theirs b: [UInt8], interior: Int32 = 2, edge: Int32 = 24) {
        total = w * h
        func differs(_ i: Int, _ j: Int) -> Int32 {
            var m: Int32 = 0
            for c in 0..<4 { m = max(m, abs(Int32(a[i * 4 + c]) - Int32(a[j * 4 + c]))) }
            return m
        }
        for y in 0..<h {
            for x in 0..<w {
                let i = y * w + x
                var d: Int32 = 0
                for c in 0..<4 { d = max(d, abs(Int32(a[i * 4 + c]) - Int32(b[i * 4 + c]))) }
                guard d > interior else { continue }
                // An edge pixel: some neighbour in our image has a different colour.
                var isEdge = false
                for dy in -1...1 where !isEdge {
                    for dx in -1...1 {
                        let nx = x + dx, ny = y + dy
                        guard nx >= 0, ny >= 0, nx < w, ny < h else { continue }
                        if differs(i, ny * w + nx) > interior { isEdge = true; break }
                    }
                }
                if isEdge {
                    if d > edge { bad += 1; badEdge += 1 }
                } else {
                    bad += 1
                    badInterior += 1
                }
            }
        }
    }
}
