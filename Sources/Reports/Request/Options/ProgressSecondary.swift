/// `chart progress --secondary volume`: what a progress chart shows on a
/// second value axis at the right.
package enum ProgressSecondary: String, Hashable, Sendable, CaseIterable, NamedOptionValue {
    /// Weekly volume bars behind the line.
    case volume

    package static var noun: String { "secondary axis" }
}
