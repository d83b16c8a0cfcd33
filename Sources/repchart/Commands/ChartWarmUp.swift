#if canImport(Glibc)
import Glibc
#endif
import CThreadStart
import Charts
import Raster
import Reports
import Typeset

/// What a chart command does on the second core while the main thread reads
/// the config and the log: opening HarfBuzz, loading the fonts (they stay
/// cached for the process), mapping the canvas's memory
/// (`SharedCanvasMemory`) and filling it with the background. None of it
/// depends on the log.
///
/// It starts before the chart's style is known (`init`), with HarfBuzz, which
/// needs nothing; `prepare(_:)` then hands it the style for the fonts and the
/// memory, and `finish()` waits for all of it.
final class ChartWarmUp: @unchecked Sendable {
    /// What the thread is told after HarfBuzz: a style to prepare, or nothing.
    private enum Order {
        case waiting
        case prepare(fontPath: String?, canvasBytes: Int, background: Color)
        case none
    }

    private var order = Order.waiting
    private var memory: SharedCanvasMemory?
    private var finished = false
    #if canImport(Glibc)
    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let ordered = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var thread = pthread_t()
    private var started = false
    #endif

    /// Starts the thread, which opens HarfBuzz and then waits for `prepare(_:)`.
    init() {
        #if canImport(Glibc)
        pthread_mutex_init(lock, nil)
        pthread_cond_init(ordered, nil)
        let context = Unmanaged.passRetained(self).toOpaque()
        // On another CPU than this one, or it may wait behind this thread (CThreadStart.h).
        started = rc_start_thread_elsewhere(&thread, { context in
            guard let context else { return nil }
            Unmanaged<ChartWarmUp>.fromOpaque(context).takeRetainedValue().work()
            return nil
        }, context) == 0
        if !started { Unmanaged<ChartWarmUp>.fromOpaque(context).release() }
        #endif
    }

    deinit {
        #if canImport(Glibc)
        pthread_cond_destroy(ordered)
        pthread_mutex_destroy(lock)
        lock.deallocate()
        ordered.deallocate()
        #endif
    }

    /// Hands the thread the chart's style: its fonts, and memory for a PNG canvas.
    func prepare(_ style: ChartStyle) {
        let pixels = Double(style.size.width) * Double(style.size.height) * Double(style.scale * style.scale)
        var canvasBytes = 0
        if style.format == .png, pixels.isFinite, pixels < 64 * 1_048_576 {
            // Room for the layout's rounding of the size, whole pages.
            canvasBytes = (Int(pixels) * 4 + (64 << 10) + 4095) & ~4095
        }
        give(.prepare(fontPath: style.fontPath, canvasBytes: canvasBytes,
                      background: RasterSurface.canvasFill(for: style.theme.background)))
    }

    /// Waits for the work; the memory for the canvas, if it could be had (once).
    func finish() -> (any CanvasMemory)? {
        guard !finished else { return nil }
        finished = true
        give(.none)  // no-op when a style was given
        #if canImport(Glibc)
        if started {
            pthread_join(thread, nil)
            started = false
        }
        #endif
        // The process ends soon after the chart: unmapping is exit's job.
        if let memory { SharedCanvasMemory.keepUntilExit(memory) }
        return memory
    }

    private func give(_ next: Order) {
        #if canImport(Glibc)
        if started {
            pthread_mutex_lock(lock)
            if case .waiting = order { order = next }
            pthread_cond_signal(ordered)
            pthread_mutex_unlock(lock)
            return
        }
        #endif
        // No thread: do it here.
        if case .waiting = order {
            order = next
            HarfBuzzLibrary.load()
            carryOut(order)
        }
    }

    private func work() {
        HarfBuzzLibrary.load()
        #if canImport(Glibc)
        pthread_mutex_lock(lock)
        while case .waiting = order { pthread_cond_wait(ordered, lock) }
        let next = order
        pthread_mutex_unlock(lock)
        carryOut(next)
        #endif
    }

    private func carryOut(_ order: Order) {
        guard case .prepare(let fontPath, let canvasBytes, let background) = order else { return }
        // A font that fails here fails again when drawing, with its error.
        _ = try? ChartFonts.locate(path: fontPath)
        if canvasBytes > 0 {
            memory = SharedCanvasMemory.open(bytes: canvasBytes)
            // Last: the main thread is still reading the log; this saves it a 6 MB write.
            memory?.fillAhead(with: background)
        }
    }
}
