import Foundation
import RepChartTestSupport
import Testing
@testable import WorkoutImport
@testable import WorkoutModel
@testable import WorkoutStorage
import Workouts
#if canImport(Glibc)
import Glibc
import StoreTestSupport
#endif

/// Issue 33 (round 4): an import's input that is not what it was, or more
/// than a stream may hold, is refused and nothing is written.
@Suite struct ImportChangesTests {
    private static func rows(_ count: Int) -> String {
        var text = "date,exercise,reps,weight (kg)\n"
        for index in 0..<count {
            text += "2024-01-" + String(format: "%02d", index % 28 + 1) + " 10:00,Squat,\(index % 10 + 1),100\n"
        }
        return text
    }

    @Test func testAFileTruncatedWhileItIsImportedIsRefused() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        let path = try writeImportFile(folder, "big.csv", ImportChangesTests.rows(30_000))
        var options = ImportOptions(timeZone: importUTC)
        let truncated = Flag()
        options.progress = { _ in
            // Mid-import, as another program cutting the file in place would.
            if !truncated.value { truncated.value = truncate(path, 200_000) == 0 }
        }
        let message = importFailure { try Importer.run(file: path, into: store, options: options) } ?? ""
        #expect(truncated.value)
        #expect(message.contains("big.csv: the file changed while it was read"), "\(message)")
        #expect(try store.setCount() == 0)
    }

    @Test func testAFileTouchedWhileItIsImportedIsRefused() throws {
        let (store, folder) = try makeStore()
        defer { folder.remove() }
        let path = try writeImportFile(folder, "big.csv", ImportChangesTests.rows(30_000))
        var options = ImportOptions(timeZone: importUTC)
        let touched = Flag()
        options.progress = { _ in
            if !touched.value {
                var times = [timespec(tv_sec: 1_000_000, tv_nsec: 0), timespec(tv_sec: 1_000_000, tv_nsec: 0)]
                touched.value = utimensat(AT_FDCWD, path, &times, 0) == 0
            }
        }
        let message = importFailure { try Importer.run(file: path, into: store, options: options) } ?? ""
        #expect(touched.value)
        #expect(message.contains("the file changed while it was read"), "\(message)")
        #expect(try store.setCount() == 0)
    }

    @Test func testAStreamBeyondTheSpoolLimitIsRefusedWhileItArrives() throws {
        signal(SIGPIPE, SIG_IGN)
        let folder = try TestFolder()
        defer { folder.remove() }
        let fifo = folder.file("pipe.csv")
        #expect(mkfifo(fifo, 0o600) == 0)
        let text = Array(ImportChangesTests.rows(100_000).utf8)   // about 3 MB
        let writer = Thread {
            let descriptor = open(fifo, O_WRONLY)
            guard descriptor >= 0 else { return }
            var done = 0
            while done < text.count {
                let wrote = text[done...].withUnsafeBytes { write(descriptor, $0.baseAddress, min($0.count, 65536)) }
                if wrote <= 0 { break }
                done += wrote
            }
            close(descriptor)
        }
        writer.start()
        var message = ""
        do {
            let input = try ImportInput(fifo, spoolLimit: 1 << 20)
            input.remove()
        } catch {
            message = error.description
        }
        #expect(message == "\(fifo): the stream holds more than 1 MiB, the most an import keeps of a stream; "
                + "save it to a file and import the file (nothing imported)")
    }
}

/// A flag a `@Sendable` progress closure sets.
private final class Flag: @unchecked Sendable {
    var value = false
}
