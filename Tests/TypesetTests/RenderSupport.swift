import Foundation
import PNGCodec
import Raster
@testable import Typeset

/// Helpers to draw samples, read ink back, and (when TYPESET_LOOK_DIR is set)
/// save PNGs for a person to look at.
enum RenderSupport {
    struct Line { var text: String; var size: Float; var y: Float; var bold = false }

    /// The sample lines of Fixtures/typeset/samples.svg, at the same places.
    static let samples: [Line] = [
        Line(text: "Bench Press 120 kg", size: 12, y: 16),
        Line(text: "Mon 17  Tue 18  Wed 19", size: 10, y: 34),
        Line(text: "Жим лёжа · Übung", size: 14, y: 54),
        Line(text: "AV Wa To Ä", size: 16, y: 76),
        Line(text: "Weekly volume", size: 12, y: 96, bold: true),
        Line(text: "0  250  500  750  1,000 kg", size: 11, y: 114),
    ]

    static func samplesCanvas(scale: Int, background: Color, foreground: Color,
                              renderer: TextRenderer = TextRenderer()) throws -> Canvas {
        var canvas = try Canvas(width: 220 * scale, height: 120 * scale)
        canvas.clear(background)
        for line in samples {
            let font = line.bold ? try TestFonts.bold() : try TestFonts.sans()
            renderer.draw(line.text, style: TextStyle(font: font, size: line.size), color: foreground,
                          at: Point(x: 4, y: line.y), scale: Float(scale), on: &canvas)
        }
        return canvas
    }

    /// Pixels differing from `background` (by any channel) as a bounding box.
    static func inkBox(_ canvas: Canvas, background: Color, threshold: Int = 8) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        var box: (x0: Int, y0: Int, x1: Int, y1: Int)?
        for y in 0..<canvas.height {
            for x in 0..<canvas.width where distance(canvas.pixel(x: x, y: y), background) > threshold {
                if let b = box {
                    box = (min(b.x0, x), min(b.y0, y), max(b.x1, x + 1), max(b.y1, y + 1))
                } else {
                    box = (x, y, x + 1, y + 1)
                }
            }
        }
        return box
    }

    /// Total ink: Σ |pixel − background| / 255 over the green channel.
    static func inkMass(_ canvas: Canvas, background: Color) -> Double {
        var sum = 0.0
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                sum += Double(abs(Int(canvas.pixel(x: x, y: y).green) - Int(background.green))) / 255
            }
        }
        return sum
    }

    static func inkMass(_ image: DecodedImage, background: Color) -> Double {
        var sum = 0.0
        for i in stride(from: 1, to: image.rgba.count, by: 4) {
            sum += Double(abs(Int(image.rgba[i]) - Int(background.green))) / 255
        }
        return sum
    }

    static func distance(_ a: Color, _ b: Color) -> Int {
        max(abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)), abs(Int(a.blue) - Int(b.blue)))
    }

    static func save(_ canvas: Canvas, _ name: String) {
        guard let dir = ProcessInfo.processInfo.environment["TYPESET_LOOK_DIR"] else { return }
        canvas.withUnsafeBytes { bytes in
            if let png = try? PNGEncoder.encode(width: canvas.width, height: canvas.height, premultipliedRGBA: bytes) {
                try? AtomicFile.write(png, toFile: dir + "/" + name + ".png")
            }
        }
    }

    static var fixtures: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/typeset").path
    }
}
