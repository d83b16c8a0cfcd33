#if canImport(Glibc)
import Glibc
#endif
import Charts
import Reports

/// What a chart command does on the second core while the main thread opens
/// the log and reads it: loading the fonts (they stay cached for the process)
/// and backing the canvas's memory (`ChartMemory`). Both are independent of
/// the log, and together about as long as reading it.
final class ChartWarmUp: @unchecked Sendable {
    private let fontPath: String?
    private let memory: ChartMemory.Block?
    private var finished = false
    #if canImport(Glibc)
    private var thread = pthread_t()
    private var started = false
    #endif

    /// Starts the work for a chart in `style` (memory only for PNG).
    init(style: ChartStyle) {
        fontPath = style.fontPath
        let pixels = Double(style.size.width) * Double(style.size.height) * Double(style.scale * style.scale)
        if style.format == .png, pixels.isFinite, pixels < 64 * 1_048_576 {
            memory = ChartMemory.reserve(forImageBytes: Int(pixels) * 4)
        } else {
            memory = nil
        }
        #if canImport(Glibc)
        let context = Unmanaged.passRetained(self).toOpaque()
        started = pthread_create(&thread, nil, { context in
            guard let context else { return nil }
            let warmUp = Unmanaged<ChartWarmUp>.fromOpaque(context).takeRetainedValue()
            warmUp.work()
            return nil
        }, context) == 0
        if !started {
            Unmanaged<ChartWarmUp>.fromOpaque(context).release()
            work()
        }
        #else
        work()
        #endif
    }

    private func work() {
        memory?.fault()
        // A font that fails here fails again when drawing, with its error.
        _ = try? ChartFonts.locate(path: fontPath)
    }

    /// Waits for the work and hands the memory back for the canvas (once).
    func finish() {
        guard !finished else { return }
        finished = true
        #if canImport(Glibc)
        if started {
            pthread_join(thread, nil)
            started = false
        }
        #endif
        memory?.release()
    }
}
