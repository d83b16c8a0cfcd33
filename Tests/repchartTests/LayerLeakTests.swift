import Foundation
import RepChartTestSupport
import Testing

/// What only one layer may do, checked over the sources: the terminal is the
/// executable's, so is printing, and files are written through FileOutput.
@Suite struct LayerLeakTests {
    /// The modules below the executable.
    static let belowTheExecutable = ["FileOutput", "PNGCodec", "Raster", "Typeset", "Charts", "WorkoutModel",
                                     "WorkoutStorage", "WorkoutImport", "Workouts", "TrainingDemo", "Reports"]

    /// Every line of code (comments left out) of `modules` that matches `pattern`, as "File.swift:line".
    func lines(matching pattern: String, in modules: [String]) throws -> [String] {
        let regex = try NSRegularExpression(pattern: pattern)
        var found: [String] = []
        for module in modules {
            let folder = Repository.path("Sources/" + module)
            guard let files = FileManager.default.enumerator(atPath: folder) else { continue }
            for case let file as String in files where file.hasSuffix(".swift") {
                let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    let code = String(line.trimmingCharacters(in: .whitespaces))
                    guard !code.hasPrefix("//") else { continue }
                    if regex.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)) != nil {
                        found.append("\(module)/\(file):\(number + 1)")
                    }
                }
            }
        }
        return found
    }

    @Test func terminalTextLivesInTheExecutable() throws {
        #expect(try lines(matching: #"\bTerminal(Text|Width)\b"#, in: Self.belowTheExecutable) == [])
    }

    @Test func onlyTheExecutablePrints() throws {
        #expect(try lines(matching: #"(?<![A-Za-z_.])print\(|standardError|standardOutput|fputs\("#,
                          in: Self.belowTheExecutable) == [])
    }

    @Test func filesAreWrittenThroughFileOutput() throws {
        let writers = Self.belowTheExecutable.filter { $0 != "FileOutput" } + ["repchart"]
        #expect(try lines(matching: #"\.write\(to:|options: \.atomic|createFile\(atPath"#, in: writers) == [])
    }
}
