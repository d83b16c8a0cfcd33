/// The per-row filter applied before compression.
public enum PNGFilter: Sendable, Hashable, CaseIterable {
    case none, sub, up, average, paeth
    /// libpng's heuristic: tries every filter on each row and keeps the one
    /// with the smallest sum of absolute differences. Smallest files, slowest.
    case adaptive
}

/// How the IDAT stream is deflated: one of zlib's strategies, or `.runs`.
///
/// `.rle` only matches repeats of the previous byte (distance 1): cheap, but
/// it sees flat RGB areas only after `.up` or `.sub` filtering has turned them
/// into runs of zeros. `.runs` is RepChart's own encoder for charts: it
/// matches only the pixel to the left and the same bytes one row up, codes
/// each band of rows as one dynamic Huffman block, ignores `filter` and
/// `compressionLevel` (rows are left unfiltered), and is several times faster
/// than zlib on chart images at about the same size.
public enum PNGCompressionStrategy: Sendable, Hashable, CaseIterable {
    case `default`, filtered, rle, huffmanOnly, fixed
    /// RepChart's run deflate (see the type's discussion).
    case runs
}

/// How an image is written as PNG.
///
/// The image data takes one of two paths (CPNGDeflate, cpngdeflate.h):
/// - `.runs` (the default, `PNGEncodeOptions.default`): RepChart's run
///   deflate, in bands on several threads for large images. Default because
///   on chart images it is 2–3× faster than zlib at about the same size
///   (docs/PERFORMANCE.md). `compressionLevel` and `filter` do not apply:
///   rows go unfiltered and there is no level to choose.
/// - any zlib strategy: zlib at `compressionLevel` after `filter`, serially
///   through libpng for small images, in bands for 256 K pixels and more.
/// `scale` and `software` apply on both paths (libpng writes the chunks).
public struct PNGEncodeOptions: Hashable, Sendable {
    /// zlib level, 0 (store) ... 9 (smallest); zlib strategies only.
    public var compressionLevel: Int
    /// The row filter; zlib strategies only (`.runs` leaves rows unfiltered).
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

    /// The run deflate (`.runs`): the fastest setting on chart images. On
    /// the real 1600×1000 charts of docs/PERFORMANCE.md it encodes 2–3× faster
    /// than zlib level 2 (the previous default, still `PNGEncodeOptions()`),
    /// with files between 3 % smaller and 7 % larger.
    public static let `default` = PNGEncodeOptions(strategy: .runs)
}
