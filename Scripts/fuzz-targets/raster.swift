// libFuzzer target: the rasterizer fed paths and styles decoded from bytes.
// Coordinates come from a table of hostile values (NaN, ±infinity, ±1e30,
// subnormals, huge and tiny) or straight from the bytes as Float bits; every
// join, cap, fill rule, paint and dash pattern is reachable. Drawing must
// never crash, hang or touch memory outside the canvas.
@testable import Raster

/// Like `precondition`, but the message survives -O (libFuzzer prints it).
func check(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() { fatalError(message()) }
}

/// Reads values from the fuzzer's bytes; zeros once they run out.
struct ByteReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var offset = 0

    var isAtEnd: Bool { offset >= bytes.count }

    mutating func byte() -> UInt8 {
        guard offset < bytes.count else { return 0 }
        defer { offset += 1 }
        return bytes[offset]
    }

    mutating func bits32() -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 { value = value << 8 | UInt32(byte()) }
        return value
    }

    static let hostile: [Float] = [
        0, 1, -1, 0.5, 2, 10, 31.5, 32, 63.99, 64, 100, 1000, -1000, 1e7, -1e7, 1e30, -1e30,
        .nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
        .leastNonzeroMagnitude, .leastNormalMagnitude, 1e-30, -1e-30, 0.001, 16384, 16385, 16_777_217, 7.25,
    ]

    /// A coordinate: mostly small canvas values, often hostile, sometimes raw bits.
    mutating func float() -> Float {
        let tag = byte()
        switch tag & 0xC0 {
        case 0x00: return Float(tag & 0x3F) * 1.25 - 8   // -8 ... 70.75: on and around a 64 px canvas
        case 0x40: return Self.hostile[Int(tag & 0x3F) % Self.hostile.count]
        case 0x80: return Float(Int(tag & 0x3F) - 32) * Float(byte()) * 0.37
        default: return Float(bitPattern: bits32())
        }
    }

    mutating func point() -> Point { Point(x: float(), y: float()) }
}

func makePath(_ r: inout ByteReader) -> Path {
    var path = Path()
    let count = Int(r.byte() % 48)
    for _ in 0..<count {
        switch r.byte() % 12 {
        case 0, 1: path.move(to: r.point())
        case 2, 3, 4: path.line(to: r.point())
        case 5: path.quad(to: r.point(), control: r.point())
        case 6: path.cubic(to: r.point(), control1: r.point(), control2: r.point())
        case 7: path.close()
        case 8: path.addRect(Rect(x: r.float(), y: r.float(), width: r.float(), height: r.float()))
        case 9: path.addRoundedRect(Rect(x: r.float(), y: r.float(), width: r.float(), height: r.float()),
                                    radii: CornerRadii(topLeft: r.float(), topRight: r.float(),
                                                       bottomRight: r.float(), bottomLeft: r.float()))
        case 10: path.addArc(center: r.point(), radiusX: r.float(), radiusY: r.float(), startAngle: r.float(),
                             endAngle: r.float(), clockwise: r.byte() & 1 == 0, startNewSubpath: r.byte() & 1 == 0)
        default: path.append(Path(wedgeCenter: r.point(), innerRadius: r.float(), outerRadius: r.float(),
                                  startAngle: r.float(), endAngle: r.float()))
        }
    }
    return path
}

func makeColor(_ r: inout ByteReader) -> Color {
    Color(red: r.byte(), green: r.byte(), blue: r.byte(), alpha: r.byte())
}

func makePaint(_ r: inout ByteReader) -> Paint {
    switch r.byte() % 3 {
    case 0: return .solid(makeColor(&r))
    case 1:
        let stops = (0..<Int(r.byte() % 5)).map { _ in GradientStop(offset: r.float(), color: makeColor(&r)) }
        return .linear(LinearGradient(start: r.point(), end: r.point(), stops: stops))
    default:
        let stops = (0..<Int(r.byte() % 5)).map { _ in GradientStop(offset: r.float(), color: makeColor(&r)) }
        return .radial(RadialGradient(center: r.point(), radius: r.float(), stops: stops))
    }
}

func makeTransform(_ r: inout ByteReader) -> Transform {
    switch r.byte() % 6 {
    case 0, 1: return .identity
    case 2: return .translation(x: r.float(), y: r.float())
    case 3: return .scale(x: r.float(), y: r.float())
    case 4: return .rotation(r.float())
    default: return Transform(a: r.float(), b: r.float(), c: r.float(), d: r.float(), tx: r.float(), ty: r.float())
    }
}

func makeStyle(_ r: inout ByteReader) -> StrokeStyle {
    let joins: [LineJoin] = [.miter, .round, .bevel]
    let caps: [LineCap] = [.butt, .round, .square]
    let flags = r.byte()
    var dash: [Float] = []
    switch r.byte() % 4 {
    case 0, 1: break
    case 2: dash = (0..<Int(r.byte() % 9)).map { _ in r.float() }
    default: dash = [Float](repeating: r.float(), count: Int(r.byte()) * 64)   // a huge dash array
    }
    return StrokeStyle(width: r.float(), join: joins[Int(flags % 3)], miterLimit: r.float(),
                       cap: caps[Int(flags / 3 % 3)], dash: dash, dashPhase: r.float())
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRaster(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var r = ByteReader(bytes: UnsafeBufferPointer(start: data, count: size))
    let width = Int(r.byte() % 64) + 1, height = Int(r.byte() % 64) + 1
    guard var canvas = try? Canvas(width: width, height: height) else { fatalError("valid canvas refused") }
    var operations = 0
    while !r.isAtEnd, operations < 16 {
        operations += 1
        switch r.byte() % 8 {
        case 0, 1:
            let rule: FillRule = r.byte() & 1 == 0 ? .nonZero : .evenOdd
            canvas.fill(makePath(&r), with: makePaint(&r), rule: rule, transform: makeTransform(&r), opacity: r.float())
        case 2, 3:
            canvas.stroke(makePath(&r), style: makeStyle(&r), with: makePaint(&r), transform: makeTransform(&r),
                          opacity: r.float())
        case 4:
            canvas.fillRect(Rect(x: r.float(), y: r.float(), width: r.float(), height: r.float()),
                            with: makePaint(&r), transform: makeTransform(&r), opacity: r.float())
        case 5:
            canvas.clip = r.byte() & 1 == 0 ? nil : Rect(x: r.float(), y: r.float(), width: r.float(), height: r.float())
        case 6:
            let rule: FillRule = r.byte() & 1 == 0 ? .nonZero : .evenOdd
            if let mask = CoverageMask.render(makePath(&r), transform: makeTransform(&r), rule: rule) {
                check(mask.coverage.count == mask.width * mask.height, "mask size")
                canvas.draw(mask, x: Int(Int8(bitPattern: r.byte())), y: Int(Int8(bitPattern: r.byte())),
                            with: makePaint(&r), opacity: r.float())
            }
        default:
            canvas.clear(makeColor(&r))
        }
    }
    // Every pixel must stay premultiplied: no colour channel above alpha.
    for p in canvas.pixels {
        let a = p >> 24
        check(p & 0xFF <= a && p >> 8 & 0xFF <= a && p >> 16 & 0xFF <= a, "pixel not premultiplied")
    }
    return 0
}
