/// How JSON text breaks the grammar, with the byte found where it breaks.
package enum JSONSyntax: Hashable, Sendable, CustomStringConvertible {
    /// `byte` where no value can start.
    case unexpected(UInt8)
    /// `found` where `expected` (words: "':' after a field name") belongs.
    case expected(String, found: UInt8)
    /// Something other than a quoted name where a field name belongs.
    case expectedFieldName
    /// A control `byte` inside a string.
    case controlCharacter(UInt8)
    /// A `\u` escape of half a surrogate pair.
    case unpairedSurrogate
    /// A `\u` escape that names no character.
    case invalidUnicodeEscape
    /// A backslash before `byte`, which JSON does not escape.
    case invalidEscape(UInt8)
    /// A number with no digits.
    case numberWithoutDigits
    /// A number with a leading zero.
    case numberStartsWithZero
    /// A number with no digits after its point.
    case noDigitsAfterPoint
    /// A number with no digits in its exponent.
    case noDigitsInExponent
    /// A word that is not `true` or `false`.
    case expectedBool
    /// A word that is not `null`.
    case expectedNull
    /// `byte` after the document ended.
    case afterDocument(UInt8)

    package var description: String {
        switch self {
        case .unexpected(let byte): "unexpected \(CSVReader.describe(byte))"
        case .expected(let words, let found): "expected \(words), found \(CSVReader.describe(found))"
        case .expectedFieldName: "expected a field name in quotes"
        case .controlCharacter(let byte): "control character \(CSVReader.describe(byte)) inside a string (unterminated string?)"
        case .unpairedSurrogate: "unpaired surrogate in \\u escape"
        case .invalidUnicodeEscape: "invalid \\u escape"
        case .invalidEscape(let byte): "invalid escape \\\(Character(Unicode.Scalar(byte)))"
        case .numberWithoutDigits: "a number needs digits"
        case .numberStartsWithZero: "a number cannot start with 0"
        case .noDigitsAfterPoint: "a number needs digits after '.'"
        case .noDigitsInExponent: "a number needs digits in its exponent"
        case .expectedBool: "expected true or false"
        case .expectedNull: "expected null"
        case .afterDocument(let byte): "unexpected \(CSVReader.describe(byte)) after the end of the document"
        }
    }
}
