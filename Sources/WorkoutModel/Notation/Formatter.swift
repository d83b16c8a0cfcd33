extension SetNotation {
    /// Writes entries back as notation, e.g. "w 2x5@60kg 3x5@100kg rpe 8 # felt good":
    /// for showing what was logged. Runs of equal sets become `NxR`, loads always
    /// carry their unit, and a note is written once when every entry has the same one.
    /// `parse(format(entries))` gives `entries` back for anything `parse` produced.
    package static func format(_ entries: [SetEntry]) -> String {
        var groups: [String] = []
        var start = 0
        while start < entries.count {
            var end = start + 1
            // A run longer than the parser's set limit is written as several groups.
            while end < entries.count, end - start < Vocabulary.maxSets, sameSet(entries[end], entries[start]) {
                end += 1
            }
            groups.append(group(entries[start], count: end - start))
            start = end
        }
        var text = groups.joined(separator: " ")
        if let note = entries.first?.note, entries.allSatisfy({ $0.note == note }) {
            text += " # " + note
        }
        return text
    }

    private static func sameSet(_ a: SetEntry, _ b: SetEntry) -> Bool {
        var a = a, b = b
        a.note = nil
        b.note = nil
        return a == b
    }

    private static func group(_ entry: SetEntry, count: Int) -> String {
        var text = ""
        switch entry.type {
        case .normal: break
        case .warmup: text += "w "
        case .drop: text += "d "
        case .failure: text += "f "
        case .amrap: text += "amrap "
        }
        if count > 1 { text += "\(count)x" }
        // The work: reps, else distance, else time; a second of these follows "in".
        if let reps = entry.reps {
            text += "\(reps)"
        } else if let distance = entry.distance {
            text += metres(distance)
        } else if let duration = entry.duration {
            text += seconds(duration)
        }
        if let weight = entry.weight {
            let sign = entry.isBodyweight ? (weight.value < 0 ? "bw-" : "bw+") : ""
            text += "@\(sign)\(number(abs(weight.value)))\(weight.unit.rawValue)"
        } else if entry.isBodyweight {
            text += "@bw"
        }
        if let duration = entry.duration, entry.reps != nil || entry.distance != nil {
            text += " in " + seconds(duration)
        }
        if let rpe = entry.rpe { text += " rpe \(number(rpe))" }
        if let rir = entry.rir { text += " rir \(number(rir))" }
        return text
    }

    /// `5km`, `1.5km`, `400m`.
    private static func metres(_ value: Double) -> String {
        value >= 1000 && value.truncatingRemainder(dividingBy: 100) == 0
            ? number(value / 1000) + "km" : number(value) + "m"
    }

    /// `45s`, `2min`, `1m30s`, `1h5m`. Minutes alone are `min`: a bare `m` means metres.
    private static func seconds(_ value: Double) -> String {
        // Fractions stay in plain seconds so the text reads back exactly.
        guard value >= 60, value <= 86_400, value == value.rounded() else { return number(value) + "s" }
        let hours = Int(value / 3600)
        let minutes = Int((value - Double(hours) * 3600) / 60)
        let rest = value - Double(hours) * 3600 - Double(minutes) * 60
        var text = hours > 0 ? "\(hours)h" : ""
        if minutes > 0 { text += rest == 0 && hours == 0 ? "\(minutes)min" : "\(minutes)m" }
        if rest > 0 { text += number(rest) + "s" }
        return text
    }

    private static func number(_ value: Double) -> String { Parser.number(value) }
}
