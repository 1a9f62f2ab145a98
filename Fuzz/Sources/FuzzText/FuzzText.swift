import Foundation
import FuzzSupport
import Glibc
import Graphics
@testable import Typesetting

// A paragraph from the bytes (pieces of text in many scripts, controls among them;
// fonts, sizes, letter spacing and colours over runs; a paragraph style; a width, a
// line limit and a scale), laid out, measured and drawn. Oracles:
// - every number of the layout is finite, and `Paragraph.size` equals the layout's size;
// - the lines tile the text: each starts where the one before ended, the first at 0,
//   and the last ends at the text's end unless text was left out;
// - no line is wider than the width offered, unless it holds a single cluster (or is
//   cut to an ellipsis that is wider by itself);
// - measure == draw: each line's width equals Pango's width of exactly what drawing
//   shows for it, and the drawn ink stays within the measured box (with a margin for
//   glyphs that overhang their advance);
// - shaping word by word gives what one Pango layout gives (`checkSegments`);
// - the caches keep every text apart: the shared caches' layout of the text, and of
//   its composed and decomposed forms (equal `String`s, other scalars), equals a new
//   cache's (`checkCaches`).

private let pieces: [String] = [
    "a", "aa", "W", "Hello", " ", "  ", "word ", "ffi", "1.5", ",", "\n", "\r\n", "\r", "\t", "\u{0}", "\u{85}",
    "\u{2028}", "\u{2029}", "\u{A0}", "\u{AD}", "\u{200B}", "\u{200D}", "\u{202E}", "\u{202C}", "\u{200F}",
    "\u{2067}", "e\u{301}", "\u{301}", "שלום", "עולם ", "مرحبا", "١٢٣", "漢字", "かな", "。", "한국어", "ไทย",
    "😀", "👩‍👩‍👧", "🇫🇷", "👍🏽", "\u{FFFD}", "\u{FEFF}", "\u{1}", "\u{7F}", "x\u{FE0F}", "…",
]
private let sizes: [Double] = [17, 17, 13, 9, 22, 1, 0.5, 40, 120, 0, -4, .nan, .infinity, 20_000]
private let kerns: [Double] = [0, 0, 0, 1.5, -1, 3, -5, 0.25, 20, -40, .nan, 1e7]
private let widths: [Double?] = [nil, 0, 1, 10, 31, 50, 100, 200, 375, 1000, -1, .nan, .infinity, 1e9]
private let spacings: [Double] = [0, 0, 4, -3, 0.5, 100, .nan, .infinity, -1e12]
private let multiples: [Double] = [0, 0, 1, 1.5, 0.5, 3, .nan, -1, .infinity]

private func font(_ input: inout ByteReader) -> Font {
    let size = input.pick(sizes)
    switch input.below(4) {
    case 0: return .boldSystemFont(ofSize: size)
    case 1: return .italicSystemFont(ofSize: size)
    default: return .systemFont(ofSize: size)
    }
}

private func attributes(_ input: inout ByteReader) -> TextAttributes {
    TextAttributes(font: font(&input), foregroundColor: input.bool() ? .black : RGBA(red: 0.2, green: 0.4, blue: 0.9),
                   kern: input.pick(kerns))
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzText(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = ByteReader(data, size)
    var string = ""
    for _ in 0..<input.below(24) { string += input.pick(pieces) }
    let style = ParagraphStyle(alignment: input.pick(TextAlignment.allCases),
                               lineBreakMode: input.pick(LineBreakMode.allCases),
                               lineSpacing: input.pick(spacings), lineHeightMultiple: input.pick(multiples))
    var text = AttributedText(string, attributes: attributes(&input), paragraphStyle: style)
    // Runs over whole scalars.
    var boundaries = [0]
    for scalar in string.unicodeScalars { boundaries.append(boundaries.last! + scalar.utf16.count) }
    for _ in 0..<input.below(4) {
        let a = input.pick(boundaries), b = input.pick(boundaries)
        text.setAttributes(attributes(&input), range: min(a, b)..<max(a, b))
    }
    let width = input.pick(widths)
    let lineLimit = input.pick([0, 0, 1, 2, 3, -1, Int.max])
    let scale = input.pick([1.0, 2, 3, 0, .nan])
    check(text, width: width, lineLimit: lineLimit, scale: scale)
    checkCaches(text, width: width, lineLimit: lineLimit, scale: scale)
    return 0
}

/// A layout from the shared caches equals one from new caches, for the text and for
/// its canonically equivalent forms: a cache that took equal `String`s for the same
/// text gave K the width of the Kelvin sign measured before it.
private func checkCaches(_ text: AttributedText, width: Double?, lineLimit: Int, scale: Double) {
    var texts = [text]
    if text.runs.count == 1 {
        for form in [text.string.precomposedStringWithCanonicalMapping, text.string.decomposedStringWithCanonicalMapping]
            where !form.unicodeScalars.elementsEqual(text.string.unicodeScalars)
        {
            texts.append(AttributedText(form, attributes: text.runs[0].attributes, paragraphStyle: text.paragraphStyle))
        }
    }
    for candidate in texts {
        let shared = TextLayout(candidate, width: width, maximumNumberOfLines: lineLimit, scale: scale)
        let fresh = TextLayoutCache(shapeCapacity: 1, layoutCapacity: 1)
            .layout(candidate, width: width, maximumNumberOfLines: lineLimit, scale: scale)
        guard shared.size == fresh.size, shared.lines == fresh.lines else {
            oracleFailed("the shared caches gave \(shared.size) \(shared.lines), new ones \(fresh.size) \(fresh.lines) for \(candidate.string.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }
}

/// Shaping word by word equals shaping in one Pango layout: for the text, and for the
/// text with its "a"s and "W"s turned into words that Inter's contextual forms reach
/// across spaces ("2 x 3", case-sensitive brackets), whenever the text takes that path.
private func checkSegments(_ text: AttributedText) {
    let variant = text.string.replacingOccurrences(of: "a", with: "2 x ").replacingOccurrences(of: "W", with: "(A) @b: -> ")
    for string in [text.string, variant] {
        let candidate = AttributedText(string, attributes: text.runs[0].attributes, paragraphStyle: text.paragraphStyle)
        let scalars = string.unicodeScalars.map(\.value)
        guard text.runs.count == 1, ShapedText.shapesBySegments(candidate, scalars: scalars) else { continue }
        var utf16: [Int32] = [0], utf8: [Int32] = [0]
        for scalar in string.unicodeScalars {
            utf16.append(utf16.last! + Int32(scalar.utf16.count))
            utf8.append(utf8.last! + Int32(scalar.utf8.count))
        }
        let (layout, segments) = TextSystem.withSession { session in
            (ShapedText.shapeLayout(candidate, scalarCount: scalars.count, utf16: utf16, utf8: utf8, session: session),
             ShapedText.shapeBySegments(candidate, scalars: scalars, utf16: utf16, utf8: utf8, session: session))
        }
        func numbers(_ shaped: ShapedText.Shaped) -> [[Int32]] {
            [shaped.widths, shaped.endCorrections, shaped.flags.map { Int32($0.rawValue) }, shaped.rtl.map { $0 ? 1 : 0 }]
                + shaped.runs.map { [$0.start, $0.end, $0.ascent, $0.descent, $0.safeDistance, Int32($0.level)] }
        }
        guard numbers(layout) == numbers(segments) else {
            oracleFailed("shaped by words \(numbers(segments)), in one layout \(numbers(layout)) for \(string.debugDescription) in \(text.runs[0].attributes.font)")
        }
    }
}

private func check(_ text: AttributedText, width: Double?, lineLimit: Int, scale: Double) {
    checkSegments(text)
    let layout = TextLayout(text, width: width, maximumNumberOfLines: lineLimit, scale: scale)
    let about = "\(text.string.unicodeScalars.map { String($0.value, radix: 16) }) width \(String(describing: width)) lines \(lineLimit) style \(text.paragraphStyle) runs \(text.runs.map { "\($0.range) \($0.attributes.font) kern \($0.attributes.kern)" })"
    if getenv("FUZZ_VERBOSE") != nil { print(about) }

    // Finite numbers.
    guard layout.size.width.isFinite, layout.size.height.isFinite, layout.size.width >= 0, layout.size.height >= 0 else {
        oracleFailed("size \(layout.size) for \(about)")
    }
    for line in layout.lines where ![line.width, line.x, line.y, line.baseline, line.height].allSatisfy(\.isFinite) {
        oracleFailed("line \(line) not finite for \(about)")
    }
    let measured = Paragraph(text).size(width: width, maximumNumberOfLines: lineLimit, scale: scale)
    guard measured == layout.size else { oracleFailed("Paragraph.size \(measured) but layout \(layout.size) for \(about)") }

    // Lines tile the text.
    var position = 0
    for line in layout.lines {
        guard line.range.lowerBound == position, line.range.upperBound >= position else {
            oracleFailed("line \(line.range) does not start at \(position) for \(about)")
        }
        position = line.range.upperBound
    }
    guard layout.isTruncated || position == text.length else {
        oracleFailed("lines end at \(position), not \(text.length), for \(about)")
    }

    // Widths within the width offered.
    let offered = TextLimits.width(width)
    let units = Array(text.string.utf16)
    for line in layout.lines where line.width > offered + 0.01 {
        // Clusters that show something: invisible ones (a soft hyphen, a zero-width
        // space, a direction mark) are no second cluster.
        let drawn = layout.drawnText(for: line, utf16: units)
        let shown = drawn.string
        let visible = shown.filter { character in
            !character.unicodeScalars.allSatisfy { $0.properties.isDefaultIgnorableCodePoint || $0.value == 0xAD }
        }
        if visible.count <= 1 || line.isTruncated && visible.count <= 2 { continue }
        // A cluster wider than the width by itself, with the letter spacing it carries
        // while lines are broken, goes on a line whatever it holds; after it, only what
        // adds no width (marks, or letters pulled back by negative spacing) may follow.
        // Such a line overflows by no more than that cluster.
        let drawnUnits = Array(shown.utf16)
        var offset = 0, widestCluster = 0.0
        for character in shown {
            let count = character.utf16.count
            let piece = drawn.slice(offset..<offset + count, units: drawnUnits)
            let spacing = max(0, drawn.attributes(at: offset).letterSpacing)
            widestCluster = max(widestCluster, PangoReference.size(piece, width: nil).width + spacing)
            offset += count
        }
        if line.width <= widestCluster + 0.1 { continue }
        oracleFailed("line \(line.range) is \(line.width) pt wide at width \(offered): \(shown.debugDescription) for \(about)")
    }

    // Measure == draw: the width of what is drawn for each line. Documented exception
    // (README, "Line breaks equal Pango's own"): a word of a joining script (Arabic,
    // Devanagari) broken inside takes other glyph forms when its parts are drawn apart,
    // while a line keeps the whole word's advances.
    func joins(_ unit: UInt16) -> Bool { (0x0600...0x06FF).contains(unit) || (0x0750...0x077F).contains(unit)
        || (0x0900...0x097F).contains(unit) || (0xFB50...0xFEFF).contains(unit) }
    func brokenInsideAJoiningWord(_ line: TextLine) -> Bool {
        let start = line.range.lowerBound, end = line.range.upperBound
        return (start > 0 && start < units.count && joins(units[start - 1]) && joins(units[start]))
            || (end > 0 && end < units.count && joins(units[end - 1]) && joins(units[end]))
    }
    if text.paragraphStyle.alignment != .justified {
        for line in layout.lines where !brokenInsideAJoiningWord(line) {
            let shown = layout.drawnText(for: line, utf16: units)
            guard shown.length > 0 else { continue }
            // Laid out as drawing lays a line out: in its paragraph's direction.
            var drawn = layout.drawnWidth(of: line)
            // A clipped last line (`byClipping`) is as wide as the width offered.
            if line.isTruncated && text.paragraphStyle.lineBreakMode == .byClipping { drawn = min(drawn, offered) }
            // A tenth of a point: a hex box or an italic face shaped alone moves by less.
            guard abs(drawn - line.width) <= 0.1 else {
                oracleFailed("line \(line.range) measures \(line.width) pt, draws \(drawn) pt (\(shown.string.debugDescription)) for \(about)")
            }
        }
    }

    // Ink within the measured box, with a margin for overhanging glyphs.
    let largest = text.runs.map { $0.attributes.font.pointSize }.max() ?? 17
    guard layout.size.width * layout.size.height < 2_000_000, largest < 200 else { return }
    let padding = 2 * largest + 8
    let image = Bitmap(drawing: layout, padding: padding, scale: 1, background: nil)
    var left = Int.max, right = Int.min
    for y in 0..<image.pixelHeight {
        for x in 0..<image.pixelWidth where image.pixel(x: x, y: y).alpha > 0.25 {
            left = min(left, x)
            right = max(right, x + 1)
        }
    }
    guard left <= right else { return }
    // Negative letter spacing (down to −1 em) pulls characters back over the ones before
    // them, so ink may pass the advances' box by as much as the spacing took away.
    let pulledBack = text.runs.reduce(0.0) { total, run in
        total + max(0, -run.attributes.letterSpacing) * Double(run.range.count)
    }
    let margin = 0.35 * largest + 2 + pulledBack
    let inkLeft = Double(left) - padding, inkRight = Double(right) - padding
    // Glyphs may ink past their advances by more (marks stacked with no base before
    // them): as far as Pango's own ink extents of each line say.
    var boxLeft = 0.0, boxRight = layout.size.width
    for line in layout.lines {
        guard let ink = layout.drawnInk(of: line) else { continue }
        // A justified line that stretches is drawn from the box's start.
        let stretches = text.paragraphStyle.alignment == .justified && TextLayout.stretchesWhenJustified(line, utf16: units)
        let x = stretches ? 0 : line.x
        boxLeft = min(boxLeft, x + ink.left)
        boxRight = max(boxRight, x + ink.right)
    }
    guard inkLeft >= boxLeft - margin, inkRight <= boxRight + margin else {
        oracleFailed("ink from \(inkLeft) to \(inkRight) pt outside 0…\(layout.size.width) (Pango's ink \(boxLeft)…\(boxRight)) for \(about)")
    }
}

@_cdecl("FuzzText_main")
public func fuzzTextMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv, fuzzText)
}
