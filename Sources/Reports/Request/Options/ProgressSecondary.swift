/// `chart progress --secondary volume`: what a progress chart shows on a
/// second value axis at the right.
public enum ProgressSecondary: String, Hashable, Sendable, CaseIterable, NamedOptionValue {
    /// Weekly volume bars behind the line.
    case volume

    public static var noun: String { "secondary axis" }
}
