/// A width and height in device units.
public struct Size: Hashable, Sendable {
    /// The width.
    public var width: Float
    /// The height.
    public var height: Float

    /// A size.
    public init(width: Float, height: Float) {
        self.width = width
        self.height = height
    }

    /// No width, no height.
    public static let zero = Size(width: 0, height: 0)
}
