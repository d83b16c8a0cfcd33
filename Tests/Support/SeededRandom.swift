// The tests draw from the demo's generator (SplitMix64, in TrainingDemo), so
// one generator serves the demo, the benchmarks and the tests: the same seed
// gives the same inputs on every run and machine.
@_exported import struct TrainingDemo.SeededRandom

extension SeededRandom {
    /// A float drawn uniformly from `range`.
    package mutating func float(_ range: ClosedRange<Float>) -> Float { Float.random(in: range, using: &self) }
}
