/// The per-row filter applied before zlib compression.
public enum PNGFilter: Sendable, Hashable, CaseIterable {
    case none, sub, up, average, paeth
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
    case `default`, filtered, rle, huffmanOnly, fixed
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

    public init(compression: PNGCompression = .runs, scale: Float? = nil, software: String? = "RepChart") {
        self.compression = compression
        self.scale = scale
        self.software = software
    }

    /// The run deflate, a Software tag and no pHYs: what charts are written with.
    public static let `default` = PNGEncodeOptions()
}
