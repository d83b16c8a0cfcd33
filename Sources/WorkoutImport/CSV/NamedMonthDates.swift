import WorkoutModel
import WorkoutStorage

/// Dates with the month written as a word in the app's language, as Hevy
/// writes them (`5 Mai 2026, 07:34`, `Apr 12, 2026, 12:29 PM`,
/// `12 abr 2026, 1:05 p. m.`, `2026年5月5日 下午1:05`): rewritten
/// `YYYY-MM-DD HH:MM[:SS]` for the readers. Month and day-period words come
/// from `CalendarWords` (Foundation's locale data); a word that means
/// different months in different languages (`lis`) is read in the languages
/// the file's other month words point to, and left unread (so reported)
/// when they do not tell.
struct NamedMonthDates {
    let column: Int?
    /// The languages every month word of the sample belongs to; nil when the sample shows none.
    let evidence: Set<String>?
    private let words = CalendarWords.shared

    init(column: Int?, sample: [CSVRow]) {
        self.column = column
        guard let column else {
            evidence = nil
            return
        }
        var languages: Set<String>?
        for row in sample where column < row.fields.count {
            guard let parts = NamedMonthDates.parts(row.fields[column]) else { continue }
            for word in parts.words {
                guard let meanings = CalendarWords.shared.months[word] else { continue }
                let these = meanings.reduce(into: Set<String>()) { $0.formUnion($1.locales) }
                let narrowed = languages.map { $0.intersection(these) } ?? these
                if !narrowed.isEmpty { languages = narrowed }
            }
        }
        evidence = languages
    }

    /// `row` with its date rewritten when it names its month with a word this can read.
    func normalized(_ row: CSVRow) -> CSVRow {
        guard let column, column < row.fields.count, !NamedMonthDates.isNumeric(row.fields[column]),
              let text = rewritten(row.fields[column]) else { return row }
        var row = row
        row.fields[column] = text
        return row
    }

    /// Whether `text` starts as an ISO date does (`2021-01-04`), checked
    /// without copying it: most files' dates, read as they are.
    static func isNumeric(_ text: String) -> Bool {
        var bytes = text.utf8.makeIterator()
        for index in 0..<5 {
            guard let byte = bytes.next() else { return false }
            if index == 4 { return byte == UInt8(ascii: "-") }
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return false }
        }
        return false
    }

    /// `YYYY-MM-DD HH:MM[:SS]` for a date with a month word, else nil.
    func rewritten(_ raw: String) -> String? {
        guard let parts = NamedMonthDates.parts(raw) else { return nil }
        var month = parts.numberedMonth
        var isPM: Bool?
        for (offset, word) in parts.words.enumerated() {
            if let meanings = words.months[word] {
                guard month == nil, let found = resolve(meanings) else { return nil }
                month = found
            } else if let period = words.periods[word] {
                isPM = period
            } else if parts.timeWords.contains(offset) || words.monthSuffixes.contains(word) {
                return nil
            }
            // Other words in the date part (`de`, `at`, a weekday) do not change the day.
        }
        guard let month, let year = parts.numbers.first(where: { $0.count == 4 })?.value else { return nil }
        let days = parts.numbers.filter { $0.count <= 2 }
        guard parts.numbers.count == 2, days.count == 1, let day = Day(year: year, month: month, day: days[0].value) else { return nil }
        var text = day.description
        if let time = parts.time {
            var hour = time.hour
            if let isPM {
                guard (1...12).contains(hour) else { return nil }
                hour = hour % 12 + (isPM ? 12 : 0)
            }
            text += " " + zeroPadded(hour, 2) + ":" + zeroPadded(time.minute, 2)
            if let second = time.second { text += ":" + zeroPadded(second, 2) }
        } else if isPM != nil {
            return nil
        }
        return text
    }

    private func resolve(_ meanings: [CalendarWords.Meaning]) -> Int? {
        if meanings.count == 1 { return meanings[0].month }
        guard let evidence else { return nil }
        let fitting = meanings.filter { !$0.locales.isDisjoint(with: evidence) }
        return fitting.count == 1 ? fitting[0].month : nil
    }

    /// A date cell split into numbers, lower-case words (the day-period word
    /// `a. m.` as one) and a time `H:MM[:SS]`; nil when it has no letters or is ISO-like.
    struct Parts {
        var numbers: [(value: Int, count: Int)] = []
        var words: [String] = []
        /// Offsets in `words` of words after the time.
        var timeWords: Set<Int> = []
        var time: (hour: Int, minute: Int, second: Int?)?
        /// A month written as a number with a suffix word (`5月`).
        var numberedMonth: Int?
    }

    static func parts(_ raw: String) -> Parts? {
        let scalars = Array(raw.unicodeScalars)
        guard scalars.contains(where: { $0.properties.isAlphabetic }) else { return nil }
        // ISO dates (`2026-05-05T07:34:00Z`) are read as they are.
        if scalars.count >= 5, scalars[0..<4].allSatisfy({ ("0"..."9").contains($0) }), scalars[4] == "-" { return nil }
        var parts = Parts()
        var index = 0
        var pendingWord = ""
        var afterTime = false
        var lastNumber: (value: Int, count: Int)?
        func endWord() {
            guard !pendingWord.isEmpty else { return }
            let word = CalendarWords.key(pendingWord)
            pendingWord = ""
            if let number = lastNumber, CalendarWords.shared.monthSuffixes.contains(word), parts.numberedMonth == nil {
                parts.numberedMonth = number.value
                parts.numbers.removeLast()
                lastNumber = nil
                return
            }
            // `a. m.` and `p. m.` are one word split by a space.
            if let last = parts.words.last, parts.timeWords.contains(parts.words.count - 1) == afterTime,
               CalendarWords.shared.periods[last + word] != nil, CalendarWords.shared.periods[last] == nil {
                parts.words[parts.words.count - 1] = last + word
                return
            }
            if afterTime { parts.timeWords.insert(parts.words.count) }
            parts.words.append(word)
            lastNumber = nil
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if ("0"..."9").contains(scalar) {
                endWord()
                var value = 0, count = 0
                while index < scalars.count, ("0"..."9").contains(scalars[index]), count < 9 {
                    value = value * 10 + Int(scalars[index].value - 48)
                    count += 1
                    index += 1
                }
                if index < scalars.count, scalars[index] == ":" {
                    guard parts.time == nil, count <= 2 else { return nil }
                    index += 1
                    var clock: [Int] = [value]
                    while clock.count < 3 {
                        var piece = 0, digits = 0
                        while index < scalars.count, ("0"..."9").contains(scalars[index]), digits < 2 {
                            piece = piece * 10 + Int(scalars[index].value - 48)
                            digits += 1
                            index += 1
                        }
                        guard digits == 2 else { return nil }
                        clock.append(piece)
                        guard index < scalars.count, scalars[index] == ":" else { break }
                        index += 1
                    }
                    guard clock[0] < 24, clock[1] < 60, clock.count < 3 || clock[2] < 60 else { return nil }
                    parts.time = (clock[0], clock[1], clock.count == 3 ? clock[2] : nil)
                    afterTime = true
                    lastNumber = nil
                    continue
                }
                parts.numbers.append((value, count))
                lastNumber = (value, count)
            } else if scalar.properties.isAlphabetic {
                pendingWord.unicodeScalars.append(scalar)
                index += 1
            } else {
                endWord()
                if scalar != "." { lastNumber = nil }
                index += 1
            }
        }
        endWord()
        return parts
    }
}
