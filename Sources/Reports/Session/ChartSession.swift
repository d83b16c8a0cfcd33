#if canImport(Glibc)
import Glibc
#endif
import CThreadStart
import Charts
import Raster
import Typeset

/// The run-time resources of one chart, prepared on the second core while
/// the log is read: HarfBuzz opened, the fonts loaded (they stay cached for
/// the process) and the canvas allocated and filled with the background.
/// None of it depends on the log.
///
/// Owned by one `ChartJob` from start to finish: the job makes it (`init`
/// starts the thread, with HarfBuzz, which needs nothing), tells it the
/// chart's style and checked size at once (`prepare(_:size:)`), draws with it
/// (as the `CanvasProvider` the chart takes its canvas from) and finishes it
/// on every path, errors too. Nothing reaches back up to the job's caller.
final class ChartSession: CanvasProvider, @unchecked Sendable {
    /// What the thread is told after HarfBuzz: a style to prepare, or nothing.
    private enum Order {
        case waiting
        case prepare(fontPath: String?, canvas: (width: Int, height: Int, fill: Color)?)
        case none
    }

    private var order = Order.waiting
    /// The canvas made ahead, until `makeCanvas` hands it over (once).
    private var canvas: (canvas: Canvas, fill: Color)?
    private var finished = false
    /// Set (under `lock`) once the thread has looked up the fonts, or has nothing more to do.
    private var fontsLooked = false
    #if canImport(Glibc)
    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let ordered = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private let fontsReady = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var thread = pthread_t()
    private var started = false
    #endif

    /// Starts the thread, which opens HarfBuzz and then waits for `prepare(_:)`.
    init() {
        #if canImport(Glibc)
        pthread_mutex_init(lock, nil)
        pthread_cond_init(ordered, nil)
        pthread_cond_init(fontsReady, nil)
        let context = Unmanaged.passRetained(self).toOpaque()
        // On another CPU than this one, or it may wait behind this thread (CThreadStart.h).
        started = rc_start_thread_elsewhere(&thread, { context in
            guard let context else { return nil }
            Unmanaged<ChartSession>.fromOpaque(context).takeRetainedValue().work()
            return nil
        }, context) == 0
        if !started { Unmanaged<ChartSession>.fromOpaque(context).release() }
        #endif
    }

    deinit {
        #if canImport(Glibc)
        pthread_cond_destroy(ordered)
        pthread_cond_destroy(fontsReady)
        pthread_mutex_destroy(lock)
        lock.deallocate()
        ordered.deallocate()
        fontsReady.deallocate()
        #endif
    }

    /// Hands the thread the chart's style: its fonts, and the canvas of a PNG
    /// of the pixels `size` worked out (none when the size was refused).
    func prepare(_ style: ChartStyle, size: CheckedSize?) {
        var canvas: (Int, Int, Color)?
        if style.format == .png, let pixels = try? size?.pixels.get() {
            let background = style.theme.background
            canvas = (pixels.width, pixels.height, background.alpha == 255 ? background : .clear)
        }
        give(.prepare(fontPath: style.fontPath, canvas: canvas))
    }

    /// As `prepare(_:size:)`, for a style whose size nobody checked yet.
    func prepare(_ style: ChartStyle) {
        prepare(style, size: try? style.size.checked(scale: style.scale))
    }

    /// Waits until the thread has looked up the fonts given to `prepare`, so
    /// this thread finds them in the process's cache; the canvas may still
    /// be in the making (`makeCanvas` waits for it). Without a `prepare`,
    /// waits for the thread to end, as `finish()`.
    func waitForFonts() {
        #if canImport(Glibc)
        if started {
            pthread_mutex_lock(lock)
            let given: Bool
            if case .waiting = order { given = false } else { given = true }
            if given {
                while !fontsLooked { pthread_cond_wait(fontsReady, lock) }
            }
            pthread_mutex_unlock(lock)
            if given { return }
        }
        #endif
        finish()
    }

    /// Waits for the thread's work (once; later calls return at once).
    func finish() {
        guard !finished else { return }
        finished = true
        give(.none)  // no-op when a style was given
        #if canImport(Glibc)
        if started {
            pthread_join(thread, nil)
            started = false
        }
        #endif
    }

    /// Whether `finish()` has run and the thread, if one started, has been joined.
    var isFinished: Bool {
        #if canImport(Glibc)
        if started { return false }
        #endif
        return finished
    }

    /// The canvas made ahead when it is the one asked for (the first time),
    /// else a new one.
    func makeCanvas(width: Int, height: Int, filledWith color: Color) throws(RasterError) -> Canvas {
        finish()
        if let ready = canvas?.canvas, ready.width == width, ready.height == height, canvas?.fill == color {
            canvas = nil  // the caller's copy must be the only one, or its first drawing copies it
            return ready
        }
        return try Canvas(width: width, height: height, filledWith: color)
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
        fontsWereLooked()  // also when there were none to look up, so no waiter is left behind
        #endif
    }

    private func fontsWereLooked() {
        #if canImport(Glibc)
        pthread_mutex_lock(lock)
        fontsLooked = true
        pthread_cond_broadcast(fontsReady)
        pthread_mutex_unlock(lock)
        #endif
    }

    private func carryOut(_ order: Order) {
        guard case .prepare(let fontPath, let wanted) = order else { return }
        // A font that fails here fails again when drawing, with its error.
        _ = try? ChartFonts.locate(path: fontPath)
        fontsWereLooked()
        // Last: the main thread is still reading the log; this saves it the
        // page faults of fresh memory and a 6 MB write.
        if let wanted {
            canvas = (try? Canvas(width: wanted.width, height: wanted.height, filledWith: wanted.fill)).map { ($0, wanted.fill) }
        }
    }
}
