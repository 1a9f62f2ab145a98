/// Numbers in words for descriptions, error messages and JSON: integers without a
/// fraction, others in the shortest form that reads back exactly.
///
/// One formatter for every layer, so that a constant reads the same in a constraint's
/// description, a diagnostic, an ``InputError`` and the command line's JSON.
public enum NumberText {
    /// A number as JSON output prints it: `12`, `0.5`, `1e+20`; NaN and infinities as `null`.
    public static func format(_ n: Double) -> String {
        guard n.isFinite else { return "null" }
        return describe(n)
    }

    /// A number as a description prints it: `12`, `0.5`, `1e+20`, `nan`, `inf`.
    public static func describe(_ n: Double) -> String {
        if n == 0 { return "0" }
        if n == n.rounded(), abs(n) < 1e15 { return String(Int64(n)) }   // checked: whole and below 10¹⁵
        return String(n)
    }
}
