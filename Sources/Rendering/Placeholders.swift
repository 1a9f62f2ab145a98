import CPango
import Foundation
import Typesetting
import Views
import InputPolicy

/// Generated pictures: initials avatars, gradient media, neutral placeholders, and
/// the crossed box drawn where content is missing. Colours come from a stable hash
/// of the name or seed (FNV-1a, not Swift's per-process seeded `Hasher`), so the same
/// name looks the same in every run and on every machine.
enum Placeholders {
    /// 64-bit FNV-1a of the UTF-8 bytes.
    static func stableHash(_ string: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in string.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }

    /// Avatar backgrounds: iOS system colours (light values) dark enough for white initials.
    static let avatarPalette: [Color] = [
        .systemBlue, .systemGreen, .systemIndigo, .systemOrange, .systemPink,
        .systemPurple, .systemRed, .systemTeal, .systemBrown, .systemCyan,
    ]

    /// FNV-1a's low bits follow the last byte closely, so the hash is mixed
    /// (SplitMix64's finaliser) before it picks from a short list.
    static func mixedHash(_ string: String) -> UInt64 {
        var z = stableHash(string)
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }

    static func avatarColor(for name: String) -> RGBA {
        avatarPalette[Int(mixedHash(name) % UInt64(avatarPalette.count))].light
    }

    /// Up to two initials: the first letter or digit of the first and last words
    /// ("App Store" → "AS", "@AppleArcade" → "A"), or "?".
    static func initials(of name: String) -> String {
        let words = name.split(whereSeparator: { $0.isWhitespace || $0 == "_" || $0 == "-" })
            .compactMap { word in word.first(where: { $0.isLetter || $0.isNumber }) }
        guard let first = words.first else { return "?" }
        let letters = words.count > 1 ? [first, words.last!] : [first]
        return String(letters).uppercased()
    }

    /// A circle or rounded square in the name's colour with the initials in white,
    /// their cap height centred.
    static func drawAvatar(name: String, shape: Image.AvatarShape, in rect: CGRect, on canvas: Canvas) {
        let color = avatarColor(for: name)
        switch shape {
        case .circle: canvas.fillEllipse(in: rect, color: color)
        case let .roundedSquare(radius): canvas.fill(rect, radius: radius, color: color)
        }
        let side = min(rect.width, rect.height)
        guard side >= 4 else { return }
        let font = Font.systemFont(ofSize: Double(side) * 0.4, weight: .semibold)
        let layout = TextLayout(AttributedText(initials(of: name), font: font, color: .white))
        let x = Double(rect.midX) - layout.size.width / 2
        let baseline = Double(rect.midY) + font.capHeight / 2
        layout.draw(in: canvas.cairo, x: x, y: baseline - layout.firstBaseline)
    }

    /// Two saturated colours derived from `seed`, their hues 40–100° apart.
    static func gradientColors(seed: String) -> (RGBA, RGBA) {
        let hash = mixedHash(seed)
        let hue = Double(hash % 360)
        let offset = 40 + Double((hash >> 16) % 61)
        return (hsl(hue, 0.62, 0.58), hsl((hue + offset).truncatingRemainder(dividingBy: 360), 0.62, 0.42))
    }

    /// A diagonal gradient from the top-left to the bottom-right corner.
    static func drawGradient(seed: String, in rect: CGRect, on canvas: Canvas) {
        let (start, end) = gradientColors(seed: seed)
        drawDiagonal(from: start, to: end, in: rect, on: canvas)
    }

    /// An image known only by its size: a quiet grey gradient, so a demo's layout
    /// reads without pretending to be content.
    static func drawNeutral(seed: String, in rect: CGRect, traits: TraitCollection, on canvas: Canvas) {
        drawDiagonal(from: Color.systemGray5.resolvedColor(with: traits), to: Color.systemGray3.resolvedColor(with: traits),
                     in: rect, on: canvas)
    }

    /// Where content is missing: a light box, a red outline and both diagonals.
    static func drawMissing(in rect: CGRect, on canvas: Canvas) {
        let cairo = canvas.cairo
        canvas.fill(rect, color: RGBA(red: 1, green: 0.92, blue: 0.92))
        let line = max(0.5, min(2, min(rect.width, rect.height) / 12))
        canvas.strokeInside(rect, width: line, color: Color.systemRed.light)
        let inner = rect.insetBy(dx: line, dy: line)
        cairo_new_path(cairo)
        cairo_move_to(cairo, Double(inner.minX), Double(inner.minY))
        cairo_line_to(cairo, Double(inner.maxX), Double(inner.maxY))
        cairo_move_to(cairo, Double(inner.maxX), Double(inner.minY))
        cairo_line_to(cairo, Double(inner.minX), Double(inner.maxY))
        cairo_set_line_width(cairo, Double(line))
        cairo_stroke(cairo)
    }

    private static func drawDiagonal(from start: RGBA, to end: RGBA, in rect: CGRect, on canvas: Canvas) {
        let cairo = canvas.cairo
        let gradient = cairo_pattern_create_linear(Double(rect.minX), Double(rect.minY), Double(rect.maxX), Double(rect.maxY))!
        cairo_pattern_add_color_stop_rgba(gradient, 0, start.red, start.green, start.blue, start.alpha)
        cairo_pattern_add_color_stop_rgba(gradient, 1, end.red, end.green, end.blue, end.alpha)
        cairo_new_path(cairo)
        cairo_rectangle(cairo, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_set_source(cairo, gradient)
        cairo_fill(cairo)
        cairo_pattern_destroy(gradient)
    }

    /// HSL (hue in degrees) to RGB.
    static func hsl(_ hue: Double, _ saturation: Double, _ lightness: Double) -> RGBA {
        let c = (1 - abs(2 * lightness - 1)) * saturation
        let h = hue / 60
        let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
        let (r, g, b): (Double, Double, Double) = switch (Int(saturating: h) % 6 + 6) % 6 {
        case 0: (c, x, 0)
        case 1: (x, c, 0)
        case 2: (0, c, x)
        case 3: (0, x, c)
        case 4: (x, 0, c)
        default: (c, 0, x)
        }
        let m = lightness - c / 2
        return RGBA(red: r + m, green: g + m, blue: b + m)
    }
}
