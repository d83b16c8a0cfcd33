import Basics

/// How `Palette.extended` is made: the palette, lighter and darker tints of
/// it (the same colour-blind-safe hues), then an even grid of sRGB colours,
/// keeping each candidate that is readable (lightness 30–85 beyond the
/// palette, clearly not grey) and at least `Palette.minimumDelta` from every
/// colour kept before it.
enum ExtendedPalette {
    /// The colours, and where each tier (palette, tints, grid) ends in them.
    static func make() -> (colors: [String], tierEnds: [Int]) {
        var kept: [(hex: String, lab: CIELAB)] = Palette.colors.compactMap { hex in CIELAB(hex: hex).map { (hex, $0) } }
        func consider(_ red: Int, _ green: Int, _ blue: Int) {
            let lab = CIELAB(red: UInt8(red), green: UInt8(green), blue: UInt8(blue))
            guard lab.chroma >= 15, (30...85).contains(lab.l),
                  kept.allSatisfy({ $0.lab.delta(lab) >= Palette.minimumDelta }) else { return }
            kept.append((HexColour.string(red: UInt8(red), green: UInt8(green), blue: UInt8(blue), uppercase: true), lab))
        }
        let bases = Palette.colors.compactMap { HexColour.channels($0) }
            .map { (Int($0.red), Int($0.green), Int($0.blue)) }
        for t in [0.3, 0.5, 0.15, 0.4, 0.6, 0.25, 0.45] {
            for (r, g, b) in bases {
                func mix(_ x: Int, _ y: Int) -> Int { Int((Double(x) + (Double(y) - Double(x)) * t).rounded()) }
                consider(mix(r, 255), mix(g, 255), mix(b, 255))
                consider(mix(r, 0), mix(g, 0), mix(b, 0))
            }
        }
        let tintsEnd = kept.count
        for r in stride(from: 0, through: 255, by: 17) {
            for g in stride(from: 0, through: 255, by: 17) {
                for b in stride(from: 0, through: 255, by: 17) { consider(r, g, b) }
            }
        }
        return (kept.map(\.hex), [Palette.colors.count, tintsEnd, kept.count])
    }
}
