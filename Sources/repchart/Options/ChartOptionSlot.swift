import ArgumentParser

/// One option of a chart command as `ChartFastPath` fills it in: its name and
/// where its value goes in the command's own ArgumentParser properties, so
/// both readings give the same command and run the same code. The value is
/// read by the property type's `init(argument:)`, as ArgumentParser reads it.
///
/// The key paths name the property wrappers (`\._theme`), not the wrapped
/// values: a fresh command's wrappers hold only their definitions, reading
/// one traps, and writing through a key path to the wrapped value reads it
/// first. `reset` sets every one before anything reads the command.
struct ChartOptionSlot<Command> {
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
                                                     _ path: WritableKeyPath<Command, Option<Value?>>) -> Self {
        typed(name, reset: { $0[keyPath: path].wrappedValue = nil }) { $0[keyPath: path].wrappedValue = $1 }
    }

    /// `--name VALUE` into a property with a default.
    static func option<Value: ExpressibleByArgument>(_ name: String, _ path: WritableKeyPath<Command, Option<Value>>,
                                                     default initial: Value) -> Self {
        typed(name, reset: { $0[keyPath: path].wrappedValue = initial }) { $0[keyPath: path].wrappedValue = $1 }
    }

    /// `--name VALUE`, repeatable, each value appended.
    static func list(_ name: String, _ path: WritableKeyPath<Command, Option<[String]>>) -> Self {
        Self(name: name, takesValue: true, repeats: true, reset: { $0[keyPath: path].wrappedValue = [] }) {
            $0[keyPath: path].wrappedValue.append($1)
            return true
        }
    }

    /// `--name`, a flag.
    static func flag(_ name: String, _ path: WritableKeyPath<Command, Flag<Bool>>) -> Self {
        Self(name: name, takesValue: false, repeats: false, reset: { $0[keyPath: path].wrappedValue = false }) {
            command, _ in
            command[keyPath: path].wrappedValue = true
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
    /// The slots of the option group at `path`, first setting the group up.
    static func group<Command, Group: ParsableArguments>(_ path: WritableKeyPath<Command, OptionGroup<Group>>,
                                                         _ slots: [ChartOptionSlot<Group>]) -> Self
    where Element == ChartOptionSlot<Command> {
        let setUp = ChartOptionSlot<Command>(name: nil, takesValue: false, repeats: false,
                                             reset: { $0[keyPath: path].wrappedValue = Group() }, set: { _, _ in false })
        return [setUp] + slots.map { slot in
            ChartOptionSlot(name: slot.name, takesValue: slot.takesValue, repeats: slot.repeats,
                            reset: { slot.reset(&$0[keyPath: path].wrappedValue) },
                            set: { slot.set(&$0[keyPath: path].wrappedValue, $1) })
        }
    }
}
