/// The work of a group: `3x10`, `12,10,8`, `3x60s`, `1m30s`, `1:30`, `400m`, `5km`.
extension Parser {
    enum Amount: Equatable {
        case reps(Int)
        case duration(Double)
        case distance(Double)
    }

    struct Work {
        var count: Int
        var amounts: [Amount]
        /// One amount written alone, with no set count or list (`30min`, `5km`).
        var isBare = false
    }

    mutating func parseWork() throws(NotationError) -> Work {
        let first = try parseAmount()
        if let times = peek, times.kind == .times {
            index += 1
            guard first.kind == .plain else {
                throw error("the set count comes first: write 3x\(first.text)", at: first.range)
            }
            guard let next = peek, case .number = next.kind else {
                throw error("expected reps, a time or a distance after x: write 3x10, 3x60s or 3x400m",
                            at: peek?.range ?? endRange)
            }
            let second = try parseAmount()
            if let again = peek, again.kind == .times {
                throw ambiguityError(first: first, second: second, secondTimes: again)
            }
            try checkSetCount(first, reps: second)
            if let comma = peek, comma.kind == .comma {
                throw error("a list of reps takes no set count: write 10,8,6@60 for three sets", at: comma.range)
            }
            return Work(count: Int(first.value), amounts: [try amount(second)])
        }

        var raws = [first]
        while let comma = peek, comma.kind == .comma {
            index += 1
            guard let next = peek, case .number = next.kind else {
                throw error("expected a number after ',': write a list as 12,10,8", at: peek?.range ?? endRange)
            }
            let item = try parseAmount()
            if item.kind != first.kind {
                throw error("one list, one kind: reps (12,10,8), times (60s,45s) or distances (400m,200m)", at: item.range)
            }
            raws.append(item)
        }
        if raws.count > Vocabulary.maxSets {
            throw error("\(raws.count) sets in one list is over the limit of \(Vocabulary.maxSets): split it into two groups", at: raws[0].range.lowerBound..<raws[raws.count - 1].range.upperBound)
        }
        var amounts: [Amount] = []
        for raw in raws { amounts.append(try amount(raw)) }
        return Work(count: amounts.count, amounts: amounts, isBare: amounts.count == 1)
    }

    private func checkSetCount(_ sets: RawAmount, reps: RawAmount) throws(NotationError) {
        let written = "\(sets.text)x\(reps.text)"
        let hint = reps.kind == .plain
            ? "x means sets × reps and @ means load, so for \(reps.text) rep\(reps.value == 1 ? "" : "s") at \(sets.text) "
                + "write \(reps.text)@\(sets.text)"
            : "x means sets × reps, as in 3x10"
        if !sets.isWhole {
            throw error("'\(written)': the set count must be a whole number; \(hint)", at: sets.range)
        }
        if sets.value < 1 {
            throw error("the set count must be at least 1: write 3x\(reps.text), not \(written)", at: sets.range)
        }
        if sets.value > Double(Vocabulary.maxSets) {
            throw error("'\(written)' would be \(sets.text) sets (at most \(Vocabulary.maxSets)); \(hint)", at: sets.range)
        }
    }

    /// `100x5x3`, `3x5x100`: suggest sets × reps @ load, taking the largest end as the load.
    private mutating func ambiguityError(first: RawAmount, second: RawAmount, secondTimes: Token) -> NotationError {
        index += 1
        guard let third = peek, case .number(let value, _) = third.kind else {
            return error("x appears twice: x means sets × reps once, as in 3x5@100", at: secondTimes.range)
        }
        let range = first.range.lowerBound..<third.range.upperBound
        let suggestion = value > first.value
            ? "\(first.text)x\(second.text)@\(third.text)"
            : "\(third.text)x\(second.text)@\(first.text)"
        return error("ambiguous '\(first.text)x\(second.text)x\(third.text)': x means sets × reps and @ means load, so write \(suggestion)", at: range)
    }

    /// A number with its unit, checked only for shape; `amount(_:)` checks the value.
    struct RawAmount {
        enum Kind: Equatable { case plain, duration, distance }
        var kind: Kind
        var value: Double
        var isWhole: Bool
        var text: String
        var range: Range<Int>
    }

    mutating func parseAmount() throws(NotationError) -> RawAmount {
        let number = tokens[index]
        guard case .number(let value, let isWhole) = number.kind else {
            throw groupStartError(number)
        }
        index += 1
        if let colon = peek, colon.kind == .colon, !colon.spaceBefore {
            return try parseClock(first: number)
        }
        var raw = RawAmount(kind: .plain, value: value, isWhole: isWhole, text: number.text, range: number.range)
        guard let unitToken = peek, case .word(let word) = unitToken.kind else { return raw }
        guard let unit = Vocabulary.unit(word) else {
            if unitToken.spaceBefore { return raw }
            if word.hasPrefix("x") {
                throw error("expected reps after x: write 3x10, or 3x12@bw for bodyweight", at: unitToken.range)
            }
            throw error("unknown unit '\(unitToken.text)': use s, min or h for times, m, km or mi for distances (loads go after @)", at: unitToken.range)
        }
        switch unit {
        case .load:
            throw error("a load goes after @, as in 5@100\(unitToken.text) or 3x5@100\(unitToken.text)", at: unitToken.range)
        case .distance(let metres):
            index += 1
            raw.kind = .distance
            raw.value = value * metres
        case .metreOrMinute:
            index += 1
            if let next = peek, case .number = next.kind, !next.spaceBefore {
                raw.kind = .duration
                raw.value = try continueTime(value * 60, rank: 2)
            } else {
                raw.kind = .distance
            }
        case .time(let seconds, let rank):
            index += 1
            raw.kind = .duration
            raw.value = try continueTime(value * seconds, rank: rank)
        }
        raw.text = text(number.range.lowerBound..<tokens[index - 1].range.upperBound)
        raw.range = number.range.lowerBound..<tokens[index - 1].range.upperBound
        return raw
    }

    /// The rest of `1h30m` or `1m30s`: attached parts, largest unit first, each once.
    private mutating func continueTime(_ seconds: Double, rank: Int) throws(NotationError) -> Double {
        var total = seconds
        var lastRank = rank
        while let number = peek, case .number(let value, _) = number.kind, !number.spaceBefore {
            index += 1
            guard let unitToken = peek, case .word(let word) = unitToken.kind, !unitToken.spaceBefore,
                  let unit = Vocabulary.unit(word) else {
                throw error("'\(number.text)' needs a time unit: write 1m30s or 1h30m", at: number.range)
            }
            let partSeconds: Double
            let partRank: Int
            switch unit {
            case .time(let s, let r): (partSeconds, partRank) = (s, r)
            case .metreOrMinute: (partSeconds, partRank) = (60, 2)
            case .load, .distance:
                throw error("'\(unitToken.text)' is not a time unit: write a time like 1m30s or 1h30m", at: unitToken.range)
            }
            guard partRank < lastRank else {
                throw error("write a time largest unit first, each unit once: 1h30m or 1m30s", at: unitToken.range)
            }
            // After a larger unit, minutes and seconds count up to 59: 1h60m is 2h.
            if value >= 60 {
                let part = text(number.range.lowerBound..<unitToken.range.upperBound)
                throw error("'\(part)' must be under 60 after a larger unit: write 1h59m or 2h, 1m59s or 2m",
                            at: number.range.lowerBound..<unitToken.range.upperBound)
            }
            index += 1
            total += value * partSeconds
            lastRank = partRank
        }
        return total
    }

    /// `1:30` (minutes:seconds) or `1:02:30` (hours:minutes:seconds); the
    /// seconds may carry a fraction (`1:30.5`).
    private mutating func parseClock(first: Token) throws(NotationError) -> RawAmount {
        var parts = [first]
        while let colon = peek, colon.kind == .colon, !colon.spaceBefore {
            index += 1
            guard let next = peek, case .number = next.kind, !next.spaceBefore else {
                throw error("expected digits after ':': write a time as 1:30 or 1:02:30", at: colon.range)
            }
            index += 1
            parts.append(next)
        }
        let range = first.range.lowerBound..<parts[parts.count - 1].range.upperBound
        if parts.count > 3 {
            throw error("a time has at most hours:minutes:seconds, as in 1:02:30", at: range)
        }
        var total = 0.0
        for (i, part) in parts.enumerated() {
            guard case .number(let value, let isWhole) = part.kind else { continue }
            let isLast = i == parts.count - 1
            if !isWhole && !isLast {
                throw error("only the seconds of a time may have a fraction: write 1:30 or 1:30.5", at: part.range)
            }
            // Two digits before any fraction: 1:05, 1:30.5.
            let digits = part.text.prefix { $0.isASCII && $0.isNumber }.count
            if i > 0 && (value >= 60 || digits != 2) {
                throw error("'\(part.text)' must be two digits under 60 in a time like 1:05 or 1:02:30", at: part.range)
            }
            total = total * 60 + value
        }
        if let unitToken = peek, case .word = unitToken.kind, !unitToken.spaceBefore {
            throw error("a time written with ':' takes no unit: write 1:30 or 1m30s", at: unitToken.range)
        }
        return RawAmount(kind: .duration, value: total, isWhole: false, text: text(range), range: range)
    }

    /// Checks a value against the limits in `Vocabulary`.
    func amount(_ raw: RawAmount) throws(NotationError) -> Amount {
        switch raw.kind {
        case .plain:
            if !raw.isWhole {
                throw error("reps must be a whole number, not \(raw.text)", at: raw.range)
            }
            if raw.value < 1 {
                throw error("reps must be at least 1, not \(raw.text)", at: raw.range)
            }
            if raw.value > Double(Vocabulary.maxReps) {
                throw error("reps must be at most \(Vocabulary.maxReps), not \(raw.text)", at: raw.range)
            }
            return .reps(Int(raw.value))
        case .duration:
            if !(raw.value > 0) {
                throw error("a time must be more than 0, not \(raw.text)", at: raw.range)
            }
            if raw.value > Vocabulary.maxDuration {
                throw error("a time must be at most 24h, not \(raw.text)", at: raw.range)
            }
            // Kept to the millisecond, as loads to 0.001: finer digits are refused, not stored and shown
            // rounded (1:30.555555 was stored as 90.555555 s and shown 1:30.556).
            let milliseconds = raw.value * 1000
            if abs(milliseconds - milliseconds.rounded()) > 1e-6 {
                throw error("a time is kept to the millisecond: write at most 3 decimals of a second, as in 1:30.555",
                            at: raw.range)
            }
            return .duration(raw.value)
        case .distance:
            if !(raw.value > 0) {
                throw error("a distance must be more than 0, not \(raw.text)", at: raw.range)
            }
            if raw.value > Vocabulary.maxDistance {
                throw error("a distance must be at most 1000km, not \(raw.text)", at: raw.range)
            }
            return .distance(raw.value)
        }
    }
}
