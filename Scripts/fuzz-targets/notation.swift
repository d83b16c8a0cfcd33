// libFuzzer target: the set-notation parser (`repchart log "bench" 5x5@100`).
// Any text either parses or throws a NotationError; what parses must format
// to text that parses back to the same entries (the documented round trip).
import Workouts

/// Like `precondition`, but the message survives -O (libFuzzer prints it).
func check(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() { fatalError(message()) }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzNotation(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let unit: WeightUnit = data[0] & 1 == 0 ? .kg : .lb
    let text = String(decoding: UnsafeBufferPointer(start: data + 1, count: size - 1), as: UTF8.self)
    let entries: [SetEntry]
    do {
        entries = try SetNotation.parse(text, defaultUnit: unit)
    } catch {
        check(!error.description.isEmpty, "empty error message")
        return 0
    }
    check(!entries.isEmpty, "parse returned no entries for \(text.debugDescription)")
    let written = SetNotation.format(entries)
    do {
        let again = try SetNotation.parse(written, defaultUnit: unit == .kg ? .lb : .kg)
        check(again == entries, "round trip changed \(text.debugDescription) → \(written.debugDescription)")
    } catch {
        fatalError("formatted \(text.debugDescription) as \(written.debugDescription), which fails: \(error)")
    }
    return 0
}
