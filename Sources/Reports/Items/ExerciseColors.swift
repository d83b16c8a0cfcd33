import Raster
import Workouts

/// Exercise colours as chart colours, kept distinct within one chart.
enum ExerciseColors {
    /// The exercise's `#RRGGBB`, or nil (the theme's palette then picks one).
    static func color(hex: String) -> Color? {
        try? Color(parsing: hex)
    }

    /// The grey of a share pie's "Other" slice: readable on light and dark themes.
    static let other = Color(red: 0x8C, green: 0x8C, blue: 0x8C)

    /// The colours for exercises in order, each its own colour unless an earlier
    /// exercise already took it (the store's palette repeats after 16 exercises,
    /// and users may pick the same colour twice): a repeat is shifted in
    /// lightness, alternately lighter and darker, until it is unused.
    static func distinct(_ colors: [Color?]) -> [Color?] {
        var used = Set<Color>()
        return colors.map { color in
            guard let base = color else { return nil }
            var candidate = base
            var step = 1
            while used.contains(candidate) && step < 12 {
                let t = Float((step + 1) / 2) * 0.22
                candidate = step % 2 == 1 ? mix(base, Color.white, t) : mix(base, Color.black, t)
                step += 1
            }
            used.insert(candidate)
            return candidate
        }
    }

    static func mix(_ a: Color, _ b: Color, _ t: Float) -> Color {
        func channel(_ x: UInt8, _ y: UInt8) -> UInt8 {
            UInt8(max(0, min(255, (Float(x) + (Float(y) - Float(x)) * min(t, 0.9)).rounded())))
        }
        return Color(red: channel(a.red, b.red), green: channel(a.green, b.green), blue: channel(a.blue, b.blue))
    }
}
