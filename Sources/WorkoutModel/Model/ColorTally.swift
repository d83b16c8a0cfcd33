/// The colours exercises use, kept up to date as exercises are added, for
/// `Palette.nextColor(avoiding:)` without reading every stored colour again
/// for each new exercise (which made adding n exercises take n² reads).
package struct ColorTally {
    /// Palette colours in use.
    private var taken: Set<String> = []
    /// Colours counted, palette or not.
    private var count = 0

    package init(_ used: [String]) {
        for color in used { add(color) }
    }

    /// The first palette colour not in use; when all are taken, one by count.
    package var next: String {
        if taken.count < Palette.colors.count, let free = Palette.colors.first(where: { !taken.contains($0) }) {
            return free
        }
        return Palette.colors[count % Palette.colors.count]
    }

    package mutating func add(_ color: String) {
        count += 1
        let upper = color.uppercased()
        if taken.count < Palette.colors.count, Palette.colors.contains(upper) { taken.insert(upper) }
    }
}
