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
    /// Bands of rows deflated in parallel: 0 picks one per CPU for images of
    /// 256 K pixels or more (smaller ones are not worth the threads), 1 keeps
    /// libpng's serial path. Internal: tests force band layouts with it.
    var bandCount = 0

    public init(compressionLevel: Int = 2, filter: PNGFilter = .none,
                strategy: PNGCompressionStrategy = .default,
                scale: Float? = nil, software: String? = "RepChart") {
        self.compressionLevel = compressionLevel
        self.filter = filter
        self.strategy = strategy
        self.scale = scale
        self.software = software
    }

    /// Level 2, no row filter, zlib's default strategy. Measured on 1600×1000
    /// and smaller chart images (docs/PERFORMANCE.md) it was the fastest
    /// setting, or tied with level 1, which writes larger files. Flat areas
    /// repeat every 3 or 4 bytes and level 2's matcher finds them without
    /// filtering. `.up` made some bar charts much smaller but most charts
    /// slower and larger; `.up` with `.rle` is the faster choice for images
    /// dominated by gradients, but doubled the size of line charts.
    public static let `default` = PNGEncodeOptions()
}
