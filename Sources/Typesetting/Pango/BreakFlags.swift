import CPango

/// Break opportunities before a character (Pango's log attributes, `PangoLogAttr`).
struct BreakFlags: OptionSet, Sendable {
    let rawValue: UInt8
    /// A line may break before this character.
    static let lineBreak = BreakFlags(rawValue: 1 << 0)
    /// A line must break before this character (after a newline or paragraph separator).
    static let mandatoryBreak = BreakFlags(rawValue: 1 << 1)
    /// A line may break before this character when wrapping by character.
    static let charBreak = BreakFlags(rawValue: 1 << 2)
    /// The character is white space.
    static let white = BreakFlags(rawValue: 1 << 3)
    /// Breaking here removes the preceding character (a space in some scripts).
    static let removesPreceding = BreakFlags(rawValue: 1 << 4)
    /// Cursor (grapheme cluster) boundary before this character.
    static let cursor = BreakFlags(rawValue: 1 << 5)
    /// Breaking here would insert a hyphen (soft hyphens; off for our text).
    static let insertsHyphen = BreakFlags(rawValue: 1 << 6)
    /// Shaping put this character in the glyph cluster of the one before it (not a
    /// log attribute: HarfBuzz's clusters, which can span grapheme boundaries).
    static let insideCluster = BreakFlags(rawValue: 1 << 7)
}

extension BreakFlags {
    /// The flags of one of Pango's log attributes.
    init(_ a: PangoLogAttr) {
        self = []
        if a.is_line_break != 0 { insert(.lineBreak) }
        if a.is_mandatory_break != 0 { insert(.mandatoryBreak) }
        if a.is_char_break != 0 { insert(.charBreak) }
        if a.is_white != 0 { insert(.white) }
        if a.break_removes_preceding != 0 { insert(.removesPreceding) }
        if a.is_cursor_position != 0 { insert(.cursor) }
        if a.break_inserts_hyphen != 0 { insert(.insertsHyphen) }
    }
}
