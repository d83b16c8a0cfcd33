/// One of three kinds of damage to a file's bytes, chosen by `round`: cut at a
/// random length, random runs of bytes overwritten, or bytes of the header
/// and first page scrambled. The same seed damages the same way, so a failure
/// found on one round can be replayed.
package func damage(_ bytes: inout [UInt8], round: Int, random: inout SeededRandom) {
    switch round % 3 {
    case 0:
        bytes.removeLast(Int(random.next() % UInt64(bytes.count)))
    case 1:
        for _ in 0..<(1 + random.next() % 4) {
            let start = Int(random.next() % UInt64(bytes.count))
            let end = min(bytes.count, start + 1 + Int(random.next() % 6000))
            for i in start..<end { bytes[i] = UInt8(truncatingIfNeeded: random.next()) }
        }
    default:
        for _ in 0..<(1 + random.next() % 8) {   // header and first page
            bytes[Int(random.next() % 4096)] = UInt8(truncatingIfNeeded: random.next())
        }
    }
}
