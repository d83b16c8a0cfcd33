import Foundation
import Testing
@testable import WorkoutImport
@testable import WorkoutModel
@testable import WorkoutStorage
import Workouts
import StoreTestSupport

/// Issue 42.17: a CSV saved in Windows-1252 (Excel's "CSV" on Windows) is
/// text in another encoding, not "a binary file": the message says so, names
/// the first byte that is not UTF-8, and how to re-save the file.
@Suite struct TextEncodingTests {
    private func failure(_ bytes: [UInt8]) throws -> String? {
        let folder = try TestFolder()
        defer { folder.remove() }
        let path = folder.file("export.csv")
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return importFailure { _ = try Importer.records(file: path, options: ImportOptions(unit: .kg, timeZone: importUTC)) }?
            .replacingOccurrences(of: path, with: "FILE")
    }

    @Test func aWindows1252FileIsCalledTextInAnotherEncoding() throws {
        // "Datum;Übung;Gewicht;Wiederholungen\n2025-03-04;Kniebeuge;100;5\n2025-03-04;Développé;60;8\n" in Windows-1252.
        var bytes = Array("Datum;".utf8) + [0xDC] + Array("bung;Gewicht;Wiederholungen\r\n2025-03-04;Kniebeuge;100;5\r\n".utf8)
        bytes += Array("2025-03-04;D".utf8) + [0xE9] + Array("velopp".utf8) + [0xE9] + Array(";60;8\r\n".utf8)
        let message = try failure(bytes)
        #expect(message == "FILE:1:7: text in another encoding than UTF-8 (byte 0xDC at offset 6 is \"Ü\" in Windows-1252); re-save it as CSV UTF-8")
    }

    /// A 46 KB file with its first Windows-1252 byte on line 2002 was named by its offset alone
    /// ("at offset 46012"), which no editor shows: the line and column come first.
    @Test func aWindows1252ByteInTheFirstBlockIsNamedByItsLine() throws {
        var text = "date,exercise,reps,weight\n"
        for _ in 0..<2000 { text += "2025-03-04,Squat,5,100\n" }
        let bytes = Array(text.utf8) + Array("2025-03-05,D".utf8) + [0xE9] + Array("velopp".utf8) + [0xE9] + Array(",8,60\n".utf8)
        let message = try failure(bytes)
        #expect(message?.hasPrefix("FILE:2002:13: text in another encoding than UTF-8 (byte 0xE9 at offset \(text.utf8.count + 12)") == true,
                "\(message ?? "read")")
    }

    @Test func aWindows1252WordPastTheFirstBlockIsNamedWhereItIs() throws {
        var text = "date,exercise,reps,weight\n"
        for _ in 0..<20000 { text += "2025-03-04,Squat,5,100\n" }
        let bytes = Array(text.utf8) + Array("2025-03-05,D".utf8) + [0xE9] + Array("velopp".utf8) + [0xE9] + Array(",8,60\n".utf8)
        let message = try failure(bytes)
        // The byte's own column (13), not its field's (12).
        #expect(message == "FILE:20002:13: text in another encoding than UTF-8 (byte 0xE9 is \"é\" in Windows-1252); re-save the file as CSV UTF-8")
    }

    @Test func bytesThatAreNoTextStayBinary() throws {
        var bytes = Array("date,exercise\n".utf8)
        bytes += [0x01, 0x02, 0xFF, 0xFE, 0x03, 0x81, 0x8D, 0x04, 0x05, 0x06, 0x07, 0x08]
        #expect(try failure(bytes) == "FILE: a binary file, not UTF-8 text")
    }
}
