import Foundation
import Testing
@testable import Reports

/// A chart's output path is looked at once: the check and the write read the same look.
@Suite struct OutputTargetTests {
    let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3]

    func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("repchart-target-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    func mode(_ path: String) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) ?? -1
    }

    @Test func theWriteKeepsTheModeTheLookSawWithoutLookingAgain() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/chart.png"
        try Data(png).write(to: URL(fileURLWithPath: path))
        #expect(chmod(path, 0o600) == 0)
        let target = OutputTarget(path)
        #expect(target.status?.kind == .regular && target.status?.permissions == 0o600)
        #expect(chmod(path, 0o644) == 0)   // changed after the look: the write does not see it
        try OutputFile.write(png + [9], to: target, format: .png)
        #expect(try mode(path) == 0o600)
        #expect(try Array(Data(contentsOf: URL(fileURLWithPath: path))) == png + [9])
    }

    @Test func aLookAtAFolderRefusesBothCheckedAndForced() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let target = OutputTarget(dir)
        let checked = #expect(throws: ReportsError.self) { try OutputFile.checkReplaceable(target, format: .png) }
        #expect(checked?.kind == .output(.folder(path: dir)))
        let forced = #expect(throws: ReportsError.self) { try OutputFile.write(png, to: target, format: .png) }
        guard case .file(let underlying)? = forced?.kind else {
            Issue.record("a folder was not refused by the file layer: \(String(describing: forced))")
            return
        }
        #expect(underlying.reason == .isDirectory)
    }

    @Test func standardOutputIsNeverLookedAt() {
        #expect(OutputTarget("-").status == nil)
    }
}
