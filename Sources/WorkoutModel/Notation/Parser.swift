/// Recursive-descent parser over `Lexer` tokens. Grammar: docs/notation.md.
///
///     notation = { group } [ "#" note ]
///     group    = [ settype ] work [ "@" loads ] { "rpe" list | "rir" list | "in" time }
///     work     = count "x" amount | amount { "," amount }
struct Parser {
    let input: String
    /// `input` as characters: token ranges index into this.
    let characters: [Character]
    let tokens: [Token]
    let defaultUnit: WeightUnit
    var index = 0
    /// Whether the last group's work was one bare amount (`Work.isBare`).
    var lastWorkWasBare = false
    /// The first time alone beside a distance alone, see `TimeBesideDistance`.
    private(set) var timeBesideDistance: TimeBesideDistance?
    /// The group before, when it was one bare time or distance alone.
    private var lastLone: (entry: SetEntry, range: Range<Int>)?

    init(input: String, tokens: [Token], defaultUnit: WeightUnit) {
        self.input = input
        self.characters = Array(input)
        self.tokens = tokens
        self.defaultUnit = defaultUnit
    }

    mutating func parse() throws(NotationError) -> [SetEntry] {
        var entries: [SetEntry] = []
        var note: String?
        while let token = peek {
            if case .note(let text) = token.kind {
                let trimmed = Parser.trimmedNote(text)
                if trimmed.count > Vocabulary.maxNoteLength {
                    throw error("a note can have at most \(Vocabulary.maxNoteLength) characters, not \(trimmed.count)", at: token.range)
                }
                note = trimmed.isEmpty ? nil : trimmed
                index += 1
                break
            }
            let start = index
            let group = try parseGroup()
            noteLone(group, range: tokens[start].range.lowerBound..<tokens[index - 1].range.upperBound)
            entries += group
        }
        if entries.isEmpty {
            throw error("nothing to log: write sets like 3x5@100, 3x10 or 3x60s", at: tokens.first?.range ?? endRange)
        }
        if let note {
            for i in entries.indices { entries[i].note = note }
        }
        return entries
    }

    /// The note without surrounding whitespace, trimmed by scalar: a space
    /// before a combining mark forms one Character with it, so trimming by
    /// Character would keep that space when `format` writes "# " + note.
    static func trimmedNote(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[first...last])
    }

    /// Keeps the first bare time alone written beside a bare distance alone.
    private mutating func noteLone(_ group: [SetEntry], range: Range<Int>) {
        var lone: (entry: SetEntry, range: Range<Int>)?
        if lastWorkWasBare, group.count == 1, TimeBesideDistance.isLone(group[0]) { lone = (group[0], range) }
        if timeBesideDistance == nil, let lone, let last = lastLone,
           let pair = TimeBesideDistance(last.entry, text(last.range), lone.entry, text(lone.range)) {
            timeBesideDistance = pair
        }
        lastLone = lone
    }

    // MARK: Groups

    private mutating func parseGroup() throws(NotationError) -> [SetEntry] {
        var type = SetType.normal
        if let marker = peek, case .word(let word) = marker.kind, let marked = Vocabulary.setType(word) {
            index += 1
            type = marked
            if let next = peek, case .word(let other) = next.kind, Vocabulary.setType(other) != nil {
                throw error("two set types for the same sets: use one of w, d, f or amrap", at: next.range)
            }
            if peek == nil || isNote(peek) {
                throw error("'\(marker.text)' marks the sets that follow it: write \(marker.text) 2x5@60", at: marker.range)
            }
        }
        guard let first = peek, case .number = first.kind else {
            throw groupStartError(peek)
        }

        let work = try parseWork()
        lastWorkWasBare = work.isBare
        var loads: [Load] = []
        if peek?.kind == .at {
            loads = try parseLoads(setCount: work.count)
        }

        var rpe: [Double]?
        var rir: [Double]?
        var time: Double?
        while let token = peek, case .word(let word) = token.kind {
            if word == "rpe" || word == "rir" {
                if rpe != nil || rir != nil {
                    let twice = (word == "rpe" && rpe != nil) || (word == "rir" && rir != nil)
                    throw error(twice ? "\(word) given twice for the same sets: give it once, as in rpe 7,8,9"
                                      : "give rpe or rir for a set, not both", at: token.range)
                }
                index += 1
                let values = try parseEffort(after: token, isRPE: word == "rpe", setCount: work.count)
                if word == "rpe" { rpe = values } else { rir = values }
            } else if word == "in" {
                if time != nil {
                    throw error("in given twice for the same sets: give one time, as in 5km in 25min", at: token.range)
                }
                index += 1
                time = try parseTime(after: token, work: work)
            } else {
                break
            }
        }
        if let extra = peek, extra.kind == .at {
            throw error("one @ per set, for the load: for effort write rpe 8, as in 3x5@100 rpe 8", at: extra.range)
        }

        return (0..<work.count).map { i in
            var entry = SetEntry(type: type)
            switch work.amounts.count == 1 ? work.amounts[0] : work.amounts[i] {
            case .reps(let reps): entry.reps = reps
            case .duration(let seconds): entry.duration = seconds
            case .distance(let metres): entry.distance = metres
            }
            if let time { entry.duration = time }
            if !loads.isEmpty {
                let load = loads.count == 1 ? loads[0] : loads[i]
                entry.weight = load.weight
                entry.isBodyweight = load.isBodyweight
            }
            if let rpe { entry.rpe = rpe.count == 1 ? rpe[0] : rpe[i] }
            if let rir { entry.rir = rir.count == 1 ? rir[0] : rir[i] }
            return entry
        }
    }

    /// Why a group cannot start at `token`, with the spelling that was probably meant.
    func groupStartError(_ token: Token?) -> NotationError {
        guard let token else { return error("expected sets here, like 3x5@100", at: endRange) }
        switch token.kind {
        case .at:
            return error("a load needs reps before it: write 5@100 or 3x5@100", at: token.range)
        case .times:
            return error("x needs a set count before it: write 3x10", at: token.range)
        case .plus:
            return error("unexpected '+': for as many reps as possible write amrap 8@60", at: token.range)
        case .minus:
            return error("unexpected '-': numbers here can't be negative; assisted bodyweight is @bw-25kg", at: token.range)
        case .comma:
            return error("unexpected ',': a list needs a number before each comma, as in 12,10,8@60", at: token.range)
        case .colon:
            return error("unexpected ':': write a time as 1:30, with no spaces", at: token.range)
        case .word(let word) where word == "rpe" || word == "rir":
            return error("\(word) comes after the sets it rates: write 3x5@100 \(word) \(word == "rpe" ? "8" : "2")", at: token.range)
        case .word("in"):
            return error("'in' comes after the sets it times: write 5km in 25min", at: token.range)
        case .word(let word) where Vocabulary.bodyweight.contains(word):
            return error("bw is a load and goes after @: write 3x12@bw", at: token.range)
        case .word(let word) where Vocabulary.notANumber.contains(word):
            return error("'\(token.text)' is not a number: write sets like 3x5@100", at: token.range)
        case .word(let word) where Vocabulary.unit(word) != nil:
            return error("unit '\(token.text)' needs a number right before it: write 5@100kg, 60s or 400m", at: token.range)
        case .word:
            return error("unknown word '\(token.text)': expected sets like 3x5@100, a set type (w, d, f, amrap), rpe, rir or # note", at: token.range)
        case .number, .note:
            return error("expected sets here, like 3x5@100", at: token.range)
        }
    }

    // MARK: Helpers

    var peek: Token? { index < tokens.count ? tokens[index] : nil }

    func isNote(_ token: Token?) -> Bool {
        if let token, case .note = token.kind { return true }
        return false
    }

    /// The input as written over `range`, for messages.
    func text(_ range: Range<Int>) -> String { String(characters[range]) }

    /// Just past the last character, where a missing token would go.
    var endRange: Range<Int> { characters.count..<characters.count + 1 }

    func error(_ message: String, at range: Range<Int>) -> NotationError {
        NotationError(message: message, input: input, range: range)
    }
}
