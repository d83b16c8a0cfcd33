/// The per-row filter applied before zlib compression.
public enum PNGFilter: Sendable, Hashable, CaseIterable {
    /// Rows as they are, unfiltered (the default of `.zlib`).
    case none
    /// Each byte minus the byte one pixel to the left.
    case sub
    /// Each byte minus the byte one row up.
    case up
    /// Each byte minus the mean of the left and upper bytes.
    case average
    /// Each byte minus the Paeth predictor of left, up and upper-left.
    case paeth
    /// libpng's heuristic: tries every filter on each row and keeps the one
    /// with the smallest sum of absolute differences. Smallest files, slowest.
    case adaptive
}

/// One of zlib's deflate strategies.
///
/// `.rle` only matches repeats of the previous byte (distance 1): cheap, but
/// it sees flat RGB areas only after `.up` or `.sub` filtering has turned them
/// into runs of zeros.
public enum PNGZlibStrategy: Sendable, Hashable, CaseIterable {
    /// Z_DEFAULT_STRATEGY: ordinary LZ77 matching plus Huffman coding.
    case `default`
    /// Z_FILTERED: favours Huffman coding over short matches, for filtered rows.
    case filtered
    /// Z_RLE: matches at distance 1 only (see above).
    case rle
    /// Z_HUFFMAN_ONLY: no matching at all, only Huffman coding of bytes.
    case huffmanOnly
    /// Z_FIXED: zlib's fixed Huffman codes, no dynamic code tables.
    case fixed
}

/// How the IDAT stream is compressed; each case carries only the settings
/// that apply to it.
public enum PNGCompression: Sendable, Hashable {
    /// RepChart's run deflate, the default. It matches only the pixel to the
    /// left and the same bytes one row up, codes each band of rows as one
    /// dynamic Huffman block and leaves rows unfiltered, so there is no level
    /// or filter to choose. On chart images it is several times faster than
    /// zlib at about the same size (docs/PERFORMANCE.md).
    case runs
    /// zlib at `level` (0 stores, 9 is smallest) after `filter`, with `strategy`.
    case zlib(level: Int = 2, filter: PNGFilter = .none, strategy: PNGZlibStrategy = .default)
}

/// How an image is written as PNG.
///
/// The image data takes one of two paths (CPNGDeflate, cpngdeflate.h):
/// - `.runs` (the default): RepChart's run deflate, in bands on several
///   threads for large images.
/// - `.zlib(…)`: zlib after the row filter, serially through libpng for small
///   images, in bands for 256 K pixels and more.
/// `scale` and `software` apply on both paths (libpng writes the chunks).
public struct PNGEncodeOptions: Hashable, Sendable {
    /// How the image data is compressed; `.runs` unless set.
    public var compression: PNGCompression
    /// Writes pHYs as 72 dpi × scale (a 2× image claims 144 dpi); nil: no pHYs.
    public var scale: Float?
    /// The tEXt "Software" value; nil writes no tEXt chunk. Characters outside
    /// Latin-1 become "?" (tEXt is Latin-1 by definition).
    public var software: String?
    /// Bands of rows deflated in parallel: 0 picks one per CPU for images of
    /// 256 K pixels or more (smaller ones are not worth the threads), 1 keeps
    /// libpng's serial path. Internal: tests force band layouts with it.
    var bandCount = 0
    /// The most threads that compress a large image, the caller's included:
    /// 0 (the default) uses one per CPU, 1 keeps all encoding on the caller's
    /// thread. Only the time changes: the bytes are the same for any value.
    public var threads: Int

    /// Options from a compression (RepChart's run deflate by default), a pHYs scale,
    /// the Software text (nil leaves either chunk out) and a thread limit (0: none).
    public init(compression: PNGCompression = .runs, scale: Float? = nil, software: String? = "RepChart",
                threads: Int = 0) {
        self.compression = compression
        self.scale = scale
        self.software = software
        self.threads = threads
    }

    /// The run deflate, a Software tag and no pHYs: what charts are written with.
    public static let `default` = PNGEncodeOptions()
}
