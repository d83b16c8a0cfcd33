import Foundation
import RepChartTestSupport
import Testing

/// Logs, files and Hevy pages the CLI's robustness tests (issue 33, round 4)
/// build in a test's folder; each suite that needs them conforms.
protocol CLILogFixtures {}

extension CLILogFixtures {
    func logWithSets(_ count: Int = 3) throws -> CLI {
        let cli = try CLI()
        var text = "date,exercise,reps,weight,unit\n"
        for index in 0..<count { text += "2026-0\(1 + index % 9)-1\(index % 10),Squat,\(1 + index % 20),100,kg\n" }
        let csv = cli.folder.appendingPathComponent("seed.csv").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: csv))
        let result = try cli.run(["import", csv])
        #expect(result.status == 0, "\(result.stderr)")
        return cli
    }

    func file(_ cli: CLI, _ name: String, _ bytes: [UInt8]) throws -> String {
        let path = cli.folder.appendingPathComponent(name).path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

    /// The log's sets, none when a refused import left no log.
    func storedSets(_ cli: CLI) throws -> [[String: Any]] {
        FileManager.default.fileExists(atPath: cli.database) ? try cli.sets() : []
    }

    func hevyPage(_ page: Int, of count: Int, _ workouts: [String]) -> String {
        "{\"page\": \(page), \"page_count\": \(count), \"workouts\": [" + workouts.joined(separator: ", ") + "]}"
    }

    func hevyWorkout(id: String, start: String, kg: Int, reps: Int = 8) -> String {
        """
        {"id": "\(id)", "title": "Pull", "start_time": "\(start)", "exercises": [{"title": "Barbell Row", \
        "sets": [{"type": "normal", "weight_kg": \(kg), "reps": \(reps)}]}]}
        """
    }

    /// A folder "pages" holding page 1 of 2 of a Hevy export: workout w1 at 70 kg.
    func pagesFolder(_ cli: CLI) throws -> URL {
        let folder = cli.folder.appendingPathComponent("pages")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(hevyPage(1, of: 2, [hevyWorkout(id: "w1", start: "2026-03-10T18:00:00Z", kg: 70)]).utf8)
            .write(to: folder.appendingPathComponent("p1.json"))
        return folder
    }

    func emptyTemporaryFolder(_ cli: CLI) throws -> String {
        let folder = cli.folder.appendingPathComponent("tmp").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Writes `text` into the test's folder and returns its path.
    func file(_ cli: CLI, _ name: String, _ text: String) throws -> String {
        let path = cli.folder.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Two exercises, one set each, as another app writes them.
    static var twoExercises: String { "Date,Exercise,Reps,Weight\n2026-03-02,Bench Press (Barbell),5,80\n2026-03-02,Squat (Barbell),5,100\n" }
}
