import FileOutput
import Foundation
import WorkoutModel
import WorkoutStorage

// Where `ImportFile` hands Hevy's JSON to `HevyJSON`: a single file whose
// content is Hevy's, or a folder of the API's pages read as one file.
extension ImportFile {
    /// Whether `path` is a folder (of Hevy API pages).
    static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Whether an import of this JSON text goes to `HevyJSON`: `--format hevy`,
    /// or the content says so (see `HevyJSON.recognizes`).
    func readsHevyJSON(_ input: ByteInput) -> Bool {
        options.format == .hevy || (options.format == .auto && HevyJSON.recognizes(input.available))
    }

    /// One Hevy JSON file.
    func scanHevy(_ input: ByteInput, problems: inout ProblemLog,
                  _ body: (ImportRecord) throws(ImportError) -> Void) throws(ImportError) -> Pass {
        try input.skipByteOrderMark()
        var numbering = OccurrenceCounter()
        var ids = HevyWorkoutIDs()
        let contents = try HevyJSON(path: path, timeZone: timeZone).scan(problems: &problems, input: input, numbering: &numbering,
                                                                         ids: &ids, body)
        if contents.workouts == 0, problems.isEmpty {
            problems.add(.hevy(.noWorkouts), at: SourceLocation(line: 1, column: 1, path: "$"))
        }
        return Pass(format: .hevy, rows: contents.rows)
    }

    /// Every `.json` file in the folder, in name order, as one import (see `scanHevyPages`).
    func scanHevyFolder(problems: inout ProblemLog,
                        _ body: (ImportRecord) throws(ImportError) -> Void) throws(ImportError) -> Pass {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: path)
                .filter { $0.lowercased().hasSuffix(".json") && !$0.hasPrefix(".") }
                .sorted { $0.compare($1, options: .numeric) == .orderedAscending }
        } catch {
            throw ImportError(file: path, .input(.cannotListFolder(reason: error.localizedDescription)))
        }
        // Only Hevy's API pages come as a folder; any other folder is refused as before.
        guard !names.isEmpty else { throw ImportError(file: path, .input(.directory)) }
        for name in names { try ImportFile.requireRegularPage(path + "/" + name, named: name) }
        return try scanHevyPages(names.map { (path + "/" + $0, $0) }, from: "the folder", problems: &problems, body)
    }

    /// Refuses a page that is not a regular file (or a link to one) before it
    /// is opened: opening a named pipe waits for a writer, for ever.
    static func requireRegularPage(_ file: String, named name: String) throws(ImportError) {
        guard FileKind(atPath: file) != .regular else { return }
        let what = FileKind.noun(atPath: file) ?? "missing"
        throw ImportError(file: file, .input(.pageNotRegularFile(name: name, what: what)))
    }

    /// Files named together on the command line (`pages`), as one import.
    func scanHevyPageFiles(problems: inout ProblemLog,
                           _ body: (ImportRecord) throws(ImportError) -> Void) throws(ImportError) -> Pass {
        try scanHevyPages(pages.map { ($0, $0) }, from: "the files named", problems: &problems, body)
    }

    /// `files` as one import: each must be Hevy's, and when they are API
    /// pages, pages 1 to `page_count` must each be there once, so a missing
    /// page is never a silent gap.
    private func scanHevyPages(_ files: [(path: String, name: String)], from place: String, problems: inout ProblemLog,
                               _ body: (ImportRecord) throws(ImportError) -> Void) throws(ImportError) -> Pass {
        var numbering = OccurrenceCounter()
        var ids = HevyWorkoutIDs()
        var rows = RowReport()
        var pages: [Int: String] = [:]
        var counts: Set<Int> = []
        for (file, name) in files {
            let input = try ByteInput(path: file)
            try input.ensure(64 * 1024)
            guard HevyJSON.recognizes(input.available) else {
                throw ImportError(file: file, .hevy(.notHevyPage(fromFolder: place == "the folder")))
            }
            try input.skipByteOrderMark()
            var reader = HevyJSON(path: file, timeZone: timeZone)
            reader.root = name + " $"
            let contents = try reader.scan(problems: &problems, input: input, numbering: &numbering, ids: &ids, body)
            for (reason, count) in contents.rows.skipped { rows.skipped[reason, default: 0] += count }
            let at = SourceLocation(line: 1, column: 1, path: reader.root + ".page")
            if let page = contents.page {
                if let other = pages.updateValue(name, forKey: page) {
                    problems.add(.hevy(.pageTwice(page, other: other)), at: at)
                }
            }
            if let count = contents.pageCount { counts.insert(count) }
        }
        let whole = SourceLocation(line: 1, column: 1, path: "$")
        if counts.count > 1 {
            problems.add(.hevy(.pageCountsDisagree(counts.sorted())), at: whole)
        } else if let count = counts.first {
            let missing = (1...max(count, 1)).filter { pages[$0] == nil }
            if !missing.isEmpty {
                problems.add(.hevy(.pagesMissing(Array(missing.prefix(10)), of: count, fromFolder: place == "the folder")), at: whole)
            }
        }
        return Pass(format: .hevy, rows: rows)
    }
}
