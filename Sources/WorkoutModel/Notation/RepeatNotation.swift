/// `same` in set notation: last session's sets of the exercise again, with
/// changes (`same +2.5kg`, `same -5lb`, `same +1rep`, `same rpe 8 # easy`).
///
///     notation = "same" { ("+" | "-") number ("kg" | "lb" | "rep" | "reps") | "rpe" n | "rir" n } [ "#" note ]
///
/// The words are read by `SetNotation.parseLine`; `apply(to:)` makes the sets
/// once the store has found the earlier session.
package struct RepeatRequest: Hashable, Sendable {
    /// Added to the load of every working set (negative: taken off); nil: unchanged.
    package var loadChange: Weight?
    /// Added to the reps of every working set.
    package var repChange: Int
    /// Today's RPE for every working set (effort is never copied).
    package var rpe: Double?
    /// Today's RIR for every working set.
    package var rir: Double?
    /// Today's note for every set (notes are never copied).
    package var note: String?
    /// The text that was parsed, for errors found when the sets are known.
    package var input: String
    /// Where the load change was written (for a caret under it).
    var loadRange: Range<Int>?
    /// Where the rep change was written.
    var repRange: Range<Int>?

    /// A request with no changes: the same sets again.
    package init(loadChange: Weight? = nil, repChange: Int = 0, rpe: Double? = nil, rir: Double? = nil,
                note: String? = nil, input: String = "same") {
        self.loadChange = loadChange
        self.repChange = repChange
        self.rpe = rpe
        self.rir = rir
        self.note = note
        self.input = input
    }

    /// Last session's sets with the changes made: warm-ups stay warm-ups as they
    /// were, working sets (every other type) get the load and rep changes and
    /// today's effort; no effort or note is copied.
    ///
    /// - Throws: `NotationError` under the change that cannot apply (a load change
    ///   for sets without a load, a load or reps that would go below zero or past
    ///   the limits).
    package func apply(to previous: [SetEntry]) throws(NotationError) -> [SetEntry] {
        var result: [SetEntry] = []
        for var entry in previous {
            entry.rpe = nil
            entry.rir = nil
            entry.note = note
            if entry.type != .warmup {
                entry.rpe = rpe
                entry.rir = rir
                if let change = loadChange { entry = try changingLoad(entry, by: change) }
                if repChange != 0 { entry = try changingReps(entry) }
            }
            result.append(entry)
        }
        return result
    }

    private func changingLoad(_ entry: SetEntry, by change: Weight) throws(NotationError) -> SetEntry {
        var entry = entry
        let range = loadRange ?? 0..<input.count
        guard entry.weight != nil || entry.isBodyweight else {
            throw NotationError(message: "last session's working sets carry no load to change: "
                                + "write the sets, as in 3x5@60kg", input: input, range: range)
        }
        let unit = entry.weight?.unit ?? change.unit
        // A change in the set's own unit is added as written; only a
        // cross-unit one is converted, to 0.01. Loads are kept to 0.001: a
        // change needing finer digits, or too small to move the load, is
        // refused rather than rounded away.
        let delta = change.unit == unit ? change.value : (change.value(in: unit) * 100).rounded() / 100
        guard delta != 0 else {
            throw NotationError(message: "that change is less than 0.01 \(unit.rawValue), too small to change "
                                + "a load in \(unit.rawValue)", input: input, range: range)
        }
        guard abs(delta * 1000 - (delta * 1000).rounded()) < 1e-6 else {
            throw NotationError(message: "a load change has at most 3 decimals, as in +1.125\(change.unit.rawValue)",
                                input: input, range: range)
        }
        let value = ((entry.weight?.value ?? 0) + delta) * 1000
        let load = value.rounded() / 1000
        if !entry.isBodyweight && load <= 0 {
            throw NotationError(message: "that takes the load to \(Parser.number(load)) \(unit.rawValue): "
                                + "a load must stay above 0", input: input, range: range)
        }
        if abs(Weight(load, unit).value(in: .kg)) > WorkoutSet.maxLoadKilograms {
            throw NotationError(message: "that takes the load past the limit of 2000 kg", input: input, range: range)
        }
        entry.weight = entry.isBodyweight && load == 0 ? nil : Weight(load, unit)
        return entry
    }

    private func changingReps(_ entry: SetEntry) throws(NotationError) -> SetEntry {
        var entry = entry
        let range = repRange ?? 0..<input.count
        guard let reps = entry.reps else {
            throw NotationError(message: "last session's working sets have no reps to change (timed or distance sets)",
                                input: input, range: range)
        }
        let changed = reps + repChange
        guard changed >= 1, changed <= WorkoutSet.maxReps else {
            throw NotationError(message: "that makes \(changed) reps: reps must be 1 to \(WorkoutSet.maxReps)",
                                input: input, range: range)
        }
        entry.reps = changed
        return entry
    }
}

/// What a line of notation asks for: sets as written, or last session's again.
package enum NotationLine: Hashable, Sendable {
    /// Sets written out (`3x5@100kg rpe 8`).
    case sets([SetEntry])
    /// `same …`: last session's sets with changes.
    case repeatLast(RepeatRequest)
}

extension SetNotation {
    /// The word that repeats last session's sets.
    package static let repeatWord = "same"

    /// Parses a `log` line: `same …` or sets as in `parse(_:defaultUnit:)`.
    /// `defaultUnit` is the unit of a bare load change (`same +5`).
    package static func parseLine(_ text: String, defaultUnit: WeightUnit) throws(NotationError) -> NotationLine {
        let tokens = try Lexer.tokens(of: text)
        guard let first = tokens.first, first.kind == .word(repeatWord) else {
            var parser = Parser(input: text, tokens: tokens, defaultUnit: defaultUnit)
            return .sets(try parser.parse())
        }
        var reader = RepeatReader(input: text, tokens: tokens, defaultUnit: defaultUnit)
        return .repeatLast(try reader.read())
    }
}

/// Reads the words after `same`.
struct RepeatReader {
    let input: String
    let tokens: [Token]
    let defaultUnit: WeightUnit
    var index = 1

    mutating func read() throws(NotationError) -> RepeatRequest {
        var request = RepeatRequest(input: input)
        while index < tokens.count {
            let token = tokens[index]
            switch token.kind {
            case .note(let text):
                let note = Parser.trimmedNote(text)
                if note.count > Vocabulary.maxNoteLength {
                    throw error("a note can have at most \(Vocabulary.maxNoteLength) characters, not \(note.count)",
                                at: token.range)
                }
                request.note = note.isEmpty ? nil : note
                index = tokens.count
            case .plus, .minus:
                try readChange(sign: token.kind == .plus ? 1 : -1, into: &request)
            case .word(let word) where word == "rpe" || word == "rir":
                if request.rpe != nil || request.rir != nil {
                    throw error("give rpe or rir once after same, as in same rpe 8", at: token.range)
                }
                index += 1
                guard index < tokens.count, case .number(let value, _) = tokens[index].kind else {
                    throw error("\(word) needs a number after it, as in same \(word) \(word == "rpe" ? "8" : "2")",
                                at: index < tokens.count ? tokens[index].range : endRange)
                }
                let valid = word == "rpe" ? (1...10).contains(value) : (0...10).contains(value)
                guard valid, (value * 2).rounded() == value * 2 else {
                    throw error(word == "rpe" ? "RPE is 1 to 10 in half steps, as in rpe 8.5"
                                              : "RIR is 0 to 10 in half steps, as in rir 2", at: tokens[index].range)
                }
                if word == "rpe" { request.rpe = value } else { request.rir = value }
                index += 1
            case .word(let word) where word == SetNotation.repeatWord:
                throw error("same is written once, first", at: token.range)
            default:
                throw error("after same write a change (+2.5kg, -5lb, +1rep), rpe 8, rir 2 or # note; "
                            + "sets of their own go in a log line without same", at: token.range)
            }
        }
        return request
    }

    private mutating func readChange(sign: Double, into request: inout RepeatRequest) throws(NotationError) {
        let signToken = tokens[index]
        index += 1
        guard index < tokens.count, case .number(let value, let isWhole) = tokens[index].kind,
              !tokens[index].spaceBefore else {
            throw error("\(signToken.text) needs a number right after it, as in same +2.5kg or same +1rep",
                        at: index < tokens.count ? tokens[index].range : endRange)
        }
        let numberToken = tokens[index]
        index += 1
        var unitWord = ""
        var end = numberToken.range.upperBound
        if index < tokens.count, !tokens[index].spaceBefore, case .word(let word) = tokens[index].kind {
            unitWord = word
            end = tokens[index].range.upperBound
            index += 1
        }
        let range = signToken.range.lowerBound..<end
        switch unitWord {
        case "rep", "reps":
            guard isWhole, value >= 1, value <= Double(WorkoutSet.maxReps) else {
                throw error("a rep change is a whole number, as in +1rep", at: range)
            }
            guard request.repRange == nil else { throw error("give the rep change once", at: range) }
            request.repChange = Int(value) * Int(sign)
            request.repRange = range
        default:
            let unit: WeightUnit
            if unitWord.isEmpty {
                unit = defaultUnit
            } else if case .load(let named)? = Vocabulary.unit(unitWord) {
                unit = named
            } else {
                throw error("'\(unitWord)' is not a load unit or reps: write +2.5kg, -5lb or +1rep", at: range)
            }
            guard value > 0, value.isFinite, Weight(value, unit).value(in: .kg) <= WorkoutSet.maxLoadKilograms else {
                throw error("a load change is more than 0 and at most 2000 kg, as in +2.5kg", at: range)
            }
            guard request.loadRange == nil else { throw error("give the load change once", at: range) }
            request.loadChange = Weight(value * sign, unit)
            request.loadRange = range
        }
    }

    private var endRange: Range<Int> { input.count..<input.count + 1 }

    private func error(_ message: String, at range: Range<Int>) -> NotationError {
        NotationError(message: message, input: input, range: range)
    }
}
