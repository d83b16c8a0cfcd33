/// A CFF DICT: operands (integers and reals) followed by an operator, which
/// is one byte, or 12 and a second byte (stored here as 1200 + byte).
struct CompactDict {
    private(set) var entries: [Int: [Double]] = [:]

    init(_ data: FontReader) throws(FontError.Reason) {
        var operands: [Double] = []
        var at = 0
        while at < data.count {
            let b0 = Int(try data.u8(at))
            switch b0 {
            case 0...21:
                var op = b0
                if b0 == 12 {
                    op = 1200 + Int(try data.u8(at + 1))
                    at += 1
                }
                entries[op] = operands
                operands.removeAll(keepingCapacity: true)
                at += 1
            case 28:
                operands.append(Double(try data.i16(at + 1))); at += 3
            case 29:
                operands.append(Double(Int32(bitPattern: try data.u32(at + 1)))); at += 5
            case 30:
                let (value, length) = try Self.real(data, at: at + 1)
                operands.append(value); at += 1 + length
            case 32...246:
                operands.append(Double(b0 - 139)); at += 1
            case 247...250:
                operands.append(Double((b0 - 247) * 256 + Int(try data.u8(at + 1)) + 108)); at += 2
            case 251...254:
                operands.append(Double(-(b0 - 251) * 256 - Int(try data.u8(at + 1)) - 108)); at += 2
            default:
                throw .init(.compactStructure(.reservedDictByte(byte: Int(b0), offset: at)))
            }
            // A DICT entry never needs more than 48 operands (the stack limit).
            guard operands.count <= 48 else { throw .init(.limitExceeded(.dictOperands, limit: 48)) }
        }
    }

    /// A real number: nibbles of digits, ".", "E", "E-", "-", ended by 0xF.
    private static func real(_ data: FontReader, at start: Int) throws(FontError.Reason) -> (Double, Int) {
        var text = ""
        var at = start
        while true {
            let byte = try data.u8(at)
            at += 1
            for nibble in [byte >> 4, byte & 0xF] {
                switch nibble {
                case 0...9: text.append(Character(String(nibble)))
                case 0xA: text.append(".")
                case 0xB: text.append("E")
                case 0xC: text.append("E-")
                case 0xE: text.append("-")
                case 0xF: return (Double(text) ?? 0, at - start)
                default: break
                }
            }
            guard text.count < 64 else { throw .init(.limitExceeded(.dictRealLength, limit: 64)) }
        }
    }

    func int(_ op: Int) -> Int? {
        guard let value = entries[op]?.last, value.isFinite, abs(value) < 1e9 else { return nil }
        return Int(value)
    }

    /// The two operands of a (size, offset) entry such as Private.
    func pair(_ op: Int) -> (Int, Int)? {
        guard let values = entries[op], values.count == 2,
              values.allSatisfy({ $0.isFinite && abs($0) < 1e9 }) else { return nil }
        return (Int(values[0]), Int(values[1]))
    }
}
