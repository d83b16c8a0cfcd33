import Reports

/// A `ChartOption` of any value type, as a command's list of options holds
/// it: what `ChartLineReader` needs to read a command line and what
/// `ChartInvocation(parsed:)` needs to place what ArgumentParser parsed.
struct AnyChartOption {
    /// A value read and ready to be placed.
    typealias Placing = (inout ChartInvocation) throws(ReportsError) -> Void

    let name: String
    let short: Character?
    let form: ChartOptionForm
    let takesDashedValues: Bool
    let stage: ChartOptionStage
    let site: ChartOptionSite
    /// The placing of a word; nil when it names no value of the option's type.
    let read: (String) -> Placing?
    /// Places the value of the option's ArgumentParser wrapper; a value that
    /// is not given (nil) places nothing.
    let placeParsed: (Any, inout ChartInvocation) throws(ReportsError) -> Void

    init<Value>(_ option: ChartOption<Value>) {
        name = option.name
        short = option.short
        takesDashedValues = option.takesDashedValues
        form = option.form
        stage = option.stage
        site = option.site
        let place = option.place
        read = { text in
            guard let value = option.read(text) else { return nil }
            return { invocation throws(ReportsError) in try place(&invocation, value) }
        }
        placeParsed = { parsed, invocation throws(ReportsError) in
            if let value = parsed as? Value { try place(&invocation, value) }
        }
    }

    /// Whether `--name` (or `-name` for a one-letter `name`, `short`) names this option.
    func isNamed(_ name: String, short isShort: Bool) -> Bool {
        guard isShort else { return self.name == name }
        return short.map { String($0) == name } ?? false
    }

    /// The name of the command's property ArgumentParser fills in: `svgText`
    /// for `--svg-text` (ArgumentParser turns the one into the other).
    var property: String {
        var result = ""
        var upper = false
        for character in name {
            if character == "-" {
                upper = true
            } else {
                result.append(upper ? Character(character.uppercased()) : character)
                upper = false
            }
        }
        return result
    }
}
