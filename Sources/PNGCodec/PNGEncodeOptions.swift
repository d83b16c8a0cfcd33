/// The per-row filter applied before compression.
public enum PNGFilter: Sendable, Hashable, CaseIterable {
    case none, sub, up, average, paeth
    /// libpng's heuristic: tries every filter on each row and keeps the one
    /// with the smallest sum of absolute differences. Smallest files, slowest.
    case adaptive
}

/// zlib's deflate strategy. `.rle` only matches repeats of the previous byte
/// (distance 1): cheap, but it sees flat RGB areas only after `.up` or `.sub`
/// filtering has turned them into runs of zeros.
public enum PNGCompressionStrategy: Sendable, Hashable, CaseIterable {
    case `default`, filtered, rle, huffmanOnly, fixed
}

/// How an image is written as PNG.
public struct PNGEncodeOptions: Hashable, Sendable {
    /// zlib level, 0 (store) ... 9 (smallest).
    public var compressionLevel: Int
    public var filter: PNGFilter
    public var strategy: PNGCompressionStrategy
    /// Writes pHYs as 72 dpi × scale (a 2× image claims 144 dpi); nil: no pHYs.
    public var scale: Float?
    /// The tEXt "Software" value; nil writes no tEXt chunk. Characters outside
    /// Latin-1 become "?" (tEXt is Latin-1 by definition).
    public var software: String?

    public init(compressionLevel: Int = 1, filter: PNGFilter = .none,
                strategy: PNGCompressionStrategy = .default,
                scale: Float? = nil, software: String? = "RepChart") {
        self.compressionLevel = compressionLevel
        self.filter = filter
        self.strategy = strategy
        self.scale = scale
        self.software = software
    }

    /// Level 1, no row filter, zlib's default strategy: measured on 1600×1000
    /// chart images it was the fastest setting, with files within 10 % of
    /// level 3 and 20 % of level 6 adaptive, which take 1.15× and 4× as long
    /// (docs/PERFORMANCE.md).
    /// Flat areas repeat every 3 or 4 bytes, which level 1's matcher finds
    /// without filtering; `.rle` needs `.up` to see them and came out
    /// slower and 25 % larger with this zlib (1.2.13).
    public static let `default` = PNGEncodeOptions()
}
