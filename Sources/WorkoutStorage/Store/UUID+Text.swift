import Foundation
import WorkoutModel

extension UUID {
    /// The same text as `uuidString` (upper-case, with dashes), built without
    /// the C formatter: inserting a million sets formats a million ids.
    var storedText: String {
        let digits: [UInt8] = Array("0123456789ABCDEF".utf8)
        return withUnsafeBytes(of: uuid) { bytes in
            String(unsafeUninitializedCapacity: 36) { out in
                var o = 0
                for (index, byte) in bytes.enumerated() {
                    if index == 4 || index == 6 || index == 8 || index == 10 {
                        out[o] = UInt8(ascii: "-")
                        o += 1
                    }
                    out[o] = digits[Int(byte >> 4)]
                    out[o + 1] = digits[Int(byte & 0x0F)]
                    o += 2
                }
                return o
            }
        }
    }
}
