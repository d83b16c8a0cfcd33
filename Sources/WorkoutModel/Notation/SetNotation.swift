/// Set notation: the short text after the exercise name in `repchart log`.
///
///     SetNotation.parse("w 2x5@60 3x5@100 rpe 8 # felt good", defaultUnit: .kg)
///
/// gives two warm-up sets of 5 at 60 kg and three sets of 5 at 100 kg at RPE 8,
/// all with the note "felt good". `x` always means sets × reps and `@` always
/// means load. The full grammar, with every error, is in docs/notation.md.
package enum SetNotation {
    /// Parses the words after the exercise name, e.g. "w 2x5@60 3x5@100 rpe 8 # felt good".
    ///
    /// - Parameters:
    ///   - text: the notation, as typed.
    ///   - defaultUnit: the unit of loads written without one (`5@100`).
    /// - Returns: one entry per set, in the order written; never empty.
    /// - Throws: `NotationError` naming the mistake and where it is, with the
    ///   spelling to use instead; nothing is returned for a partly valid line.
    package static func parse(_ text: String, defaultUnit: WeightUnit) throws(NotationError) -> [SetEntry] {
        let tokens = try Lexer.tokens(of: text)
        var parser = Parser(input: text, tokens: tokens, defaultUnit: defaultUnit)
        return try parser.parse()
    }
}
