import FileOutput

/// A chart's output path, looked at once: the refusal check before drawing
/// and the write after both read this look, so the path is inspected once
/// per chart (one `stat`, and one read of its head when not forced).
package struct OutputTarget: Sendable, Equatable {
    /// The path ("-" is standard output).
    package let path: String
    /// What was at `path` when it was looked at; nil for standard output.
    package let status: PathStatus?

    /// Looks at `path` now (standard output is never looked at).
    package init(_ path: String) {
        self.path = path
        status = path == "-" ? nil : PathStatus(atPath: path)
    }

    /// What was there; standard output counts as a stream.
    var kind: FileKind { status?.kind ?? .stream }
}
