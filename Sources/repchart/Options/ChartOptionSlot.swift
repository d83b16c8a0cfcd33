import ArgumentParser

/// One option of a chart command as `ChartFastPath` fills it in: its name and
/// where its value goes in the command's own ArgumentParser properties, so
/// both readings give the same command and run the same code. The value is
/// read by the property type's `init(argument:)`, as ArgumentParser reads it.
///
/// Each slot reaches its property wrapper (`{ $1(&$0._theme) }`: hand the
/// wrapper of `$0` to `$1`), not the wrapped value: a fresh command's wrappers
/// hold only their definitions, reading one traps, and writing the wrapped
/// value through a reference reads it first. `reset` sets every one before
/// anything reads the command. Closures rather than key paths: a key path is
/// made at run time from mangled names, and the two dozen of a chart command
/// cost more than the rest of reading it (docs/PERFORMANCE.md).
struct ChartOptionSlot<Command> {
    /// Hands `Part` of a `Root` to a body that changes it in place.
    typealias Reach<Root, Part> = (inout Root, (inout Part) -> Void) -> Void

    /// The long name (`-o` is `output`); nil for a slot that only sets up an option group.
    let name: String?
    let takesValue: Bool
    /// Whether it may be given more than once (`--exercise`).
    let repeats: Bool
    /// Sets the property as ArgumentParser leaves it when the option is not given.
    let reset: (inout Command) -> Void
    /// Sets the value; false when it is not one of the property's type.
    let set: (inout Command, String) -> Bool

    /// `--name VALUE` into an optional property.
    static func option<Value: ExpressibleByArgument>(_ name: String,
                                                     _ reach: @escaping Reach<Command, Option<Value?>>) -> Self {
        typed(name, reset: { reach(&$0) { $0.wrappedValue = nil } }) { command, value in
            reach(&command) { $0.wrappedValue = value }
        }
    }

    /// `--name VALUE` into a property with a default.
    static func option<Value: ExpressibleByArgument>(_ name: String, default initial: Value,
                                                     _ reach: @escaping Reach<Command, Option<Value>>) -> Self {
        typed(name, reset: { reach(&$0) { $0.wrappedValue = initial } }) { command, value in
            reach(&command) { $0.wrappedValue = value }
        }
    }

    /// `--name VALUE`, repeatable, each value appended.
    static func list(_ name: String, _ reach: @escaping Reach<Command, Option<[String]>>) -> Self {
        Self(name: name, takesValue: true, repeats: true, reset: { reach(&$0) { $0.wrappedValue = [] } }) {
            command, value in
            reach(&command) { $0.wrappedValue.append(value) }
            return true
        }
    }

    /// `--name`, a flag.
    static func flag(_ name: String, _ reach: @escaping Reach<Command, Flag<Bool>>) -> Self {
        Self(name: name, takesValue: false, repeats: false, reset: { reach(&$0) { $0.wrappedValue = false } }) {
            command, _ in
            reach(&command) { $0.wrappedValue = true }
            return true
        }
    }

    /// A once-only `--name VALUE` read by `Value(argument:)`.
    private static func typed<Value: ExpressibleByArgument>(_ name: String, reset: @escaping (inout Command) -> Void,
                                                            store: @escaping (inout Command, Value) -> Void) -> Self {
        Self(name: name, takesValue: true, repeats: false, reset: reset) { command, text in
            guard let value = Value(argument: text) else { return false }
            store(&command, value)
            return true
        }
    }
}

extension Array {
    /// The slots of the option group `reach` hands over, first setting the group up.
    static func group<Command, Group: ParsableArguments>(
        _ reach: @escaping ChartOptionSlot<Command>.Reach<Command, OptionGroup<Group>>,
        _ slots: [ChartOptionSlot<Group>]
    ) -> Self where Element == ChartOptionSlot<Command> {
        let setUp = ChartOptionSlot<Command>(name: nil, takesValue: false, repeats: false,
                                             reset: { reach(&$0) { $0.wrappedValue = Group() } }, set: { _, _ in false })
        return [setUp] + slots.map { slot in
            ChartOptionSlot(name: slot.name, takesValue: slot.takesValue, repeats: slot.repeats,
                            reset: { command in reach(&command) { slot.reset(&$0.wrappedValue) } },
                            set: { command, value in
                                var accepted = false
                                reach(&command) { accepted = slot.set(&$0.wrappedValue, value) }
                                return accepted
                            })
        }
    }
}
