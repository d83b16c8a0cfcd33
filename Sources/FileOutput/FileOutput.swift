// FileOutput: how RepChart writes files, for every module that writes one
// (PNG and SVG charts, exports, the store's new files). No dependencies, so
// the lowest writer can import it without an arrow pointing up.
//
// The front door:
// - `AtomicFile.write(_:toFile:permissions:durability:)`: whole bytes,
//   replacing a file so readers see the old one or the new one, never half.
// - `AtomicFileWriter`: the same for output written in pieces (an export of
//   a million sets), and a stream for a pipe or a character device.
// - `FileKind(atPath:)`: what is at a path (missing, regular, folder, stream, other);
//   `PathStatus` the same look with its permissions, handed to a writer so
//   the path is looked at once.
// - `Folder.make`: a folder and the missing ones above it (the one folder maker).
// - `FileIdentity(atPath:)`: which file a path names (device and inode), links followed.
// - `FileWriteError`: a failed write as one line naming the path and why.
