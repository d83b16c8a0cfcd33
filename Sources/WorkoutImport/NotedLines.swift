/// Lines of a file noted for a report: how many, and the first few to name.
///
/// A file may hold millions of such rows; only `shownLimit` are kept, so the
/// summary stays the same size whatever the file's length.
package struct NotedLines: Hashable, Sendable {
    /// How many lines a report names.
    package static let shownLimit = 5

    /// Every line noted.
    package private(set) var count = 0
    /// The first `shownLimit` lines noted, in the order met.
    package private(set) var first: [Int] = []

    /// None noted.
    package init() {}

    /// True when no line was noted.
    package var isEmpty: Bool { count == 0 }

    /// Notes `line`; past the first few, only counted.
    package mutating func note(_ line: Int) {
        count += 1
        if first.count < Self.shownLimit { first.append(line) }
    }

    /// "6", "6, 9, 12, 15, 18 …".
    package var shown: String {
        first.map(String.init).joined(separator: ", ") + (count > first.count ? " …" : "")
    }
}
