import WorkoutModel

/// Writes a synthetic RepChart export of any size, for the import benchmark
/// (`Scripts/bench`) and the tests that need a big file: `sets` sets over
/// three exercises, twelve a day from 2000-01-01 (more a day for big files,
/// so the last day stays in the past: imports refuse future days), one set
/// a line, streamed to disk so generating a million sets needs no more
/// memory than ten.
package enum SampleExport {
    /// Writes an export of `sets` generated sets to `path`.
    package static func write(sets: Int, toFile path: String) throws(ExportError) {
        let exercises = [("9A000000-0000-4000-8000-000000000001", "Generated Squat"),
                         ("9A000000-0000-4000-8000-000000000002", "Generated Bench"),
                         ("9A000000-0000-4000-8000-000000000003", "Generated Row")]
        var text = "{\n  \"format\": \"repchart\",\n  \"version\": 1,\n"
            + "  \"settings\": {\"default_unit\": \"kg\", \"week_start\": \"monday\"},\n  \"exercises\": [\n"
        text += exercises.map { id, name in
            "    {\"id\": \"\(id)\", \"name\": \"\(name)\", \"aliases\": [], \"color\": \"#0072B2\", \"kind\": \"weight_reps\"}"
        }.joined(separator: ",\n")
        text += "\n  ],\n  \"sets\": ["
        let start = 10_957  // 2000-01-01
        // At most 9,000 days (into 2024), however many sets.
        let perDay = max(12, (max(0, sets) + 8_999) / 9_000)
        try ExportOutput.write(toFile: path) { append throws(ExportError) in
            for index in 0..<max(0, sets) {
                let day = Day(daysSinceEpoch: start + index / perDay)
                let second = index % perDay * 240 / (perDay / 12)   // 4 minutes apart at 12 a day
                let time = "\(zeroPadded(second / 60, 2)):\(zeroPadded(second % 60, 2))"
                let createdMinute = zeroPadded(second / 60, 2)
                text += index == 0 ? "\n    " : ",\n    "
                text += "{\"id\": \"9B000000-0000-4000-8000-\(zeroPadded(index, 12))\", "
                text += "\"exercise\": \"\(exercises[index % 3].0)\", \"day\": \"\(day)\", "
                text += "\"performed_at\": \"\(day)T18:\(time)+01:00\", \"position\": \(index % perDay + 1), "
                text += "\"reps\": \(index % 10 + 1), \"weight\": \(40 + index % 80).5, \"unit\": \"kg\", "
                text += "\"rpe\": \(6 + index % 5), \"type\": \"normal\", \"source\": \"log\", "
                text += "\"created_at\": \"\(day)T17:\(createdMinute):00Z\"}"
                if text.utf8.count > 1 << 20 {
                    try append(Array(text.utf8))
                    text = ""
                }
            }
            text += "\n  ]\n}\n"
            try append(Array(text.utf8))
        }
    }
}
