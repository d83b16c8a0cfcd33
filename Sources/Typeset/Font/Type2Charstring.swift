import Raster

/// A Type 2 charstring interpreter (Adobe TN #5177): numbers onto a stack,
/// path operators draw relative lines and cubics, hints are skipped (their
/// stem count only sizes hintmask bytes), subroutines are followed.
///
/// Hostile input is bounded: the stack holds at most 48 numbers, calls nest
/// at most 10 deep, and one glyph may run at most `maxOperations` operators,
/// so recursion and fan-out fail fast.
struct Type2Charstring {
    static let maxStack = 48
    static let maxDepth = 10
    static let maxOperations = 100_000

    private let global: CompactIndex
    private let local: CompactIndex?
    private var stack: [Float] = []
    private var path = Path()
    private var x: Float = 0, y: Float = 0
    private var stems = 0
    private var widthParsed = false
    private var contourOpen = false
    private var operations = 0

    init(global: CompactIndex, local: CompactIndex?) {
        self.global = global
        self.local = local
        stack.reserveCapacity(Self.maxStack)
    }

    /// Runs a glyph's charstring to its endchar; the outline in font units, y up.
    mutating func run(_ charstring: FontReader) throws(FontError.Reason) -> Path {
        _ = try execute(charstring, depth: 0)
        closeContour()
        return path
    }

    /// The bias added to a subroutine number, from the INDEX's size.
    static func bias(_ count: Int) -> Int {
        count < 1240 ? 107 : count < 33900 ? 1131 : 32768
    }

    /// Executes until endchar (true) or return (false).
    ///
    /// One function on purpose: it is the charstring interpreter, a loop over
    /// one `switch` whose cases are the Type 2 operators in the order of Adobe's
    /// Technical Note #5177, so each case reads against the specification;
    /// splitting the cases up would scatter the operand stack they share.
    private mutating func execute(_ code: FontReader, depth: Int) throws(FontError.Reason) -> Bool {
        guard depth <= Self.maxDepth else { throw .init(.limitExceeded(.subroutineDepth, limit: Self.maxDepth)) }
        var at = 0
        while at < code.count {
            let b0 = Int(try code.u8(at))
            at += 1
            // Numbers.
            if b0 >= 32 || b0 == 28 {
                let value: Float
                switch b0 {
                case 28: value = Float(try code.i16(at)); at += 2
                case 32...246: value = Float(b0 - 139)
                case 247...250: value = Float((b0 - 247) * 256 + Int(try code.u8(at)) + 108); at += 1
                case 251...254: value = Float(-(b0 - 251) * 256 - Int(try code.u8(at)) - 108); at += 1
                default: value = Float(Int32(bitPattern: try code.u32(at))) / 65536; at += 4
                }
                guard stack.count < Self.maxStack else { throw .init(.limitExceeded(.charstringStack, limit: Self.maxStack)) }
                stack.append(value)
                continue
            }
            operations += 1
            guard operations <= Self.maxOperations else { throw .init(.limitExceeded(.charstringOperators, limit: Self.maxOperations)) }
            switch b0 {
            case 1, 3, 18, 23: // hstem, vstem, hstemhm, vstemhm
                takeWidth(when: stack.count % 2 == 1)
                stems += stack.count / 2
                stack.removeAll(keepingCapacity: true)
            case 19, 20: // hintmask, cntrmask: a leading vstem list is implied
                takeWidth(when: stack.count % 2 == 1)
                stems += stack.count / 2
                stack.removeAll(keepingCapacity: true)
                at += (stems + 7) / 8
            case 21: // rmoveto
                takeWidth(when: stack.count > 2)
                try need(2)
                moveTo(x + stack[0], y + stack[1])
            case 22: // hmoveto
                takeWidth(when: stack.count > 1)
                try need(1)
                moveTo(x + stack[0], y)
            case 4: // vmoveto
                takeWidth(when: stack.count > 1)
                try need(1)
                moveTo(x, y + stack[0])
            case 5: // rlineto
                var i = 0
                while i + 1 < stack.count { lineTo(x + stack[i], y + stack[i + 1]); i += 2 }
            case 6, 7: // hlineto, vlineto: alternating
                var horizontal = b0 == 6
                for d in stack {
                    if horizontal { lineTo(x + d, y) } else { lineTo(x, y + d) }
                    horizontal.toggle()
                }
            case 8: // rrcurveto
                var i = 0
                while i + 5 < stack.count { curve(stack[i], stack[i + 1], stack[i + 2], stack[i + 3], stack[i + 4], stack[i + 5]); i += 6 }
            case 24: // rcurveline
                var i = 0
                while i + 5 < stack.count - 2 { curve(stack[i], stack[i + 1], stack[i + 2], stack[i + 3], stack[i + 4], stack[i + 5]); i += 6 }
                if i + 1 < stack.count { lineTo(x + stack[i], y + stack[i + 1]) }
            case 25: // rlinecurve
                var i = 0
                while i + 1 < stack.count - 6 { lineTo(x + stack[i], y + stack[i + 1]); i += 2 }
                if i + 5 < stack.count { curve(stack[i], stack[i + 1], stack[i + 2], stack[i + 3], stack[i + 4], stack[i + 5]) }
            case 26: // vvcurveto: dx1? {dya dxb dyb dyc}+
                var i = 0, dx1: Float = 0
                if stack.count % 4 == 1 { dx1 = stack[0]; i = 1 }
                while i + 3 < stack.count {
                    curve(dx1, stack[i], stack[i + 1], stack[i + 2], 0, stack[i + 3])
                    dx1 = 0; i += 4
                }
            case 27: // hhcurveto: dy1? {dxa dxb dyb dxc}+
                var i = 0, dy1: Float = 0
                if stack.count % 4 == 1 { dy1 = stack[0]; i = 1 }
                while i + 3 < stack.count {
                    curve(stack[i], dy1, stack[i + 1], stack[i + 2], stack[i + 3], 0)
                    dy1 = 0; i += 4
                }
            case 30, 31: // vhcurveto, hvcurveto: alternating, a last extra delta
                var horizontal = b0 == 31
                var i = 0
                while i + 3 < stack.count {
                    let last = stack.count - i == 5 ? stack[i + 4] : 0
                    if horizontal {
                        curve(stack[i], 0, stack[i + 1], stack[i + 2], last, stack[i + 3])
                    } else {
                        curve(0, stack[i], stack[i + 1], stack[i + 2], stack[i + 3], last)
                    }
                    horizontal.toggle(); i += 4
                }
            case 10, 29: // callsubr, callgsubr
                guard let index = b0 == 10 ? local : global else { throw .init(.charstring(.noLocalSubroutines)) }
                guard let number = stack.popLast(), abs(number) < 1e6 else { throw .init(.charstring(.subroutineWithoutNumber)) }
                let subr = try index.entry(Int(number) + Self.bias(index.count))
                if try execute(subr, depth: depth + 1) { return true }
                continue // the stack carries over into and out of subroutines
            case 11: // return
                return false
            case 14: // endchar (an accented-character form with 4 more numbers is not drawn)
                takeWidth(when: stack.count == 1 || stack.count == 5)
                stack.removeAll()
                return true
            case 12:
                let b1 = Int(try code.u8(at))
                at += 1
                try flex(b1)
            default:
                throw .init(.unsupported(.charstringOperator, value: Int(b0)))
            }
            stack.removeAll(keepingCapacity: true)
        }
        // A glyph without endchar is drawn as far as it goes (as FreeType does).
        return depth == 0
    }

    /// The flex family (12 34…37): two cubics, drawn as curves.
    private mutating func flex(_ op: Int) throws(FontError.Reason) {
        let s = stack
        switch op {
        case 35: // flex
            try need(13)
            curve(s[0], s[1], s[2], s[3], s[4], s[5])
            curve(s[6], s[7], s[8], s[9], s[10], s[11])
        case 34: // hflex
            try need(7)
            curve(s[0], 0, s[1], s[2], s[3], 0)
            curve(s[4], 0, s[5], -s[2], s[6], 0)
        case 36: // hflex1
            try need(9)
            curve(s[0], s[1], s[2], s[3], s[4], 0)
            // The second curve ends back on the starting y.
            curve(s[5], 0, s[6], s[7], s[8], -(s[1] + s[3] + s[7]))
        case 37: // flex1: the last delta is along the larger direction
            try need(11)
            let x0 = x, y0 = y
            curve(s[0], s[1], s[2], s[3], s[4], s[5])
            let dx = s[0] + s[2] + s[4] + s[6] + s[8], dy = s[1] + s[3] + s[5] + s[7] + s[9]
            let c1 = Point(x: x + s[6], y: y + s[7])
            let c2 = Point(x: c1.x + s[8], y: c1.y + s[9])
            let end = abs(dx) > abs(dy) ? Point(x: x0 + dx + s[10], y: y0) : Point(x: x0, y: y0 + dy + s[10])
            path.cubic(to: end, control1: c1, control2: c2)
            x = end.x; y = end.y
        default:
            throw .init(.unsupported(.escapedCharstringOperator, value: Int(op)))
        }
    }

    private func need(_ n: Int) throws(FontError.Reason) {
        guard stack.count >= n else { throw .init(.charstring(.stackUnderflow(needed: n, available: stack.count))) }
    }

    /// The first stack-clearing operator may carry the glyph's width first;
    /// the width comes from hmtx, so it is dropped.
    private mutating func takeWidth(when present: Bool) {
        guard !widthParsed else { return }
        widthParsed = true
        if present, !stack.isEmpty { stack.removeFirst() }
    }

    private mutating func moveTo(_ nx: Float, _ ny: Float) {
        closeContour()
        x = nx; y = ny
        path.move(to: Point(x: x, y: y))
        contourOpen = true
    }

    private mutating func closeContour() {
        if contourOpen { path.close() }
        contourOpen = false
    }

    private mutating func lineTo(_ nx: Float, _ ny: Float) {
        if !contourOpen { moveTo(x, y) }
        x = nx; y = ny
        path.line(to: Point(x: x, y: y))
    }

    /// A relative cubic: three deltas from the current point.
    private mutating func curve(_ dx1: Float, _ dy1: Float, _ dx2: Float, _ dy2: Float, _ dx3: Float, _ dy3: Float) {
        if !contourOpen { moveTo(x, y) }
        let c1 = Point(x: x + dx1, y: y + dy1)
        let c2 = Point(x: c1.x + dx2, y: c1.y + dy2)
        let end = Point(x: c2.x + dx3, y: c2.y + dy3)
        path.cubic(to: end, control1: c1, control2: c2)
        x = end.x; y = end.y
    }
}
