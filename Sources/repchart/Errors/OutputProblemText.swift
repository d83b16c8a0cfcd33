import Reports

extension OutputProblem {
    /// The refusal of a place to write, naming `-o`, `--format`, `--force`
    /// and the config command where they would help.
    var commandLineText: String {
        switch self {
        case .pngToTerminal(let path):
            path == "-" ? "-o - would write a PNG image to the terminal; redirect it (> week.png) or use -o FILE"
                : "-o \(path) would write a PNG image to the terminal; redirect it or use -o FILE"
        case .existsNotKind(let path, let kind): "\(path) already exists and is not \(kind); pass --force to replace it"
        case .configuredFolderMissing(let folder):
            "the config file's outputFolder \(folder) does not exist; create it, or change it "
                + "with `repchart config set outputFolder DIR`"
        case .configuredFolderNotFolder(let folder):
            "the config file's outputFolder \(folder) is not a folder; change it with `repchart config set outputFolder DIR`"
        case .formatClash(let path, let named, let asked):
            "-o \(path) ends in .\(named.rawValue) but --format is \(asked.rawValue); make them agree"
        case .unsupportedExtension(let ext): "cannot write .\(ext) files; use a .png or .svg name, or --format png|svg"
        case .isTheLog(let path, let log):
            "-o \(path) is the log the output is drawn from (\(log)); write it to another file (--force does not replace a log)"
        case .folder, .notWritable, .cannotOpen, .cannotWrite, .notAFolder, .cannotCreateFolder: description
        }
    }
}
