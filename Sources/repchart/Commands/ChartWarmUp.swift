#if canImport(Glibc)
import Glibc
#endif
import Charts
import Raster
import Reports

/// What a chart command does on the second core while the main thread opens
/// the log and reads it: loading the fonts (they stay cached for the process)
/// and mapping the canvas's memory (`SharedCanvasMemory`). Both are
/// independent of the log, and together about as long as reading it.
final class ChartWarmUp: @unchecked Sendable {
    private let fontPath: String?
    private let canvasBytes: Int
    private var memory: SharedCanvasMemory?
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
            // Room for the layout's rounding of the size, whole pages.
            canvasBytes = (Int(pixels) * 4 + (64 << 10) + 4095) & ~4095
        } else {
            canvasBytes = 0
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
        if canvasBytes > 0 { memory = SharedCanvasMemory.open(bytes: canvasBytes) }
        // A font that fails here fails again when drawing, with its error.
        _ = try? ChartFonts.locate(path: fontPath)
    }

    /// Waits for the work; the memory for the canvas, if it could be had (once).
    func finish() -> (any CanvasMemory)? {
        guard !finished else { return nil }
        finished = true
        #if canImport(Glibc)
        if started {
            pthread_join(thread, nil)
            started = false
        }
        #endif
        return memory
    }
}
