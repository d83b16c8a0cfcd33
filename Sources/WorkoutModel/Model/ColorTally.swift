import Basics
/// The colours exercises use, kept up to date as exercises are added, to give
/// a new exercise the colour farthest from those in use without reading every
/// stored colour again for each new exercise (which made adding n exercises
/// take n² reads).
///
/// The palette comes first: a new exercise takes the palette colour farthest
/// (CIE76 ΔE) from every colour in use, among those at least
/// `Palette.minimumDelta` from all of them. When none is left, the same among
/// the palette's tints, then among the rest of `Palette.extended`; when even
/// those are taken, the colour of `Palette.extended` farthest from those in use.
package struct ColorTally {
    /// The colours that can be given: the palette, or `Palette.extended` once the palette is taken.
    private var candidates: [(hex: String, lab: CIELAB)]
    /// For each candidate, its ΔE to the nearest colour in use.
    private var nearest: [Double]
    /// Every colour in use (to measure `Palette.extended` against when the palette runs out).
    private var used: [CIELAB] = []

    package init(_ used: [String]) {
        candidates = Self.lab(Palette.colors)
        nearest = Array(repeating: .infinity, count: candidates.count)
        for color in used { add(color) }
    }

    /// The colour a new exercise takes.
    package var next: String {
        let ends = candidates.count == Palette.colors.count ? [candidates.count] : Palette.extendedTiers.tierEnds
        var start = 0
        for end in ends {
            let free = (start..<min(end, nearest.count)).filter { nearest[$0] >= Palette.minimumDelta }
            if let best = Self.farthest(free, nearest) { return candidates[best].hex }
            start = end
        }
        return Self.farthest(Array(nearest.indices), nearest).map { candidates[$0].hex } ?? Palette.colors[0]
    }

    /// The first of the farthest, so ties go to the earlier colour.
    private static func farthest(_ indices: [Int], _ nearest: [Double]) -> Int? {
        guard var best = indices.first else { return nil }
        for index in indices where nearest[index] > nearest[best] { best = index }
        return best
    }

    package mutating func add(_ color: String) {
        guard let lab = CIELAB(hex: color) else { return }
        used.append(lab)
        for index in candidates.indices { nearest[index] = min(nearest[index], candidates[index].lab.delta(lab)) }
        let paletteTaken = !nearest.prefix(Palette.colors.count).contains { $0 >= Palette.minimumDelta }
        if paletteTaken, candidates.count == Palette.colors.count {
            candidates = Self.lab(Palette.extendedTiers.colors)
            nearest = candidates.map { candidate in used.map { $0.delta(candidate.lab) }.min() ?? .infinity }
        }
    }

    private static func lab(_ colors: [String]) -> [(hex: String, lab: CIELAB)] {
        colors.compactMap { hex in CIELAB(hex: hex).map { (hex, $0) } }
    }
}
