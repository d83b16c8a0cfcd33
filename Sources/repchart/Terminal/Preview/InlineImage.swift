import Reports
import Foundation

/// PNG bytes wrapped in a terminal's inline-image escape sequence.
enum InlineImage {
    /// Kitty graphics protocol: transmit and display a PNG (f=100, a=T) in
    /// base64 chunks of at most 4096 bytes (m=1 on all but the last), with
    /// replies suppressed (q=2). `columns` scales it to that many cells.
    static func kitty(png: [UInt8], columns: Int? = nil) -> String {
        let payload = Data(png).base64EncodedString()
        let chunkSize = 4096
        var output = ""
        var start = payload.startIndex
        var first = true
        repeat {
            let end = payload.index(start, offsetBy: chunkSize, limitedBy: payload.endIndex) ?? payload.endIndex
            let more = end < payload.endIndex ? 1 : 0
            var keys = "m=\(more)"
            if first {
                keys = "a=T,f=100,q=2" + (columns.map { ",c=\($0)" } ?? "") + "," + keys
            }
            output += "\u{1B}_G\(keys);\(payload[start..<end])\u{1B}\\"
            first = false
            start = end
        } while start < payload.endIndex
        return output
    }

    /// iTerm2 inline image (OSC 1337 File=…), also understood by WezTerm.
    static func iterm2(png: [UInt8], name: String, columns: Int? = nil) -> String {
        let encodedName = Data(name.utf8).base64EncodedString()
        let width = columns.map(String.init) ?? "auto"
        return "\u{1B}]1337;File=name=\(encodedName);size=\(png.count);width=\(width);preserveAspectRatio=1;inline=1:"
            + Data(png).base64EncodedString() + "\u{07}"
    }
}
