/// Exercise names reduced to what identifies them: lower case, punctuation
/// and word order ignored, plurals made singular, common spellings and
/// abbreviations written out ("DB" → dumbbell, "pullups" → pull up, "RDL" →
/// romanian deadlift). Two names with the same key are the same exercise.
enum ExerciseNameKey {
    /// The key of `name`: its normalised words, sorted and joined by spaces.
    static func key(_ name: String) -> String {
        words(name).sorted().joined(separator: " ")
    }

    /// Words that name no exercise of their own ("Flat Bench Press" is the bench press).
    static let filler: Set<String> = ["flat", "the", "a", "with", "on", "and"]

    /// Words (after spelling and joining) that name equipment, not the movement.
    static let equipment: Set<String> = [
        "barbell", "dumbbell", "cable", "machine", "ezbar", "kettlebell", "smithmachine", "smith", "band",
        "bodyweight", "plate", "weighted", "trapbar", "hammerstrength", "conventional",
    ]

    /// One word written out as one or more.
    static let spellings: [String: [String]] = [
        "pullup": ["pull", "up"], "pushup": ["push", "up"], "chinup": ["chin", "up"], "situp": ["sit", "up"],
        "stepup": ["step", "up"], "db": ["dumbbell"], "dbs": ["dumbbell"], "bb": ["barbell"], "kb": ["kettlebell"],
        "bw": ["bodyweight"], "ohp": ["overhead", "press"], "rdl": ["romanian", "deadlift"],
        "sldl": ["stiff", "leg", "deadlift"], "military": ["overhead"], "flye": ["fly"], "flie": ["fly"],
        "skullcrusher": ["skullcrusher"], "tricep": ["triceps"], "bicep": ["biceps"], "ezbar": ["ez", "bar"],
        "facepull": ["face", "pull"], "pecdeck": ["pec", "deck"], "hipthrust": ["hip", "thrust"],
        "trapbar": ["trap", "bar"], "hex": ["trap"], "smith": ["smith"], "lying": ["lying"], "curl": ["curl"],
        "dumbell": ["dumbbell"], "dumbells": ["dumbbell"], "bodyweight": ["bodyweight"],
    ]

    /// Two words that are one ("pull down" → pulldown, "dead lift" → deadlift).
    static let joined: [String: String] = [
        "pull down": "pulldown", "push down": "pushdown", "dead lift": "deadlift", "skull crusher": "skullcrusher",
        "kick back": "kickback", "pull over": "pullover", "hyper extension": "hyperextension",
        "bent over": "bentover", "good morning": "goodmorning", "ez bar": "ezbar", "trap bar": "trapbar",
        "smith machine": "smithmachine", "hex bar": "trapbar", "rope pushdown": "rope pushdown",
    ]

    static func words(_ name: String) -> [String] {
        var cleaned = ""
        for ch in name.lowercased() {
            if ch == "'" || ch == "’" { continue }
            cleaned.append(ch.isLetter || ch.isNumber ? ch : " ")
        }
        var words: [String] = []
        for raw in cleaned.split(separator: " ") {
            let word = singular(String(raw))
            words += spellings[word] ?? spellings[String(raw)] ?? [word]
        }
        var result: [String] = []
        var i = 0
        while i < words.count {
            if i + 1 < words.count, let one = joined["\(words[i]) \(words[i + 1])"], !one.contains(" ") {
                result.append(one)
                i += 2
                continue
            }
            if !filler.contains(words[i]) { result.append(words[i]) }
            i += 1
        }
        // "bentover" and "trapbar" read the same as their parts everywhere else.
        return result.map { $0 == "bentover" ? "bent" : $0 }.filter { !$0.isEmpty }
    }

    /// "presses" → press, "crunches" → crunch, "raises" → raise, "flies" → fly, "triceps" → tricep.
    static func singular(_ word: String) -> String {
        guard word.count >= 3 else { return word }
        if word.hasSuffix("sses") || word.hasSuffix("ches") || word.hasSuffix("shes") || word.hasSuffix("xes") {
            return String(word.dropLast(2))
        }
        if word.hasSuffix("ies") { return String(word.dropLast(3)) + "y" }
        if word.hasSuffix("s") && !word.hasSuffix("ss") && !word.hasSuffix("us") { return String(word.dropLast()) }
        return word
    }
}
