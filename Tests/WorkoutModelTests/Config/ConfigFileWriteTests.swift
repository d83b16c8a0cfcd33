import Foundation
import Testing
@testable import WorkoutModel
import StoreTestSupport

/// The config file is written as every other file (FileOutput's AtomicFile):
/// whole or not at all, and the file it replaces keeps its mode and, when it
/// is a symbolic link, stays one.
@Suite struct ConfigFileWriteTests {
    func config() -> RepChartConfig {
        var config = RepChartConfig()
        config.theme = .dark
        return config
    }

    @Test func savingKeepsTheFilesMode() throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        let path = folder.file("config.json")
        try Data("{}\n".utf8).write(to: URL(fileURLWithPath: path))
        #expect(chmod(path, 0o600) == 0)
        try config().save(path: path)
        let mode = (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) ?? -1
        #expect(mode == 0o600)
        #expect(try RepChartConfig.load(path: path) == config())
    }

    @Test func savingASymbolicLinkReplacesItsDestination() throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        let target = folder.file("dotfiles-config.json"), link = folder.file("config.json")
        try Data("{}\n".utf8).write(to: URL(fileURLWithPath: target))
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        try config().save(path: link)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
        #expect(try RepChartConfig.load(path: target) == config())
    }

    @Test func aFailedSaveNamesTheFileOnceWithTheReason() throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        let path = folder.file("config.json")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        let error = #expect(throws: ConfigError.self) { try config().save(path: path) }
        #expect(error?.description == "\(path): cannot write: it is a folder")
    }

    @Test func aFailedSaveCarriesTheDestinationAndTheWriteError() throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        let path = folder.file("config.json")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        let error = try #require(throws: ConfigError.self) { try config().save(path: path) }
        guard case .cannotWrite(.writeFailed(let destination, let writeError)) = error.kind else {
            Issue.record("not a write failure: \(error.kind)")
            return
        }
        #expect(destination == path && writeError.reason == .isDirectory)
    }

    @Test func aSaveUnderAFileCarriesTheFileInTheWay() throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        let file = folder.file("notes")
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        let error = try #require(throws: ConfigError.self) { try config().save(path: file + "/repchart/config.json") }
        #expect(error.kind == .cannotWrite(.notAFolder(folder: file)))
    }

    /// The folders are made by FileOutput's one folder maker, which names the
    /// file in the way (Foundation said "NSCocoaErrorDomain error 512").
    @Test func aSaveUnderAFileNamesTheFileThatIsNotAFolder() throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        let file = folder.file("notes")
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        let path = file + "/repchart/config.json"
        let error = #expect(throws: ConfigError.self) { try config().save(path: path) }
        #expect(error?.description == "\(path): cannot write: \(file) is not a folder")
    }

    @Test func aSaveMakesTheMissingFolders() throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        let path = folder.file("a/b/config.json")
        try config().save(path: path)
        #expect(try RepChartConfig.load(path: path) == config())
    }
}
