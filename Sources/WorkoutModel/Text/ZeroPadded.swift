/// Decimal digits of a non-negative value, zero-padded to `width`.
package func zeroPadded(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
}
