/// The per-row filter applied before compression.
public enum PNGFilter: Sendable, Hashable, CaseIterable {
    case none, sub, up, average, paeth
    /// libpng's heuristic: tries every filter on each row and keeps the one
    /// with the smallest sum of absolute differences. Smallest files, slowest.
    case adaptive
}

/// zlib's deflate strategy. `.rle` only looks for repeats of the previous
/// bytes, which is what flat chart areas are made of, and is much faster.
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

    public init(compressionLevel: Int = 1, filter: PNGFilter = .up,
                strategy: PNGCompressionStrategy = .rle,
                scale: Float? = nil, software: String? = "RepChart") {
        self.compressionLevel = compressionLevel
        self.filter = filter
        self.strategy = strategy
        self.scale = scale
        self.software = software
    }

    /// Measured on 1600×1000 chart images: the fastest setting whose files are
    /// within a few percent of the smallest fast ones (docs/PERFORMANCE.md).
    public static let `default` = PNGEncodeOptions()
}
