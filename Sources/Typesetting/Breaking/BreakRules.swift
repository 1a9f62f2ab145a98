import CPango
import Synchronization

/// Line breaks and grapheme boundaries of our own: the Unicode rules (UAX #14's
/// line breaking, UAX #29's grapheme clusters) over GLib's character properties,
/// the data Pango reads. A paragraph's break flags without `pango_default_break`,
/// which also finds word and sentence boundaries we never read, and took a tenth of
/// a new feed text's first measurement.
///
/// The rules cover the characters whose breaks Pango 1.50 takes from the default
/// algorithm alone: Latin, Greek, Cyrillic, Armenian, Hebrew, Arabic, CJK and Hangul
/// syllables, punctuation, symbols and emoji (``character(_:)``). A paragraph holding
/// anything else (scripts Pango tailors, such as Thai or the Indic ones; spacing
/// marks; most format characters; unassigned code points) is left to Pango. Tests
/// hold the two to the same flags, position by position, over every covered
/// character and generated text; and Pango's to its whole layout's.
enum BreakRules {
    /// A line-breaking class (UAX #14), resolved as its rule LB1 says: ambiguous
    /// and unknown characters are alphabetic, conditional Japanese starters are
    /// nonstarters.
    enum LineClass: UInt8 {
        case bk, cr, lf, cm, zw, `in`, gl, cb, sp, ba, bb, b2, hy, ns, op, cl, qu, ex, id, nu, `is`, sy, al, pr, po
        case nl, wj, jl, jv, jt, h2, h3, cp, hl, ri, eb, em, zwj
    }

    /// A grapheme-cluster-breaking class (UAX #29) of the covered characters (none
    /// of them prepends, is a spacing mark or a conjoining jamo).
    enum GraphemeClass: UInt8 {
        case other, cr, lf, control, extend, zwj, regional
    }

    /// What the rules read of a character.
    struct Character {
        var line: LineClass
        var grapheme: GraphemeClass
        /// White space, as GLib's `g_unichar_isspace` says (Pango's `is_white`).
        var white: Bool
        /// Extended_Pictographic (emoji and the code points set aside for them).
        var pictographic: Bool
        /// East Asian width wide, fullwidth or halfwidth (for rule LB30's brackets,
        /// and the marks that follow them).
        var wide: Bool

        init(line: LineClass, grapheme: GraphemeClass, white: Bool, pictographic: Bool, wide: Bool) {
            (self.line, self.grapheme, self.white, self.pictographic, self.wide) = (line, grapheme, white, pictographic, wide)
        }

        /// The properties in 12 bits: the line class, the grapheme class, then the flags.
        var packed: UInt16 {
            UInt16(truncatingIfNeeded: line.rawValue) | UInt16(truncatingIfNeeded: grapheme.rawValue) << 6 | (white ? 1 << 9 : 0) | (pictographic ? 1 << 10 : 0)
                | (wide ? 1 << 11 : 0)
        }

        init(packed: UInt16) {
            self.init(line: LineClass(rawValue: UInt8(packed & 0x3F))!, grapheme: GraphemeClass(rawValue: UInt8(packed >> 6 & 7))!,
                      white: packed & 1 << 9 != 0, pictographic: packed & 1 << 10 != 0, wide: packed & 1 << 11 != 0)
        }
    }

    /// The properties of `scalar`, or nil when the rules do not cover it.
    static func character(_ scalar: UInt32) -> Character? {
        if scalar < 0x80 { return ascii[Int(scalar)] }
        let slot = scalar < 0x10000 ? Int(scalar) : (0x1F000..<0x1FB00).contains(scalar) ? 0x10000 + Int(scalar - 0x1F000) : -1
        guard slot >= 0 else { return properties(of: scalar) }
        let code = known[slot].load(ordering: .relaxed)
        if code != 0 { return code == 1 ? nil : Character(packed: code - 2) }
        let found = properties(of: scalar)
        known[slot].store(found.map { $0.packed + 2 } ?? 1, ordering: .relaxed)
        return found
    }

    /// The properties found so far of the Basic Multilingual Plane's characters and
    /// of the emoji blocks (U+1F000 to U+1FAFF), shared by every thread: 0 not yet, 1
    /// not covered, else 2 plus ``Character/packed``. GLib's tables took a tenth of
    /// the breaks of a Chinese, Arabic or emoji paragraph, asked again for every
    /// character of every text.
    nonisolated(unsafe) private static let known: UnsafeMutablePointer<Atomic<UInt16>> = {
        let count = 0x10000 + 0xB00
        let table = UnsafeMutablePointer<Atomic<UInt16>>.allocate(capacity: count)
        for i in 0..<count { (table + i).initialize(to: Atomic(0)) }
        return table
    }()

    /// The properties of `scalar` from GLib's tables, or nil when the rules do not cover it.
    private static func properties(of scalar: UInt32) -> Character? {
        guard isInCoveredBlock(scalar) else { return nil }
        // Left to Pango: the hyphenation point (a break after it removes it and
        // inserts a hyphen) and halfwidth sound marks (Pango joins them to their base).
        if scalar == 0x2027 || scalar == 0xFF9E || scalar == 0xFF9F { return nil }
        let category = g_unichar_type(scalar)
        var grapheme = GraphemeClass.other
        switch category {
        case G_UNICODE_UNASSIGNED, G_UNICODE_PRIVATE_USE, G_UNICODE_SURROGATE, G_UNICODE_SPACING_MARK:
            return nil
        case G_UNICODE_CONTROL, G_UNICODE_LINE_SEPARATOR, G_UNICODE_PARAGRAPH_SEPARATOR:
            grapheme = .control
        case G_UNICODE_FORMAT:
            switch scalar {
            case 0x200B, 0x2060, 0xFEFF: grapheme = .control
            case 0x200C, 0xE0020...0xE007F: grapheme = .extend
            case 0x200D: grapheme = .zwj
            default: return nil
            }
        case G_UNICODE_NON_SPACING_MARK, G_UNICODE_ENCLOSING_MARK:
            grapheme = .extend
        default:
            // Grapheme extenders outside the mark categories: the emoji skin tones.
            if (0x1F3FB...0x1F3FF).contains(scalar) { grapheme = .extend }
        }
        guard let line = lineClass(g_unichar_break_type(scalar)) else { return nil }
        if line == .ri { grapheme = .regional }
        let white = category == G_UNICODE_SPACE_SEPARATOR || category == G_UNICODE_LINE_SEPARATOR
            || category == G_UNICODE_PARAGRAPH_SEPARATOR
        let wide = (line == .op || line == .cp || line == .cm)
            && (g_unichar_iswide(scalar) != 0 || (0xFF61...0xFFDC).contains(scalar) || (0xFFE8...0xFFEE).contains(scalar))
        // Marks of other classes (glue such as U+034F) Pango treats as marks and as
        // their class at once, in ways of its own: left to it.
        if grapheme == .extend && (category == G_UNICODE_NON_SPACING_MARK || category == G_UNICODE_ENCLOSING_MARK)
            && line != .cm { return nil }
        return Character(line: line, grapheme: grapheme, white: white, pictographic: isPictographic(scalar), wide: wide)
    }

    /// Writes the flags of positions `0...scalars.count` of one paragraph, its
    /// delimiter included (as `pango_default_break` takes it), and returns true; or
    /// returns false, having written nothing, when a character is not covered.
    static func paragraphFlags(_ scalars: UnsafeBufferPointer<UInt32>, into flags: UnsafeMutableBufferPointer<BreakFlags>) -> Bool {
        let count = scalars.count
        precondition(flags.count == count + 1, "one flag per position")
        return withUnsafeTemporaryAllocation(of: Character.self, capacity: max(count, 1)) { characters in
            for i in 0..<count {
                guard let character = character(scalars[i]) else { return false }
                characters.initializeElement(at: i, to: character)
            }
            let characters = UnsafeBufferPointer(rebasing: characters[0..<count])
            for i in 0..<count { flags[i] = characters[i].white ? .white : [] }
            lineBreaks(characters, into: flags)
            graphemeBoundaries(characters, into: flags)
            // The end: a mandatory break, as after a paragraph separator.
            flags[count] = [.lineBreak, .mandatoryBreak, .charBreak, .white, .cursor]
            return true
        }
    }

    /// Marks the line-break opportunities before characters `1..<count` (UAX #14:
    /// rules LB4 to LB31, numbers by LB25's regular expressions).
    private static func lineBreaks(_ characters: UnsafeBufferPointer<Character>, into flags: UnsafeMutableBufferPointer<BreakFlags>) {
        let count = characters.count
        guard count > 0 else { return }
        // The class of the last character that was not a space (combining marks take
        // their base's), nil at the start; and whether spaces followed it.
        var before: LineClass?
        var spaced = false
        // The class before `before` when nothing came between (LB21a).
        var beforeBefore: LineClass?
        // Regional indicators in a row ending at `before` (LB30a).
        var indicators = 0
        // Whether `before` ends NU (NU|SY|IS)*, or that and a CL or CP (LB25).
        var inNumber = false, closedNumber = false
        var beforeWide = false

        func update(_ c: LineClass, wide: Bool) {
            if c == .sp {
                spaced = true
                inNumber = false
                closedNumber = false
                return
            }
            indicators = c == .ri ? (before == .ri && !spaced ? indicators + 1 : 1) : 0
            if c == .nu {
                inNumber = true
                closedNumber = false
            } else if inNumber && (c == .sy || c == .is) && !spaced {
                // Still in the number.
            } else if inNumber && (c == .cl || c == .cp) && !spaced {
                inNumber = false
                closedNumber = true
            } else {
                inNumber = false
                closedNumber = false
            }
            beforeBefore = spaced ? nil : before
            before = c
            spaced = false
            beforeWide = wide
        }

        var c = characters[0].line
        if c == .cm || c == .zwj { c = .al }
        update(c, wide: characters[0].wide)
        for i in 1..<count {
            let previous = characters[i - 1].line
            c = characters[i].line
            let combining = c == .cm || c == .zwj
            // LB9: a combining mark or joiner after anything but a space or a break
            // is part of its base; LB10: any other is alphabetic.
            let absorbed: Bool
            switch before {
            case nil, .bk?, .cr?, .lf?, .nl?, .zw?: absorbed = false
            default: absorbed = combining && !spaced
            }
            if combining && !absorbed { c = .al }
            var opportunity: Bool
            var mandatory = false
            if previous == .bk || previous == .lf || previous == .nl || (previous == .cr && characters[i].line != .lf) {
                opportunity = true                                             // LB4, LB5
                mandatory = true
            } else if previous == .cr {
                opportunity = false                                            // LB5
            } else if c == .bk || c == .cr || c == .lf || c == .nl || c == .sp || c == .zw {
                opportunity = false                                            // LB6, LB7
            } else if before == .zw {
                opportunity = true                                             // LB8
            } else if previous == .zwj || absorbed {
                opportunity = false                                            // LB8a, LB9
            } else if (c == .al || c == .hl) && (spaced ? before != .op : before == .al || before == .hl) {
                // The commonest pairs, as LB11 to LB31 decide them: a letter after a
                // space (LB18; only OP SP* holds it, LB14), a letter after a letter (LB28).
                opportunity = spaced
            } else {
                opportunity = pairBreaks(before, c, spaced: spaced, characters: characters, at: i,
                                         beforeBefore: beforeBefore, indicators: indicators,
                                         inNumber: inNumber, closedNumber: closedNumber, beforeWide: beforeWide)
            }
            if opportunity { flags[i].insert(.lineBreak) }
            if mandatory { flags[i].insert(.mandatoryBreak) }
            // Pango reads LB30's width of the character itself, not of its base.
            if absorbed { beforeWide = characters[i].wide } else { update(c, wide: characters[i].wide) }
        }
    }

    /// Whether a line may break between `b` (the class before, spaces between if
    /// `spaced`) and `c`: rules LB11 to LB31.
    private static func pairBreaks(_ b: LineClass?, _ c: LineClass, spaced: Bool,
                                   characters: UnsafeBufferPointer<Character>, at i: Int,
                                   beforeBefore: LineClass?, indicators: Int,
                                   inNumber: Bool, closedNumber: Bool, beforeWide: Bool) -> Bool
    {
        if c == .wj { return false }                                           // LB11
        if !spaced && (b == .wj || b == .gl) { return false }                  // LB11, LB12
        if c == .gl && !spaced && b != .ba && b != .hy { return false }        // LB12a
        switch c { case .cl, .cp, .ex, .is, .sy: return false; default: break } // LB13
        if b == .op { return false }                                           // LB14
        if b == .qu && c == .op { return false }                               // LB15
        if (b == .cl || b == .cp) && c == .ns { return false }                 // LB16
        if b == .b2 && c == .b2 { return false }                               // LB17
        guard !spaced, let b else { return true }                              // LB18
        if c == .qu || b == .qu { return false }                               // LB19
        if c == .cb || b == .cb { return true }                                // LB20
        if c == .ba || c == .hy || c == .ns || b == .bb { return false }       // LB21
        if (b == .hy || b == .ba) && beforeBefore == .hl { return false }      // LB21a
        if b == .sy && c == .hl { return false }                               // LB21b
        if c == .in { return false }                                           // LB22
        let letter: (LineClass) -> Bool = { $0 == .al || $0 == .hl }
        if (letter(b) && c == .nu) || (b == .nu && letter(c)) { return false } // LB23
        let ideographic: (LineClass) -> Bool = { $0 == .id || $0 == .eb || $0 == .em }
        if (b == .pr && ideographic(c)) || (ideographic(b) && c == .po) { return false } // LB23a
        let affix: (LineClass) -> Bool = { $0 == .pr || $0 == .po }
        if (affix(b) && letter(c)) || (letter(b) && affix(c)) { return false } // LB24
        // LB25: (PR|PO) × (OP|HY)? NU; (OP|HY) × NU; NU (NU|SY|IS)* × (NU|SY|IS|CL|CP);
        // NU (NU|SY|IS)* (CL|CP)? × (PO|PR).
        if affix(b) {
            if c == .nu { return false }
            if (c == .op || c == .hy) && i + 1 < characters.count && characters[i + 1].line == .nu { return false }
        }
        if (b == .op || b == .hy) && c == .nu { return false }
        if inNumber && (c == .nu || c == .sy || c == .is || c == .cl || c == .cp) { return false }
        if (inNumber || closedNumber) && affix(c) { return false }
        let jamo: (LineClass) -> Bool = { $0 == .jl || $0 == .jv || $0 == .jt || $0 == .h2 || $0 == .h3 }
        if b == .jl && (c == .jl || c == .jv || c == .h2 || c == .h3) { return false } // LB26
        if (b == .jv || b == .h2) && (c == .jv || c == .jt) { return false }
        if (b == .jt || b == .h3) && c == .jt { return false }
        if (jamo(b) && c == .po) || (b == .pr && jamo(c)) { return false }     // LB27
        if letter(b) && letter(c) { return false }                             // LB28
        if b == .is && letter(c) { return false }                              // LB29
        if (letter(b) || b == .nu) && c == .op && !characters[i].wide { return false } // LB30
        if b == .cp && !beforeWide && (letter(c) || c == .nu) { return false }
        if b == .ri && c == .ri && indicators % 2 == 1 { return false }        // LB30a
        if b == .eb && c == .em { return false }                               // LB30b
        return true                                                            // LB31
    }

    /// Marks the grapheme cluster boundaries (cursor positions and character breaks)
    /// at positions `0..<count` (UAX #29: rules GB1 to GB999; GB6 to GB8, for conjoining jamo, never apply).
    private static func graphemeBoundaries(_ characters: UnsafeBufferPointer<Character>, into flags: UnsafeMutableBufferPointer<BreakFlags>) {
        let count = characters.count
        guard count > 0 else { return }
        // GB1; but Pango breaks characters at the start only before a character
        // that would not extend one before it.
        let first = characters[0].grapheme
        flags[0].formUnion(first == .extend || first == .zwj ? .cursor : [.cursor, .charBreak])
        // Whether the characters before end a pictograph's sequence (ExtPict Extend*),
        // and that and a ZWJ.
        var pictographic = characters[0].pictographic
        var joining = false
        var indicators = characters[0].grapheme == .regional ? 1 : 0
        for i in 1..<count {
            let p = characters[i - 1].grapheme, c = characters[i].grapheme
            let boundary: Bool
            switch (p, c) {
            case (.cr, .lf): boundary = false                                  // GB3
            case (.control, _), (.cr, _), (.lf, _): boundary = true            // GB4
            case (_, .control), (_, .cr), (_, .lf): boundary = true            // GB5
            case (_, .extend), (_, .zwj): boundary = false                     // GB9
            case (.zwj, _) where joining && characters[i].pictographic: boundary = false // GB11
            case (.regional, .regional): boundary = indicators % 2 == 0        // GB12, GB13
            default: boundary = true                                           // GB999
            }
            if boundary { flags[i].formUnion([.cursor, .charBreak]) }
            // Pango's reading of GB11: an extender after a joiner resumes the
            // pictograph's sequence (so a joiner, a mark and a joiner still join).
            if characters[i].pictographic {
                (pictographic, joining) = (true, false)
            } else if c == .extend {
                (pictographic, joining) = (pictographic || joining, false)
            } else if c == .zwj {
                (pictographic, joining) = (false, pictographic)
            } else {
                (pictographic, joining) = (false, false)
            }
            indicators = c == .regional ? indicators + 1 : 0
        }
    }

    /// The class of GLib's line-breaking type, resolved as LB1 says; nil for the
    /// complex-context (South East Asian) class, which Pango tailors, and surrogates.
    private static func lineClass(_ type: GUnicodeBreakType) -> LineClass? {
        switch type {
        case G_UNICODE_BREAK_MANDATORY: .bk
        case G_UNICODE_BREAK_CARRIAGE_RETURN: .cr
        case G_UNICODE_BREAK_LINE_FEED: .lf
        case G_UNICODE_BREAK_COMBINING_MARK: .cm
        case G_UNICODE_BREAK_ZERO_WIDTH_SPACE: .zw
        case G_UNICODE_BREAK_INSEPARABLE: .in
        case G_UNICODE_BREAK_NON_BREAKING_GLUE: .gl
        case G_UNICODE_BREAK_CONTINGENT: .cb
        case G_UNICODE_BREAK_SPACE: .sp
        case G_UNICODE_BREAK_AFTER: .ba
        case G_UNICODE_BREAK_BEFORE: .bb
        case G_UNICODE_BREAK_BEFORE_AND_AFTER: .b2
        case G_UNICODE_BREAK_HYPHEN: .hy
        case G_UNICODE_BREAK_NON_STARTER, G_UNICODE_BREAK_CONDITIONAL_JAPANESE_STARTER: .ns
        case G_UNICODE_BREAK_OPEN_PUNCTUATION: .op
        case G_UNICODE_BREAK_CLOSE_PUNCTUATION: .cl
        case G_UNICODE_BREAK_QUOTATION: .qu
        case G_UNICODE_BREAK_EXCLAMATION: .ex
        case G_UNICODE_BREAK_IDEOGRAPHIC: .id
        case G_UNICODE_BREAK_NUMERIC: .nu
        case G_UNICODE_BREAK_INFIX_SEPARATOR: .is
        case G_UNICODE_BREAK_SYMBOL: .sy
        case G_UNICODE_BREAK_ALPHABETIC, G_UNICODE_BREAK_AMBIGUOUS, G_UNICODE_BREAK_UNKNOWN: .al
        case G_UNICODE_BREAK_PREFIX: .pr
        case G_UNICODE_BREAK_POSTFIX: .po
        case G_UNICODE_BREAK_NEXT_LINE: .nl
        case G_UNICODE_BREAK_WORD_JOINER: .wj
        case G_UNICODE_BREAK_HANGUL_L_JAMO: .jl
        case G_UNICODE_BREAK_HANGUL_V_JAMO: .jv
        case G_UNICODE_BREAK_HANGUL_T_JAMO: .jt
        case G_UNICODE_BREAK_HANGUL_LV_SYLLABLE: .h2
        case G_UNICODE_BREAK_HANGUL_LVT_SYLLABLE: .h3
        case G_UNICODE_BREAK_CLOSE_PARENTHESIS: .cp
        case G_UNICODE_BREAK_HEBREW_LETTER: .hl
        case G_UNICODE_BREAK_REGIONAL_INDICATOR: .ri
        case G_UNICODE_BREAK_EMOJI_BASE: .eb
        case G_UNICODE_BREAK_EMOJI_MODIFIER: .em
        case G_UNICODE_BREAK_ZERO_WIDTH_JOINER: .zwj
        default: nil
        }
    }

    /// The blocks the rules cover: Latin, Greek, Cyrillic, Armenian, Hebrew and
    /// Arabic (with their presentation forms); Hangul syllables (not conjoining jamo,
    /// whose clusters Pango finds by rules of its own); the punctuation, symbol and
    /// emoji blocks; CJK; variation selectors and tags.
    private static func isInCoveredBlock(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x0080..<0x0700, 0x1D00..<0x2C00, 0x2E00..<0xA000, 0xAC00..<0xD7B0, 0xF900..<0xFE00, 0xFE00..<0xFFF0,
             0x1F000..<0x1FB00, 0x20000..<0x40000, 0xE0020..<0xE0080, 0xE0100..<0xE01F0:
            true
        default:
            false
        }
    }

    /// Extended_Pictographic (Unicode's emoji-data), as ranges of the covered blocks.
    private static func isPictographic(_ scalar: UInt32) -> Bool {
        guard scalar >= 0xA9 else { return false }
        var low = 0, high = pictographicRanges.count
        while low < high {
            let mid = (low + high) / 2
            if pictographicRanges[mid].upperBound < scalar { low = mid + 1 } else { high = mid }
        }
        return low < pictographicRanges.count && pictographicRanges[low].contains(scalar)
    }

    private static let pictographicRanges: [ClosedRange<UInt32>] = [
        0x00A9...0x00A9, 0x00AE...0x00AE, 0x203C...0x203C, 0x2049...0x2049, 0x2122...0x2122, 0x2139...0x2139,
        0x2194...0x2199, 0x21A9...0x21AA, 0x231A...0x231B, 0x2328...0x2328, 0x2388...0x2388, 0x23CF...0x23CF,
        0x23E9...0x23F3, 0x23F8...0x23FA, 0x24C2...0x24C2, 0x25AA...0x25AB, 0x25B6...0x25B6, 0x25C0...0x25C0,
        0x25FB...0x25FE, 0x2600...0x2605, 0x2607...0x2612, 0x2614...0x2685, 0x2690...0x2705, 0x2708...0x2712,
        0x2714...0x2714, 0x2716...0x2716, 0x271D...0x271D, 0x2721...0x2721, 0x2728...0x2728, 0x2733...0x2734,
        0x2744...0x2744, 0x2747...0x2747, 0x274C...0x274C, 0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757,
        0x2763...0x2767, 0x2795...0x2797, 0x27A1...0x27A1, 0x27B0...0x27B0, 0x27BF...0x27BF, 0x2934...0x2935,
        0x2B05...0x2B07, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55, 0x3030...0x3030, 0x303D...0x303D,
        0x3297...0x3297, 0x3299...0x3299, 0x1F000...0x1F0FF, 0x1F10D...0x1F10F, 0x1F12F...0x1F12F,
        0x1F16C...0x1F171, 0x1F17E...0x1F17F, 0x1F18E...0x1F18E, 0x1F191...0x1F19A, 0x1F1AD...0x1F1E5,
        0x1F201...0x1F20F, 0x1F21A...0x1F21A, 0x1F22F...0x1F22F, 0x1F232...0x1F23A, 0x1F23C...0x1F23F,
        0x1F249...0x1F3FA, 0x1F400...0x1F53D, 0x1F546...0x1F64F, 0x1F680...0x1F6FF, 0x1F774...0x1F77F,
        0x1F7D5...0x1F7FF, 0x1F80C...0x1F80F, 0x1F848...0x1F84F, 0x1F85A...0x1F85F, 0x1F888...0x1F88F,
        0x1F8AE...0x1F8FF, 0x1F90C...0x1F93A, 0x1F93C...0x1F945, 0x1F947...0x1FAFF,
    ]

    /// The ASCII characters' properties, read once.
    private static let ascii: [Character?] = (0..<0x80).map { (scalar: UInt32) -> Character? in
        let category = g_unichar_type(scalar)
        let line = lineClass(g_unichar_break_type(scalar))
        let grapheme: GraphemeClass = scalar == 0x0D ? .cr : scalar == 0x0A ? .lf
            : category == G_UNICODE_CONTROL ? .control : .other
        return line.map { Character(line: $0, grapheme: grapheme, white: g_unichar_isspace(scalar) != 0,
                                    pictographic: false, wide: false) }
    }
}
