import ArgumentParser

/// A chart command's options, taken from its ArgumentParser wrappers: each
/// wrapper made from a `ChartOption` (ChartOption+ArgumentParser.swift)
/// hands its declaration to the recorder while the command is made, and an
/// `@OptionGroup(.chartOptions)` makes its group there too. So the wrappers
/// are the one list, and no reflection runs on the fast path
/// (`ChartLineReader`): `Mirror` would resolve every wrapper's type from its
/// mangled name and scan the conformance records (docs/history/PERFORMANCE-journal.md).
enum ChartOptionRecorder {
    /// The declarations `Arguments`' wrappers are made from, in the order
    /// their values are checked: stage by stage (`ChartOptionStage`), in the
    /// wrappers' order within a stage.
    static func options<Arguments: ParsableArguments>(of arguments: Arguments.Type) -> [AnyChartOption] {
        let recording = Recording()
        $current.withValue(recording) { _ = Arguments() }
        return recording.options.enumerated()
            .sorted { ($0.element.stage, $0.offset) < ($1.element.stage, $1.offset) }
            .map(\.element)
    }

    /// Keeps `option` when a command's options are being taken.
    static func record<Value>(_ option: ChartOption<Value>) {
        current?.options.append(AnyChartOption(option))
    }

    /// Makes `Group` while a command's options are being taken, so its
    /// wrappers record themselves.
    static func takeIn<Group: ParsableArguments>(_ group: Group.Type) {
        if current != nil { _ = Group() }
    }

    @TaskLocal private static var current: Recording?

    /// Only the thread that makes the command appends to it.
    private final class Recording: @unchecked Sendable {
        var options: [AnyChartOption] = []
    }
}

/// When an option's value is placed, and so which refusal a command line
/// with two refused values gets: the earlier stage's.
enum ChartOptionStage: Int, Comparable {
    /// `chart progress`' exercise.
    case subject
    /// `--from/--to`, `--week`, `--date`, `--last`, `--year`.
    case period
    /// `--by`, `--secondary` (a muscle's share), `--top`, `--exercise`.
    case grouping
    /// `chart weeks`' `--target`, `--muscle`, `--bin`.
    case weeks
    /// `--metric`, `--unit`.
    case metric
    /// `--donut`, `--horizontal`.
    case shape
    /// `--y-max`.
    case valueScale
    /// `ChartCommonOptions`: look, size, output.
    case look
    /// `chart progress`' lines and second axis.
    case progressLines
    /// `--db`, `--tz`.
    case store

    static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// `@OptionGroup(.chartOptions)`: a group whose options are the command's chart options.
enum ChartOptionsGroup {
    case chartOptions
}

extension OptionGroup {
    /// ArgumentParser's `@OptionGroup`, whose chart options `ChartOptionRecorder` takes in.
    init(_ group: ChartOptionsGroup) {
        ChartOptionRecorder.takeIn(Value.self)
        self.init()
    }
}
