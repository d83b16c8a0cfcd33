import Typeset

/// Shortening text to a width with a measuring function.
enum TextFitting {
    /// Like `truncate`, but a legend's trailing value ("12,400 kg (54.0%)",
    /// "21:30") survives: the name before it is shortened instead.
    /// With `sharesFirst` (a pie's legend, whose question is the share) the
    /// percentage outlasts the amount: "Legs 55.8%", not "Legs 33,418 kg".
    static func truncateKeepingValue(_ text: String, toWidth width: Float, sharesFirst: Bool = false,
                                     measure: (String) -> Float) -> String {
        if measure(text) <= width { return text }
        var words = text.split(separator: " ", omittingEmptySubsequences: false)
        var tail: [Substring] = []
        // Numbers, short unit words ("kg", "min", "sets") and percentages, from the end.
        // A short word is a unit only after a number ("240 kg"): the "Up" of "Pull Up" is the name's;
        // a four-letter one only after a plain number ("2 sets", not the "Curl" of "21s Curl").
        while words.count > 1, let last = words.last,
              last.contains(where: \.isNumber)
                || (1...3).contains(last.count) && last.allSatisfy(\.isLetter) && words[words.count - 2].contains(where: \.isNumber)
                || last.count == 4 && last.allSatisfy(\.isLetter) && Self.isPlainNumber(words[words.count - 2]) {
            tail.insert(last, at: 0)
            words.removeLast()
        }
        guard tail.contains(where: { $0.contains(where: \.isNumber) }) else {
            return truncate(text, toWidth: width, measure: measure)
        }
        // Whole names first: a share ("(54.0%)") and an aside in the name ("(8 muscle groups)")
        // go before any word is cut, so "Other pulling" and "Other (8 …)" never both read "Other…".
        let isShare: (Substring) -> Bool = { $0.hasPrefix("(") && $0.hasSuffix("%)") }
        let shares = tail.filter(isShare).map { $0.dropFirst().dropLast() }
        if sharesFirst, !shares.isEmpty { tail = shares }
        let amount = tail.filter { !isShare($0) }
        let plain = words.joined(separator: " ").replacingAsides()
        for (name, values) in [(words.joined(separator: " "), amount), (plain, tail), (plain, amount)]
        where !name.isEmpty && values.contains(where: { $0.contains(where: \.isNumber) }) {
            let candidate = name + " " + values.joined(separator: " ")
            if measure(candidate) <= width { return candidate }
        }
        let value = " " + tail.joined(separator: " ")
        let room = width - measure(value)
        let name = room > measure("M…") ? truncate(words.joined(separator: " "), toWidth: room, measure: measure) : ""
        // A name cut to one or two letters ("B… 8.8%") says nothing, and a value with no name
        // ("5", "14:55", "11.6%") names no colour: the name alone, as much of it as fits.
        if name.hasSuffix("…") && name.dropLast().filter({ !$0.isWhitespace }).count <= 2 || name.isEmpty {
            let whole = words.joined(separator: " ")
            if !whole.isEmpty, measure(whole) <= width { return whole }
            if !plain.isEmpty, measure(plain) <= width { return plain }
            if let words = wholeWords(whole, toWidth: width, measure: measure) { return words }
            return truncate(whole.isEmpty ? text : whole, toWidth: width, measure: measure)
        }
        // A name cut inside its first word ("Run… 1 set", "Romania… 2,000 kg") names nothing a reader
        // can place: the name whole, without its value, when it fits (a pie keeps its share instead).
        // A bare number may be the name's own ("Exercise 30"): only a value with a unit or a share goes.
        let first = words.first { !$0.isEmpty } ?? ""
        let measured = tail.count > 1 || tail.contains { $0.hasSuffix("%") || $0.hasSuffix("%)") }
        if !sharesFirst, measured, name.hasSuffix("…"), !name.dropLast().contains(" "), name.count - 1 < first.count {
            let whole = words.joined(separator: " ")
            if measure(whole) <= width { return whole }
            if !plain.isEmpty, measure(plain) <= width { return plain }
            // Three letters or fewer ("Row… 1 set" beside "Row (Band)") name nothing either:
            // the first words whole, cut after them ("Rowing…"), when they fit.
            if name.count - 1 <= 3, let words = wholeWords(whole, toWidth: width, measure: measure) { return words }
        }
        return name + value
    }

    /// A legend entry as its name and what follows it: "Squat" and " 2,813 kg (66.0%)", " 2,813 kg",
    /// " 66.0%" (a pie's share) or "" (a name alone).
    static func nameAndTail(_ text: String) -> (name: String, tail: String) {
        var name = nameOnly(text) ?? withoutShare(text)
        if name == nil, let space = text.lastIndex(of: " "), text.hasSuffix("%"),
           text[text.index(after: space)...].dropLast().allSatisfy({ $0.isNumber || ".,".contains($0) }) {
            name = String(text[..<space])
        }
        guard let name, text.hasPrefix(name) else { return (text, "") }
        return (name, String(text.dropFirst(name.count)))
    }

    /// `name` ending in an aside ("Bench Press (Barbell)"), whole when it fits
    /// `width`, else with as much of the aside as fits: its letters cut first
    /// ("Bench Press (B…)"), then the name to its first word ("Bench…
    /// (Bar…)"); nil when the name ends in none, or not even that fits.
    static func cuttingAside(_ name: String, toWidth width: Float, measure: (String) -> Float) -> String? {
        guard name.hasSuffix(")"), let open = name.lastIndex(of: "("), open > name.startIndex else { return nil }
        let base = name[..<open].trimmingCharacters(in: .whitespaces)
        let aside = name[name.index(after: open)..<name.index(before: name.endIndex)]
        let words = base.split(separator: " ")
        var bases = [base]
        if words.count > 1, let first = words.first { bases.append(first + "…") }
        for shown in bases {
            for count in stride(from: aside.count, through: 1, by: -1) {
                let letters = aside.prefix(count).trimmingCharacters(in: .whitespaces)
                let candidate = shown + " (" + letters + (count < aside.count ? "…)" : ")")
                if measure(candidate) <= width { return candidate }
            }
        }
        return nil
    }

    /// `text` without the share it ends with ("Squat 2,813 kg" of "Squat 2,813 kg (66.0%)");
    /// nil when it ends with none.
    static func withoutShare(_ text: String) -> String? {
        guard text.hasSuffix("%)"), let open = text.lastIndex(of: "("), open > text.startIndex,
              text[text.index(before: open)] == " " else { return nil }
        let share = text[text.index(after: open)..<text.index(text.endIndex, offsetBy: -2)]
        guard share.contains(where: \.isNumber), share.allSatisfy({ $0.isNumber || ".,".contains($0) }) else { return nil }
        return String(text[..<text.index(before: open)])
    }

    /// `text` as its name and share, without its amount: "Glutes 14.5%" of "Glutes 48 (14.5%)",
    /// "Squat 66.0%" of "Squat 2,813 kg (66.0%)"; nil when it ends with no share or holds no amount.
    static func shareOnly(_ text: String) -> String? {
        guard let rest = withoutShare(text), let name = nameBeforeAmount(rest) else { return nil }
        return name + " " + text.dropFirst(rest.count + 2).dropLast()
    }

    /// The name of a legend text without its amount and share: "Squat (Barbell)" of
    /// "Squat (Barbell) 2,700 kg (12.0%)", "Running" of "Running 1 set"; nil when it ends with no amount.
    static func nameOnly(_ text: String) -> String? {
        nameBeforeAmount(withoutShare(text) ?? text)
    }

    /// `text` before the amount it ends with: one number and the unit word after it ("2,813 kg",
    /// "48"); a number before that is the name's own ("Exercise 30"). Nil when it ends with none.
    private static func nameBeforeAmount(_ text: String) -> String? {
        var words = text.split(separator: " ")
        if words.count > 2, let unit = words.last, (1...4).contains(unit.count), unit.allSatisfy(\.isLetter),
           isPlainNumber(words[words.count - 2]) {
            words.removeLast()
        }
        guard words.count > 1, let amount = words.last, isPlainNumber(amount) else { return nil }
        words.removeLast()
        return words.joined(separator: " ")
    }

    /// "2", "1,000", "12.5", "1:30": digits with grouping, decimal or clock marks only.
    static func isPlainNumber(_ word: Substring) -> Bool {
        word.contains(where: \.isNumber) && word.allSatisfy { $0.isNumber || ",.:'’".contains($0) }
    }

    /// The most whole words of `text` from its start that fit `width` with "…" after them;
    /// nil when not even the first does or all of them would (nothing to cut).
    static func wholeWords(_ text: String, toWidth width: Float, measure: (String) -> Float) -> String? {
        let words = text.split(separator: " ")
        guard words.count > 1 else { return nil }
        for count in stride(from: words.count - 1, through: 1, by: -1) {
            let candidate = words.prefix(count).joined(separator: " ") + "…"
            if measure(candidate) <= width { return candidate }
        }
        return nil
    }

    /// Whether `text` was cut to a stub: at most three letters before its "…"
    /// ("Obl…", "S… 12%"), too few to name anything.
    static func isStub(_ text: String) -> Bool {
        guard let cut = text.firstIndex(of: "…") else { return false }
        return text[..<cut].filter { !$0.isWhitespace }.count <= 3
    }

    /// The longest prefix of `text` plus "…" that fits `width` (just "…" at worst).
    static func truncate(_ text: String, toWidth width: Float, measure: (String) -> Float) -> String {
        if measure(text) <= width { return text }
        let characters = Array(text)
        var lo = 0, hi = characters.count
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            let candidate = String(characters[0..<mid]).trimmingTrailingSpaces() + "…"
            if measure(candidate) <= width { lo = mid } else { hi = mid - 1 }
        }
        return String(characters[0..<TextLayout.wholeWords(characters, cut: lo)]).trimmingTrailingSpaces() + "…"
    }
}

extension String {
    /// This text without its parenthesised asides: "Other (8 muscle groups)" is "Other".
    func replacingAsides() -> String {
        var out = "", depth = 0
        for c in self {
            if c == "(" { depth += 1 } else if c == ")" && depth > 0 { depth -= 1 } else if depth == 0 { out.append(c) }
        }
        return out.split(separator: " ").joined(separator: " ")
    }

    func trimmingTrailingSpaces() -> String {
        var s = Substring(self)
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}
