import Foundation

/// Times `body` repeatedly and prints the median in ms (and Mpx/s when
/// `pixels` is given). Medians, not means, so one slow run does not skew it.
@discardableResult
func measure(_ name: String, runs: Int = 30, pixels: Int? = nil, _ body: () throws -> Void) rethrows -> Double {
    try body() // warm up caches and lazy state
    var samples: [Double] = []
    samples.reserveCapacity(runs)
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    samples.sort()
    let median = samples[samples.count / 2]
    var line = name.padding(toLength: 44, withPad: " ", startingAt: 0)
        + String(format: "%9.3f ms", median)
    if let pixels {
        line += String(format: "  %8.1f Mpx/s", Double(pixels) / (median / 1000) / 1e6)
    }
    print(line)
    return median
}

/// Keeps the optimizer from deleting work whose result is otherwise unused.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
