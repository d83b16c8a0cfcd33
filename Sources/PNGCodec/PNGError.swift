/// A PNG that could not be encoded, decoded, read or written.
///
/// `description` is one line saying what failed and where, ready to print.
public struct PNGError: Error, CustomStringConvertible, Sendable, Equatable {
    /// What kind of failure, for callers that react to some of them.
    public enum Kind: Sendable, Hashable {
        /// Zero, negative or over-the-limit width or height.
        case invalidSize
        /// Pixel buffer or options that do not fit the request.
        case invalidArgument
        /// Bytes that are not a complete, valid PNG.
        case malformedData
        /// A PNG file that could not be read.
        case unreadableFile
        /// The output file could not be written (see `fileError`).
        case fileWrite
        /// libpng failed while encoding (usually out of memory).
        case encodingFailed
    }

    /// What kind of failure this is.
    public let kind: Kind
    /// The one-line description: what failed and where.
    public let message: String
    /// The underlying write failure when `kind` is `.fileWrite`.
    public let fileError: FileWriteError?

    public var description: String { message }

    init(_ kind: Kind, _ message: String, fileError: FileWriteError? = nil) {
        self.kind = kind
        self.message = message
        self.fileError = fileError
    }

    /// Wraps a failed `AtomicFile` write of PNG bytes (kind `.fileWrite`).
    public init(_ fileError: FileWriteError) {
        self.init(.fileWrite, fileError.description, fileError: fileError)
    }
}
