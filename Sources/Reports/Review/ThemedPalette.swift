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
        let a = light.split(separator: "\"", omittingEmptySubsequences: false)
        let b = dark.split(separator: "\"", omittingEmptySubsequences: false)
        guard a.count == b.count else { return nil }
        var pending: [Pair: String] = [:]
        var order: [Pair] = []
        var out: [Substring] = []
        out.reserveCapacity(a.count)
        for i in a.indices {
            if a[i] == b[i] { out.append(a[i]); continue }
            // An attribute value sits at an odd index, after `name=`.
            guard i % 2 == 1, let name = Self.attributeName(before: a[i - 1]), name == Self.attributeName(before: b[i - 1]),
                  Self.paintAttributes.contains(name) else { return nil }
            let pair = Pair(light: String(a[i]), dark: String(b[i]))
            if names[pair] == nil, pending[pair] == nil {
                pending[pair] = "--c\(pairs.count + order.count)"
                order.append(pair)
            }
            out.append(Substring("var(\(names[pair] ?? pending[pair] ?? ""))"))
        }
        for pair in order {
            names[pair] = pending[pair]
            pairs.append(pair)
        }
        return out.joined(separator: "\"")
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
