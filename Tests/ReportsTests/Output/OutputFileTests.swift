import Foundation
import Testing
@testable import Reports

@Suite struct OutputFileTests {
    let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3]
    let svg = Array("<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\"></svg>\n".utf8)

    func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("repchart-out-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func replacesOnlyTheSameKind() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/chart.png"
        try OutputFile.write(png, to: path, format: .png, force: false)
        try OutputFile.write(png + [9], to: path, format: .png, force: false)   // PNG over PNG
        #expect(try Array(Data(contentsOf: URL(fileURLWithPath: path))) == png + [9])

        let notes = dir + "/notes.png"
        try Data("my precious notes".utf8).write(to: URL(fileURLWithPath: notes))
        let refused = #expect(throws: ReportsError.self) { try OutputFile.write(png, to: notes, format: .png, force: false) }
        #expect(refused?.kind == .output(.existsNotKind(path: notes, kind: "a PNG image")))
        #expect(try String(contentsOfFile: notes, encoding: .utf8) == "my precious notes")
        try OutputFile.write(png, to: notes, format: .png, force: true)
        #expect(try Array(Data(contentsOf: URL(fileURLWithPath: notes))) == png)

        // An SVG replaces an SVG, never a PNG.
        let vector = dir + "/chart.svg"
        try OutputFile.write(svg, to: vector, format: .svg, force: false)
        try OutputFile.write(svg, to: vector, format: .svg, force: false)
        #expect(throws: ReportsError.self) { try OutputFile.write(svg, to: path, format: .svg, force: false) }
        #expect(throws: ReportsError.self) { try OutputFile.write(png, to: vector, format: .png, force: false) }
    }

    @Test func foldersAndMissingParents() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let refused = #expect(throws: ReportsError.self) { try OutputFile.write(png, to: dir, format: .png, force: true) }
        // Forced, the write itself refuses the folder (the file layer's error, carried).
        guard case .file(let underlying)? = refused?.kind else {
            Issue.record("a folder was not refused by the file layer: \(String(describing: refused))")
            return
        }
        #expect(underlying.reason == .isDirectory && underlying.description.contains("it is a folder"))
        #expect(throws: ReportsError.self) { try OutputFile.write(png, to: dir + "/no/such/x.png", format: .png, force: false) }
        try OutputFile.makeFolder(dir + "/a/b/c")
        try OutputFile.write(png, to: dir + "/a/b/c/x.png", format: .png, force: false)
        #expect(FileManager.default.fileExists(atPath: dir + "/a/b/c/x.png"))
        // Nothing but the file itself is left behind (no temporaries).
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/a/b/c") == ["x.png"])
    }

    @Test func paths() {
        #expect(OutputFile.path(folder: nil, name: "a.png") == "a.png")
        #expect(OutputFile.path(folder: "out", name: "a.png") == "out/a.png")
        #expect(OutputFile.path(folder: "out/", name: "a.png") == "out/a.png")
    }
}
