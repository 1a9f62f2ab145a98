import CPango
import Foundation
import Typesetting
import Views

/// System symbols (`UIImage(systemName:)`) drawn as simple vector icons of our own.
///
/// Each symbol is drawn on a 24 × 24 grid with 2-unit round strokes (about SF
/// Symbols' regular weight at 17 points), scaled uniformly to fit and centred in
/// the image's rectangle, in one colour. `name.fill` variants fill the outline
/// where the symbol has one. An unknown name draws nothing here: the caller draws
/// a placeholder and reports it.
enum Symbols {
    /// The names drawn, sorted.
    static var names: [String] { table.keys.sorted() }

    /// Draws symbol `name` fitted into `rect` in `color`; false if the name is unknown.
    static func draw(_ name: String, in rect: CGRect, color: RGBA, on canvas: Canvas) -> Bool {
        guard let symbol = table[name] else { return false }
        let side = min(rect.width, rect.height)
        guard side > 0 else { return true }
        let cairo = canvas.cairo
        canvas.withSavedState {
            cairo_translate(cairo, Double(rect.midX), Double(rect.midY))
            cairo_scale(cairo, Double(side) / 24, Double(side) / 24)
            cairo_translate(cairo, -12, -12)
            cairo_set_line_width(cairo, 2)
            cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
            cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
            canvas.setColor(color)
            cairo_new_path(cairo)
            symbol(Pen(cairo: cairo))
        }
        return true
    }

    typealias Symbol = @Sendable (Pen) -> Void

    private static let table: [String: Symbol] = [
        "chevron.right": { $0.polyline((9, 5), (16, 12), (9, 19)); $0.stroke(width: 2.4) },
        "chevron.left": { $0.polyline((15, 5), (8, 12), (15, 19)); $0.stroke(width: 2.4) },
        "checkmark": { $0.polyline((4.5, 12.5), (9.5, 17.5), (19.5, 6.5)); $0.stroke(width: 2.4) },
        "xmark": { $0.polyline((6, 6), (18, 18)); $0.polyline((18, 6), (6, 18)); $0.stroke() },
        "plus": { $0.polyline((12, 4), (12, 20)); $0.polyline((4, 12), (20, 12)); $0.stroke() },
        "ellipsis": { pen in for x in [5.0, 12, 19] { pen.circle(x, 12, 1.8) }; pen.fill() },
        "arrow.2.squarepath": { pen in
            pen.polyline((3.5, 12.5), (3.5, 8), (17.5, 8)); pen.polyline((14.5, 5), (17.5, 8), (14.5, 11))
            pen.polyline((20.5, 11.5), (20.5, 16), (6.5, 16)); pen.polyline((9.5, 13), (6.5, 16), (9.5, 19))
            pen.stroke()
        },
        "square.and.arrow.up": { pen in
            pen.polyline((8.5, 9.5), (5.5, 9.5), (5.5, 21), (18.5, 21), (18.5, 9.5), (15.5, 9.5))
            pen.polyline((12, 14.5), (12, 2.5)); pen.polyline((8.5, 6), (12, 2.5), (15.5, 6))
            pen.stroke()
        },
        "heart": { heart($0); $0.stroke() },
        "heart.fill": { heart($0); $0.fill() },
        "star": { star($0); $0.stroke() },
        "star.fill": { star($0); $0.fill() },
        "bubble.left": { bubble($0); $0.stroke() },
        "bubble.left.fill": { bubble($0); $0.fill() },
        "bell": { bell($0, filled: false) },
        "bell.fill": { bell($0, filled: true) },
        "moon": { moon($0); $0.stroke() },
        "moon.fill": { moon($0); $0.fill() },
        "person.crop.circle": { personCircle($0, filled: false) },
        "person.crop.circle.fill": { personCircle($0, filled: true) },
        "gear": { gear($0) },
        "gearshape": { gear($0) },
        "wifi": { pen in
            for radius in [4.5, 9.0, 13.5] {
                pen.arc(12, 19.5, radius, from: -135, to: -45, newSubpath: true)
            }
            pen.stroke()
            pen.circle(12, 19.5, 1.7)
            pen.fill()
        },
        "airplane": { airplane($0); $0.fill() },
        "textformat.size": { pen in
            pen.polyline((2.5, 19), (5.75, 10.5), (9, 19)); pen.polyline((3.6, 16), (7.9, 16))
            pen.polyline((10, 19), (15, 5), (20, 19)); pen.polyline((11.8, 14), (18.2, 14))
            pen.stroke()
        },
        "magnifyingglass": { pen in
            pen.circle(10.5, 10.5, 6.5); pen.polyline((15.3, 15.3), (20.5, 20.5)); pen.stroke()
        },
        "paperplane": { paperplane($0); $0.stroke() },
        "paperplane.fill": { paperplane($0); $0.fill() },
        "plus.circle": { pen in
            pen.circle(12, 12, 9.5); pen.polyline((12, 7.5), (12, 16.5)); pen.polyline((7.5, 12), (16.5, 12)); pen.stroke()
        },
        "xmark.circle": { pen in
            pen.circle(12, 12, 9.5); pen.polyline((8.8, 8.8), (15.2, 15.2)); pen.polyline((15.2, 8.8), (8.8, 15.2))
            pen.stroke()
        },
        "xmark.circle.fill": { pen in
            discWithCutOut(pen, width: 2.2) { $0.polyline((8.8, 8.8), (15.2, 15.2)); $0.polyline((15.2, 8.8), (8.8, 15.2)) }
        },
        "trash": { pen in
            pen.polyline((3.5, 6), (20.5, 6)); pen.polyline((9, 6), (9, 3.5), (15, 3.5), (15, 6))
            pen.polyline((5.5, 6), (6.8, 20.5), (17.2, 20.5), (18.5, 6))
            pen.polyline((10, 10), (10, 17)); pen.polyline((14, 10), (14, 17))
            pen.stroke()
        },
        "minus.circle.fill": { pen in discWithCutOut(pen, width: 2.4) { $0.polyline((7, 12), (17, 12)) } },
        "plus.circle.fill": { pen in
            discWithCutOut(pen, width: 2.4) { $0.polyline((7, 12), (17, 12)); $0.polyline((12, 7), (12, 17)) }
        },
        "line.3.horizontal": { pen in
            pen.polyline((4, 7), (20, 7)); pen.polyline((4, 12), (20, 12)); pen.polyline((4, 17), (20, 17)); pen.stroke()
        },
        // Status bar symbols: wider than tall, drawn across the grid's full width.
        "cellularbars": { pen in
            for (index, height) in [4.0, 6.5, 9, 11.5].enumerated() {
                let x = 3 + Double(index) * 4.8
                pen.move(x, 17.5); pen.line(x + 3.4, 17.5); pen.line(x + 3.4, 17.5 - height); pen.line(x, 17.5 - height)
                pen.close()
            }
            pen.fill()
        },
        "battery.100": { pen in
            pen.move(1.5, 7); pen.line(20.5, 7); pen.line(20.5, 17); pen.line(1.5, 17); pen.close()
            pen.stroke(width: 1.1)
            pen.move(3.2, 8.7); pen.line(18.8, 8.7); pen.line(18.8, 15.3); pen.line(3.2, 15.3); pen.close()
            pen.move(21.6, 10.3); pen.line(22.8, 10.3); pen.line(22.8, 13.7); pen.line(21.6, 13.7); pen.close()
            pen.fill()
        },
        "info.circle": { pen in
            pen.circle(12, 12, 9.5); pen.polyline((12, 11), (12, 17)); pen.stroke()
            pen.circle(12, 7.5, 1.3); pen.fill()
        },
    ]

    // MARK: Shapes shared by outline and fill variants

    /// A filled disc with the strokes `sign` draws cut out of it, `width` wide (drawn
    /// in a group, so that only the disc is cleared, not what lies under it).
    private static func discWithCutOut(_ pen: Pen, width: Double, _ sign: (Pen) -> Void) {
        cairo_push_group(pen.cairo)
        pen.circle(12, 12, 10); pen.fill()
        cairo_set_operator(pen.cairo, CAIRO_OPERATOR_CLEAR)
        sign(pen); pen.stroke(width: width)
        cairo_pop_group_to_source(pen.cairo)
        cairo_set_operator(pen.cairo, CAIRO_OPERATOR_OVER)
        cairo_paint(pen.cairo)
    }

    private static func heart(_ pen: Pen) {
        pen.move(12, 20.5)
        pen.curve((7, 17.2), (2.8, 13.2), (2.8, 8.6))
        pen.curve((2.8, 5.7), (5, 3.6), (7.7, 3.6))
        pen.curve((9.6, 3.6), (11.2, 4.7), (12, 6.4))
        pen.curve((12.8, 4.7), (14.4, 3.6), (16.3, 3.6))
        pen.curve((19, 3.6), (21.2, 5.7), (21.2, 8.6))
        pen.curve((21.2, 13.2), (17, 17.2), (12, 20.5))
        pen.close()
    }

    private static func star(_ pen: Pen) {
        for i in 0..<10 {
            let radius = i % 2 == 0 ? 9.8 : 4.3
            let angle = (-90 + Double(i) * 36) * .pi / 180
            let point = (12 + radius * cos(angle), 12.8 + radius * sin(angle))
            i == 0 ? pen.move(point.0, point.1) : pen.line(point.0, point.1)
        }
        pen.close()
    }

    private static func bubble(_ pen: Pen) {
        pen.move(8, 18)
        pen.line(16, 18)
        pen.arc(16, 13, 5, from: 90, to: 0, negative: true)
        pen.line(21, 9)
        pen.arc(16, 9, 5, from: 0, to: -90, negative: true)
        pen.line(8, 4)
        pen.arc(8, 9, 5, from: -90, to: -180, negative: true)
        pen.line(3, 14)
        pen.curve((3, 16.5), (4, 19.2), (3.4, 21))
        pen.curve((5.6, 20.8), (7.2, 19.5), (8, 18))
        pen.close()
    }

    private static func bell(_ pen: Pen, filled: Bool) {
        pen.move(4.5, 17.5)
        pen.line(19.5, 17.5)
        pen.curve((18, 16), (17.5, 14.5), (17.5, 11))
        pen.curve((17.5, 7.6), (15.2, 5), (12, 5))
        pen.curve((8.8, 5), (6.5, 7.6), (6.5, 11))
        pen.curve((6.5, 14.5), (6, 16), (4.5, 17.5))
        pen.close()
        filled ? pen.fill() : pen.stroke()
        pen.polyline((12, 5), (12, 3))
        pen.stroke()
        pen.arc(12, 19, 2.4, from: 0, to: 180, newSubpath: true)
        filled ? pen.fill() : pen.stroke()
    }

    /// A crescent: the big circle minus a circle offset to the upper right.
    private static func moon(_ pen: Pen) {
        let (c1, r1) = ((11.0, 13.0), 8.5)
        let (c2, r2) = ((16.5, 7.5), 7.5)
        let dx = c2.0 - c1.0, dy = c2.1 - c1.1
        let d = (dx * dx + dy * dy).squareRoot()
        let towards = atan2(dy, dx) * 180 / .pi
        let spread = acos((r1 * r1 - r2 * r2 + d * d) / (2 * d * r1)) * 180 / .pi
        // The big circle's arc outside the small one, then the small one's arc back inside.
        pen.arc(c1.0, c1.1, r1, from: towards + spread, to: towards + 360 - spread, newSubpath: true)
        let start = (c1.0 + r1 * cos((towards + spread) * .pi / 180), c1.1 + r1 * sin((towards + spread) * .pi / 180))
        let end = (c1.0 + r1 * cos((towards - spread) * .pi / 180), c1.1 + r1 * sin((towards - spread) * .pi / 180))
        let from = atan2(end.1 - c2.1, end.0 - c2.0) * 180 / .pi
        var to = atan2(start.1 - c2.1, start.0 - c2.0) * 180 / .pi
        while to > from { to -= 360 }
        pen.arc(c2.0, c2.1, r2, from: from, to: to, negative: true)
        pen.close()
    }

    private static func personCircle(_ pen: Pen, filled: Bool) {
        // The filled variant cuts the figure out of a disc, inside a group so the
        // cut does not reach what lies below.
        if filled {
            cairo_push_group(pen.cairo)
            pen.circle(12, 12, 10.5)
            pen.fill()
            cairo_set_operator(pen.cairo, CAIRO_OPERATOR_CLEAR)
        } else {
            pen.circle(12, 12, 9.8)
            pen.stroke()
        }
        pen.circle(12, 9.5, 3.6)
        pen.fill()
        cairo_save(pen.cairo)
        pen.circle(12, 12, 9.8)
        cairo_clip(pen.cairo)
        pen.circle(12, 21.5, 7.2)
        pen.fill()
        cairo_restore(pen.cairo)
        if filled {
            cairo_pop_group_to_source(pen.cairo)
            cairo_paint(pen.cairo)
        }
    }

    private static func gear(_ pen: Pen) {
        let teeth = 8
        for i in 0..<teeth {
            let centre = Double(i) * 360 / Double(teeth)
            for (angle, radius) in [(centre - 16, 7.4), (centre - 9, 10), (centre + 9, 10), (centre + 16, 7.4)] {
                let a = angle * .pi / 180
                let point = (12 + radius * cos(a), 12 + radius * sin(a))
                i == 0 && angle == centre - 16 ? pen.move(point.0, point.1) : pen.line(point.0, point.1)
            }
        }
        pen.close()
        pen.circle(12, 12, 3.2)
        pen.stroke(width: 1.8)
    }

    /// An airliner seen from above, nose to the right.
    private static func airplane(_ pen: Pen) {
        let upper: [(Double, Double)] = [
            (19.5, 10.8), (14.2, 10.8), (9.6, 3.2), (7.6, 3.2), (10.2, 10.8),
            (6.2, 10.8), (4.6, 8), (3, 8), (3.9, 10.8),
        ]
        pen.move(21.8, 12)
        pen.curve((21.8, 11.3), (20.7, 10.8), (19.5, 10.8))
        for point in upper.dropFirst() { pen.line(point.0, point.1) }
        pen.line(3.4, 12)
        for point in upper.dropFirst().reversed() { pen.line(point.0, 24 - point.1) }
        pen.line(19.5, 13.2)
        pen.curve((20.7, 13.2), (21.8, 12.7), (21.8, 12))
        pen.close()
    }

    private static func paperplane(_ pen: Pen) {
        pen.move(3, 11)
        pen.line(21, 3)
        pen.line(13, 21)
        pen.line(11, 13)
        pen.close()
    }
}

/// Path building on the symbol grid (a thin layer over a `cairo_t *`).
struct Pen {
    let cairo: OpaquePointer

    func move(_ x: Double, _ y: Double) { cairo_move_to(cairo, x, y) }
    func line(_ x: Double, _ y: Double) { cairo_line_to(cairo, x, y) }
    func close() { cairo_close_path(cairo) }

    func curve(_ c1: (Double, Double), _ c2: (Double, Double), _ end: (Double, Double)) {
        cairo_curve_to(cairo, c1.0, c1.1, c2.0, c2.1, end.0, end.1)
    }

    func polyline(_ points: (Double, Double)...) {
        guard let first = points.first else { return }
        move(first.0, first.1)
        for point in points.dropFirst() { line(point.0, point.1) }
    }

    /// An arc, angles in degrees (clockwise on screen, 0 pointing right).
    func arc(_ x: Double, _ y: Double, _ radius: Double, from: Double, to: Double,
             negative: Bool = false, newSubpath: Bool = false)
    {
        if newSubpath { cairo_new_sub_path(cairo) }
        let a = from * .pi / 180, b = to * .pi / 180
        negative ? cairo_arc_negative(cairo, x, y, radius, a, b) : cairo_arc(cairo, x, y, radius, a, b)
    }

    func circle(_ x: Double, _ y: Double, _ radius: Double) {
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, x, y, radius, 0, 2 * .pi)
        cairo_close_path(cairo)
    }

    func stroke(width: Double = 2) {
        cairo_set_line_width(cairo, width)
        cairo_stroke(cairo)
    }

    func fill() { cairo_fill(cairo) }
}
