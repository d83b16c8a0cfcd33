/// A token of set notation with its place in the input.
struct Token: Equatable {
    enum Kind: Equatable {
        /// Digits with an optional fraction; `isWhole` when written without a point.
        case number(Double, isWhole: Bool)
        /// A run of letters, lowercased (units, markers, keywords).
        case word(String)
        case times      // x, X, ×
        case at         // @
        case comma      // ,
        case plus       // +
        case minus      // - or −
        case colon      // :
        case note(String)  // everything after #
    }

    var kind: Kind
    /// As written, for messages.
    var text: String
    /// Character offsets into the input.
    var range: Range<Int>
    /// Whitespace came right before it; units and time parts must be attached.
    var spaceBefore: Bool
}

/// Splits notation into tokens. Whitespace only separates; the parser decides
/// where one group of sets ends.
enum Lexer {
    static func tokens(of input: String) throws(NotationError) -> [Token] {
        let chars = Array(input)
        var tokens: [Token] = []
        var i = 0
        var sawSpace = false

        func add(_ kind: Token.Kind, from start: Int, to end: Int) {
            tokens.append(Token(kind: kind, text: String(chars[start..<end]),
                                range: start..<end, spaceBefore: sawSpace))
            sawSpace = false
        }

        while i < chars.count {
            let c = chars[i]
            let start = i
            if c.isWhitespace {
                sawSpace = true
                i += 1
            } else if Lexer.isDigit(c) || (c == "." && i + 1 < chars.count && Lexer.isDigit(chars[i + 1])) {
                while i < chars.count && Lexer.isDigit(chars[i]) { i += 1 }
                var isWhole = true
                if i + 1 < chars.count && chars[i] == "." && Lexer.isDigit(chars[i + 1]) {
                    isWhole = false
                    i += 1
                    while i < chars.count && Lexer.isDigit(chars[i]) { i += 1 }
                }
                let text = String(chars[start..<i])
                // Only ASCII digits and one point reach here, so this parses; a very
                // long number becomes a huge (or infinite) value that the limits refuse.
                let value = Double(text.hasPrefix(".") ? "0" + text : text) ?? .infinity
                add(.number(value, isWhole: isWhole), from: start, to: i)
            } else if c.isLetter {
                while i < chars.count && chars[i].isLetter { i += 1 }
                // `60sx3`: a unit then x; split so x stays "sets ×".
                if i - start > 1, chars[i - 1] == "x" || chars[i - 1] == "X",
                   i < chars.count, isDigit(chars[i]) {
                    add(.word(String(chars[start..<i - 1]).lowercased()), from: start, to: i - 1)
                    add(.times, from: i - 1, to: i)
                    continue
                }
                let word = String(chars[start..<i]).lowercased()
                add(word == "x" ? .times : .word(word), from: start, to: i)
            } else if c == "#" {
                let note = String(chars[(i + 1)...])
                i = chars.count
                add(.note(note), from: start, to: start + 1)
            } else {
                let kind: Token.Kind
                switch c {
                case "×": kind = .times
                case "@": kind = .at
                case ",": kind = .comma
                case "+": kind = .plus
                case "-", "−": kind = .minus
                case ":": kind = .colon
                case ".":
                    throw NotationError(
                        message: "unexpected '.': a decimal needs digits on both sides, as in 62.5",
                        input: input, range: start..<start + 1)
                default:
                    throw NotationError(
                        message: "unexpected '\(c)': write sets like 3x5@100, with spaces between groups",
                        input: input, range: start..<start + 1)
                }
                i += 1
                add(kind, from: start, to: i)
            }
        }
        return tokens
    }
}

extension Lexer {
    /// 0...9 only; other numerals (٣, ³) are not numbers in notation.
    static func isDigit(_ c: Character) -> Bool {
        guard c.unicodeScalars.count == 1, let scalar = c.unicodeScalars.first else { return false }
        return scalar.value >= 48 && scalar.value <= 57
    }
}
