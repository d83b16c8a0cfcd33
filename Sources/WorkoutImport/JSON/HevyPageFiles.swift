import Foundation
import WorkoutModel
import WorkoutStorage

// Several files named on one command line: Hevy's API pages, fetched one
// file per page, imported together as a folder of them is.
extension Importer {
    /// Imports `files` (one: as `run(file:)`; several: Hevy API pages, as one
    /// import in one transaction, every page required once). Anything other
    /// than Hevy JSON among several files is refused, and nothing is written.
    @discardableResult
    package static func run(files: [String], into store: WorkoutStore,
                           options: ImportOptions = ImportOptions()) throws(ImportError) -> ImportSummary {
        guard files.count > 1 else { return try run(file: files.first ?? "-", into: store, options: options) }
        let reader = try pageReader(files, options: options, zone: try timeZone(options, store, files[0]))
        return try run(reader, into: store)
    }

    /// Validates several page files without a database; returns their sets (for tests).
    package static func records(files: [String], options: ImportOptions = ImportOptions()) throws(ImportError) -> [ImportRecord] {
        let reader = try pageReader(files, options: options, zone: options.timeZone ?? .current)
        var checker = RecordChecker(options: options, timeZone: reader.timeZone, tracksIDs: true)
        var records: [ImportRecord] = []
        var problems = ProblemLog()
        do throws(ImportError) {
            _ = try reader.scan(problems: &problems) { record throws(ImportError) in
                if checker.check(record) != nil { records.append(record) }
            }
        } catch {
            throw stopped(error, checker.problems.merged(with: problems), reader.path)
        }
        let all = checker.problems.merged(with: problems)
        guard all.isEmpty else { throw all.error(file: reader.path) }
        return records
    }

    /// The reader of several page files: regular files, each named once.
    private static func pageReader(_ files: [String], options: ImportOptions, zone: TimeZone) throws(ImportError) -> ImportFile {
        guard options.format == .auto || options.format == .hevy else {
            throw ImportError(file: files[0], .pagesNotHevy(format: options.format.rawValue))
        }
        var seen: [String: String] = [:]
        for file in files {
            guard file != "-", !ImportFile.isFolder(file) else {
                throw ImportError(file: file == "-" ? "stdin" : file, .hevy(.pageNotAFile))
            }
            let real = URL(fileURLWithPath: file).resolvingSymlinksInPath().path
            if let other = seen.updateValue(file, forKey: real) {
                throw ImportError(file: file, .hevy(.pageNamedTwice(other: other)))
            }
        }
        // Told before reading: a problem found while reading is filed under all the names.
        for file in files {
            try ImportFile.requireRegularPage(file, named: file)
            let input = try ByteInput(path: file)
            try input.ensure(64 * 1024)
            guard HevyJSON.recognizes(input.available) else {
                throw ImportError(file: file, .hevy(.notHevyPage(fromFolder: false)))
            }
        }
        var reader = ImportFile(path: files.joined(separator: ", "), options: options, timeZone: zone)
        reader.pages = files
        return reader
    }
}
