import InputPolicy

/// How the text engine keeps the numbers it is given inside `Limits`.
///
/// Advances and widths are 32-bit integers of Pango units (1/1024 pt), so a line can
/// be at most about 2,000,000 points wide before a width wraps around. The layout
/// functions never trap and never throw: out of range, they clamp.
///
/// | number | outside the range |
/// |---|---|
/// | font size | clamped to `Limits.pointSize` (NaN: 17 pt) |
/// | letter spacing | clamped to `Limits.kern` (NaN: 0), and to −1 em (minus the run's font size) |
/// | layout width | negative or NaN: 0; nil or above ``maximumLineWidth``: lines wrap there |
/// | line limit | negative: 0 (none); above `Limits.lineCount`: that many |
/// | scale | clamped to `Limits.scale` (NaN: 1) |
/// | line spacing | clamped to `Limits.extent`, never negative as in UIKit (NaN: 0) |
/// | a layout's height | at most `Limits.maximumLength` (10⁹ points), whatever its lines and spacing add up to |
/// | line height multiple | negative or NaN: 0 (unchanged); at most `Limits.multiplier`'s 10³ |
enum TextLimits {
    /// The widest line, in points (10⁶): a wider width, or none, wraps lines here.
    static let maximumLineWidth = 1_000_000.0

    /// The width budget of a layout, in points: never negative, never above the widest line.
    static func width(_ width: Double?) -> Double {
        guard let width else { return maximumLineWidth }
        return width.isNaN ? 0 : min(max(width, 0), maximumLineWidth)
    }

    /// A line limit: 0 (none) up to `Limits.lineCount`.
    static func lineCount(_ count: Int) -> Int {
        min(max(count, 0), Int(Limits.lineCount.upperBound))   // checked: a constant of 10⁶
    }

    /// Extra points between lines inside `Limits.extent` (NaN: 0): never negative, as
    /// `NSParagraphStyle.lineSpacing` is not (a negative one gave lines that overlapped
    /// and, large enough, a negative height).
    static func lineSpacing(_ spacing: Double) -> Double { Limits.extent.clamp(spacing, nan: 0) }

    /// A layout's height, at most `Limits.maximumLength`: a million lines, or gaps of
    /// 10⁹ points each, add up to more than any length a view takes.
    static func height(_ height: Double) -> Double { min(height, Limits.maximumLength) }

    /// A line height multiple: 0 (unchanged) for a negative or NaN one, at most 10³.
    static func lineHeightMultiple(_ multiple: Double) -> Double {
        multiple.isNaN || multiple < 0 ? 0 : min(multiple, Limits.multiplier.upperBound)
    }

    /// A display scale inside `Limits.scale` (NaN: 1).
    static func scale(_ scale: Double) -> Double { Limits.scale.clamp(scale, nan: 1) }
}
