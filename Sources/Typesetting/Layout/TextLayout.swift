/// One laid-out line of a ``TextLayout``.
public struct TextLine: Hashable, Sendable {
    /// The characters of the line, in UTF-16 offsets (as `NSString` counts), including
    /// trailing white space and the line's newline, so that lines cover the text.
    public var range: Range<Int>
    /// The width of the line's ink advance, trailing white space excluded (and the
    /// ellipsis included when the line is truncated), in points.
    public var width: Double
    /// The line's left edge within the layout's measured width (set by alignment), in points.
    public var x: Double
    /// The top of the line box, in points from the top of the layout.
    public var y: Double
    /// The baseline, in points from the top of the layout.
    public var baseline: Double
    /// The line box's height (ascent + descent, spacing applied), in points.
    public var height: Double
    /// Whether the line ends with an ellipsis or was cut.
    public var isTruncated: Bool
    /// Where an ellipsis stands in place of elided text: the UTF-16 range it replaces.
    public var elidedRange: Range<Int>?
}

/// A paragraph laid out for one width: immutable, `Sendable`, and cheap to share.
///
/// Everything a cell needs to size itself (the size, the line count, the first
/// and last baselines) and everything drawing needs (the lines, their ranges and
/// positions). Drawing a layout draws exactly these lines.
public struct TextLayout: Hashable, Sendable {
    /// The text laid out.
    public let text: AttributedText
    /// The width the text was laid out for (nil: unlimited).
    public let proposedWidth: Double?
    /// The bounding size: the widest line and the last line's bottom, rounded up
    /// to the pixel grid of the display scale.
    public let size: Size
    /// The lines, top to bottom; drawing draws exactly these.
    public let lines: [TextLine]
    /// Whether any text was left out (more lines than allowed, or cut by an ellipsis).
    public let isTruncated: Bool
    /// The display scale `size` is rounded to.
    public let scale: Double

    /// The number of lines.
    public var lineCount: Int { lines.count }
    /// The first line's baseline from the top, in points (0 for empty text).
    public var firstBaseline: Double { lines.first?.baseline ?? 0 }
    /// The last line's baseline from the top, in points (0 for empty text).
    public var lastBaseline: Double { lines.last?.baseline ?? 0 }
}

/// A width and a height in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The width in points.
    public var width: Double
    /// The height in points.
    public var height: Double

    /// A size in points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// No size.
    public static let zero = Size(width: 0, height: 0)
    /// `width×height`.
    public var description: String { "\(NumberText.format(width))×\(NumberText.format(height))" }
}

/// Rounds up to the pixel grid of a display scale, forgiving float noise.
func ceilToPixels(_ value: Double, scale: Double) -> Double {
    let pixels = value * scale
    let rounded = (pixels - 1e-6).rounded(.up)
    return max(0, rounded) / scale
}
