import WorkoutModel
import WorkoutStorage

/// A value that could not be read; the caller adds the file location.
struct FieldError: Error, Sendable {
    /// Whether the text was understood at all.
    enum Kind: Sendable {
        /// A date, number, unit or word in a form the reader does not know:
        /// on many rows it means the reader misreads the file.
        case unreadable
        /// Read, but not a value a set can have (877777 reps, 31 June): a typo.
        case impossible
    }

    /// What is wrong, for the problem list.
    var problem: ImportProblemKind
    var kind: Kind
    /// A cell's `problem`, unreadable or impossible as the problem says.
    init(_ problem: FieldProblem) {
        self.init(.field(problem), problem.isImpossible ? .impossible : .unreadable)
    }
    init(_ problem: ImportProblemKind, _ kind: Kind = .unreadable) {
        self.problem = problem
        self.kind = kind
    }
}

/// Reading numbers, units, dates and durations out of text fields, the
/// same way for every format. Empty text means "not given" (nil).
enum FieldParsing {
    /// The most reps (or other count) a cell may hold.
    static let maxCount = 100_000
    /// The heaviest load a cell may hold, in kilograms.
    static let maxKilograms = 2000

    /// A finite decimal; a comma is accepted as the decimal mark ("62,5").
    static func decimal(_ raw: String, _ what: String) throws(FieldError) -> Double? {
        if let value = PlainDecimal.value(raw) { return value }
        let text = raw.trimmingSpaces
        if text.isEmpty { return nil }
        var normalized = text
        if !text.contains("."), text.filter({ $0 == "," }).count == 1 {
            normalized = text.replacingComma
        }
        guard normalized.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }),
              let value = Double(normalized) else {
            throw FieldError(.notANumber(field: what, text: text))
        }
        guard value.isFinite else { throw FieldError(.notFinite(field: what, text: text)) }
        return value
    }

    /// A decimal that must not be negative.
    static func nonNegative(_ raw: String, _ what: String) throws(FieldError) -> Double? {
        guard let value = try decimal(raw, what) else { return nil }
        guard value >= 0 else { throw FieldError(.negative(field: what, text: raw.trimmingSpaces)) }
        return value
    }

    /// A whole count (reps); "5.0" is accepted, "5.5" is not; 0 means none.
    static func count(_ raw: String, _ what: String) throws(FieldError) -> Int? {
        guard let value = try nonNegative(raw, what) else { return nil }
        guard value == value.rounded(), value <= Double(maxCount) else {
            throw FieldError(.notAWholeCount(field: what, text: raw.trimmingSpaces, limit: maxCount))
        }
        let count = Int(value)
        return count == 0 ? nil : count
    }

    /// RPE 1...10 (0 or empty: not given).
    static func rpe(_ raw: String) throws(FieldError) -> Double? {
        guard let value = try nonNegative(raw, "RPE"), value != 0 else { return nil }
        guard (1...10).contains(value) else { throw FieldError(.outsideRange(field: "RPE", text: raw.trimmingSpaces, range: 1...10)) }
        return value
    }

    /// RIR 0...10.
    static func rir(_ raw: String) throws(FieldError) -> Double? {
        guard let value = try nonNegative(raw, "RIR") else { return nil }
        guard value <= 10 else { throw FieldError(.outsideRange(field: "RIR", text: raw.trimmingSpaces, range: 0...10)) }
        return value
    }

    /// A load, refused above 2000 kg (or its equivalent in pounds).
    static func weight(_ raw: String, unit: WeightUnit) throws(FieldError) -> Weight? {
        guard let value = try nonNegative(raw, "weight") else { return nil }
        guard unit.convert(value, to: .kg) <= Double(maxKilograms) else {
            throw FieldError(.tooHeavy(text: raw.trimmingSpaces, unit: unit, limitKg: maxKilograms))
        }
        return value == 0 ? nil : Weight(value, unit)
    }

    static func weightUnit(_ raw: String) throws(FieldError) -> WeightUnit? {
        switch unitWord(raw) {
        case "": nil
        // The words `log` takes too (kilo, kilos): a file may say what a lifter types.
        case "kg", "kgs", "kilo", "kilos", "kilogram", "kilograms", "кг", "公斤", "千克", "킬로그램": .kg
        case "lb", "lbs", "pound", "pounds", "фунт", "фунты", "磅", "ポンド", "파운드": .lb
        default: throw FieldError(.unknownWeightUnit(raw.trimmingSpaces))
        }
    }

    /// Metres per one of the named distance unit.
    static func metresPer(_ raw: String) throws(FieldError) -> Double? {
        switch unitWord(raw) {
        case "": nil
        case "m", "meter", "meters", "metre", "metres", "м", "米", "미터": 1
        case "km", "kms", "kilometer", "kilometers", "kilometre", "kilometres", "км", "公里", "千米", "킬로미터": 1000
        case "mi", "mile", "miles", "миль", "мили", "英里", "マイル", "마일": 1609.344
        case "yd", "yds", "yard", "yards": 0.9144
        case "ft", "feet", "foot": 0.3048
        default: throw FieldError(.unknownDistanceUnit(raw.trimmingSpaces))
        }
    }

    /// A unit as written, lower case and without an abbreviation's period ("mi." is "mi").
    private static func unitWord(_ raw: String) -> String {
        var word = raw.trimmingSpaces.lowercased()
        while word.hasSuffix(".") { word.removeLast() }
        return word
    }

    /// Seconds per duration unit word, in the languages exports are written in.
    static let durationUnits: [String: Double] = {
        var table: [String: Double] = [:]
        let hours = ["h", "hr", "hrs", "hour", "hours", "std", "stunde", "stunden", "heure", "heures", "hora", "horas",
                     "ora", "ore", "ч", "час", "часа", "часов", "小时", "小時", "時間", "시간"]
        let minutes = ["m", "min", "mins", "minute", "minutes", "minuten", "minuto", "minutos", "minuti", "мин",
                       "минута", "минуты", "минут", "分钟", "分鐘", "分", "분"]
        let seconds = ["s", "sec", "secs", "second", "seconds", "sek", "sekunde", "sekunden", "seconde", "secondes",
                       "seg", "segundo", "segundos", "secondo", "secondi", "с", "сек", "секунд", "秒", "초"]
        for word in hours { table[word] = 3600 }
        for word in minutes { table[word] = 60 }
        for word in seconds { table[word] = 1 }
        return table
    }()

    /// A duration in seconds: `90`, `1:30`, `0:01:30`, `1h 2m`, `21min`,
    /// `45m`, `30s`, and the same in other languages (`1小时13分钟`, `1 Std. 5 Min.`).
    static func duration(_ raw: String, _ what: String) throws(FieldError) -> Double? {
        let text = raw.trimmingSpaces
        if text.isEmpty { return nil }
        let bad = FieldError(.notADuration(field: what, text: text))
        if let seconds = try? decimal(text, what) {
            guard seconds >= 0 else { throw FieldError(.negative(field: what, text: text)) }
            return seconds
        }
        if text.contains(":") {
            let parts = text.split(separator: ":", omittingEmptySubsequences: false)
            guard (2...3).contains(parts.count) else { throw bad }
            var total = 0.0
            for (index, part) in parts.enumerated() {
                guard let value = Double(part), value >= 0, value.isFinite,
                      index == 0 || value < 60 else { throw bad }
                total = total * 60 + value
            }
            return total
        }
        // Numbers each followed by a unit word: "1h 2m", "2m30s", "1小时13分钟".
        let characters = Array(text.lowercased())
        var index = 0
        var total = 0.0
        var sawUnit = false
        let isGap: (Character) -> Bool = { $0 == " " || $0 == "," || $0 == "\u{A0}" || $0 == "\u{202F}" }
        while index < characters.count {
            while index < characters.count, isGap(characters[index]) { index += 1 }
            if index == characters.count { break }
            var number = ""
            while index < characters.count, characters[index].isASCII,
                  characters[index].isNumber || characters[index] == "." {
                number.append(characters[index])
                index += 1
            }
            while index < characters.count, isGap(characters[index]) { index += 1 }
            var word = ""
            while index < characters.count, characters[index].isLetter || characters[index] == "." {
                word.append(characters[index])
                index += 1
            }
            while word.hasSuffix(".") { word.removeLast() }
            guard let value = Double(number), value.isFinite, let factor = durationUnits[word] else { throw bad }
            total += value * factor
            sawUnit = true
        }
        guard sawUnit else { throw bad }
        return total
    }
}

extension String {
    /// Without leading and trailing spaces, tabs and no-break spaces.
    var trimmingSpaces: String {
        // Most fields have nothing to trim: their first and last bytes start and end no space.
        if let first = utf8.first, let last = utf8.last,
           first != 0x20, first != 0x09, first != 0xC2, first != 0xE2,
           last != 0x20, last != 0x09, last != 0xA0, last != 0xAF {
            return self
        }
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\u{A0}" || $0 == "\u{202F}" }
        guard let first = firstIndex(where: { !isSpace($0) }),
              let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }

    fileprivate var replacingComma: String {
        String(map { $0 == "," ? "." : $0 })
    }
}
