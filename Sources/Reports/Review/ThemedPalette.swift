/// One drawing for both colour schemes: a chart drawn in the light and the dark
/// theme gives the same markup but for its paint, so the two are merged into one
/// `<svg>` whose differing colours read CSS custom properties (`fill="var(--c3)"`)
/// that the page sets per scheme. Half the bytes of two copies, and no hidden copy
/// for a browser to lay out.
struct ThemedPalette {
    /// Each (light, dark) pair of attribute values, in first-seen order, named `--c0`, `--c1` …
    private(set) var pairs: [Pair] = []
    private var names: [Pair: String] = [:]

    struct Pair: Hashable {
        var light: String
        var dark: String
    }

    /// The attributes whose values may differ between the two drawings.
    static let paintAttributes: Set<String> = ["fill", "stroke", "stop-color", "fill-opacity", "stroke-opacity",
                                                "stop-opacity", "opacity"]

    /// `light` with each paint value that differs in `dark` replaced by a variable;
    /// nil when the two differ anywhere else (the page then keeps both copies).
    mutating func merge(light: String, dark: String) -> String? {
        // Split on the quote's byte: a split over Characters would break graphemes through
        // the whole drawing, and the markup's quotes are always this one ASCII byte.
        let quote = UInt8(ascii: "\"")
        let a = Array(light.utf8).split(separator: quote, omittingEmptySubsequences: false)
        let b = Array(dark.utf8).split(separator: quote, omittingEmptySubsequences: false)
        guard a.count == b.count else { return nil }
        var pending: [Pair: String] = [:]
        var order: [Pair] = []
        var out: [UInt8] = []
        out.reserveCapacity(light.utf8.count)
        for i in a.indices {
            if i > 0 { out.append(quote) }
            if a[i].elementsEqual(b[i]) { out.append(contentsOf: a[i]); continue }
            // An attribute value sits at an odd index, after `name=`.
            guard i % 2 == 1 else { return nil }
            let before = String(decoding: a[i - 1].suffix(32), as: UTF8.self)
            let beforeDark = String(decoding: b[i - 1].suffix(32), as: UTF8.self)
            guard let name = Self.attributeName(before: Substring(before)),
                  name == Self.attributeName(before: Substring(beforeDark)),
                  Self.paintAttributes.contains(name) else { return nil }
            let pair = Pair(light: String(decoding: a[i], as: UTF8.self), dark: String(decoding: b[i], as: UTF8.self))
            if names[pair] == nil, pending[pair] == nil {
                pending[pair] = "--c\(pairs.count + order.count)"
                order.append(pair)
            }
            out.append(contentsOf: "var(\(names[pair] ?? pending[pair] ?? ""))".utf8)
        }
        for pair in order {
            names[pair] = pending[pair]
            pairs.append(pair)
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// `fill` for a chunk ending in ` fill=`.
    static func attributeName(before chunk: Substring) -> String? {
        guard chunk.hasSuffix("=") else { return nil }
        let name = chunk.dropLast().reversed().prefix { $0.isLetter || $0 == "-" }
        return name.isEmpty ? nil : String(name.reversed())
    }

    /// The variables of one scheme, for the page's `:root` rule.
    func variables(dark: Bool) -> String {
        pairs.enumerated().map { i, pair in "--c\(i):\(dark ? pair.dark : pair.light);" }.joined()
    }
}
