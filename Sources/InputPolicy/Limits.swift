/// The one input policy: the ranges every layer checks numbers against.
///
/// `Double` resolves a point (a 1/1024 of one, as the text engine counts) only up to
/// magnitudes near 10⁹; beyond that, sums of lengths lose the point and a solver's
/// answer can break its own constraints. The text engine counts in 32-bit Pango units,
/// so its sizes stop well below that. These ranges are what the library accepts:
///
/// | number | range | checked by |
/// |---|---|---|
/// | widths, heights, sizes of boxes | 0 … 10⁹ pt (``extent``) | text layout, fitting, tables, the CLI |
/// | positions, offsets, constants | −10⁹ … 10⁹ pt (``length``) | solver constraints and edits, scroll offsets |
/// | multipliers, coefficients | −10³ … 10³ (``multiplier``) | solver constraints |
/// | font sizes | above 0, at most 10,000 pt (``pointSize``) | fonts, text layout |
/// | letter spacing | −10,000 … 10,000 pt (``kern``) | text layout |
/// | display scales | above 0, at most 16 (``scale``) | text layout, rendering |
/// | line limits | 0 (none) … 10⁶ (``lineCount``) | text layout |
/// | row counts | 0 … 10⁷ (``rowCount``) | tables, the CLI |
///
/// Throwing APIs throw ``InputError`` naming the argument; setters that cannot throw
/// clamp to the range (``InputRange/clamp(_:nan:)``). A `Double` becomes an integer
/// only through `init(saturating:)`, which never traps.
public enum Limits {
    /// The largest magnitude of a length, in points: 10⁹.
    public static let maximumLength = 1e9
    /// Widths, heights and other sizes of boxes: 0 … 10⁹ points.
    public static let extent = InputRange(0...maximumLength, unit: "points")
    /// Positions, offsets and constraint constants: −10⁹ … 10⁹ points.
    public static let length = InputRange(-maximumLength...maximumLength, unit: "points")
    /// Multipliers and coefficients of constraints: −10³ … 10³.
    ///
    /// Layouts use about 10⁻² … 10²; with coefficients up to 10⁶ (and down to 10⁻³) a
    /// system's condition number reached 10¹², where doubles keep no 10⁻⁹ of a required
    /// constraint.
    public static let multiplier = InputRange(-1e3...1e3)
    /// Weights of optional constraints' errors within one strength: above 0, at most 10⁶.
    public static let weight = InputRange(above: 0, atMost: 1e6)
    /// Font sizes: above 0, at most 10,000 points.
    public static let pointSize = InputRange(above: 0, atMost: 10_000, unit: "points")
    /// Letter spacing: −10,000 … 10,000 points.
    public static let kern = InputRange(-10_000...10_000, unit: "points")
    /// Display scales: above 0, at most 16.
    public static let scale = InputRange(above: 0, atMost: 16)
    /// Line limits of text (0 means none): 0 … 10⁶.
    public static let lineCount = InputRange(0...1_000_000)
    /// Row counts of tables: 0 … 10⁷.
    public static let rowCount = InputRange(0...10_000_000)
}

extension FixedWidthInteger {
    /// `value` rounded toward zero, saturated at this type's bounds; NaN becomes 0.
    ///
    /// The one way the library turns a `Double` into an integer: `Int(_:)` of a `Double`
    /// traps on NaN, infinity and magnitudes beyond the type, which a bad input can reach.
    @inlinable
    public init(saturating value: Double) {
        if value.isNaN {
            self = 0
        } else if value >= Double(Self.max) {
            self = .max
        } else if value <= Double(Self.min) {
            self = .min
        } else {
            self.init(value)   // checked: finite and inside the type's range just above
        }
    }
}
