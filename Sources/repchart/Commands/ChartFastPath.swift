/// `repchart chart week|totals|share|progress|weeks` read without
/// ArgumentParser. Building ArgumentParser's command tree costs about 3 ms a
/// run (the Swift runtime demangling generic metadata and scanning protocol
/// conformances for every property wrapper of every command), as much as
/// drawing the chart. So the common, well-formed chart command lines are read
/// here; anything else (help, completion, an unknown or repeated option, a
/// value that looks like a flag) returns nil and goes through ArgumentParser,
/// which gives its usual help and errors. Tests check that both readings
/// agree.
enum ChartFastPath {
    /// The invocation `arguments` (without the program name) describe, or nil
    /// when ArgumentParser should read them.
    static func invocation(_ arguments: [String]) -> ChartInvocation? {
        guard arguments.first == "chart", arguments.count >= 2 else { return nil }
        var rest = arguments[2...]
        let kind: Kind
        if let named = Kind(rawValue: arguments[1]) {
            kind = named
        } else if arguments[1].hasPrefix("--") {
            kind = .week   // `chart`'s default subcommand
            rest = arguments[1...]
        } else {
            return nil
        }
        var invocation = ChartInvocation(kind: .week)
        var seen: [String] = []   // arrays, not sets: no hashing set-up for a dozen words
        var positional: [String] = []
        var index = rest.startIndex
        while index < rest.endIndex {
            let token = rest[index]
            index += 1
            guard token.hasPrefix("-") else {
                positional.append(token)
                continue
            }
            var name: Substring
            var inline: String?
            if token == "-o" {
                name = "output"
            } else if token.hasPrefix("--"), token.count > 2 {
                name = token.dropFirst(2)
                if let equals = name.firstIndex(of: "=") {
                    inline = String(name[name.index(after: equals)...])
                    name = name[..<equals]
                }
            } else {
                return nil
            }
            let option = String(name)
            // --exercise repeats (ArgumentParser collects it into an array); any other option once.
            guard kind.accepts(option), option == "exercise" || !seen.contains(option) else { return nil }
            seen.append(option)
            if flags.contains(option) {
                guard inline == nil else { return nil }
                set(flag: option, on: &invocation)
                continue
            }
            let value: String
            if let inline {
                value = inline
            } else {
                guard index < rest.endIndex else { return nil }
                value = rest[index]
                index += 1
                // ArgumentParser reads a dash-led word as a flag, except for --tz (an offset such as -05:00).
                if value.hasPrefix("-"), value != "-", option != "tz" { return nil }
            }
            guard set(option, to: value, on: &invocation) else { return nil }
        }
        switch kind {
        case .progress:
            guard positional.count == 1 else { return nil }
            invocation.kind = .progress(exercise: positional[0])
        default:
            guard positional.isEmpty else { return nil }
            invocation.kind = kind.invocationKind
        }
        return invocation
    }

    /// The chart subcommands read here, with the options each takes.
    enum Kind: String {
        case week, totals, share, progress, weeks

        private static let period = ["from", "to", "week", "date", "last", "year"]
        private static let metric = ["metric", "unit"]
        private static let grouping = ["by", "secondary", "top", "exercise"]
        private static let common = ["format", "size", "scale", "theme", "title", "font", "output", "force", "preview",
                                     "db", "tz"]

        /// The long names of the options this chart takes.
        var options: [String] {
            switch self {
            case .week: ["week", "date"] + Self.metric + Self.grouping + Self.common
            case .totals: Self.period + Self.metric + Self.grouping + ["horizontal"] + Self.common
            case .share: Self.period + Self.metric + Self.grouping + ["donut"] + Self.common
            case .progress: Self.period + Self.metric + Self.common
            case .weeks: Self.period + Self.metric + Self.grouping + ["target", "muscle"] + Self.common
            }
        }

        func accepts(_ option: String) -> Bool { options.contains(option) }

        var invocationKind: ChartInvocation.Kind {
            switch self {
            case .week: .week
            case .totals: .totals
            case .share: .share
            case .weeks: .weeks
            case .progress: .progress(exercise: "")
            }
        }
    }

    private static let flags = ["force", "preview", "horizontal", "donut"]

    private static func set(flag: String, on invocation: inout ChartInvocation) {
        switch flag {
        case "force": invocation.look.force = true
        case "preview": invocation.look.preview = true
        case "horizontal": invocation.horizontal = true
        case "donut": invocation.donut = true
        default: break
        }
    }

    /// Sets the option `name` to `value`; false when the value is not of the
    /// option's type (ArgumentParser then says so).
    private static func set(_ name: String, to value: String, on invocation: inout ChartInvocation) -> Bool {
        switch name {
        case "from": invocation.period.from = value
        case "to": invocation.period.to = value
        case "week": invocation.period.week = value
        case "date": invocation.period.date = value
        case "last": invocation.period.last = value
        case "year":
            guard let number = Int(value) else { return false }
            invocation.period.year = number
        case "metric": invocation.metric = value
        case "unit": invocation.unit = value
        case "by": invocation.by = value
        case "secondary":
            guard let number = Double(value) else { return false }
            invocation.secondary = number
        case "top":
            guard let number = Int(value) else { return false }
            invocation.top = number
        case "exercise": invocation.exercises.append(value)
        case "target": invocation.target = value
        case "muscle": invocation.muscle = value
        case "format": invocation.look.format = value
        case "size": invocation.look.size = value
        case "scale":
            guard let number = Float(value) else { return false }
            invocation.look.scale = number
        case "theme": invocation.look.theme = value
        case "title": invocation.look.title = value
        case "font": invocation.look.font = value
        case "output": invocation.look.output = value
        case "db": invocation.db = value
        case "tz": invocation.tz = value
        default: return false
        }
        return true
    }
}
