/// The load after `@` and the effort and time modifiers after it.
extension Parser {
    struct Load {
        var weight: Weight?
        var isBodyweight: Bool
    }

    /// One item of a load list before the list's unit is known.
    private struct RawLoad {
        var isBodyweight: Bool
        var value: Double?
        var unit: WeightUnit?
        var unitToken: Token?
        var range: Range<Int>
    }

    /// `@100`, `@100kg`, `@60,62.5,65kg`, `@bw`, `@bw+20kg`, `@bw-25kg`: one load for
    /// every set, or one per set. A list has one unit, written on any item.
    mutating func parseLoads(setCount: Int) throws(NotationError) -> [Load] {
        index += 1  // @
        guard let first = peek, !isNote(first) else {
            throw error("expected a load after @: write @100, @100kg or @bw", at: peek?.range ?? endRange)
        }
        var items = [try parseLoadItem()]
        while let comma = peek, comma.kind == .comma {
            index += 1
            guard peek != nil, !isNote(peek) else {
                throw error("expected a load after ',': write a list as @60,62.5,65kg", at: peek?.range ?? endRange)
            }
            items.append(try parseLoadItem())
        }
        if let times = peek, times.kind == .times {
            throw error("sets × reps go before @, the load after it: write 3x5@100", at: times.range)
        }

        let listRange = items[0].range.lowerBound..<items[items.count - 1].range.upperBound
        let written = items.compactMap { item in item.unit.map { ($0, item.unitToken) } }
        if let mismatch = written.first(where: { $0.0 != written[0].0 }) {
            throw error("one list, one unit: write 60,62.5,65kg", at: mismatch.1?.range ?? listRange)
        }
        let unit = written.first?.0 ?? defaultUnit

        if items.count != 1 && items.count != setCount {
            throw error(countMessage(items.count, "load", "loads", sets: setCount)
                        + decimalCommaHint(items.count, listRange), at: listRange)
        }

        var loads: [Load] = []
        for item in items {
            var load = Load(weight: nil, isBodyweight: item.isBodyweight)
            if let value = item.value {
                let kilograms = unit.convert(abs(value), to: WeightUnit.kg)
                let written = text(item.range)
                if !kilograms.isFinite || written.count > 40 {
                    let cut = written.count > 20 ? written.prefix(20) + "…" : Substring(written)
                    throw error("load '\(cut)' (\(written.count) characters) is not a weight: a load is at most 2000 kg",
                                at: item.range)
                }
                if !(kilograms <= Vocabulary.maxLoadKilograms) {
                    let shown = "\(Self.number(abs(value))) \(unit.rawValue)"
                    let inKilograms = unit == .kg ? "" : " (\(Self.number(kilograms.rounded())) kg)"
                    throw error("load \(shown)\(inKilograms) is over the 2000 kg limit: check the number and the unit", at: item.range)
                }
                // bw+0 is plain bodyweight.
                if !(item.isBodyweight && value == 0) {
                    load.weight = Weight(value, unit)
                }
            }
            loads.append(load)
        }
        return loads
    }

    private mutating func parseLoadItem() throws(NotationError) -> RawLoad {
        guard let token = peek else {
            throw error("expected a load after @: write @100, @100kg or @bw", at: endRange)
        }
        switch token.kind {
        case .word(let word) where Vocabulary.bodyweight.contains(word):
            index += 1
            guard let sign = peek, sign.kind == .plus || sign.kind == .minus else {
                return RawLoad(isBodyweight: true, range: token.range)
            }
            index += 1
            guard let number = peek, case .number(let value, _) = number.kind else {
                throw error("expected a load after bw\(sign.text): write bw+20kg or bw-25kg", at: peek?.range ?? endRange)
            }
            index += 1
            let (unit, unitToken) = try parseLoadUnit()
            let end = unitToken?.range.upperBound ?? number.range.upperBound
            return RawLoad(isBodyweight: true, value: sign.kind == .minus ? -value : value,
                           unit: unit, unitToken: unitToken, range: token.range.lowerBound..<end)
        case .number(let value, _):
            index += 1
            let (unit, unitToken) = try parseLoadUnit()
            let end = unitToken?.range.upperBound ?? token.range.upperBound
            return RawLoad(isBodyweight: false, value: value, unit: unit, unitToken: unitToken,
                           range: token.range.lowerBound..<end)
        case .minus:
            throw error("a load can't be negative: for assisted bodyweight write bw-25kg", at: token.range)
        case .word(let word) where Vocabulary.notANumber.contains(word):
            throw error("'\(token.text)' is not a number: write a load like 100 or 62.5", at: token.range)
        case .word(let word) where Vocabulary.unit(word) != nil:
            throw error("expected a number before '\(token.text)': write @100kg", at: token.range)
        case .comma:
            throw error("unexpected ',' in a load: for a decimal write a point, as in 62.5", at: token.range)
        default:
            throw error("expected a load after @: write @100, @100kg or @bw", at: token.range)
        }
    }

    /// kg or lb after a load number. An unknown word stuck to the number is a bad unit;
    /// after a space it starts whatever comes next (`5@100 45s` is two groups).
    private mutating func parseLoadUnit() throws(NotationError) -> (WeightUnit?, Token?) {
        guard let token = peek, case .word(let word) = token.kind else { return (nil, nil) }
        switch Vocabulary.unit(word) {
        case .load(let unit)?:
            index += 1
            return (unit, token)
        case nil where !token.spaceBefore:
            throw error("unknown unit '\(token.text)' for a load: use kg or lb", at: token.range)
        case _ where !token.spaceBefore:
            throw error("'\(token.text)' is not a load unit: use kg or lb; times and distances go before @, as in 3x60s@10kg", at: token.range)
        default:
            return (nil, nil)
        }
    }

    /// `rpe 8`, `rpe 7,8,9`, `rir 2`: one value for every set or one per set.
    mutating func parseEffort(after keyword: Token, isRPE: Bool, setCount: Int) throws(NotationError) -> [Double] {
        let name = isRPE ? "RPE" : "RIR"
        let example = isRPE ? "rpe 8 or rpe 7,8,9" : "rir 2 or rir 3,2,1"
        var values: [Double] = []
        var ranges: [Range<Int>] = []
        repeat {
            if !values.isEmpty { index += 1 }  // the comma
            var range: Range<Int>
            var sign = 1.0
            if let minus = peek, minus.kind == .minus {
                index += 1
                sign = -1
                range = minus.range
            } else {
                range = (peek ?? keyword).range
            }
            guard let number = peek, case .number(let value, _) = number.kind else {
                let after = values.isEmpty ? keyword.text : ","
                throw error("expected a number after \(after): write \(example)", at: peek?.range ?? endRange)
            }
            index += 1
            range = range.lowerBound..<number.range.upperBound
            if let stuck = peek, case .word = stuck.kind, !stuck.spaceBefore {
                throw error("\(name) takes no unit: write \(example)", at: stuck.range)
            }
            let v = sign * value
            let written = text(range)
            let low = isRPE ? 1.0 : 0.0
            if !(v >= low && v <= 10) {
                throw error("\(name) must be from \(Self.number(low)) to 10, not \(written)", at: range)
            }
            if (v * 2).rounded() != v * 2 {
                throw error("\(name) goes in half steps, like \(isRPE ? "8 or 8.5" : "2 or 1.5"), not \(written)", at: range)
            }
            values.append(v)
            ranges.append(range)
        } while peek?.kind == .comma
        if values.count != 1 && values.count != setCount {
            let range = ranges[0].lowerBound..<ranges[ranges.count - 1].upperBound
            throw error(countMessage(values.count, "\(name) value", "\(name) values", sets: setCount)
                        + decimalCommaHint(values.count, range), at: range)
        }
        return values
    }

    /// `5km in 25min`, `3x400m in 1:30`: a time for each set.
    mutating func parseTime(after keyword: Token, work: Work) throws(NotationError) -> Double {
        guard let next = peek, case .number = next.kind else {
            throw error("expected a time after 'in': write 5km in 25min or 5km in 25:00", at: peek?.range ?? endRange)
        }
        let raw = try parseAmount()
        guard raw.kind == .duration else {
            throw error("expected a time after 'in', like 25min or 25:00, not \(raw.text)", at: raw.range)
        }
        if work.amounts.contains(where: { if case .duration = $0 { true } else { false } }) {
            throw error("these sets already have a time: use 'in' after reps or a distance, as in 5km in 25min", at: keyword.range)
        }
        guard case .duration(let seconds) = try amount(raw) else { return 0 }
        return seconds
    }

    private func countMessage(_ count: Int, _ one: String, _ many: String, sets: Int) -> String {
        "\(count) \(count == 1 ? one : many) for \(sets) \(sets == 1 ? "set" : "sets"): give one for all sets or one per set"
    }

    /// `62,5` reads as a list of two; say so when that list does not fit.
    private func decimalCommaHint(_ count: Int, _ range: Range<Int>) -> String {
        guard count == 2 else { return "" }
        let parts = text(range).split(separator: ",")
        guard parts.count == 2, parts[1].allSatisfy({ (c: Character) in Lexer.isDigit(c) || c.isLetter }) else { return "" }
        let digits = parts[1].prefix(while: Lexer.isDigit)
        let unit = parts[1].drop(while: Lexer.isDigit)
        // 60,65 is a list; 62,5 and 8,5 read like decimals (the part after the comma is smaller).
        guard let whole = Double(parts[0]), let fraction = Double(digits), fraction < whole else { return "" }
        return " (for a decimal write a point: \(parts[0]).\(digits)\(unit))"
    }

    /// 100, 62.5: no trailing ".0" in messages, and never an exponent
    /// (0.0000002, not 2e-07), since notation has none and `format` must read back.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        let text = String(value)
        guard value.isFinite, let e = text.firstIndex(of: "e"),
              let exponent = Int(text[text.index(after: e)...]) else { return text }
        // Shortest digits of the mantissa, with the point moved by the exponent.
        let negative = text.hasPrefix("-")
        let mantissa = text[..<e].drop { $0 == "-" }
        let point = mantissa.firstIndex(of: ".").map { mantissa.distance(from: mantissa.startIndex, to: $0) }
            ?? mantissa.count
        let digits = mantissa.filter { $0 != "." }
        let position = point + exponent
        var plain: String
        if position <= 0 {
            plain = "0." + String(repeating: "0", count: -position) + digits
        } else if position >= digits.count {
            plain = digits + String(repeating: "0", count: position - digits.count)
        } else {
            plain = String(digits.prefix(position)) + "." + String(digits.dropFirst(position))
        }
        return (negative ? "-" : "") + plain
    }
}
